/**
 * Steiner systems S(t,k,v) as exact-cover problems ({@code SteinerEncoding}): one item per t-subset,
 * one option per k-subset, optionally by extension of a smaller system.
 */
package io.github.dlxkit.hexad.encoding;

/**
 * Steiner systems S(t,k,v): the entry point {@code SteinerSystem} (find, count, count up to the
 * design's automorphisms), the automorphism groups ({@code DesignAutomorphisms}) and the
 * orbit-stabiliser count ({@code SymmetricCount}).
 */
package io.github.dlxkit.hexad.steiner;

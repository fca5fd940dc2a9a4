/**
 * The MINIMOG and its hexads written for people as text ({@code MinimogText}).
 */
package io.github.dlxkit.hexad.render;

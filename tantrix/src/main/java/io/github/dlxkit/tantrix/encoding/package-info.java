/**
 * A fixed-shape Tantrix puzzle as exact cover ({@code FixedShapeEncoding}): one item per cell and tile,
 * one option per tile, cell and rotation, colours on the shared edges.
 */
package io.github.dlxkit.tantrix.encoding;

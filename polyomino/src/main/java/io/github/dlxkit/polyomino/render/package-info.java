/**
 * Tilings written for people: ASCII ({@code AsciiRenderer}) and SVG ({@code SvgRenderer},
 * {@code SvgColour}) of a {@code Drawing} (who covers each cell, symbols, colours).
 */
package io.github.dlxkit.polyomino.render;

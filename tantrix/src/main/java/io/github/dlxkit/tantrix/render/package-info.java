/**
 * Tantrix written for people: text ({@code TextRenderer}, {@code GameText}) and SVG
 * ({@code SvgRenderer}).
 */
package io.github.dlxkit.tantrix.render;

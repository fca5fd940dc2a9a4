/**
 * Tantrix written for people: text ({@code TextRenderer}, {@code GameText}) and SVG
 * ({@code SvgRenderer}; {@code SvgGallery} for a picture of more solutions than a heap holds).
 */
package io.github.dlxkit.tantrix.render;

/**
 * Tantrix's objects: tiles and the tile set, colours and links, hex cells, sides and shapes, placed
 * tiles ({@code OrientedTile}), solutions ({@code Tantrix}), goals (loop, line) and the rule check
 * ({@code TantrixCheck}).
 */
package io.github.dlxkit.tantrix.model;

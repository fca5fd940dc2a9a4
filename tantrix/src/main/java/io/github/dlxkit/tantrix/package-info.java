/** Tantrix tiles and puzzles: fixed shapes as coloured exact cover, free shapes. */
package io.github.dlxkit.tantrix;

/**
 * A Sudoku written for people and programs: ASCII, LaTeX, numbers, and a count as one line of JSON
 * ({@code CountJson}).
 */
package io.github.dlxkit.sudoku.render;

/**
 * The polyomino puzzle file format ({@code PuzzleParser}: pieces and board as pictures, with colours),
 * errors naming file, line and column.
 */
package io.github.dlxkit.polyomino.io;

/**
 * Puzzle text: one puzzle in compact or number form ({@code PuzzleText}) and files of puzzles, one per
 * line with comments ({@code PuzzleReader}).
 */
package io.github.dlxkit.sudoku.io;

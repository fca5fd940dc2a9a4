/**
 * Sudoku as an exact-cover problem ({@code SudokuEncoding}: cell, row, column and box items) and the
 * reusable DLX solver on it ({@code DlxSudokuSolver}).
 */
package io.github.dlxkit.sudoku.encoding;

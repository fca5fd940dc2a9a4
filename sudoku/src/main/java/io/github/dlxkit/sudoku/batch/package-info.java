/**
 * Solving a file of puzzles on many threads ({@code SudokuBatch}) and timing kernels on it
 * ({@code SolverBench}, {@code dlx sudoku bench}); exported to the CLI only.
 */
package io.github.dlxkit.sudoku.batch;

/**
 * Sudoku of every box shape: the puzzle and its solvers, generation and grading, puzzle files,
 * rendering. The backtracking kernels ({@code sudoku.backtrack}) are reached through
 * {@code SudokuKernel} and not exported; the batch runner and its timing bench are the CLI's.
 */
module io.github.dlxkit.sudoku {
  requires transitive io.github.dlxkit.core;
  requires static com.google.gson;
  requires java.management;

  exports io.github.dlxkit.sudoku;
  exports io.github.dlxkit.sudoku.encoding;
  exports io.github.dlxkit.sudoku.generate;
  exports io.github.dlxkit.sudoku.io;
  exports io.github.dlxkit.sudoku.model;
  exports io.github.dlxkit.sudoku.render;
  exports io.github.dlxkit.sudoku.batch to io.github.dlxkit.cli;
}

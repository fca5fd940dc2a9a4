/**
 * The one contract of dlxkit's puzzles: {@link io.github.dlxkit.core.puzzle.Puzzle}, which every
 * puzzle module's entry point implements (a Sudoku grid, a polyomino tiling, a Tantrix puzzle, a
 * Tank Attack board, a Steiner system), and {@link io.github.dlxkit.core.puzzle.PuzzleResult}, the
 * one answer of its searches. {@link io.github.dlxkit.core.puzzle.ExactCoverPuzzle} is the
 * contract on core's exact-cover engine, for puzzles that are one exact-cover problem.
 *
 * <pre>{@code
 * Puzzle<Solution> queens = ExactCoverPuzzle.of(ExactCoverSolver.of(problem), s -> s);
 * queens.count(1, SearchLimits.none()).count();   // 92
 * }</pre>
 */
package io.github.dlxkit.core.puzzle;

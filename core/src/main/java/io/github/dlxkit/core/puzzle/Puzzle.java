package io.github.dlxkit.core.puzzle;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import java.util.stream.Stream;

/**
 * A puzzle whose solutions a search finds, lists and counts: the one contract that every puzzle
 * module's entry point implements, so that a caller (the CLI, the web API, a Java user) asks every
 * puzzle the same three questions and reads every answer the same way, as one
 * {@link PuzzleResult}.
 *
 * <pre>{@code
 * Puzzle<Solution> queens = ExactCoverPuzzle.of(ExactCoverSolver.of(problem), s -> s);
 * PuzzleResult<Solution> first = queens.find(1, SearchLimits.none());
 * first.stopReason();                                           // SOLUTION_LIMIT
 * first.solutions().size();                                     // 1
 * PuzzleResult<Solution> all = queens.count(2, SearchLimits.none());
 * all.count();                                                  // 92
 * all.isComplete();                                             // true
 * queens.solutions().count();                                   // 92
 * queens.count(1, SearchLimits.none().withMaxNodes(50)).stopReason();   // NODE_LIMIT
 * }</pre>
 *
 * <h2>The manners of every implementation</h2>
 * <ul>
 *   <li><b>Limits.</b> {@link #find} and {@link #count} run within {@link SearchLimits} (nodes,
 *       time, cancellation), enforced by core's {@code SearchControl}; a search that a limit stops
 *       returns normally, and its result says why ({@link PuzzleResult#stopReason()}).
 *   <li><b>Interrupts.</b> A search stops promptly (within a few thousand nodes, milliseconds)
 *       when its thread is interrupted, returns a result whose stop reason is
 *       {@link StopReason#INTERRUPTED}, and leaves the interrupt flag set; so
 *       {@code Future.cancel(true)} frees the thread. The {@link #solutions()} stream throws
 *       {@code SearchStoppedException} instead, as core's stream does.
 *   <li><b>Arguments</b> are checked at the door: a null throws {@link NullPointerException}
 *       naming the parameter, a number out of its range {@link IllegalArgumentException} naming
 *       the range and the value.
 *   <li><b>Threads.</b> Implementations are immutable and thread-safe: any thread may ask any
 *       question, and concurrent searches do not share state.
 *   <li><b>Nodes</b> are counted by the search that runs, as its own documentation says (DLX2's
 *       nodes on the Dancing Links kernel; the cells filled, for searches of their own).
 * </ul>
 * Progress reports and splitting into parts stay with each entry point's own
 * {@code withProgress} and {@code splittable()}, core's {@code ProgressListener} and
 * {@code SplittableSearch}.
 *
 * @param <S> the puzzle's solution (a filled grid, a tiling, a block design…)
 */
public interface Puzzle<S> {
  /**
   * The first {@code max} solutions, in the puzzle's search order, within {@code limits}, on one
   * thread. The result lists them; it stops with {@link StopReason#SOLUTION_LIMIT} once it holds
   * {@code max}, with {@link StopReason#COMPLETED} if there are fewer (then it holds them all).
   *
   * @param max how many solutions to find, at least 1
   * @param limits the search's limits ({@link SearchLimits#none()} for none)
   * @return the solutions found, their number, why the search ended and its statistics; a limit
   *     ends it with what it found, without an exception
   * @throws NullPointerException if {@code limits} is null
   * @throws IllegalArgumentException if {@code max < 1}
   */
  PuzzleResult<S> find(int max, SearchLimits limits);

  /**
   * Counts every solution within {@code limits} with {@code threads} threads; the result holds
   * the count and no solutions. Complete, the count is the same for every number of threads.
   *
   * @param threads threads to count with, in {@code 1..Workers.MAX_THREADS}
   * @param limits the search's limits ({@link SearchLimits#none()} for none)
   * @throws NullPointerException if {@code limits} is null
   * @return the count (exact when {@link PuzzleResult#isComplete()}), why the search ended and its
   *     statistics; no solutions
   * @throws IllegalArgumentException if {@code threads} is out of its range
   */
  PuzzleResult<S> count(int threads, SearchLimits limits);

  /**
   * Every solution, lazily: the solutions {@link #find} lists, as many as {@link #count} counts,
   * in {@code find}'s order unless the entry point says otherwise (a puzzle whose stream runs
   * another kernel than its searches, such as a Sudoku's, lists them in that kernel's order). A
   * stopped search (an interrupt) throws {@code SearchStoppedException} from the stream.
   *
   * @return a sequential stream; the search advances as it is consumed
   */
  Stream<S> solutions();
}

package io.github.dlxkit.sudoku;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.puzzle.ExactCoverPuzzle;
import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.puzzle.PuzzleResult;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.sudoku.encoding.SudokuEncoding;
import io.github.dlxkit.sudoku.model.Geometry;
import io.github.dlxkit.sudoku.model.Givens;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import io.github.dlxkit.sudoku.model.Symbols;
import io.github.dlxkit.sudoku.render.AsciiRenderer;
import io.github.dlxkit.sudoku.render.LatexRenderer;
import io.github.dlxkit.sudoku.render.NumberRenderer;
import io.github.dlxkit.sudoku.io.PuzzleText;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A Sudoku puzzle (or solution) of any box size n: an n²×n² grid of values 1..n², 0 for a blank.
 * Immutable; modelled on SageMath's {@code sage.games.sudoku.Sudoku}, with the same input forms,
 * checks, conversions and solvers.
 *
 * <pre>{@code
 * Sudoku a = new Sudoku("5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3");
 * Sudoku s = a.findFirst().orElseThrow();
 * s.toString();      // "513687249849521637267349581158463972974218365326795418782934156635172894491856723"
 * a.isUnique();      // true
 * System.out.println(s.toAscii());
 * new Sudoku("8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......").count();  // 5
 * new Sudoku("................").count();              // 288, every 4×4 grid
 * }</pre>
 *
 * <h2>Input</h2>
 * <ul>
 *   <li>A string of n⁴ symbols, row-major: {@code .} or {@code 0} for a blank, {@code 1}–{@code 9},
 *       then {@code a} = 10, {@code b} = 11, … (either case; see {@link Symbols}), so up to 36×36.
 *   <li>An {@code int[]} of n⁴ values, row-major, or an {@code int[][]} of n² rows of n² values;
 *       any box size up to {@value Geometry#MAX_BOX_SIZE} (100×100).
 * </ul>
 * The size and every value are always checked, with a message naming the bad part. With
 * {@code verifyInput} (the default) the givens are also checked for a repeat in a row, column or
 * box, and the message names both cells. (SageMath's {@code verify_input=False} skips every check;
 * here the size and the value range are always checked, because a grid must be well formed, and a
 * puzzle whose givens repeat simply has no solution.)
 *
 * <h2>Solving</h2>
 * {@link #solutions()} (SageMath's name: {@link #solve()}) is a lazy stream of all solutions;
 * {@link #count()}, {@link #countUpTo}, {@link #isUnique()}, {@link #findFirst()}. Each takes an
 * optional {@link SudokuKernel}: {@link SudokuKernel#AUTO} (the default: {@link SudokuKernel#BACKTRACK}
 * up to 64×64, the faster, else {@link SudokuKernel#DLX}; SageMath's default is its DLX),
 * {@link SudokuKernel#DLX} or {@link SudokuKernel#BACKTRACK}. Both find the same solutions; their order differs. The eager methods reuse one solver per thread and size, so calling
 * them for many puzzles allocates little more than the results. A Sudoku is a {@link Puzzle}:
 * {@link #find} and {@link #count(int, SearchLimits)} search on the exact-cover engine within
 * {@link SearchLimits} and answer with one {@link PuzzleResult} (count, solutions, why it stopped,
 * nodes, time).
 *
 * <h2>Threads and interrupts</h2>
 * Immutable and thread-safe: any thread may call any method. Every search stops promptly (within
 * a few thousand search steps) when the calling thread is interrupted, so that
 * {@code Future.cancel(true)} frees the thread: {@link #count()}, {@link #countUpTo},
 * {@link #isUnique()}, {@link #findFirst()}, {@link #solutionsUpTo} and the {@link #solutions()}
 * stream then throw {@link SearchStoppedException} whose partial result says
 * {@link io.github.dlxkit.core.search.StopReason#INTERRUPTED}, and the interrupt flag stays set —
 * as core's {@code ExactCoverSolver.count()} does ({@link #count(int)} is that method).
 */
public final class Sudoku implements Puzzle<Sudoku> {
  private final Geometry geometry;
  private final int[] cells;

  /**
   * The puzzle in compact string form, with its givens checked for repeats.
   *
   * @param puzzle n⁴ characters for a box size n from 1 to 6, row-major: {@code .} or {@code 0}
   *     for a blank, {@code 1}–{@code 9} and {@code a}–{@code z} (either case) for values; not null
   * @throws IllegalArgumentException ({@link BadInputException}) naming the bad length, character
   *     or repeated givens
   */
  public Sudoku(String puzzle) {
    this(puzzle, true);
  }

  /**
   * The puzzle in compact string form: n⁴ characters, {@code .} or {@code 0} for a blank.
   *
   * @param puzzle n⁴ characters for a box size n from 1 to 6, row-major: {@code .} or {@code 0}
   *     for a blank, {@code 1}–{@code 9} and {@code a}–{@code z} (either case) for values; not null
   * @param verifyInput also check that no given repeats in a row, column or box
   * @throws IllegalArgumentException naming the bad length, character or repeated givens
   */
  public Sudoku(String puzzle, boolean verifyInput) {
    this(parseCompact(Objects.requireNonNull(puzzle, "puzzle")), verifyInput);
  }

  /**
   * The puzzle as n⁴ values in row-major order (0 = blank), with its givens checked for repeats.
   * The array is copied.
   *
   * @param cells n⁴ values for a box size n from 1 to {@value Geometry#MAX_BOX_SIZE}, each 0 (blank)
   *     to n²; not null
   * @throws IllegalArgumentException ({@link BadInputException}) naming the bad length, value or
   *     repeated givens
   */
  public Sudoku(int[] cells) {
    this(cells, true);
  }

  /**
   * The puzzle as n⁴ values in row-major order, 0 for a blank. The array is copied.
   *
   * @param cells n⁴ values for a box size n from 1 to {@value Geometry#MAX_BOX_SIZE}, each 0 (blank)
   *     to n²; not null
   * @param verifyInput also check that no given repeats in a row, column or box
   * @throws IllegalArgumentException naming the bad length, value or repeated givens
   */
  public Sudoku(int[] cells, boolean verifyInput) {
    this(checkValues(Objects.requireNonNull(cells, "cells").clone()), verifyInput);
  }

  /**
   * The puzzle as n² rows of n² values (0 = blank), with its givens checked for repeats. The
   * arrays are copied.
   *
   * @param rows n² rows of n² values each, for a box size n from 1 to
   *     {@value Geometry#MAX_BOX_SIZE}, each value 0 (blank) to n²; no row null
   * @throws IllegalArgumentException ({@link BadInputException}) naming the bad shape, value or
   *     repeated givens
   */
  public Sudoku(int[][] rows) {
    this(rows, true);
  }

  /**
   * The puzzle as a square matrix: n² rows of n² values, 0 for a blank. The arrays are copied.
   *
   * @param rows n² rows of n² values each, for a box size n from 1 to
   *     {@value Geometry#MAX_BOX_SIZE}, each value 0 (blank) to n²; no row null
   * @param verifyInput also check that no given repeats in a row, column or box
   * @throws IllegalArgumentException naming the bad shape, value or repeated givens
   */
  public Sudoku(int[][] rows, boolean verifyInput) {
    this(checkValues(flatten(Objects.requireNonNull(rows, "rows"))), verifyInput);
  }

  /**
   * The puzzle in any text form: compact ({@code 5...8..49...}, up to 36×36, a trailing comment
   * allowed) or numbers separated by spaces or commas ({@code 5 0 0 0 8 ...}, {@code [5, 0, ...]},
   * the JSON or matrix form), every size to 100×100; see {@link PuzzleText}. Givens are checked
   * for repeats.
   *
   * @param text the puzzle; white space around it is ignored; not null
   * @return the puzzle
   * @throws IllegalArgumentException ({@link BadInputException}) naming the bad part
   */
  public static Sudoku parse(String text) {
    return parse(text, true);
  }

  /**
   * As {@link #parse(String)}, checking the givens for repeats only if {@code verifyInput} (the size
   * and the values are always checked). A puzzle whose givens repeat has no solution, so a caller
   * that solves many puzzles may check only those without one ({@link Givens#firstRepeat}), as
   * SageMath's {@code Sudoku(..., verify_input=False)} lets a caller skip its checks.
   *
   * @param text the puzzle; white space around it is ignored; not null
   * @param verifyInput whether to check the givens for repeats
   * @return the puzzle (with repeated givens if {@code verifyInput} is false and the text has them)
   * @throws IllegalArgumentException ({@link BadInputException}) naming the bad part
   */
  public static Sudoku parse(String text, boolean verifyInput) {
    String stripped = Objects.requireNonNull(text, "text").strip();
    if (PuzzleText.isNumberForm(stripped)) {
      return new Sudoku(PuzzleText.numbers(stripped), verifyInput);
    }
    // the first field (PuzzleText.firstField) found in the one copy that is parsed, not copied twice
    char[] chars = stripped.toCharArray();
    return new Sudoku(parseCompact(chars, PuzzleText.firstFieldEnd(chars)), verifyInput);
  }

  private Sudoku(Checked checked, boolean verifyInput) {
    this.geometry = checked.geometry;
    this.cells = checked.cells;
    if (verifyInput) {
      Optional<String> repeat = Givens.firstRepeat(geometry, cells);
      if (repeat.isPresent()) {
        throw new BadInputException(repeat.get());
      }
    }
  }

  /** A grid from trusted values (a solver's output). */
  private Sudoku(Geometry geometry, int[] cells) {
    this.geometry = geometry;
    this.cells = cells;
  }

  private record Checked(Geometry geometry, int[] cells) {}

  private static Checked parseCompact(String puzzle) {
    // one copy, then array reads: cheaper than a charAt a character
    return parseCompact(puzzle.toCharArray(), puzzle.length());
  }

  /** The compact puzzle in {@code chars[0..length)}. */
  private static Checked parseCompact(char[] chars, int length) {
    int n = Geometry.boxSizeForCells(length);
    if (n < 0 || n > 6) {
      throw new BadInputException("a Sudoku string has n⁴ characters for a box size n from 1 to 6 "
          + "(1, 16, 81, 256, 625 or 1296), got " + length);
    }
    Geometry g = Geometry.of(n);
    int[] cells = new int[length];
    for (int i = 0; i < cells.length; i++) {
      char ch = chars[i];
      int v = Symbols.valueOf(ch);
      if (v < 0) {
        throw new BadInputException("bad character " + Symbols.describe(ch) + " at "
            + Givens.position(g, i) + " (character " + (i + 1) + "): use . or 0 for a blank, "
            + "1-9 and a-z for values");
      }
      if (v > g.side()) {
        String value = v <= 9 ? String.valueOf(ch) : ch + " (" + v + ")";
        throw new BadInputException("value " + value + " at " + Givens.position(g, i)
            + " (character " + (i + 1) + ") is too large for a " + g.side() + "×" + g.side()
            + " Sudoku (values 1 to " + g.side() + ")");
      }
      cells[i] = v;
    }
    return new Checked(g, cells);
  }

  private static int[] flatten(int[][] rows) {
    int side = rows.length;
    if (Geometry.boxSizeForSide(side) < 0) {
      throw new BadInputException("a Sudoku matrix has n² rows for a box size n from 1 to "
          + Geometry.MAX_BOX_SIZE + " (1, 4, 9, 16, 25, ...), got " + side);
    }
    int[] cells = new int[side * side];
    for (int r = 0; r < side; r++) {
      if (rows[r] == null || rows[r].length != side) {
        throw new BadInputException("a Sudoku matrix must be square: row " + (r + 1) + " has "
            + (rows[r] == null ? "no" : rows[r].length) + " entries, not " + side);
      }
      System.arraycopy(rows[r], 0, cells, r * side, side);
    }
    return cells;
  }

  private static Checked checkValues(int[] cells) {
    int n = Geometry.boxSizeForCells(cells.length);
    if (n < 0) {
      throw new BadInputException("a Sudoku has n⁴ cells for a box size n from 1 to "
          + Geometry.MAX_BOX_SIZE + " (1, 16, 81, 256, ...), got " + cells.length);
    }
    Geometry g = Geometry.of(n);
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] < 0 || cells[i] > g.side()) {
        throw new BadInputException("value " + cells[i] + " at " + Givens.position(g, i)
            + " is out of range for a " + g.side() + "×" + g.side() + " Sudoku (0 for a blank, 1 to "
            + g.side() + ")");
      }
    }
    return new Checked(g, cells);
  }

  // -----------------------------------------------------------------------------------------------
  // The grid

  /** {@return the box size n (3 for the usual 9×9), 1 to {@value Geometry#MAX_BOX_SIZE}} */
  public int boxSize() {
    return geometry.boxSize();
  }

  /** {@return the side n²: the number of rows, columns and values} */
  public int size() {
    return geometry.side();
  }

  /**
   * {@return the value at {@code row}, {@code column}: 1 to {@link #size()}, 0 for a blank}
   *
   * @param row the row, 0 (top) to {@code size() - 1}
   * @param column the column, 0 (left) to {@code size() - 1}
   * @throws IndexOutOfBoundsException if there is no such cell
   */
  public int get(int row, int column) {
    if (row < 0 || row >= size() || column < 0 || column >= size()) {
      throw new IndexOutOfBoundsException("no cell at row " + row + ", column " + column + " in a "
          + size() + "×" + size() + " Sudoku (rows and columns from 0)");
    }
    return cells[geometry.cell(row, column)];
  }

  /** {@return the number of givens (non-blank cells)} */
  public int givenCount() {
    int count = 0;
    for (int v : cells) {
      if (v != 0) {
        count++;
      }
    }
    return count;
  }

  /**
   * {@return whether every cell is filled} A complete grid given with {@code verifyInput} is a
   * solution; without it, it may repeat values.
   */
  public boolean isComplete() {
    for (int v : cells) {
      if (v == 0) {
        return false;
      }
    }
    return true;
  }

  /** {@return the geometry of the grid (size, units, peers), shared by every grid of its size} */
  public Geometry geometry() {
    return geometry;
  }

  // -----------------------------------------------------------------------------------------------
  // Solving

  /**
   * SageMath's name for {@link #solutions()} ({@code Sudoku.solve()}),
   * kept for parity with Sage.
   *
   * @return the solutions, lazily, as {@link #solutions()}
   */
  public Stream<Sudoku> solve() {
    return solutions();
  }

  /**
   * SageMath's name for {@link #solutions(SudokuKernel)} ({@code solve(algorithm=...)}),
   * kept for parity with Sage.
   *
   * @param kernel the kernel that searches; not null
   * @return the solutions, lazily, as {@link #solutions(SudokuKernel)}
   * @throws IllegalArgumentException if the kernel does not handle this size
   */
  public Stream<Sudoku> solve(SudokuKernel kernel) {
    return solutions(kernel);
  }

  /**
   * All solutions, lazily, found by {@link SudokuKernel#AUTO} (the faster kernel for the size).
   *
   * @return a sequential stream of the solutions, each a complete grid, in the kernel's order; the
   *     search advances as the stream is consumed
   */
  public Stream<Sudoku> solutions() {
    return solutions(SudokuKernel.AUTO);
  }

  /**
   * All solutions, lazily, found by {@code kernel}. The stream has its own solver, so it may be
   * consumed at leisure, from any one thread.
   *
   * @param kernel the kernel that searches; not null
   * @return a sequential stream of the solutions, each a complete grid, in the kernel's order
   * @throws IllegalArgumentException if the kernel does not handle this size (BACKTRACK stops
   *     at 64×64)
   */
  public Stream<Sudoku> solutions(SudokuKernel kernel) {
    Objects.requireNonNull(kernel, "kernel");
    return solutions(kernel.newSolver(boxSize()));
  }

  /**
   * All solutions, lazily, found by {@code solver}, which this call starts on this puzzle: for a
   * solver set up beforehand, e.g. a {@code DlxSudokuSolver} watched by a time limit, whose
   * {@code isStopped()} then tells a stopped search from the end of the solutions.
   *
   * @param solver a solver for this puzzle's box size, used by the stream alone until it is
   *     consumed (the call restarts it); not null
   * @return a sequential stream of the solutions, in the solver's order
   * @throws IllegalArgumentException if {@code solver} is for another box size
   */
  public Stream<Sudoku> solutions(SudokuSolver solver) {
    Objects.requireNonNull(solver, "solver");
    if (solver.boxSize() != boxSize()) {
      throw new IllegalArgumentException("a solver for box size " + solver.boxSize() + ", the puzzle's is " + boxSize());
    }
    solver.start(cells);
    Spliterator<Sudoku> spliterator = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE,
        Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.DISTINCT | Spliterator.IMMUTABLE) {
      private boolean done;
      private long found;

      @Override
      public boolean tryAdvance(Consumer<? super Sudoku> action) {
        if (done) {
          return false;
        }
        int[] solution = new int[cells.length];
        if (!solver.next(solution)) {
          done = true;
          if (solver.isStopped() && Thread.currentThread().isInterrupted()) {
            throw stopped(solver, found);
          }
          return false;
        }
        found++;
        action.accept(new Sudoku(geometry, solution));
        return true;
      }
    };
    return StreamSupport.stream(spliterator, false);
  }

  /**
   * {@return the number of solutions ({@link SudokuKernel#AUTO})} It may take very long for a
   * puzzle with few givens; an interrupt stops it with a {@link SearchStoppedException}.
   */
  public long count() {
    return count(SudokuKernel.AUTO);
  }

  /**
   * {@return the number of solutions, found by {@code kernel}}
   *
   * @param kernel the kernel that counts; not null
   * @throws IllegalArgumentException if the kernel does not handle this size
   */
  public long count(SudokuKernel kernel) {
    return countUpTo(Long.MAX_VALUE, kernel);
  }

  /**
   * The number of solutions counted with {@code threads} threads on the Dancing Links engine's
   * parallel search; the same number as {@link #count()}, sooner for puzzles with many solutions.
   *
   * @param threads how many threads count, 1 to {@code Workers.MAX_THREADS}
   * @return the number of solutions
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} is out of range
   */
  public long count(int threads) {
    ExactCoverSolver solver = exactCover();
    return threads == 1 ? solver.count() : solver.count(threads);
  }

  /**
   * The puzzle as an exact-cover problem on the Dancing Links engine, its givens fixed: for searches
   * with the engine's limits, progress reports, threads or statistics.
   *
   * <pre>{@code
   * SearchResult r = puzzle.exactCover().withLimits(SearchLimits.none().withTimeLimit(d)).run(2);
   * }</pre>
   *
   * @return a new solver on the encoding of {@link SudokuEncoding#of(int)} for this box size, with
   *     one option fixed per given
   */
  public ExactCoverSolver exactCover() {
    SudokuEncoding encoding = SudokuEncoding.of(boxSize());
    return encoding.solver().withFixedOptions(encoding.givenOptions(cells));
  }

  /**
   * {@return the number of solutions ({@link SudokuKernel#AUTO}), but no more than {@code limit}}
   *
   * @param limit where counting stops, 0 or more
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code limit} is negative
   */
  public long countUpTo(long limit) {
    return countUpTo(limit, SudokuKernel.AUTO);
  }

  /**
   * {@return the number of solutions found by {@code kernel}, but no more than {@code limit}}
   *
   * @param limit where counting stops, 0 or more
   * @param kernel the kernel that counts; not null
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code limit} is negative or the
   *     kernel does not handle this size
   */
  public long countUpTo(long limit, SudokuKernel kernel) {
    Objects.requireNonNull(kernel, "kernel");
    if (limit < 0) {
      throw new BadInputException("limit must not be negative, got " + limit);
    }
    try (SolverPool.Lease lease = SolverPool.lease(kernel, boxSize())) {
      return lease.solver().countUpTo(cells, limit);
    }
  }

  /**
   * {@return whether the puzzle has exactly one solution ({@link SudokuKernel#AUTO})} The search
   * stops at the second solution.
   */
  public boolean isUnique() {
    return isUnique(SudokuKernel.AUTO);
  }

  /**
   * {@return whether the puzzle has exactly one solution, decided by {@code kernel}}
   *
   * @param kernel the kernel that searches, up to the second solution; not null
   * @throws IllegalArgumentException if the kernel does not handle this size
   */
  public boolean isUnique(SudokuKernel kernel) {
    return countUpTo(2, kernel) == 1;
  }

  /** {@return the first solution found by {@link SudokuKernel#AUTO}, or empty if there is none} */
  public Optional<Sudoku> findFirst() {
    return findFirst(SudokuKernel.AUTO);
  }

  /**
   * {@return the first solution found by {@code kernel}, or empty if there is none}
   *
   * @param kernel the kernel that searches; not null
   * @throws IllegalArgumentException if the kernel does not handle this size
   */
  public Optional<Sudoku> findFirst(SudokuKernel kernel) {
    List<Sudoku> found = solutionsUpTo(1, kernel);
    return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
  }

  /**
   * The first {@code limit} solutions (fewer if there are fewer) found by {@code kernel}, in its
   * search order. {@code solutionsUpTo(2, a)} gives the solution and proves it unique at once.
   *
   * @param limit the most solutions wanted, 0 or more
   * @param kernel the kernel that searches; not null
   * @return the solutions, an unmodifiable list
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code limit} is negative or the
   *     kernel does not handle this size
   */
  public List<Sudoku> solutionsUpTo(int limit, SudokuKernel kernel) {
    Objects.requireNonNull(kernel, "kernel");
    if (limit < 0) {
      throw new BadInputException("limit must not be negative, got " + limit);
    }
    List<Sudoku> found = new ArrayList<>(Math.min(limit, 16));
    try (SolverPool.Lease lease = SolverPool.lease(kernel, boxSize())) {
      SudokuSolver solver = lease.solver();
      solver.start(cells);
      while (found.size() < limit) {
        int[] solution = new int[cells.length];
        if (!solver.next(solution)) {
          if (solver.isStopped()) {
            throw stopped(solver, found.size());
          }
          break;
        }
        found.add(new Sudoku(geometry, solution));
      }
    }
    return Collections.unmodifiableList(found);
  }

  // -----------------------------------------------------------------------------------------------
  // The puzzle contract (core.puzzle): searches within limits, answered by one PuzzleResult

  /**
   * The first {@code max} solutions within {@code limits}, found on the exact-cover engine
   * ({@link #exactCover()}): its limits, its nodes, its order (which is not {@link #solutions()}'s
   * default kernel's); an interrupt stops it with {@code INTERRUPTED}. See {@link Puzzle#find}.
   *
   * <pre>{@code
   * PuzzleResult<Sudoku> r = new Sudoku("................").find(2, SearchLimits.none());
   * r.solutions().size();   // 2
   * r.stopReason();         // SOLUTION_LIMIT
   * }</pre>
   */
  @Override
  public PuzzleResult<Sudoku> find(int max, SearchLimits limits) {
    return contract().find(max, limits);
  }

  /**
   * The number of solutions within {@code limits}, counted with {@code threads} threads on the
   * exact-cover engine ({@link #exactCover()}). See {@link Puzzle#count}.
   *
   * <pre>{@code
   * new Sudoku("................").count(2, SearchLimits.none()).count();   // 288
   * }</pre>
   */
  @Override
  public PuzzleResult<Sudoku> count(int threads, SearchLimits limits) {
    return contract().count(threads, limits);
  }

  /** The contract on the exact-cover engine, solutions decoded back to grids. */
  private Puzzle<Sudoku> contract() {
    SudokuEncoding encoding = SudokuEncoding.of(boxSize());
    return ExactCoverPuzzle.of(exactCover(), s -> decode(encoding, s));
  }

  private Sudoku decode(SudokuEncoding encoding, Solution s) {
    int[] filled = new int[cells.length];
    for (int option : s.optionIds()) {
      filled[encoding.cellOf(option)] = encoding.valueOf(option);
    }
    return new Sudoku(geometry, filled);
  }

  /** The exception of a search that {@code solver} stopped before its end, after {@code found}. */
  private static SearchStoppedException stopped(SudokuSolver solver, long found) {
    return new SearchStoppedException(new SearchResult(found, solver.stopReason(),
        new SearchStatistics(0, 0, found, Duration.ZERO)));
  }

  // -----------------------------------------------------------------------------------------------
  // Conversions (SageMath's to_string, to_list, to_matrix, to_ascii, to_latex)

  /**
   * The compact form: one symbol per cell, row-major, {@code .} for a blank (Sage's
   * {@code to_string}); {@code new Sudoku(s.toString()).equals(s)}. Grids larger than 36×36 have no
   * one-character symbols and are written as {@link #toList()} is.
   */
  @Override
  public String toString() {
    if (size() > Symbols.MAX_VALUE) {
      return toList().toString();
    }
    char[] symbols = new char[cells.length];
    for (int i = 0; i < symbols.length; i++) {
      symbols[i] = Symbols.charOf(cells[i]);
    }
    return new String(symbols);
  }

  /** {@return the values in row-major order, 0 for a blank (Sage's {@code to_list}); unmodifiable} */
  public List<Integer> toList() {
    List<Integer> list = new ArrayList<>(cells.length);
    for (int v : cells) {
      list.add(v);
    }
    return Collections.unmodifiableList(list);
  }

  /** {@return the values in row-major order, 0 for a blank; a fresh array} */
  public int[] toArray() {
    return cells.clone();
  }

  /** {@return the grid as rows of values, 0 for a blank (Sage's {@code to_matrix}); fresh arrays} */
  public int[][] toMatrix() {
    int side = size();
    int[][] m = new int[side][];
    for (int r = 0; r < side; r++) {
      m[r] = Arrays.copyOfRange(cells, r * side, (r + 1) * side);
    }
    return m;
  }

  /**
   * Sage's ASCII drawing ({@code to_ascii}, also its {@code print} form), lines separated by
   * {@code \n}, no final newline. For {@code .4..32....14..3.}:
   *
   * <pre>
   * +---+---+
   * |  4|   |
   * |3 2|   |
   * +---+---+
   * |   |1 4|
   * |   |3  |
   * +---+---+
   * </pre>
   *
   * Entries are right-aligned to the widest value, so 16×16 grids and larger use two columns per
   * cell.
   *
   * @return the drawing, blanks as spaces
   */
  public String toAscii() {
    return AsciiRenderer.render(geometry, cells);
  }

  /**
   * {@return the grid as text, one row per line, values separated by spaces, 0 for a blank; see
   * {@link NumberRenderer}} {@link #parse(String)} reads it back.
   */
  public String toMatrixText() {
    return NumberRenderer.matrix(geometry, cells);
  }

  /**
   * {@return the rows as a JSON array of arrays, 0 for a blank; see {@link NumberRenderer}}
   * {@link #parse(String)} reads it back.
   */
  public String toJson() {
    return NumberRenderer.json(geometry, cells);
  }

  /** {@return the grid as Sage's LaTeX {@code array} ({@code to_latex}); see {@link LatexRenderer}} */
  public String toLatex() {
    return LatexRenderer.render(geometry, cells);
  }

  /** Equal grids: same size, same values in every cell (as Sage compares {@code to_list()}). */
  @Override
  public boolean equals(Object o) {
    return o instanceof Sudoku other && Arrays.equals(cells, other.cells);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(cells);
  }
}

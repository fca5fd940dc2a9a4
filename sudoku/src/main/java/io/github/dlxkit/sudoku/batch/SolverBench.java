package io.github.dlxkit.sudoku.batch;

import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import io.github.dlxkit.sudoku.model.Geometry;
import io.github.dlxkit.sudoku.model.Symmetry;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.List;
import java.util.Random;

/**
 * Measures a solver on a set of puzzles the way tdoku's benchmark harness does: every puzzle solved
 * and proved unique (search to a second solution), passes over the set repeated until a time budget
 * is spent, after a warm-up; CPU time of the measuring thread.
 *
 * <pre>{@code
 * SolverBench.Result r = SolverBench.run(puzzles, 3, SudokuKernel.BACKTRACK, Duration.ofMillis(200), Duration.ofSeconds(1));
 * System.out.println(r.puzzlesPerSecond() + " puzzles/s, " + r.unique() + " of " + r.puzzles() + " unique");
 * }</pre>
 *
 * <p>The puzzles are solved as given, in order, every pass; tdoku's harness first replaces each by
 * a random symmetric image, which {@link #permuted} does.
 */
public final class SolverBench {
  private SolverBench() {}

  /**
   * The measurement of one solver on one set.
   *
   * @param puzzles puzzles in the set
   * @param unique puzzles with exactly one solution
   * @param solved puzzles measured (the set times the passes)
   * @param cpuNanos CPU time of the measured passes
   * @param guesses guesses over the measured passes, -1 if the solver does not count them
   * @param noGuess measured puzzles solved without a guess, -1 if not counted
   */
  public record Result(int puzzles, int unique, long solved, long cpuNanos, long guesses, long noGuess) {
    /** Puzzles per CPU second. */
    public double puzzlesPerSecond() {
      return cpuNanos == 0 ? 0 : solved * 1e9 / cpuNanos;
    }

    /** Microseconds of CPU per puzzle. */
    public double microsPerPuzzle() {
      return solved == 0 ? 0 : cpuNanos / 1e3 / solved;
    }
  }

  /**
   * Each puzzle replaced by its image under a random symmetry (see {@link Symmetry}), drawn from
   * {@code seed}: the same numbers of solutions, a different layout, as tdoku's harness prepares
   * its data sets.
   */
  public static List<int[]> permuted(List<int[]> puzzles, int boxSize, long seed) {
    Random random = new Random(seed);
    Geometry g = Geometry.of(boxSize);
    return puzzles.stream().map(p -> Symmetry.random(g, p, random)).toList();
  }

  /**
   * Measures {@code kernel} on {@code puzzles} (each n⁴ values, 0 for a blank, all of box size
   * {@code boxSize}): a warm-up of at least {@code warmup}, then whole passes until {@code time} is
   * spent (at least one pass).
   */
  public static Result run(List<int[]> puzzles, int boxSize, SudokuKernel kernel, Duration warmup, Duration time) {
    SudokuSolver solver = kernel.newSolver(boxSize);
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    long warmupEnd = System.nanoTime() + warmup.toNanos();
    int unique = 0;
    do {
      unique = pass(puzzles, solver, null);
    } while (System.nanoTime() < warmupEnd);
    long[] totals = new long[2]; // guesses, puzzles with no guess
    long solved = 0;
    long cpuStart = bean.getCurrentThreadCpuTime();
    long wallEnd = System.nanoTime() + time.toNanos();
    do {
      pass(puzzles, solver, totals);
      solved += puzzles.size();
    } while (System.nanoTime() < wallEnd);
    long cpu = bean.getCurrentThreadCpuTime() - cpuStart;
    boolean counted = solver.guesses() >= 0;
    return new Result(puzzles.size(), unique, solved, cpu, counted ? totals[0] : -1, counted ? totals[1] : -1);
  }

  /** Solves every puzzle to a second solution; returns how many are unique. */
  private static int pass(List<int[]> puzzles, SudokuSolver solver, long[] totals) {
    int unique = 0;
    for (int[] puzzle : puzzles) {
      long before = solver.guesses();
      if (solver.countUpTo(puzzle, 2) == 1) {
        unique++;
      }
      if (totals != null) {
        long guesses = solver.guesses() - before;
        totals[0] += guesses;
        totals[1] += guesses == 0 ? 1 : 0;
      }
    }
    return unique;
  }
}

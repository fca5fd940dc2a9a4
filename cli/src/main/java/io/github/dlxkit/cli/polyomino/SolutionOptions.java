package io.github.dlxkit.cli.polyomino;

import io.github.dlxkit.cli.OutputForm;
import io.github.dlxkit.cli.Outputs;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.cli.ProgressPrinter;
import io.github.dlxkit.cli.SearchOptions;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.polyomino.TilingSolver;
import java.io.PrintWriter;
import java.util.Iterator;
import java.util.function.Function;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options {@code dlx polyomino} and {@code dlx quantumino} share, for printing solutions and
 * counting them, and the printing itself.
 */
final class SolutionOptions {
  /**
   * Subproblems a {@code --checkpoint} count aims for, fewer than {@link SplitOptions#CHECKPOINT_TARGET}:
   * on a small box the tilings' subproblems are tiny, and recording them cost about as much as
   * counting them (issue 54: pentominoes 6×10 cut for 4096 gave 10,793 subproblems of some 230
   * nodes each, 6,329 of them dead at once, and the count took 1.4–1.7× the CPU of
   * {@code --count}; cut for 1024, 2,376 subproblems). A long count still has enough to keep 16 threads busy, and its long subproblems
   * are cut finer by {@code --refine-after}; a checkpoint of the earlier split resumes on it
   * ({@link SplitOptions#sum(io.github.dlxkit.core.search.SplittableSearch, SearchOptions, PrintWriter, int)}).
   */
  static final int CHECKPOINT_TARGET = 1024;

  @Option(names = "--all", description = "print every solution")
  boolean all;

  @Option(names = "--limit", paramLabel = "N", converter = Ranges.Limit.class, description = "print the first N solutions")
  Long limit;

  @Mixin SearchOptions search;

  @Mixin SplitOptions split;

  @Option(names = "--svg", paramLabel = "OUT.svg", description = "also draw the first solution printed as SVG")
  String svg;


  /** Checks the options; {@code countMode} names the counting option given, if any. */
  void check(String countMode) {
    search.threads(); // checks it
    if (all && limit != null) {
      throw new BadInputException("--all and --limit cannot be used together");
    }
    if (split.isActive() && !"--count".equals(countMode)) {
      throw new BadInputException("--checkpoint and --part work only with --count");
    }
    if (svg != null) {
      Outputs.checkWritable("--svg", java.nio.file.Path.of(svg));
    }
    if (countMode != null && (all || limit != null || svg != null)) {
      throw new BadInputException("--all, --limit and --svg print solutions; they cannot be combined with "
          + countMode);
    }
  }

  /** Whether {@code --checkpoint} or {@code --part} was given. */
  boolean splits() {
    return split.isActive();
  }

  /** The split option given ({@code --checkpoint}, {@code --part}, {@code --refine-after}), or null. */
  String splitGiven() {
    return split.given();
  }

  /**
   * With {@code --checkpoint} or {@code --part}: counts every solution of {@code solver}'s problem
   * on the search {@code --count} runs, its symmetry breaking included ({@link TilingSolver#splittable()})
   * and returns the exit status; else null.
   */
  Integer countBySplit(TilingSolver solver, OutputForm output) {
    return split.isActive() ? split.count(solver.splittable(), search, output, CHECKPOINT_TARGET) : null;
  }

  /** {@code solver} reporting progress to {@code listener}. */
  static TilingSolver withProgress(TilingSolver solver, ProgressListener listener) {
    return solver.withProgress(listener, ProgressPrinter.INTERVAL);
  }

  /**
   * Prints the solutions asked for: as text separated by blank lines, or one JSON line each; draws
   * the first as SVG if asked. Returns the exit status: 1 (and a line on stderr) if there was none.
   */
  <T> int print(Iterator<T> solutions, boolean json, Function<T, String> toJson, Function<T, String> toText,
      Function<T, String> toSvg, PrintWriter out, PrintWriter err, String command) {
    long max = all ? Long.MAX_VALUE : limit != null ? limit : 1;
    long printed = 0;
    OutputForm output = OutputForm.of(out, err, json, false);
    while (printed < max && solutions.hasNext()) {
      T s = solutions.next();
      output.solutionLine(json ? null : toText.apply(s), json ? toJson.apply(s) : null);
      if (printed == 0 && svg != null) {
        TilingOutput.writeSvg(svg, toSvg.apply(s));
      }
      printed++;
    }
    if (printed == 0 && max > 0) {
      err.println(command + ": no solution");
      return 1;
    }
    return 0;
  }
}

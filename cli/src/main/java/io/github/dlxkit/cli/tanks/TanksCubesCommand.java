package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Outputs;
import io.github.dlxkit.cli.SearchOptions;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.cubes.CubeLog;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.sat.MeteredSolver;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx tanks cubes}: counts the solutions of a Tank Attack board by cube and conquer. */
@Command(
    name = "cubes",
    mixinStandardHelpOptions = true,
    description = {
      "Counts the solutions of the NxN Tank Attack board (the classes with --break-symmetry) by",
      "cube and conquer on its CNF, each cube decided by a SAT solver; with --checkpoint or --part",
      "on core's split machinery, where --refine-after counts the solver's conflicts.",
      "Exit status: 0 counted, 2 bad input."
    })
final class TanksCubesCommand implements Callable<Integer> {
  /** Cubes of a whole count without --checkpoint or --part, as before the split options. */
  private static final int CUBES = 64;

  Invocation invocation;

  @Mixin TanksBoard board;
  @Mixin SatOptions sat;

  @Option(names = "--cube-log", paramLabel = "FILE",
      description = "append every SAT call (cube, answer, conflicts, CPU seconds) and every solution to FILE")
  Path cubeLog;

  @Mixin SearchOptions search;
  @Mixin SplitOptions split;

  @Override
  public Integer call() {
    PrintWriter out = invocation.out();
    PrintWriter err = invocation.err();
    board.side();
    MeteredSolver meter = new MeteredSolver(sat.solver());
    CubeSearch cubes = sat.cubes(board, meter, log(cubeLog));
    if (split.isActive()) {
      return split.count(cubes, search, out, err);
    }
    try {
      List<Subproblem> list = cubes.split(CUBES);
      long total = Runner.count(cubes, list, Runner.Recorded.NOTHING, search.threads(), (s, c) -> { }, 0)
          .count().longValue();
      out.println(total);
      return 0;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  /**
   * The log appending to {@code file} (checked writable before the run: a typo must not cost a
   * long run its log), or null for none. Through {@link Outputs}, so that a log that is a pipe
   * whose reader left ends the run as stdout's would.
   */
  static CubeLog log(Path file) {
    if (file == null) {
      return null;
    }
    Outputs.checkWritable("--cube-log", file);
    return new CubeLog(line -> Outputs.append("--cube-log", file, line));
  }
}

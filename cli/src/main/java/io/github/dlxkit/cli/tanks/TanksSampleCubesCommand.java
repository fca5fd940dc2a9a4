package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.tanks.cubes.CubeLog;
import io.github.dlxkit.tanks.cubes.CubeSample;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.sat.MeteredSolver;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx tanks sample-cubes}: estimates what a {@code dlx tanks cubes --checkpoint} run would spend. */
@Command(
    name = "sample-cubes",
    mixinStandardHelpOptions = true,
    description = {
      "Estimates what 'dlx tanks cubes N --checkpoint FILE --refine-after CONFLICTS' with the same",
      "options would spend, without counting, from PROBES random root-to-leaf paths of its",
      "refinement tree (Knuth's estimator), each cube on a path decided by the solver. One 'probe' line per",
      "path on stderr (and in the --cube-log), then the estimated totals with one standard error.",
      "Exit status: 0 estimated, 2 bad input."
    })
final class TanksSampleCubesCommand implements Callable<Integer> {
  Invocation invocation;

  @Mixin TanksBoard board;
  @Mixin SatOptions sat;

  @Option(names = "--refine-after", paramLabel = "CONFLICTS", converter = Ranges.Nodes.class, required = true,
      description = "the run's cut: a cube not decided within CONFLICTS is cut into its sub-cubes")
  long refineAfter;

  @Option(names = "--probes", paramLabel = "PROBES", converter = Ranges.Probes.class, required = true,
      description = "the number of random paths")
  int probes;

  @Option(names = "--sample-seed", paramLabel = "SEED", defaultValue = "1",
      description = "the random seed (default: ${DEFAULT-VALUE}); the same seed, the same cubes")
  long sampleSeed;

  @Option(names = "--probe-calls", paramLabel = "N", converter = Ranges.Probes.class, defaultValue = "1000",
      description = "stop a path after N SAT calls (default: ${DEFAULT-VALUE}); such a path makes the estimate a"
          + " lower bound")
  int probeCalls;

  @Option(names = "--cube-log", paramLabel = "FILE",
      description = "append every SAT call (cube, answer, conflicts, CPU seconds) and every probe to FILE")
  Path cubeLog;

  @Override
  public Integer call() {
    PrintWriter out = invocation.out();
    PrintWriter err = invocation.err();
    board.side();
    MeteredSolver meter = new MeteredSolver(sat.solver());
    CubeLog log = TanksCubesCommand.log(cubeLog);
    CubeSearch cubes = sat.cubes(board, meter, log);
    CubeSample sample = new CubeSample(cubes, meter, SplitOptions.CHECKPOINT_TARGET, refineAfter, probeCalls);
    CubeSample.Estimate e = sample.run(probes, sampleSeed, p -> {
      if (log != null) {
        log.probe(p);
      }
      err.println(p.toLine());
      err.flush();
    });
    out.println(e.report());
    return 0;
  }
}

package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.cubes.CubeProofs;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.sat.SmallSat;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx tanks check-proofs}: DRAT-checks the unsatisfiable cubes of a cube log. */
@Command(
    name = "check-proofs",
    mixinStandardHelpOptions = true,
    description = {
      "Decides again the cubes that a cube log of 'dlx tanks cubes' (with the same options) records",
      "as unsatisfiable, each with CaDiCaL writing a DRAT proof that dlxkit's own checker verifies;",
      "one line per cube, 'proof CUBE verified lemmas L conflicts C cpu S'.",
      "Exit status: 0 every proof verified, 1 one failed, 2 bad input."
    })
final class TanksCheckProofsCommand implements Callable<Integer> {
  Invocation invocation;

  @Mixin TanksBoard board;
  @Mixin SatOptions sat;

  @Option(names = "--cube-log", paramLabel = "FILE", required = true,
      description = "the cube log whose unsatisfiable cubes are checked")
  Path cubeLog;

  @Option(names = "--sample", paramLabel = "K", defaultValue = "0",
      description = "check K of the cubes, chosen at random with --sample-seed (default: 0, every cube)")
  int sample;

  @Option(names = "--sample-seed", paramLabel = "SEED", defaultValue = "1",
      description = "the random seed of --sample (default: ${DEFAULT-VALUE})")
  long sampleSeed;

  @Override
  public Integer call() {
    PrintWriter out = invocation.out();
    board.side();
    if (sample < 0) {
      throw new BadInputException("--sample must be 0 (every cube) or more, got " + sample);
    }
    if ("java".equals(sat.solver)) {
      throw new BadInputException("--sat-solver java writes no proof: give cadical (or a path to it)");
    }
    if (!Files.isReadable(cubeLog)) {
      throw new BadInputException("--cube-log: cannot read " + cubeLog);
    }
    // the proofs are CaDiCaL's; the built-in solver only builds the cubes' formulas
    CubeProofs proofs = new CubeProofs(sat.cubes(board, new SmallSat(), null), sat.cadical());
    List<Subproblem> all = CubeProofs.unsatisfiable(cubeLog);
    int failed = 0;
    for (Subproblem s : sample == 0 ? all : CubeProofs.sample(all, sample, sampleSeed)) {
      CubeProofs.Result r = proofs.check(s);
      failed += r.verified() ? 0 : 1;
      out.println(r.toLine());
      out.flush();
    }
    return failed == 0 ? 0 : 1;
  }
}

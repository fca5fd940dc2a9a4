package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tanks.cubes.CubeLog;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.sat.Cadical;
import io.github.dlxkit.tanks.sat.SatSolver;
import io.github.dlxkit.tanks.sat.SmallSat;
import picocli.CommandLine.Option;

/**
 * The options of the {@code dlx tanks} subcommands that decide cubes with a SAT solver (cubes,
 * sample-cubes, check-proofs), as a picocli mixin: {@code --sat-solver} and {@code --not-symmetric}.
 */
final class SatOptions {
  @Option(names = "--sat-solver", paramLabel = "SOLVER", defaultValue = "cadical",
      description = "the SAT solver that decides each cube: cadical (Debian's package), a path to it, or java for"
          + " the small built-in solver (default: ${DEFAULT-VALUE})")
  String solver;

  @Option(names = "--not-symmetric", paramLabel = "SYM",
      description = "keep only the grids NOT unchanged by SYM (rot90 or rot180)")
  RequiredSymmetry notSymmetric = RequiredSymmetry.NONE;

  /** The solver {@code --sat-solver} names; bad input if CaDiCaL cannot be run from there. */
  SatSolver solver() {
    if ("java".equals(solver)) {
      return new SmallSat();
    }
    return cadical();
  }

  /** CaDiCaL at {@code --sat-solver}; bad input if it cannot be run from there. */
  Cadical cadical() {
    if (!Cadical.isInstalled(solver)) {
      throw new BadInputException("--sat-solver: cannot run '" + solver + "' (install Debian's cadical, or give its path)");
    }
    return new Cadical(solver);
  }

  /** The cubes of {@code board}'s formula, decided by {@code solver}, each call logged to {@code log} if not null. */
  CubeSearch cubes(TanksBoard board, SatSolver solver, CubeLog log) {
    return board.puzzle().cubes(solver, notSymmetric, board.breakSymmetry, log);
  }
}

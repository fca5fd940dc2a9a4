package io.github.dlxkit.cli.tantrix;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code dlx tantrix}: Tantrix puzzles (see docs/tantrix.md). */
@Command(
    name = "tantrix",
    mixinStandardHelpOptions = true,
    description = {
      "Tantrix puzzles: fixed boards (the pyramids) as exact cover with colours, free shapes",
      "(Discovery, Rainbow, Super 5) by growing the loop or line. Conventions: pointy-top",
      "hexagons, axial coordinates (q,r) with r downward, rotation k shows edge i on side i+k."
    },
    subcommands = {TantrixSolveCommand.class, TantrixCheckCommand.class, TantrixListCommand.class,
        TantrixLoopsCommand.class, TantrixGameCommand.class, TantrixTournamentCommand.class,
        TantrixOptimiseCommand.class, TantrixGaCommand.class})
public final class TantrixCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}

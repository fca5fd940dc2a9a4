package io.github.dlxkit.cli.hexad;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code dlx hexad}: the MINIMOG's hexads and mathematical blackjack, as SageMath offers them. */
@Command(
    name = "hexad",
    mixinStandardHelpOptions = true,
    description = {
      "The MINIMOG of Curtis and Conway, as SageMath's sage.games.hexad offers it: the",
      "hexads of the Steiner system S(5,6,12) and Conway and Ryba's mathematical blackjack."
    },
    subcommands = {
      HexadFindCommand.class,
      HexadBlackjackCommand.class,
      HexadKittenCommand.class,
      HexadListCommand.class
    })
public final class HexadCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}

package io.github.dlxkit.cli.hexad;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.hexad.BlackjackMove;
import io.github.dlxkit.hexad.HexadJson;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx hexad blackjack}: the winning move in mathematical blackjack. */
@Command(
    name = "blackjack",
    mixinStandardHelpOptions = true,
    description = {
      "Mathematical blackjack (Conway, Ryba): six of the cards 0..11 lie on the table; a move",
      "swaps one for a lower card not on the table; whoever brings the total below 21 loses.",
      "Prints Sage's advice: the winning move (to a hexad), or why there is none."
    })
final class HexadBlackjackCommand implements Callable<Integer> {
  Invocation invocation;
  @Mixin MinimogOptions options;

  @Parameters(paramLabel = "CARD", arity = "1..*", description = "the 6 distinct cards on the table")
  List<String> cards;

  @Option(names = "--json", description = "{\"kind\":...,\"total\":N,\"from\":N,\"to\":N,\"message\":...}")
  boolean json;

  @Override
  public Integer call() {
    BlackjackMove move = options.minimog().blackjackMove(MinimogOptions.parse(cards));
    invocation.out().println(json ? HexadJson.blackjack(move) : move.message());
    return 0;
  }
}

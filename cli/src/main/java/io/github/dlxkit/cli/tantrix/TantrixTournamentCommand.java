package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.tantrix.game.Tournament;
import io.github.dlxkit.tantrix.game.TournamentResult;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx tantrix tournament}: two computer players over seeded games. */
@Command(
    name = "tournament",
    mixinStandardHelpOptions = true,
    description = {
      "Plays seeded two-player Tantrix games between computer players, each deal twice with the",
      "seats swapped, and prints the wins, draws, mean scores, and the mean score margin and the",
      "second player's share of the games, each with a 95%% interval."
    })
final class TantrixTournamentCommand implements Callable<Integer> {
  Invocation invocation;

  /** {@code --players} (two here, e.g. greedy,lookahead) and {@code --seed}, as in {@code tantrix game}. */
  @Mixin ComputerGameOptions computer;

  @Option(names = "--games", paramLabel = "N", defaultValue = "100", converter = Ranges.Games.class,
      description = "the number of games, 1.." + Tournament.MAX_GAMES + " (default: ${DEFAULT-VALUE})")
  int games;

  @Option(names = "--json", description = "one JSON object (the number of games under \"count\")")
  boolean json;

  @Override
  public Integer call() {
    List<String> players = computer.levels(2, 2);
    Tournament t = Tournament.of(players.get(0), players.get(1));
    TournamentResult r = t.play(games, computer.seed);
    PrintWriter out = invocation.out();
    if (json) {
      out.println(r.toJson());
    } else {
      out.print(r.toText());
    }
    return 0;
  }
}

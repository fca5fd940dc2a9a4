package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tantrix.game.Tournament;
import io.github.dlxkit.tantrix.game.TournamentResult;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

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
  @Spec CommandSpec spec;

  @Option(names = "--players", split = ",", required = true, paramLabel = "LEVEL",
      description = "the two levels, e.g. greedy,lookahead (random, greedy, lookahead)")
  List<String> players;

  @Option(names = "--games", defaultValue = "100", description = "the number of games (default: ${DEFAULT-VALUE})")
  int games;

  @Option(names = "--seed", defaultValue = "1", description = "the seed of the deals (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--json", description = "one JSON object (the number of games under \"count\")")
  boolean json;

  @Override
  public Integer call() {
    if (players.size() != 2) {
      throw new BadInputException("--players takes two levels, got " + players.size());
    }
    Tournament t = Tournament.of(players.get(0), players.get(1));
    TournamentResult r = t.play(games, seed);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      out.println(r.toJson());
    } else {
      out.print(r.toText());
    }
    return 0;
  }
}

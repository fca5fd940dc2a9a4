package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.cli.Invocation;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tantrix.game.ComputerPlayer;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * What {@code dlx tantrix game} and {@code dlx tantrix tournament} share, one name per idea: who
 * plays ({@code --players}, computer levels in turn order) and the deal ({@code --seed}).
 */
final class ComputerGameOptions {
  /** The command this mixin belongs to ({@link Invocation}). */
  Invocation invocation;

  @Option(names = "--players", split = ",", paramLabel = "LEVEL",
      description = "the computer players in turn order, each random, greedy or lookahead")
  List<String> players;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "the seed of the deal and of the players' random choices, any integer (default: ${DEFAULT-VALUE})")
  long seed;

  /** Whether {@code --players} (or its old name) was given. */
  boolean given() {
    return players != null;
  }

  /** Whether {@code --seed} was given on the command line (not its default). */
  boolean seedGiven() {
    return invocation.given("--seed");
  }

  /**
   * The levels of {@code --players}, checked: from {@code min} to {@code max} of them, each a level
   * of {@link ComputerPlayer#LEVELS}.
   *
   * @throws BadInputException naming the count or the unknown level
   */
  List<String> levels(int min, int max) {
    if (players == null) {
      throw new BadInputException("give --players LEVEL,LEVEL (" + String.join(", ", ComputerPlayer.LEVELS) + ")");
    }
    if (players.size() < min || players.size() > max) {
      throw new BadInputException("--players takes " + (min == max ? "" + min : min + " to " + max) + " levels, got "
          + players.size());
    }
    players.forEach(level -> ComputerPlayer.of(level, 0)); // an unknown level throws, naming the levels there are
    return players;
  }
}

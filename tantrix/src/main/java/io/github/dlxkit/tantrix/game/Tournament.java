package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.core.BadInputException;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Two computer players matched over seeded games. Games come in pairs: the same deal (the same
 * shuffled bag) played twice with the seats swapped, so each player starts half the games and
 * both see the same luck. Seat 0 plays red and starts, seat 1 plays green.
 *
 * <pre>{@code
 * TournamentResult r = Tournament.of("random", "greedy").play(4, 1);
 * r.games();                                   // 4
 * int all = r.wins(0) + r.wins(1) + r.draws(); // 4
 * r.meanMargin();                              // greedy's score minus random's, averaged: 7.75
 * }</pre>
 *
 * <p>Immutable; each {@link #play} makes its own players and games, so plays may run in several
 * threads at once.
 */
public final class Tournament {
  /** The most games one run plays. */
  public static final int MAX_GAMES = 100_000;

  private final String first;
  private final String second;

  private Tournament(String first, String second) {
    this.first = first;
    this.second = second;
  }

  /**
   * {@return a match between two player levels (see {@link ComputerPlayer#LEVELS})}
   *
   * @param first the level of the player who starts the even-numbered games (0, 2, …); not null
   * @param second the level of the other player; not null
   * @throws BadInputException naming an unknown level
   */
  public static Tournament of(String first, String second) {
    ComputerPlayer.of(first, 0);
    ComputerPlayer.of(second, 0);
    return new Tournament(first, second);
  }

  /**
   * Plays {@code games} games from {@code seed} (game pair k deals with a seed drawn from
   * {@code seed} and k).
   *
   * @param games the number of games, 1 to {@link #MAX_GAMES}; an odd number leaves the last deal
   *     played once
   * @param seed the seed of the deals and the players' choices: the same seed, the same result
   * @return every game's scores, in the order played
   * @throws BadInputException if games is not 1..{@link #MAX_GAMES}
   */
  public TournamentResult play(int games, long seed) {
    if (games < 1 || games > MAX_GAMES) {
      throw new BadInputException("games must be 1.." + MAX_GAMES + ", got " + games);
    }
    int[][] scores = new int[games][2];
    for (int g = 0; g < games; g++) {
      long deal = new SplittableRandom(seed + (g / 2) * 0x9E3779B97F4A7C15L).nextLong();
      boolean swapped = g % 2 == 1;
      ComputerPlayer[] seat = {
        ComputerPlayer.of(swapped ? second : first, deal * 31 + 1),
        ComputerPlayer.of(swapped ? first : second, deal * 31 + 2)
      };
      Game game = Game.start(GameSetup.of(deal, 2));
      while (!game.isOver()) {
        game.playLegal(Game.encode(seat[game.current()].choose(game)));
      }
      scores[g][0] = game.score(swapped ? 1 : 0);
      scores[g][1] = game.score(swapped ? 0 : 1);
    }
    return new TournamentResult(List.of(first, second), seed, scores);
  }
}

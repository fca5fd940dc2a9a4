package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.core.BadInputException;
import java.util.List;

/**
 * A computer opponent. It sees what a player at the table sees: the tantrix, every hand, the
 * number of tiles in the bag (never their order). The levels, weakest first: {@code random} (any
 * legal move), {@code greedy} (the move that makes its own best line or loop longest) and
 * {@code lookahead} (the strategy guide's ideas, weighed over its own and the opponents' replies).
 *
 * <pre>{@code
 * Game game = Game.start(GameSetup.of(3, 2));
 * ComputerPlayer red = ComputerPlayer.of("greedy", 1);
 * ComputerPlayer green = ComputerPlayer.of("random", 2);
 * while (!game.isOver()) {
 *   game.play((game.current() == 0 ? red : green).choose(game));
 * }
 * game.moves().size();                                 // 56 (or fewer, if nobody could move)
 * }</pre>
 *
 * <p>A player keeps its own random stream and scratch arrays: not
 * thread-safe, one game at a time.
 */
public interface ComputerPlayer {
  /** The level names, weakest first. */
  List<String> LEVELS = List.of("random", "greedy", "lookahead");

  /** {@return the level's name} */
  String name();

  /**
   * {@return a legal move for the player to move in {@code game} (which is not over)}
   *
   * @param game the game, not over; only read; not null
   */
  Placement choose(Game game);

  /**
   * {@return the player of level {@code level}; {@code seed} breaks its ties (and makes the random player's
   * choices), so a game between seeded players replays exactly}
   *
   * @param level one of {@link #LEVELS}, in lower case; not null
   * @param seed any value
   * @throws BadInputException naming the level if there is no such level
   */
  static ComputerPlayer of(String level, long seed) {
    return switch (level) {
      case "random" -> new RandomPlayer(seed);
      case "greedy" -> new GreedyPlayer(seed);
      case "lookahead" -> new LookaheadPlayer(seed, LookaheadPlayer.DEFAULT_NODES);
      default -> throw new BadInputException("unknown player '" + level + "' (use " + String.join(", ", LEVELS) + ")");
    };
  }
}

package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tantrix.model.Colour;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What decides a game before the first move: the seed that shuffles the bag, the players' colours
 * in turn order (two to four, all different; the first starts), and whether competition rules
 * hold (no undo). The seed and the moves replay a game exactly.
 *
 * <pre>{@code
 * GameSetup s = GameSetup.of(7, 3);    // seed 7, three players
 * s.players();                          // 3
 * Game.start(s.withCompetition(true));  // the tournament rules: no undo
 * }</pre>
 *
 * @param seed shuffles the bag ({@link java.util.Random}, whose sequence the Java specification fixes)
 * @param colours the players' colours in turn order
 * @param competition competition rules: no undo
 */
public record GameSetup(long seed, List<Colour> colours, boolean competition) {
  /** Checks the players. */
  public GameSetup {
    colours = List.copyOf(colours);
    if (colours.size() < 2 || colours.size() > 4) {
      throw new BadInputException("a game has 2 to 4 players, got " + colours.size());
    }
    Set<Colour> seen = EnumSet.noneOf(Colour.class);
    for (Colour c : colours) {
      if (!c.isArcColour()) {
        throw new BadInputException("a player's colour must be red, green, blue or yellow, got " + c.displayName());
      }
      if (!seen.add(c)) {
        throw new BadInputException("two players have the colour " + c.displayName());
      }
    }
  }

  /** {@code players} players with the first colours of red, green, blue, yellow; no competition rules. */
  public static GameSetup of(long seed, int players) {
    if (players < 2 || players > 4) {
      throw new BadInputException("a game has 2 to 4 players, got " + players);
    }
    return new GameSetup(seed, Colour.ARC_COLOURS.subList(0, players), false);
  }

  /** The same with competition rules on or off. */
  public GameSetup withCompetition(boolean on) {
    return new GameSetup(seed, colours, on);
  }

  /** The number of players. */
  public int players() {
    return colours.size();
  }
}

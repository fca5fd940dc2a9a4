package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tantrix.model.Colour;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What decides a game before the first move: the seed that shuffles the bag, the players' colours
 * in turn order (two to four, all different; the first starts), whether competition rules hold (no
 * undo), and the tiles known to come out of the bag first ({@code drawn}: empty for a new game; a
 * game saved in progress without its seed lists the tiles dealt and drawn so far, which every player
 * saw, and the seed shuffles only the rest). The setup and the moves replay a game exactly.
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
 * @param drawn the numbers of the tiles that come out of the bag first, in order (dealt from the
 *     front, then drawn one by one); the seed shuffles the others behind them
 */
public record GameSetup(long seed, List<Colour> colours, boolean competition, List<Integer> drawn) {
  /**
   * Checks the players and the tiles drawn.
   *
   * @param seed shuffles the bag; any value
   * @param colours the players' colours in turn order: two to four different arc colours (red,
   *     green, blue, yellow); copied; not null
   * @param competition competition rules: no undo
   * @param drawn the numbers (1..56, each at most once) of the tiles that come out of the bag
   *     first; copied; empty for a new game; not null
   * @throws NullPointerException if {@code colours}, {@code drawn} or an element is null
   * @throws IllegalArgumentException ({@link BadInputException}) naming the bad player count,
   *     colour or tile
   */
  public GameSetup {
    colours = List.copyOf(colours);
    drawn = List.copyOf(drawn);
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
    java.util.BitSet tiles = new java.util.BitSet();
    for (int t : drawn) {
      if (t < 1 || t > Position.TILES) {
        throw new BadInputException("drawn: no tile " + t + " (tiles are 1.." + Position.TILES + ")");
      }
      if (tiles.get(t)) {
        throw new BadInputException("drawn: tile " + t + " is drawn twice");
      }
      tiles.set(t);
    }
  }

  /**
   * A setup with nothing known of the bag but its seed.
   *
   * @param seed shuffles the bag; any value
   * @param colours the players' colours in turn order: two to four different arc colours; copied;
   *     not null
   * @param competition competition rules: no undo
   * @throws IllegalArgumentException ({@link BadInputException}) naming the bad player count or
   *     colour
   */
  public GameSetup(long seed, List<Colour> colours, boolean competition) {
    this(seed, colours, competition, List.of());
  }

  /**
   * {@return {@code players} players with the first colours of red, green, blue, yellow; no
   * competition rules, nothing drawn}
   *
   * @param seed shuffles the bag; any value
   * @param players 2 to 4
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code players} is out of range
   */
  public static GameSetup of(long seed, int players) {
    if (players < 2 || players > 4) {
      throw new BadInputException("a game has 2 to 4 players, got " + players);
    }
    return new GameSetup(seed, Colour.ARC_COLOURS.subList(0, players), false);
  }

  /**
   * {@return the same setup with competition rules on or off}
   *
   * @param on true for competition rules (no undo)
   */
  public GameSetup withCompetition(boolean on) {
    return new GameSetup(seed, colours, on, drawn);
  }

  /** {@return the number of players} */
  public int players() {
    return colours.size();
  }
}

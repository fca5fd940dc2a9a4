package io.github.dlxkit.tantrix.render;

import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A game as text: the tantrix as {@link TextRenderer} draws it (each tile as number/rotation),
 * forced spaces as {@code *}, cells on controlled sides as {@code x} while the restrictions hold,
 * then one line per player (colour, score, hand) and the bag.
 *
 * <pre>{@code
 * Game game = Game.start(GameSetup.of(7, 2));
 * game.play(game.legalMoves().get(0));
 * String picture = GameText.render(game);    // " 18/0...", then "red     score  1  hand 4 20 22 36 49 52", …
 * }</pre>
 */
public final class GameText {
  private GameText() {}

  /**
   * {@return the picture of the game now, lines ending in '\n'}
   *
   * @param game the game, at any point; only read; not null
   */
  public static String render(Game game) {
    Map<Hex, String> labels = new HashMap<>();
    for (Map.Entry<Hex, OrientedTile> e : game.tantrix().placements().entrySet()) {
      labels.put(e.getKey(), e.getValue().tile().number() + "/" + e.getValue().rotation());
    }
    if (game.restricted()) {
      for (Hex h : game.controlledCells()) {
        labels.put(h, "x");
      }
    }
    for (Hex h : game.forcedSpaces()) {
      labels.put(h, "*");
    }
    StringBuilder out = new StringBuilder(TextRenderer.render(labels));
    for (int p = 0; p < game.players(); p++) {
      out.append(String.format("%-7s score %2d  hand", game.colour(p).displayName(), game.score(p)));
      List<Tile> hand = game.hand(p);
      for (Tile t : hand) {
        out.append(' ').append(t.number());
      }
      out.append(game.isOver() || p != game.current() ? "" : "  (to move)").append('\n');
    }
    out.append("bag ").append(game.bagSize()).append(game.isOver() ? ", game over" : "").append('\n');
    return out.toString();
  }
}

package io.github.dlxkit.tantrix.free;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.LinkKind;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tiles of a free-shape puzzle as flat tables for the search: the distinct tiles ("types",
 * with the number of copies of each: the 10-tile pack repeats tiles), what each type shows on each
 * side in each rotation, and where each link leads.
 *
 * <p>Layout: for type {@code t} in rotation {@code r}, {@code base = (t * 6 + r) * 6};
 * {@code face[base + s]} is the colour (ordinal of {@link Colour}) shown on side {@code s} and
 * {@code partner[base + s]} the side where the link entering at {@code s} leaves.
 */
final class TileTypes {
  final Tile[] tile;
  final int[] copies;
  final int total;
  final byte[] face;
  final byte[] partner;
  /** The goal colours (ordinals) in order, whether each is a loop, and its carriers (with copies). */
  final int[] goalColour;
  final boolean[] goalLoop;
  final int[] carriers;
  /** carries[g * types + t]: whether type t carries goal colour g. */
  final boolean[] carries;
  /** turnWeight[g * types + t]: |turn| of type t's goal-colour-g link: corner 2, bend 1, straight 0. */
  final int[] turnWeight;

  TileTypes(List<Tile> tiles, Goal goal) {
    Map<Integer, Integer> count = new LinkedHashMap<>();
    Map<Integer, Tile> byNumber = new LinkedHashMap<>();
    for (Tile t : tiles) {
      count.merge(t.number(), 1, Integer::sum);
      byNumber.put(t.number(), t);
    }
    List<Tile> distinct = new ArrayList<>(byNumber.values());
    int types = distinct.size();
    tile = distinct.toArray(new Tile[0]);
    copies = new int[types];
    for (int t = 0; t < types; t++) {
      copies[t] = count.get(tile[t].number());
    }
    total = tiles.size();
    face = new byte[types * 36];
    partner = new byte[types * 36];
    for (int t = 0; t < types; t++) {
      for (int r = 0; r < 6; r++) {
        OrientedTile o = tile[t].rotate(r);
        for (Side s : Side.values()) {
          face[(t * 6 + r) * 6 + s.ordinal()] = (byte) o.colour(s).ordinal();
          partner[(t * 6 + r) * 6 + s.ordinal()] = (byte) o.otherEnd(s).ordinal();
        }
      }
    }
    Colour[] colours = goal.colours().toArray(new Colour[0]);
    goalColour = new int[colours.length];
    goalLoop = new boolean[colours.length];
    carriers = new int[colours.length];
    carries = new boolean[colours.length * types];
    turnWeight = new int[colours.length * types];
    for (int g = 0; g < colours.length; g++) {
      goalColour[g] = colours[g].ordinal();
      goalLoop[g] = goal.kind(colours[g]) == PathKind.LOOP;
      for (int t = 0; t < types; t++) {
        if (tile[t].has(colours[g])) {
          carries[g * types + t] = true;
          carriers[g] += copies[t];
          LinkKind k = tile[t].link(colours[g]).kind();
          turnWeight[g * types + t] = k == LinkKind.CORNER ? 2 : k == LinkKind.BEND ? 1 : 0;
        }
      }
    }
  }

  int types() {
    return tile.length;
  }

  int goals() {
    return goalColour.length;
  }
}

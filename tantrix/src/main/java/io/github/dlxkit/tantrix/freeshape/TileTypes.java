package io.github.dlxkit.tantrix.freeshape;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Link;
import io.github.dlxkit.tantrix.model.LinkKind;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tiles of a free-shape puzzle as flat tables for the search, fixed once built: the distinct
 * tiles ("types", with the number of copies of each: the 10-tile pack repeats tiles), what each
 * type shows on each side in each rotation, and where each link leads; the goals, and the focal
 * goal and anchor the search starts from.
 *
 * <p>Layout: for type {@code t} in rotation {@code r}, {@code base = (t * 6 + r) * 6};
 * {@code face[base + s]} is the colour (ordinal of {@link Colour}) shown on side {@code s} and
 * {@code partner[base + s]} the side where the link entering at {@code s} leaves.
 */
final class TileTypes {
  private final Tile[] tile;
  private final int[] copies;
  final int total;
  private final byte[] face;
  private final byte[] partner;
  /** The goal colours (ordinals) in order, whether each is a loop, and its carriers (with copies). */
  private final int[] goalColour;
  private final boolean[] goalLoop;
  private final int[] carriers;
  /** carries[g * types + t]: whether type t carries goal colour g. */
  private final boolean[] carries;
  /** turnWeight[g * types + t]: |turn| of type t's goal-colour-g link: corner 2, bend 1, straight 0. */
  private final int[] turnWeight;
  /** goalOf[colour]: the goal index of a colour (ordinal), or −1. */
  private final int[] goalOf;
  /** faceBits[type * 6 + rot]: the six colours shown, two bits each, side s at bits 2s..2s+1. */
  private final int[] faceBits;
  /**
   * The focal goal: the one with the most tiles, whose path the search grows first; whether it is
   * a loop.
   */
  final int focal;
  final boolean focalLoop;
  /**
   * The anchor: a type carrying the focal colour with the fewest copies, placed first at (0, 0) in
   * rotation 0; its focal link runs between sides {@code anchorA} and {@code anchorB}.
   */
  final int anchor;
  final int anchorA;
  final int anchorB;

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
    goalOf = new int[Colour.values().length];
    Arrays.fill(goalOf, -1);
    for (int g = 0; g < colours.length; g++) {
      goalOf[goalColour[g]] = g;
    }
    faceBits = new int[types * 6];
    for (int x = 0; x < types * 6; x++) {
      for (int side = 0; side < 6; side++) {
        faceBits[x] |= face[x * 6 + side] << (2 * side);
      }
    }
    int f = 0;
    for (int g = 1; g < colours.length; g++) {
      if (carriers[g] > carriers[f]) {
        f = g;
      }
    }
    focal = f;
    focalLoop = goalLoop[f];
    int a = -1;
    for (int x = 0; x < types; x++) {
      if (carries[f * types + x] && (a < 0 || copies[x] < copies[a])) {
        a = x;
      }
    }
    anchor = a;
    Link link = tile[a].link(colours[f]);
    anchorA = link.a();
    anchorB = link.b();
  }

  /** Whether {@code colour} (an ordinal) is the colour of a goal loop. */
  boolean isLoopColour(int colour) {
    int g = goalOf[colour];
    return g >= 0 && goalLoop[g];
  }

  /** Whether type {@code x} carries the focal colour. */
  boolean carriesFocal(int x) {
    return carries[focal * types() + x];
  }

  /** The distinct tile of type {@code x}. */
  Tile tile(int x) {
    return tile[x];
  }

  /** The copies of type {@code x}. */
  int copies(int x) {
    return copies[x];
  }

  /** {@code face[(x * 6 + rot) * 6 + side]}: the colour (ordinal) type x turned rot shows on side. */
  int face(int i) {
    return face[i];
  }

  /** {@code partner[(x * 6 + rot) * 6 + side]}: the side where the link entering at side leaves. */
  int partner(int i) {
    return partner[i];
  }

  /** The colour (ordinal) of goal {@code g}. */
  int goalColour(int g) {
    return goalColour[g];
  }

  /** Whether goal {@code g} is a loop (else a line). */
  boolean goalLoop(int g) {
    return goalLoop[g];
  }

  /** The tiles (with copies) carrying goal {@code g}'s colour. */
  int carriers(int g) {
    return carriers[g];
  }

  /** {@code carries[g * types + x]}: whether type x carries goal g's colour. */
  boolean carries(int i) {
    return carries[i];
  }

  /** {@code turnWeight[g * types + x]}: |turn| of type x's goal-g link, in 60° steps. */
  int turnWeight(int i) {
    return turnWeight[i];
  }

  /** The goal index of {@code colour} (an ordinal), or −1. */
  int goalOf(int colour) {
    return goalOf[colour];
  }

  /** {@code faceBits[x * 6 + rot]}: the six colours type x turned rot shows, packed. */
  int faceBits(int i) {
    return faceBits[i];
  }

  int types() {
    return tile.length;
  }

  int goals() {
    return goalColour.length;
  }
}

package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;

/**
 * The 56 tiles as flat tables for the move generator. Tile index {@code t} is the tile's number
 * minus one; colours are {@link Colour#ordinal()} (red 0, green 1, blue 2, yellow 3).
 *
 * <h2>Data layout</h2>
 * {@code side[(t * 6 + rot) * 6 + s]} is the colour tile t turned rot steps shows on side s;
 * {@code other[(t * 6 + rot) * 6 + s]} the side where the link entering at s leaves the tile;
 * {@code colours[t]} the tile's colours as a bit mask (bit c set when the tile has colour c).
 * {@code fits[key]} (built on first use) is the mask of tiles (bit t) that fit, in some turn, a
 * space whose six sides show the colours coded in {@code key} = sum over s of
 * (colour + 1) * 5^s, 0 meaning no tile on that side.
 */
final class TileTable {
  static final int TILES = 56;
  static final byte[] SIDE = new byte[TILES * 36];
  static final byte[] OTHER = new byte[TILES * 36];
  static final int[] COLOURS = new int[TILES];
  static final int[] POW5 = {1, 5, 25, 125, 625, 3125};

  static {
    TileSet set = TileSet.standard();
    for (int t = 0; t < TILES; t++) {
      Tile tile = set.tile(t + 1);
      for (Colour c : Colour.ARC_COLOURS) {
        if (tile.has(c)) {
          COLOURS[t] |= 1 << c.ordinal();
        }
      }
      for (int rot = 0; rot < 6; rot++) {
        for (int s = 0; s < 6; s++) {
          int at = (t * 6 + rot) * 6 + s;
          SIDE[at] = (byte) tile.rotate(rot).colour(Side.of(s)).ordinal();
          OTHER[at] = (byte) tile.rotate(rot).otherEnd(Side.of(s)).ordinal();
        }
      }
    }
  }

  private TileTable() {}

  /** The tile set the tables are built from. */
  static Tile tile(int t) {
    return TileSet.standard().tile(t + 1);
  }

  /** Lazily built: 15,625 keys by 56 tiles by 6 turns, a few milliseconds, once. */
  private static final class Fits {
    static final long[] FITS = new long[15625];

    static {
      for (int key = 0; key < FITS.length; key++) {
        long mask = 0;
        for (int t = 0; t < TILES; t++) {
          for (int rot = 0; rot < 6 && (mask & 1L << t) == 0; rot++) {
            boolean ok = true;
            for (int s = 0; s < 6 && ok; s++) {
              int want = key / POW5[s] % 5 - 1;
              ok = want < 0 || SIDE[(t * 6 + rot) * 6 + s] == want;
            }
            if (ok) {
              mask |= 1L << t;
            }
          }
        }
        FITS[key] = mask;
      }
    }
  }

  /** The tiles (bit t) that fit a space with side colours coded as {@code key}. */
  static long fits(int key) {
    return Fits.FITS[key];
  }
}

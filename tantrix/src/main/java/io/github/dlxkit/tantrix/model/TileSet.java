package io.github.dlxkit.tantrix.model;

import io.github.dlxkit.core.BadInputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A numbered set of tiles; {@link #standard()} is the full set of 56, read from {@code tiles.tsv}
 * (see the README beside it for the source and the checks made on it).
 *
 * <pre>{@code
 * TileSet set = TileSet.standard();
 * Tile six = set.tile(6);
 * List<Tile> ten = set.tiles(TileSet.parseNumbers("1-10"));
 * }</pre>
 */
public final class TileSet {
  private static final String RESOURCE = "/io/github/dlxkit/tantrix/tiles.tsv";
  private static volatile TileSet standard;

  private final List<Tile> tiles; // tiles.get(i) has number i + 1

  private TileSet(List<Tile> tiles) {
    this.tiles = List.copyOf(tiles);
  }

  /** {@return the 56 tiles of the full Tantrix set} */
  public static TileSet standard() {
    TileSet s = standard;
    if (s == null) {
      synchronized (TileSet.class) {
        s = standard;
        if (s == null) {
          s = load();
          standard = s;
        }
      }
    }
    return s;
  }

  private static TileSet load() {
    try (InputStream in = TileSet.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      List<Tile> tiles = new ArrayList<>();
      String header = reader.readLine();
      if (header == null || !header.startsWith("tile\t")) {
        throw new IllegalStateException(RESOURCE + ": unexpected header " + header);
      }
      int lineNumber = 1;
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        lineNumber++;
        if (line.isBlank()) {
          continue;
        }
        tiles.add(parseRow(line, lineNumber));
      }
      return new TileSet(tiles);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // columns: 0 tile, 1..6 e0_NE..e5_NW, 7 edges, 8 colours, 9 missing, 10 type,
  // 11..14 the link kind of red, green, blue, yellow, 15 back
  private static Tile parseRow(String line, int lineNumber) {
    String[] f = line.split("\t");
    String where = RESOURCE + " line " + lineNumber;
    if (f.length != 16) {
      throw new IllegalStateException(where + ": 16 columns expected, got " + f.length);
    }
    int number = Integer.parseInt(f[0]);
    if (!String.join("", java.util.Arrays.copyOfRange(f, 1, 7)).equals(f[7])) {
      throw new IllegalStateException(where + ": edge columns disagree with '" + f[7] + "'");
    }
    Tile t = Tile.of(number, f[7], Colour.parse(f[15]));
    if (t.missing() != Colour.parse(f[9])) {
      throw new IllegalStateException(where + ": missing colour " + f[9] + " does not fit edges " + f[7]);
    }
    if (t.type() != TileType.parse(f[10])) {
      throw new IllegalStateException(where + ": type " + f[10] + " does not fit edges " + f[7]);
    }
    for (int i = 0; i < 4; i++) {
      Colour c = Colour.ARC_COLOURS.get(i);
      String kind = f[11 + i];
      String actual = t.has(c) ? t.link(c).kind().name().toLowerCase(java.util.Locale.ROOT) : "-";
      if (!kind.equals(actual)) {
        throw new IllegalStateException(where + ": " + c.displayName() + " is " + actual + ", table says " + kind);
      }
    }
    return t;
  }

  /** {@return the number of tiles} */
  public int size() {
    return tiles.size();
  }

  /** {@return all tiles, by number} */
  public List<Tile> tiles() {
    return tiles;
  }

  /**
   * {@return the tile numbered {@code number}}
   *
   * @param number 1 to {@link #size()}
   * @throws IllegalArgumentException ({@link BadInputException}) naming the number if there is no
   *     such tile
   */
  public Tile tile(int number) {
    if (number < 1 || number > tiles.size()) {
      throw new BadInputException("no tile " + number + ": tiles are numbered 1.." + tiles.size());
    }
    return tiles.get(number - 1);
  }

  /**
   * {@return the tiles with these numbers, in this order (repeats allowed here; puzzles decide)}
   *
   * @param numbers tile numbers, each 1 to {@link #size()}; not null
   * @throws IllegalArgumentException ({@link BadInputException}) naming the first number with no tile
   */
  public List<Tile> tiles(List<Integer> numbers) {
    List<Tile> out = new ArrayList<>(numbers.size());
    for (int n : numbers) {
      out.add(tile(n));
    }
    return out;
  }

  /**
   * Tile numbers written as a list of numbers and ranges separated by commas or spaces, e.g.
   * {@code "6,7,8"}, {@code "1-10"} or {@code "1-3 9 12"}.
   *
   * @param text numbers and ranges {@code a-b} (a ≤ b); not null
   * @return the numbers in the order written, ranges expanded; not checked against a set (see
   *     {@link #tiles(List)})
   * @throws IllegalArgumentException ({@link BadInputException}) naming the bad part: not a number,
   *     an empty range, or no number at all
   */
  public static List<Integer> parseNumbers(String text) {
    List<Integer> out = new ArrayList<>();
    for (String part : text.strip().split("[,\\s]+")) {
      if (part.isEmpty()) {
        continue;
      }
      int dash = part.indexOf('-', 1);
      try {
        if (dash > 0) {
          int from = Integer.parseInt(part.substring(0, dash));
          int to = Integer.parseInt(part.substring(dash + 1));
          if (from > to) {
            throw new BadInputException("tile range '" + part + "' is empty");
          }
          for (int n = from; n <= to; n++) {
            out.add(n);
          }
        } else {
          out.add(Integer.parseInt(part));
        }
      } catch (NumberFormatException e) {
        throw new BadInputException("bad tile number '" + part + "' in '" + text.strip() + "'");
      }
    }
    if (out.isEmpty()) {
      throw new BadInputException("no tile numbers in '" + text + "'");
    }
    return out;
  }
}

package io.github.dlxkit.polyomino.render;

import io.github.dlxkit.polyomino.encoding.Placement;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the renderers draw: which placement covers each region cell ({@code owner[cell]}, -1 if
 * none), and each placement's symbol and colour.
 *
 * <p>A placement's symbol is its piece's: the piece names when they are distinct single
 * characters, else letters by piece index (see {@code alphabet}). When a piece is placed more than
 * once (reusable pieces), the copies get symbols greedily so that touching copies differ: a copy
 * touching another copy of its piece takes a spare symbol that no piece uses, so every other
 * piece keeps its own symbol.
 *
 * <pre>{@code
 * List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
 *     Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
 * Drawing d = TilingSolver.of(sticks, Region.box(6)).findFirst().orElseThrow().drawing();
 * d.symbol(d.ownerAt(new int[] {5}));   // 'C': the cell (5) is the long stick's
 * }</pre>
 */
public final class Drawing {
  /** Symbols by piece index when the names cannot serve. */
  public static final String DEFAULT_ALPHABET =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

  private final Region region;
  private final List<Placement> placements;
  private final int[] owner;
  private final char[] symbol;
  private final String[] colour;

  private Drawing(Region region, List<Placement> placements, char[] pieceSymbols) {
    this.region = region;
    this.placements = placements;
    this.owner = new int[region.size()];
    Arrays.fill(owner, -1);
    for (int i = 0; i < placements.size(); i++) {
      for (int c : placements.get(i).cells()) {
        owner[c] = i;
      }
    }
    this.colour = new String[placements.size()];
    for (int i = 0; i < placements.size(); i++) {
      colour[i] = placements.get(i).polyomino().colour();
    }
    this.symbol = symbols(pieceSymbols);
  }

  /**
   * {@return the drawing of {@code placements} in {@code region}; {@code pieceSymbols[i]} is the symbol of
   * piece {@code i} (see {@link #symbolsFor})}
   *
   * @param region the cells drawn
   * @param placements the pieces placed, not overlapping, each inside {@code region}; kept, not copied
   * @param pieceSymbols one symbol per piece index, e.g. from {@link #symbolsFor}
   */
  public static Drawing of(Region region, List<Placement> placements, char[] pieceSymbols) {
    return new Drawing(region, placements, pieceSymbols);
  }

  /**
   * {@return one symbol per piece: the names if they are distinct single characters other than {@code #}
   * and {@code .}, else {@code alphabet} by index (cycling if there are more pieces)}
   *
   * @param pieces the pieces, in index order
   * @param alphabet the symbols by piece index, not empty (e.g. {@link #DEFAULT_ALPHABET})
   */
  public static char[] symbolsFor(List<Polyomino> pieces, String alphabet) {
    char[] s = new char[pieces.size()];
    boolean names = true;
    Set<Character> seen = new HashSet<>();
    for (int i = 0; i < s.length && names; i++) {
      String name = pieces.get(i).name();
      names = name.length() == 1 && name.charAt(0) > ' ' && name.charAt(0) != '#' && name.charAt(0) != '.'
          && seen.add(name.charAt(0));
      s[i] = names ? name.charAt(0) : 0;
    }
    if (!names) {
      for (int i = 0; i < s.length; i++) {
        s[i] = alphabet.charAt(i % alphabet.length());
      }
    }
    return s;
  }

  private char[] symbols(char[] pieceSymbols) {
    int n = placements.size();
    char[] s = new char[n];
    int[] uses = new int[pieceSymbols.length];
    boolean reused = false;
    for (Placement p : placements) {
      reused |= ++uses[p.piece()] > 1;
    }
    if (!reused) {
      for (int i = 0; i < n; i++) {
        s[i] = pieceSymbols[placements.get(i).piece()];
      }
      return s;
    }
    Set<Character> pieceSymbolSet = new HashSet<>();
    for (char c : pieceSymbols) {
      pieceSymbolSet.add(c);
    }
    for (int i = 0; i < n; i++) {
      Set<Character> taken = new HashSet<>();
      for (int c : placements.get(i).cells()) {
        for (int j : neighbourOwners(c)) {
          if (j >= 0 && j < i) {
            taken.add(s[j]);
          }
        }
      }
      char own = pieceSymbols[placements.get(i).piece()];
      s[i] = own;
      if (taken.contains(own)) {
        // only a copy of the same piece can hold its symbol: a spare symbol no piece uses keeps
        // every piece's own symbol unique and stable
        for (int k = 0; k < DEFAULT_ALPHABET.length(); k++) {
          char spare = DEFAULT_ALPHABET.charAt(k);
          if (!taken.contains(spare) && !pieceSymbolSet.contains(spare)) {
            s[i] = spare;
            break;
          }
        }
      }
    }
    return s;
  }

  private int[] neighbourOwners(int cell) {
    Cell c = region.cell(cell);
    int d = region.dimension();
    int[] out = new int[2 * d];
    int k = 0;
    for (int axis = 0; axis < d; axis++) {
      for (int step = -1; step <= 1; step += 2) {
        int[] n = c.coords();
        n[axis] += step;
        int idx = region.indexOf(n);
        out[k++] = idx < 0 ? -1 : owner[idx];
      }
    }
    return out;
  }

  /** {@return the region drawn} */
  public Region region() {
    return region;
  }

  /** {@return the placements drawn} */
  public List<Placement> placements() {
    return placements;
  }

  /**
   * {@return the placement covering the cell at {@code coords}: its index, -1 if uncovered, -2 if outside the region}
   *
   * @param coords the cell's coordinates, as many as the region's dimension
   */
  public int ownerAt(int[] coords) {
    int idx = region.indexOf(coords);
    return idx < 0 ? -2 : owner[idx];
  }

  /**
   * {@return the symbol of placement {@code i}: its piece's, or a spare one where two copies of a
   * reusable piece touch}
   *
   * @param i the placement's index in {@link #placements()}
   * @throws ArrayIndexOutOfBoundsException if there is no placement {@code i} (e.g. -1 from
   *     {@link #ownerAt} for an uncovered cell)
   */
  public char symbol(int i) {
    return symbol[i];
  }

  /**
   * {@return the colour of placement {@code i}: its polyomino's, an SVG colour name or {@code #rrggbb}}
   *
   * @param i the placement's index in {@link #placements()}
   * @throws ArrayIndexOutOfBoundsException if there is no placement {@code i}
   */
  public String colour(int i) {
    return colour[i];
  }
}

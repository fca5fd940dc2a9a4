package io.github.dlxkit.tantrix.model;

import io.github.dlxkit.core.BadInputException;
/**
 * The four tile designs, by the kinds of their three links (the names of the official booklet):
 * Rond (three corners), Brid (two corners and a straight), Chin (a straight and two bends),
 * Sint (two bends and a corner).
 *
 * <pre>{@code
 * TileType.parse("Brid");   // BRID
 * TileType.BRID.label();     // "Brid"
 * }</pre>
 */
public enum TileType {
  /** Three sharp corners. */
  ROND("Rond"),
  /** Two sharp corners and a straight. */
  BRID("Brid"),
  /** A straight and two gentle bends. */
  CHIN("Chin"),
  /** Two gentle bends and a sharp corner. */
  SINT("Sint");

  private final String label;

  TileType(String label) {
    this.label = label;
  }

  /** {@return the booklet's name, e.g. "Sint"} */
  public String label() {
    return label;
  }

  /**
   * {@return the type called {@code label} (any case, surrounding blanks ignored)}
   *
   * @param label "Rond", "Brid", "Chin" or "Sint"; not null
   * @throws io.github.dlxkit.core.BadInputException for any other name
   */
  public static TileType parse(String label) {
    for (TileType t : values()) {
      if (t.label.equalsIgnoreCase(label.strip())) {
        return t;
      }
    }
    throw new BadInputException("unknown tile type '" + label + "' (Rond, Brid, Chin or Sint)");
  }

  /**
   * {@return the type whose links have these kinds (in any order)}
   *
   * @param x the kind of one link
   * @param y the kind of another
   * @param z the kind of the third
   * @throws IllegalArgumentException if no Tantrix tile has these three kinds (e.g. three straights)
   */
  public static TileType of(LinkKind x, LinkKind y, LinkKind z) {
    int corners = count(LinkKind.CORNER, x, y, z);
    int straights = count(LinkKind.STRAIGHT, x, y, z);
    if (corners == 3) {
      return ROND;
    }
    if (corners == 2 && straights == 1) {
      return BRID;
    }
    if (corners == 0 && straights == 1) {
      return CHIN;
    }
    if (corners == 1 && straights == 0) {
      return SINT;
    }
    throw new IllegalArgumentException("no Tantrix tile has links " + x + ", " + y + ", " + z);
  }

  private static int count(LinkKind k, LinkKind... kinds) {
    int n = 0;
    for (LinkKind x : kinds) {
      if (x == k) {
        n++;
      }
    }
    return n;
  }
}

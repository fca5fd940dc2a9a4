package io.github.dlxkit.tantrix.model;

import io.github.dlxkit.core.util.Indices;
import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One Tantrix tile: its number (1..56 in the standard set), the colour on each of its six edges in
 * rotation 0 (edge {@code i} on side {@link Side#of(int) Side.of(i)}: NE, E, SE, SW, W, NW), its
 * type and the colour of the number on its back. Each face carries three colours, each on two
 * edges, joined by a link.
 *
 * <pre>{@code
 * Tile t = TileSet.standard().tile(6);      // edges BRYRBY
 * t.edge(0);                                // BLUE
 * t.rotate(2).colour(Side.SE);              // BLUE: rotation 2 moves edge 0 to side SE
 * t.link(Colour.YELLOW).kind();             // STRAIGHT
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class Tile {
  private final int number;
  private final Colour[] edges;
  private final TileType type;
  private final Colour back;
  private final Link[] links;

  private Tile(int number, Colour[] edges, TileType type, Colour back, Link[] links) {
    this.number = number;
    this.edges = edges;
    this.type = type;
    this.back = back;
    this.links = links;
  }

  /**
   * {@return a tile from its six edge colours in rotation 0, e.g. {@code "BRYRBY"}; the type follows from
   * the edges}
   *
   * @param number the tile's number, 1 or more (1..56 in the standard set)
   * @param edges six colour letters (R, G, B, Y), edge 0 first; not null
   * @param back the colour of the number on the back; kept as given
   * @throws IllegalArgumentException ({@link BadInputException}) if the number is below 1, or
   *     unless the tile has three arc colours, each on exactly two edges
   */
  public static Tile of(int number, String edges, Colour back) {
    if (number < 1) {
      throw new BadInputException("tile numbers start at 1, got " + number);
    }
    if (edges.length() != 6) {
      throw new BadInputException("tile " + number + ": six edge colours expected, got '" + edges + "'");
    }
    Colour[] e = new Colour[6];
    for (int i = 0; i < 6; i++) {
      e[i] = Colour.ofLetter(edges.charAt(i));
      if (!e[i].isArcColour()) {
        throw new BadInputException("tile " + number + ": edge " + i + " is " + e[i].displayName()
            + ", not an arc colour");
      }
    }
    List<Link> links = new ArrayList<>(3);
    for (int i = 0; i < 6; i++) {
      int mates = 0;
      for (int j = 0; j < 6; j++) {
        if (j != i && e[j] == e[i]) {
          mates++;
          if (j > i) {
            links.add(new Link(e[i], i, j));
          }
        }
      }
      if (mates != 1) {
        throw new BadInputException("tile " + number + " ('" + edges + "'): colour "
            + e[i].displayName() + " must be on exactly two edges");
      }
    }
    Link[] l = links.toArray(new Link[0]);
    TileType type = TileType.of(l[0].kind(), l[1].kind(), l[2].kind());
    return new Tile(number, e, type, back, l);
  }

  /** {@return the tile's number} */
  public int number() {
    return number;
  }

  /**
   * {@return the colour of edge {@code i} in rotation 0}
   *
   * @param i the edge, 0..5 (the side it shows on in rotation 0: {@link Side#of(int)})
   * @throws IllegalArgumentException if {@code i} is not 0..5
   */
  public Colour edge(int i) {
    return edges[Indices.checked("edge", i, 6)];
  }

  /** {@return the six edge colours in rotation 0, as letters, e.g. "BRYRBY"} */
  public String edgeLetters() {
    StringBuilder sb = new StringBuilder(6);
    for (Colour c : edges) {
      sb.append(c.letter());
    }
    return sb.toString();
  }

  /** {@return the tile's design: Rond, Brid, Chin or Sint} */
  public TileType type() {
    return type;
  }

  /** {@return the colour of the number on the back} */
  public Colour back() {
    return back;
  }

  /** {@return the three links, ordered by their first edge} */
  public List<Link> links() {
    return List.of(links);
  }

  /**
   * {@return whether the face carries colour {@code c}}
   *
   * @param c the colour; null answers false
   */
  public boolean has(Colour c) {
    for (Link l : links) {
      if (l.colour() == c) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return the link of colour {@code c}}
   *
   * @param c a colour the face carries ({@link #has})
   * @throws IllegalArgumentException if the face does not carry {@code c}
   */
  public Link link(Colour c) {
    for (Link l : links) {
      if (l.colour() == c) {
        return l;
      }
    }
    throw new IllegalArgumentException("tile " + number + " has no " + c.displayName() + " line");
  }

  /** {@return the colour absent from the face} */
  public Colour missing() {
    for (Colour c : Colour.ARC_COLOURS) {
      if (!has(c)) {
        return c;
      }
    }
    throw new AssertionError("a tile has three of the four colours");
  }

  /**
   * {@return this tile turned {@code k} steps of 60° clockwise}
   *
   * @param k any int, taken mod 6: negative turns anticlockwise
   */
  public OrientedTile rotate(int k) {
    return new OrientedTile(this, Math.floorMod(k, 6));
  }

  /** Tiles are equal when their numbers and faces are. */
  @Override
  public boolean equals(Object o) {
    return o instanceof Tile t && t.number == number && Arrays.equals(t.edges, edges);
  }

  @Override
  public int hashCode() {
    return number * 31 + Arrays.hashCode(edges);
  }

  /** e.g. "6:BRYRBY". */
  @Override
  public String toString() {
    return number + ":" + edgeLetters();
  }
}

package io.github.dlxkit.tantrix.model;

import java.util.Collection;
import java.util.Optional;

/**
 * Two conditions on the tiles alone that a loop of one colour through every tile carrying it must
 * meet in any tantrix without holes, whatever its shape. When one fails, the puzzle has no
 * solution and no search is needed.
 *
 * <ol>
 *   <li><b>Whole turn.</b> Along a simple closed line the direction of travel turns by one whole
 *       turn, six sixths. A straight link turns by 0, a bend by ±1, a corner by ±2; so the number
 *       of bends of the loop colour is even.
 *   <li><b>Crossings.</b> On a tile, a link of another colour Y crosses the loop colour's link
 *       when their edges interleave round the tile (a bend always has exactly one such link, a
 *       corner none, a straight none or two). The loop is a closed curve C. Each line of colour Y
 *       is closed or ends on the border of the tantrix, and every border edge lies outside C: the
 *       empty cell beyond it would otherwise be enclosed, a hole. So each Y line crosses C an
 *       even number of times, and in all the number of loop tiles on which the Y link crosses
 *       the loop link is even, for each colour Y.
 * </ol>
 *
 * The second condition implies the first (summed over the colours Y it gives the number of bends)
 * and is stronger: it rules out challenges 32, 33, 39 and 44 of the game-set Discovery puzzle,
 * whose bends are even (docs/tantrix.md, where 32 and 33 were also proved impossible by an
 * exhaustive search that does not use it).
 *
 * <pre>{@code
 * List<Tile> tiles = TileSet.standard().tiles(TileSet.parseNumbers("1-39")); // Discovery 39
 * LoopParity.obstruction(tiles, Colour.BLUE); // "red crosses the blue link on 5 of the blue tiles, an odd number..."
 * }</pre>
 */
public final class LoopParity {
  private LoopParity() {}

  /**
   * Why no tantrix without holes can hold one loop of {@code loop} through all of the {@code tiles}
   * that carry it; empty if both conditions hold.
   *
   * @param tiles the tiles (those that do not carry {@code loop} are ignored); not null
   * @param loop the loop's colour
   * @return the broken condition in words, naming the counts; empty if both conditions hold (which
   *     does not promise a loop)
   */
  public static Optional<String> obstruction(Collection<Tile> tiles, Colour loop) {
    int bends = 0;
    int[] crossings = new int[Colour.values().length];
    for (Tile t : tiles) {
      if (!t.has(loop)) {
        continue;
      }
      Link l = t.link(loop);
      bends += l.kind() == LinkKind.BEND ? 1 : 0;
      for (Link other : t.links()) {
        if (other.colour() != loop && crosses(l, other)) {
          crossings[other.colour().ordinal()]++;
        }
      }
    }
    String name = loop.displayName();
    if (bends % 2 != 0) {
      return Optional.of("an odd number (" + bends + ") of " + name + " bends: a loop turns by a whole turn");
    }
    for (Colour y : Colour.values()) {
      if (crossings[y.ordinal()] % 2 != 0) {
        return Optional.of(y.displayName() + " crosses the " + name + " link on " + crossings[y.ordinal()]
            + " of the " + name + " tiles, an odd number: each " + y.displayName()
            + " line crosses a " + name + " loop an even number of times");
      }
    }
    return Optional.empty();
  }

  /** Whether the two links' edges interleave round the tile (a < c < b < d or c < a < d < b). */
  static boolean crosses(Link p, Link q) {
    boolean c = p.a() < q.a() && q.a() < p.b();
    boolean d = p.a() < q.b() && q.b() < p.b();
    return c != d;
  }
}

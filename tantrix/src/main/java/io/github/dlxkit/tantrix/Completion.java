package io.github.dlxkit.tantrix;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.tantrix.freeshape.GrowthSearch;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A solution of a puzzle that completes the tiles a player has placed — same tile, same cell, same
 * colours on every side — and the hint it gives: one more tile to play. This is what a game's Hint
 * and Solve buttons ask (the web page's Tantrix tab).
 *
 * <pre>{@code
 * TantrixPuzzle p = PuzzleCatalog.get("rainbow_blue");
 * Hex cell = tantrix.placements().keySet().iterator().next();
 * Tantrix placed = Tantrix.builder().place(cell, tantrix.at(cell)).build();   // one tile of a solution
 * Tantrix s = Completion.find(p, placed, SearchLimits.none()).orElseThrow();
 * Completion.extendsPlaced(s, placed);                                       // true
 * Map.Entry<Hex, OrientedTile> next = Completion.nextTile(s, placed).orElseThrow();   // a neighbour
 * }</pre>
 *
 * <p>On a fixed board the solutions are enumerated in the board's cells; on a free shape the search
 * gives each solution once up to rotation and translation, so each is tried in its six turns, moved
 * to lie on the tiles placed. Stateless; safe from any thread.
 */
public final class Completion {
  private Completion() {}

  /**
   * A solution of {@code p} that extends {@code placed}, or empty if none does (with nothing placed:
   * any solution, empty if the puzzle has none).
   *
   * @param p the puzzle, fixed or free shape, not scored; not null
   * @param placed the tiles the player has placed, in board cells (for a fixed board, the board's
   *     cells); may be empty; not null
   * @param limits the search's limits (time, nodes, a cancel flag); not null
   * @return a solution holding every placed tile at its cell in its rotation's colours (on a free
   *     shape, turned and moved to lie on them), or empty if there is none
   * @throws NullPointerException if an argument is null
   * @throws SearchStoppedException if the limits (or an interrupt) stop the search before an answer
   * @throws IllegalArgumentException if {@code p} is scored: it has no solution to search for
   */
  public static Optional<Tantrix> find(TantrixPuzzle p, Tantrix placed, SearchLimits limits) {
    Objects.requireNonNull(p, "p");
    Objects.requireNonNull(placed, "placed");
    Objects.requireNonNull(limits, "limits");
    if (p.isScored()) {
      throw new IllegalArgumentException(p.name() + " is scored, not solved: it has no solution to extend");
    }
    Tantrix[] found = {null};
    if (p.isFixedShape()) {
      SearchResult r = p.fixed().withLimits(limits).forEachSolution(false, s -> {
        if (extendsPlaced(s, placed)) {
          found[0] = s;
          return false;
        }
        return true;
      });
      if (found[0] == null && !r.isComplete()) {
        throw new SearchStoppedException(r);
      }
      return Optional.ofNullable(found[0]);
    }
    FreeShapePuzzle free = FreeShapePuzzle.of(p).withLimits(limits);
    if (placed.size() == 0) {
      return free.findFirst();
    }
    GrowthSearch.Outcome r = free.forEachSolution((s, stabiliser) -> {
      found[0] = aligned(s, placed);
      return found[0] == null;
    });
    if (found[0] == null && !r.isComplete()) {
      throw new SearchStoppedException(r.toResult(0));
    }
    return Optional.ofNullable(found[0]);
  }

  /**
   * The hint {@code solution} gives a player who placed {@code placed}: a tile of the solution not yet
   * placed that touches a tile placed (any tile of it when none is), so that it can be played next;
   * empty when every cell of the solution is placed.
   *
   * @param solution a solution that extends {@code placed} (as {@link #find} gives); not null
   * @param placed the tiles the player has placed; not null
   * @return the first such tile of the solution, in its order, with its cell; or empty
   * @throws NullPointerException if an argument is null
   */
  public static Optional<Map.Entry<Hex, OrientedTile>> nextTile(Tantrix solution, Tantrix placed) {
    Objects.requireNonNull(solution, "solution");
    Objects.requireNonNull(placed, "placed");
    for (Map.Entry<Hex, OrientedTile> e : solution.placements().entrySet()) {
      if (placed.at(e.getKey()) == null && (placed.size() == 0 || touches(placed, e.getKey()))) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /**
   * Whether every tile placed is in {@code s} at its cell, showing the same colours.
   *
   * @param s the candidate solution; not null
   * @param placed the tiles the player has placed; not null
   * @return true if {@code s} holds each placed tile (by number) at its cell with the same colour on
   *     every side (so a symmetric tile may differ in rotation); true when nothing is placed
   */
  public static boolean extendsPlaced(Tantrix s, Tantrix placed) {
    for (Map.Entry<Hex, OrientedTile> e : placed.placements().entrySet()) {
      OrientedTile there = s.at(e.getKey());
      if (there == null || there.tile().number() != e.getValue().tile().number()) {
        return false;
      }
      for (int side = 0; side < 6; side++) {
        if (there.colour(Side.of(side)) != e.getValue().colour(Side.of(side))) {
          return false;
        }
      }
    }
    return true;
  }

  /** {@code s} turned and moved onto the tiles placed, or null if no turn fits them. */
  private static Tantrix aligned(Tantrix s, Tantrix placed) {
    Map.Entry<Hex, OrientedTile> anchor = placed.placements().entrySet().iterator().next();
    int number = anchor.getValue().tile().number();
    for (int k = 0; k < 6; k++) {
      Tantrix turned = s.rotate(k);
      for (Map.Entry<Hex, OrientedTile> e : turned.placements().entrySet()) {
        if (e.getValue().tile().number() == number) {
          Tantrix moved = turned.translate(anchor.getKey().minus(e.getKey()));
          if (extendsPlaced(moved, placed)) {
            return moved;
          }
        }
      }
    }
    return null;
  }

  private static boolean touches(Tantrix placed, Hex h) {
    for (int s = 0; s < 6; s++) {
      if (placed.at(h.neighbour(Side.of(s))) != null) {
        return true;
      }
    }
    return false;
  }
}

package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.tantrix.FreeShapePuzzle;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.freeshape.GrowthSearch;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.Map;
import java.util.Optional;

/**
 * A solution of a puzzle that extends the tiles a player has placed: same tile, same cell, same
 * colours on every side. On a fixed board the solutions are enumerated in the board's cells; on a
 * free shape the search gives each solution once up to rotation and translation, so each is tried in
 * its six turns, moved to lie on the tiles placed. The search runs under the job's limits (time and
 * Cancel); if they stop it before an answer, that is a {@link SearchStoppedException}.
 */
final class TantrixExtension {
  private TantrixExtension() {}

  static Optional<Tantrix> find(TantrixPuzzle p, Tantrix placed, Job job) {
    Tantrix[] found = {null};
    if (p.isFixedShape()) {
      SearchResult r = p.fixed().withLimits(job.limits()).forEachSolution(false, s -> {
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
    FreeShapePuzzle free = FreeShapePuzzle.of(p).withLimits(job.limits());
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

  /** Whether every tile placed is in {@code s} at its cell, showing the same colours. */
  static boolean extendsPlaced(Tantrix s, Tantrix placed) {
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
}

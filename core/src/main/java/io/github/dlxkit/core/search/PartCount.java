package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import java.time.Duration;

/**
 * The outcome of counting one subproblem (or, added up, one part): exact when it exists — a count
 * stopped by a limit throws instead of returning a partial figure.
 *
 * <pre>{@code
 * SplittableSearch search = ExactCoverSolver.of(problem).splittable();
 * PartCount c = search.count(search.split(8).get(0));
 * c.count();   // the solutions under this subproblem's prefix
 * c.nodes();
 * }</pre>
 *
 * @param count solutions in the subproblem (see the package documentation for counts beyond 2^63)
 * @param nodes search-tree nodes visited below the subproblem's root, as the search counts them
 * @param elapsed wall-clock time of the count
 */
public record PartCount(long count, long nodes, Duration elapsed) {
  public PartCount {
    if (count < 0 || nodes < 0) {
      throw new BadInputException("count and nodes must not be negative, got " + count + ", " + nodes);
    }
  }
}

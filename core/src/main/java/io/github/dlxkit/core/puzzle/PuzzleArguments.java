package io.github.dlxkit.core.puzzle;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.Workers;
import java.util.Objects;

/**
 * The door checks of {@link Puzzle}'s methods, written once for every implementation, so that
 * every puzzle refuses the same bad argument with the same message.
 *
 * <pre>{@code
 * PuzzleArguments.checkFind(1, SearchLimits.none());     // fine
 * PuzzleArguments.checkCount(2, SearchLimits.none());    // fine
 * }</pre>
 *
 * <p>Stateless; thread-safe.
 */
public final class PuzzleArguments {
  private PuzzleArguments() {}

  /**
   * The checks of {@link Puzzle#find}.
   *
   * @param max the most solutions asked for, at least 1
   * @param limits the search's limits; not null
   * @throws NullPointerException if {@code limits} is null, naming it
   * @throws IllegalArgumentException if {@code max < 1}, naming the range
   */
  public static void checkFind(int max, SearchLimits limits) {
    Objects.requireNonNull(limits, "limits");
    if (max < 1) {
      throw new BadInputException("max must be at least 1, got " + max);
    }
  }

  /**
   * The checks of {@link Puzzle#count}.
   *
   * @param threads how many threads count, 1 to {@code Workers.MAX_THREADS}
   * @param limits the search's limits; not null
   * @throws NullPointerException if {@code limits} is null, naming it
   * @throws IllegalArgumentException unless {@code 1 <= threads <= Workers.MAX_THREADS}, naming the range
   */
  public static void checkCount(int threads, SearchLimits limits) {
    Objects.requireNonNull(limits, "limits");
    Workers.checkThreads(threads);
  }
}

package io.github.dlxkit.cli;

import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SearchLimits;
import java.time.Duration;

/** The {@code --time-limit TIME} option of {@code count} and {@code solve}, applied to core's solver. */
final class TimeLimits {
  private TimeLimits() {}

  /** {@code solver} stopping after {@code time} (null: no limit). */
  static ExactCoverSolver apply(ExactCoverSolver solver, Duration time) {
    return time == null ? solver : solver.withLimits(SearchLimits.none().withTimeLimit(time));
  }
}

package io.github.dlxkit.cli;

import io.github.dlxkit.core.search.CancellationToken;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SearchLimits;
import java.time.Duration;

/** The {@code --time-limit TIME} option of {@code count} and {@code solve}, applied to core's solver (with the Ctrl-C token of {@link Interrupts#stopping}). */
final class TimeLimits {
  private TimeLimits() {}

  /** {@code solver} stopping after {@code time} (null: no limit). */
  static ExactCoverSolver apply(ExactCoverSolver solver, Duration time) {
    return time == null ? solver : solver.withLimits(SearchLimits.none().withTimeLimit(time));
  }

  /** {@code solver} stopping after {@code time} (null: no limit) or when {@code token} is cancelled. */
  static ExactCoverSolver apply(ExactCoverSolver solver, Duration time, CancellationToken token) {
    SearchLimits limits = SearchLimits.none().withCancellation(token);
    return solver.withLimits(time == null ? limits : limits.withTimeLimit(time));
  }
}

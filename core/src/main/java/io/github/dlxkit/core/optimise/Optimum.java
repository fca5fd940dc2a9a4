package io.github.dlxkit.core.optimise;

import io.github.dlxkit.core.search.StopReason;
import java.time.Duration;

/**
 * The end of an optimiser run: the best state met and its score, the moves tried (the run's nodes),
 * how often the best improved, why the run stopped ({@link StopReason#COMPLETED} when it reached
 * its target) and how long it took.
 *
 * <pre>{@code
 * Optimum<String> o = new Optimum<>("best", 12, 1000, 3, StopReason.TIME_LIMIT, Duration.ofMillis(10));
 * o.movesPerSecond();   // 100000.0
 * }</pre>
 *
 * @param <S> the immutable form of a state
 */
public record Optimum<S>(S best, double score, long moves, long improvements, StopReason stopReason, Duration elapsed) {
  /** {@return the moves tried per second of the run} */
  public double movesPerSecond() {
    return moves / Math.max(1e-9, elapsed.toNanos() / 1e9);
  }
}

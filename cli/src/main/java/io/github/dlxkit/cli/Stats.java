package io.github.dlxkit.cli;

import io.github.dlxkit.core.search.SearchStatistics;
import java.time.Duration;
import java.util.Locale;

/**
 * One {@code --stats} line, the same shape for every command (docs/cli.md, "Output forms"):
 * {@code nodes=N [updates=N] solutions=N seconds=S}, then the command's own {@code key=value}
 * words. Nodes, solutions and seconds are in every line, so a script reads them one way; updates
 * follow nodes where the engine counts them, as Knuth's DLX2 prints them.
 *
 * <pre>{@code
 * Stats.of(result.statistics()).with("kernel", "bits");
 * // nodes=... solutions=92 seconds=... kernel=bits (8 queens; updates=... after nodes on links)
 * }</pre>
 */
public final class Stats {
  private final StringBuilder line;

  private Stats(Number nodes, Long updates, Number solutions, Duration elapsed) {
    line = new StringBuilder("nodes=").append(nodes);
    if (updates != null) {
      line.append(" updates=").append(updates);
    }
    line.append(" solutions=").append(solutions)
        .append(String.format(Locale.ROOT, " seconds=%.3f", elapsed.toNanos() / 1e9));
  }

  /** The line of a search with its nodes, solutions (or count) and time. */
  public static Stats of(Number nodes, Number solutions, Duration elapsed) {
    return new Stats(nodes, null, solutions, elapsed);
  }

  /** The line of an exact-cover search: its nodes, updates, solutions and time, as DLX2 counts them. */
  public static Stats of(SearchStatistics s) {
    return new Stats(s.nodes(), s.updates(), s.solutions(), s.elapsed());
  }

  /** This line with {@code key=value} added at its end ({@code key} one word, no '='). */
  public Stats with(String key, Object value) {
    line.append(' ').append(key).append('=').append(value);
    return this;
  }

  @Override
  public String toString() {
    return line.toString();
  }
}

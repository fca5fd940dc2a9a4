package io.github.dlxkit.cli.serve;

import java.time.Duration;

/**
 * What one request may cost the server: the bytes it may send, the time a search may run, how many
 * searches run at once and how many more may wait. A request over a limit is refused before any work
 * starts (413 for the body, 503 when the queue is full); a search over its time stops as Ctrl-C stops
 * the CLI's.
 *
 * @param maxBodyBytes largest request body read; larger bodies get 413
 * @param maxSearchTime longest a search (a count, a hint, a solve) runs before it is stopped
 * @param searchThreads searches running at once
 * @param queuedSearches searches waiting for a thread; one more gets 503
 * @param abandonAfter how long a job the page polls may go unpolled before it is cancelled (the page
 *     was closed or left)
 */
public record ServerLimits(int maxBodyBytes, Duration maxSearchTime, int searchThreads, int queuedSearches,
    Duration abandonAfter) {
  /** How long a polled job may go unpolled by default: the page polls 4 times a second while shown. */
  public static final Duration ABANDON_AFTER = Duration.ofSeconds(20);

  /** 1 MiB bodies, 5 minutes per search, 2 searches at once and 8 waiting, jobs abandoned after 20 s. */
  public static ServerLimits defaults() {
    return new ServerLimits(1 << 20, Duration.ofMinutes(5), 2, 8);
  }

  /** Limits whose polled jobs are abandoned after {@link #ABANDON_AFTER}. */
  public ServerLimits(int maxBodyBytes, Duration maxSearchTime, int searchThreads, int queuedSearches) {
    this(maxBodyBytes, maxSearchTime, searchThreads, queuedSearches, ABANDON_AFTER);
  }

  /** Checks every bound is positive. */
  public ServerLimits {
    if (maxBodyBytes <= 0 || searchThreads <= 0 || queuedSearches < 0
        || maxSearchTime.isNegative() || maxSearchTime.isZero() || abandonAfter.isNegative() || abandonAfter.isZero()) {
      throw new IllegalArgumentException("server limits must be positive, got " + maxBodyBytes + " bytes, "
          + maxSearchTime + ", " + searchThreads + " threads, " + queuedSearches + " queued");
    }
  }

  /**
   * Searches one client (one address) may have running or waiting: half the slots (threads and queue),
   * at least one, so that one page never fills them all; one more gets 429.
   */
  public int searchesPerClient() {
    return Math.max(1, (searchThreads + queuedSearches) / 2);
  }

  /** The same limits with another search time. */
  public ServerLimits withMaxSearchTime(Duration time) {
    return new ServerLimits(maxBodyBytes, time, searchThreads, queuedSearches, abandonAfter);
  }

  /** The same limits with another number of search threads. */
  public ServerLimits withSearchThreads(int threads) {
    return new ServerLimits(maxBodyBytes, maxSearchTime, threads, queuedSearches, abandonAfter);
  }

  /** The same limits with another time a polled job may go unpolled. */
  public ServerLimits withAbandonAfter(Duration time) {
    return new ServerLimits(maxBodyBytes, maxSearchTime, searchThreads, queuedSearches, time);
  }
}

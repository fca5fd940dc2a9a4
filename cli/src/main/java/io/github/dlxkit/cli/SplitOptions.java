package io.github.dlxkit.cli;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.split.CountSum;
import io.github.dlxkit.core.split.Checkpoint;
import io.github.dlxkit.core.split.PartResult;
import io.github.dlxkit.core.split.Parts;
import io.github.dlxkit.core.split.SplitCounter;
import io.github.dlxkit.core.split.SplittableSearch;
import io.github.dlxkit.core.split.Subproblem;
import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.split.PartCount;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Option;

/**
 * The {@code --checkpoint FILE} and {@code --part K/N} options of the counting subcommands, as a
 * picocli mixin, and the count they ask for (see {@code docs/counting.md}).
 *
 * <pre>{@code
 * if (split.isActive()) return split.count(solver.splittable(), search, out, err);
 * }</pre>
 */
public final class SplitOptions {
  /**
   * Subproblems of a whole count with {@code --checkpoint}: fixed, so that a count resumed with
   * another {@code --threads} uses the same split; enough to lose little to a crash and to keep
   * many threads busy.
   */
  static final int CHECKPOINT_TARGET = 4096;

  /** Set by {@link Dlx#splittable}: the command hands over its search instead of counting. */
  static final ThreadLocal<java.util.function.Consumer<SplittableSearch>> CAPTURE = new ThreadLocal<>();

  @Option(names = "--checkpoint", paramLabel = "FILE",
      description = {"keep a checkpoint of finished subproblems in FILE and resume from it:",
          "a count killed at any moment loses only the subproblems in flight"})
  Path checkpoint;

  @Option(names = "--part", paramLabel = "K/N",
      description = {"count only part K of N (for job arrays) and print one JSON line",
          "{\"part\":K,\"of\":N,\"count\":C,\"nodes\":X,\"problem\":ID}; add them with 'dlx sum'"})
  String part;

  /** Whether {@code --checkpoint} or {@code --part} was given (or {@link Dlx#splittable} asks for the search). */
  public boolean isActive() {
    return checkpoint != null || part != null || CAPTURE.get() != null;
  }

  /**
   * Counts {@code search} as the options ask, with the threads and {@code --progress} of
   * {@code options}, printing the count (or the part's JSON line) on {@code out}; returns the exit
   * status. Progress is the share of this count's subproblems finished.
   */
  public int count(SplittableSearch search, SearchOptions options, PrintWriter out, PrintWriter err) {
    return count(search, options, out, err, null);
  }

  /**
   * As {@link #count(SplittableSearch, SearchOptions, PrintWriter, PrintWriter)}, and prints
   * {@code nodes=N solutions=N seconds=S subproblems=M} on {@code stats} (if not null): nodes and
   * seconds summed over the subproblems counted, those a checkpoint kept from earlier runs included.
   */
  public int count(SplittableSearch search, SearchOptions options, PrintWriter out, PrintWriter err,
      PrintWriter stats) {
    if (CAPTURE.get() != null) {
      CAPTURE.get().accept(search);
      return 0;
    }
    int threads = options.threads();
    int[] kn = part == null ? null : parsePart(part);
    List<Subproblem> split = search.split(kn == null ? CHECKPOINT_TARGET : Parts.target(kn[1]));
    Set<Integer> mine = new HashSet<>();
    for (Subproblem s : kn == null ? split : Parts.part(split, kn[0], kn[1])) {
      mine.add(s.index());
    }
    CountSum sum = options.withProgress(err, printer -> {
      try {
        if (checkpoint == null) {
          return SplitCounter.count(search, split, i -> !mine.contains(i), threads,
              new Reporter(printer, mine.size(), new CountSum())::finished);
        }
        String identity = search.identity() + (kn == null ? "" : "/part" + kn[0] + "of" + kn[1]);
        try (Checkpoint saved = Checkpoint.open(checkpoint, identity, split)) {
          CountSum done = new CountSum();
          saved.finished().values().forEach(done::add);
          Reporter reporter = new Reporter(printer, mine.size(), done);
          SplitCounter.count(search, split, i -> !mine.contains(i) || saved.finished().containsKey(i),
              threads, (s, c) -> {
                saved.record(s, c);
                reporter.finished(s, c);
              });
          return done;
        }
      } catch (IOException ex) {
        throw new UncheckedIOException(ex);
      } catch (InterruptedException ex) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", ex);
      }
    });
    if (kn == null) {
      out.println(sum.count());
    } else {
      out.println(new PartResult(kn[0], kn[1], sum.count(), sum.nodes(), search.identity()).toJson());
    }
    if (stats != null) {
      stats.println(String.format(java.util.Locale.ROOT, "nodes=%s solutions=%s seconds=%.3f subproblems=%d",
          sum.nodes(), sum.count(), sum.elapsed().toNanos() / 1e9, sum.added()));
    }
    return 0;
  }

  /** Adds up finished subproblems and shows, about once a second, the share of them done. */
  private static final class Reporter {
    private final ProgressListener printer;
    private final int total;
    private final CountSum sum;
    private final long start = System.nanoTime();
    private long nextReport = start + ProgressPrinter.INTERVAL.toNanos();

    Reporter(ProgressListener printer, int total, CountSum sum) {
      this.printer = printer;
      this.total = total;
      this.sum = sum;
    }

    /** Called by the counting threads one at a time. */
    void finished(Subproblem s, PartCount c) {
      sum.add(c);
      long now = System.nanoTime();
      if (printer != null && now - nextReport >= 0) {
        nextReport = now + ProgressPrinter.INTERVAL.toNanos();
        printer.onProgress(new Progress(Math.min(1.0, (double) sum.added() / total),
            sum.nodes().longValue(), sum.count().longValue(), Duration.ofNanos(now - start)));
      }
    }
  }

  /** {@code K/N} as {K, N}, with 1 <= K <= N. */
  static int[] parsePart(String text) {
    String[] f = text.split("/", -1);
    if (f.length != 2 || !f[0].matches("\\d{1,9}") || !f[1].matches("\\d{1,9}")) {
      throw new BadInputException("--part must be K/N, like 3/16; got '" + text + "'");
    }
    int k = Integer.parseInt(f[0]);
    int n = Integer.parseInt(f[1]);
    if (n < 1 || n > 1_000_000 || k < 1 || k > n) {
      throw new BadInputException("--part " + text + ": need 1 <= K <= N <= 1000000");
    }
    return new int[] {k, n};
  }
}

package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.core.search.CountSum;
import io.github.dlxkit.core.split.Checkpoint;
import io.github.dlxkit.core.split.PartResult;
import io.github.dlxkit.core.split.Parts;
import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.ProgressListener;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
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
  public static final int CHECKPOINT_TARGET = 4096;

  /** Set by {@link #handOverTo}: the command gives its search to it instead of counting; else null. */
  private java.util.function.Consumer<SplittableSearch> receiver;

  @Option(names = "--checkpoint", paramLabel = "FILE",
      description = "keep a checkpoint of finished subproblems in FILE and resume from it:"
          + " a count killed at any moment loses only the subproblems in flight and those of its last"
          + " tenth of a second")
  Path checkpoint;

  @Option(names = "--part", paramLabel = "K/N",
      description = "count only part K of N (for job arrays) and print one JSON line"
          + " {\"part\":K,\"of\":N,\"count\":C,\"nodes\":X,\"problem\":ID}; add them with 'dlx sum'")
  String part;

  @Option(names = "--refine-after", paramLabel = "NODES", converter = Ranges.Nodes.class,
      description = "with --checkpoint or --part: cut a subproblem still running after NODES nodes into"
          + " its subtrees, each recorded when counted, so that a long subproblem survives a stop")
  Long refineAfter;

  /**
   * Whether {@code --checkpoint}, {@code --part} or {@code --refine-after} was given (or
   * {@code Dlx.splittable} asks for the search).
   */
  public boolean isActive() {
    return checkpoint != null || part != null || refineAfter != null || receiver != null;
  }

  /**
   * Whether {@link #count(SplittableSearch, SearchOptions, PrintWriter, PrintWriter)} must print
   * the count, a command printing its own only otherwise: a part's line ({@code --part}), or the
   * search handed over ({@code Dlx.splittable}).
   */
  public boolean printsItself() {
    return part != null || receiver != null;
  }

  /**
   * Makes the command that holds these options give its search to {@code receiver} instead of
   * counting it: {@link #count} then only calls {@code receiver} and returns 0, whatever was given
   * on the command line. This is how {@code Dlx.splittable} ({@code cli.main}) hands any count of
   * the CLI to another runner (the {@code spark} module's); each command line builds its own
   * options, so the hand-over belongs to that one command line and to no other thread or run.
   *
   * @throws NullPointerException if {@code receiver} is null
   */
  public void handOverTo(java.util.function.Consumer<SplittableSearch> receiver) {
    this.receiver = java.util.Objects.requireNonNull(receiver, "receiver");
  }

  /** {@code --refine-after}, or null if not given. */
  public Long refineAfterNodes() {
    return refineAfter;
  }

  /** The first of {@code --checkpoint}, {@code --part}, {@code --refine-after} given, or null: for messages naming it. */
  public String given() {
    return checkpoint != null ? "--checkpoint" : part != null ? "--part" : refineAfter != null ? "--refine-after" : null;
  }

  /**
   * Counts {@code search} as the options ask, with the threads and {@code --progress} of
   * {@code options}, printing the count (or the part's JSON line) on {@code out}; returns the exit
   * status. Progress is core's runner's ({@code Runner.count}): the share of this count's
   * subproblems done, those finished (or kept by the checkpoint) plus the share of each one running
   * times its search's own fraction done, so that a long subproblem shows while it runs.
   */
  public int count(SplittableSearch search, SearchOptions options, PrintWriter out, PrintWriter err) {
    return count(search, options, OutputForm.of(out, err, false, false));
  }

  /**
   * As {@link #count(SplittableSearch, SearchOptions, PrintWriter, PrintWriter)}, written by
   * {@code output}: the whole count in its form ({@code {"count":N}} under {@code --json}), a part's
   * line as JSON either way, and the stats line {@code nodes=N solutions=N seconds=S subproblems=M}
   * (nodes and seconds summed over the subproblems counted, those a checkpoint kept from earlier
   * runs included).
   */
  public int count(SplittableSearch search, SearchOptions options, OutputForm output) {
    return count(search, options, output, CHECKPOINT_TARGET);
  }

  /**
   * As {@link #count(SplittableSearch, SearchOptions, OutputForm)}, a {@code --checkpoint} count
   * split for {@code checkpointTarget} subproblems instead of {@link #CHECKPOINT_TARGET}: for a
   * search whose subproblems at that target are each about as short as recording one (see
   * {@link #sum(SplittableSearch, SearchOptions, PrintWriter, int)}).
   */
  public int count(SplittableSearch search, SearchOptions options, OutputForm output, int checkpointTarget) {
    PrintWriter out = output.out();
    if (receiver != null) {
      receiver.accept(search);
      return 0;
    }
    CountSum sum = sum(search, options, output.err(), checkpointTarget);
    int[] kn = part == null ? null : parsePart(part);
    if (kn != null) {
      out.println(PartLines.line(new PartResult(kn[0], kn[1], sum.count(), sum.nodes(), search.identity(),
          sum.width() == 1 ? null : sum.counts())));
    } else if (sum.width() == 1) {
      output.count(sum.count());
    } else {
      for (int i = 0; i < sum.width(); i++) {
        out.println(i + "\t" + sum.counts().get(i)); // as 'dlx sum' prints the parts' sums
      }
    }
    output.stats(Stats.of(sum.nodes(), sum.count(), sum.elapsed()).with("subproblems", sum.added()));
    return 0;
  }

  /**
   * The count the options ask for, not printed: the part's with {@code --part K/N}, else the whole
   * count kept in and resumed from {@code --checkpoint}; with the threads and {@code --progress} of
   * {@code options}. For a command that prints the count its own way ({@code quantumino --count
   * --aside all}, a line per aside).
   */
  public CountSum sum(SplittableSearch search, SearchOptions options, PrintWriter err) {
    return sum(search, options, err, CHECKPOINT_TARGET);
  }

  /**
   * As {@link #sum(SplittableSearch, SearchOptions, PrintWriter)}, a {@code --checkpoint} count
   * split for {@code checkpointTarget} subproblems instead of {@link #CHECKPOINT_TARGET}. A
   * search whose subproblems are tiny (the polyomino bitboard's: pentominoes 6×10 cut for 4096
   * gives 10,793 subproblems of some 230 nodes each, over half of them dead at once) spends more on
   * recording them than on counting them, and asks for fewer. A checkpoint file written before, on
   * the split of {@link #CHECKPOINT_TARGET} (its header records that split's size), resumes on that
   * split: a changed target never refuses nor miscounts a checkpoint begun earlier.
   */
  public CountSum sum(SplittableSearch search, SearchOptions options, PrintWriter err, int checkpointTarget) {
    if (checkpoint == null && part == null) {
      throw new BadInputException("--refine-after needs --checkpoint FILE or --part K/N");
    }
    if (checkpoint != null) {
      checkCheckpointFile(checkpoint);
    }
    int threads = options.threads();
    long refine = refineAfter == null ? 0 : refineAfter;
    int[] kn = part == null ? null : parsePart(part);
    List<Subproblem> split = kn == null ? checkpointSplit(search, checkpointTarget) : search.split(Parts.target(kn[1]));
    List<Subproblem> mine = kn == null ? split : Parts.part(split, kn[0], kn[1]);
    CountSum sum = options.withProgress(err, printer -> {
      try {
        if (checkpoint == null) {
          return Runner.count(search, mine, Runner.Recorded.NOTHING, threads, (s, c) -> { }, refine,
              printer, ProgressPrinter.INTERVAL);
        }
        String identity = search.identity() + (kn == null ? "" : "/part" + kn[0] + "of" + kn[1]);
        try (Checkpoint saved = Checkpoint.open(checkpoint, identity, split, search.width())) {
          CountSum done = new CountSum(search.width());
          saved.pieces().values().forEach(done::add);
          // the runner counts the share the checkpoint kept as done; its counts are added here
          Runner.count(search, mine, saved, threads, (s, c) -> {
            saved.record(s, c);
            done.add(c);
          }, refine, withEarlier(printer, done.nodes().longValue(), done.count().longValue()),
              ProgressPrinter.INTERVAL);
          return done;
        }
      } catch (IOException ex) {
        throw new UncheckedIOException(ex);
      } catch (InterruptedException ex) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", ex);
      }
    });
    return sum;
  }

  /**
   * The split of a whole count with {@code --checkpoint}: for {@code target} subproblems, unless the
   * checkpoint file records the split of {@link #CHECKPOINT_TARGET} (the one target of every
   * command before some asked for fewer), which it then resumes on. Any other header is left to
   * {@link Checkpoint#open}, which refuses it as before.
   */
  private List<Subproblem> checkpointSplit(SplittableSearch search, int target) {
    List<Subproblem> split = search.split(target);
    if (checkpoint == null || target == CHECKPOINT_TARGET) {
      return split;
    }
    int recorded;
    try {
      recorded = Checkpoint.recordedSplitSize(checkpoint);
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
    if (recorded < 0 || recorded == split.size()) {
      return split;
    }
    List<Subproblem> earlier = search.split(CHECKPOINT_TARGET);
    return earlier.size() == recorded ? earlier : split;
  }

  /**
   * Counts the subproblems {@code list} of {@code search} with core's runner, without a checkpoint
   * or part: the threads, {@code --refine-after} and {@code --progress} of {@code options} (progress
   * is the share of the list done, the subproblems running included, as for
   * {@link #count(SplittableSearch, SearchOptions, PrintWriter, PrintWriter)}). For a command whose plain count is a split search too
   * ({@code dlx quantumino --count}); with {@code --checkpoint} or {@code --part} call
   * {@link #count(SplittableSearch, SearchOptions, PrintWriter, PrintWriter)} instead.
   */
  public CountSum countList(SplittableSearch search, List<Subproblem> list, SearchOptions options, PrintWriter err) {
    long refine = refineAfter == null ? 0 : refineAfter;
    return options.withProgress(err, printer -> {
      try {
        return Runner.count(search, list, Runner.Recorded.NOTHING, options.threads(), (s, c) -> { }, refine,
            printer, ProgressPrinter.INTERVAL);
      } catch (IOException ex) {
        throw new UncheckedIOException(ex);
      } catch (InterruptedException ex) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", ex);
      }
    });
  }

  /**
   * {@code printer} with the nodes and solutions a checkpoint kept from earlier runs added to each
   * snapshot of this run's, as the count's stats line adds them.
   */
  private static ProgressListener withEarlier(ProgressListener printer, long nodes, long solutions) {
    return p -> printer.onProgress(new Progress(p.estimate(), p.nodes() + nodes, p.solutions() + solutions,
        p.elapsed()));
  }

  /**
   * Refuses, before any work, a checkpoint that cannot be one: a directory, a device (reading
   * {@code /dev/full} never ends), a file in a missing folder (refused as {@code --svg} is, never created).
   */
  private static void checkCheckpointFile(Path file) {
    Outputs.checkWritable("--checkpoint", file);
    if (java.nio.file.Files.exists(file) && !java.nio.file.Files.isRegularFile(file)) {
      throw new BadInputException("cannot write --checkpoint " + Messages.oneLine(file.toString())
          + ": not a regular file");
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

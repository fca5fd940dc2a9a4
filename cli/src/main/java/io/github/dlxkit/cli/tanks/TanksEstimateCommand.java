package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx tanks estimate}: Knuth's estimate of a Tank Attack search tree. */
@Command(
    name = "estimate",
    mixinStandardHelpOptions = true,
    description = {
      "Prints Knuth's estimate of the search-tree size of the NxN Tank Attack board on the kernel,",
      "from PROBES random root-to-leaf walks, and the single-thread time at the measured speed",
      "(no search).",
      "Exit status: 0 estimated, 2 bad input."
    })
final class TanksEstimateCommand implements Callable<Integer> {
  Invocation invocation;

  @Mixin TanksBoard board;
  @Mixin TanksKernelOption kernel;

  @Option(names = "--probes", paramLabel = "PROBES", converter = Ranges.Probes.class, required = true,
      description = "the number of random walks")
  int probes;

  @Override
  public Integer call() {
    board.side();
    TreeSizeEstimate e = TanksCountCommand.puzzle(board, kernel).estimateTreeSize(probes, 1);
    double seconds = e.nodesPerSecond() > 0 ? e.nodes() / e.nodesPerSecond() : 0;
    invocation.out().println(String.format(Locale.ROOT,
        "nodes %.3g (standard error %.2g), %.0f nodes/s, single-thread time %s",
        e.nodes(), e.nodesStandardError(), e.nodesPerSecond(), clock(seconds)));
    return 0;
  }

  /** Seconds as h:mm:ss, or in days or years when long. */
  static String clock(double seconds) {
    if (seconds >= 86_400.0 * 365.25) {
      return String.format(Locale.ROOT, "%.3g years", seconds / (86_400.0 * 365.25));
    }
    if (seconds >= 86_400) {
      return String.format(Locale.ROOT, "%.1f days", seconds / 86_400.0);
    }
    long s = (long) seconds;
    return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  }
}

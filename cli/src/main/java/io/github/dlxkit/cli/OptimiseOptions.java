package io.github.dlxkit.cli;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/**
 * The options every optimising subcommand shares ({@code dlx tanks minimise}, {@code dlx tantrix
 * optimise}), as a picocli mixin: {@code --seed}, {@code --time-limit}, {@code --progress},
 * {@code --out} and {@code --from}, and the best file {@code --out} keeps.
 *
 * <p>A command mixes it in ({@code @Mixin OptimiseOptions optimise;}), runs its optimiser under
 * {@link #control} and calls {@link #writeBest} from the optimiser's best listener.
 */
public final class OptimiseOptions {
  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "the seed of the start and of the moves, any integer (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class,
      description = "stop after TIME, e.g. 30s, 5m (default: run until the best possible is reached or an interrupt)")
  Duration timeLimit;

  @Option(names = "--progress", description = "print the best so far and moves per second on stderr every second")
  boolean progress;

  @Option(names = "--out", paramLabel = "FILE",
      description = "write the best so far to FILE whenever it improves (the form --from reads)")
  Path out;

  @Option(names = "--from", paramLabel = "FILE",
      description = "start from FILE (e.g. a best-so-far file of --out) instead of a random start")
  String from;

  /** {@code --seed}. */
  public long seed() {
    return seed;
  }

  /** {@code --from}'s file, or null for a random start. */
  public String from() {
    return from;
  }

  /** Checks that {@code --out}, if given, can be written, before the run (a typo must not cost a run its result). */
  public void checkOut() {
    if (out != null) {
      Outputs.checkWritable("--out", out);
    }
  }

  /**
   * The control of the run: {@code --time-limit}, and with {@code --progress} one line on {@code err}
   * every second, {@code best B  moves M  R moves/s  elapsed Ts}, B from {@code best}.
   */
  public SearchControl control(PrintWriter err, Supplier<String> best) {
    SearchLimits limits = timeLimit == null ? SearchLimits.none() : SearchLimits.none().withTimeLimit(timeLimit);
    return new SearchControl(limits, !progress ? null : pr -> {
      double seconds = Math.max(1e-9, pr.elapsed().toNanos() / 1e9);
      err.println(String.format(Locale.ROOT, "best %s  moves %d  %.0f moves/s  elapsed %.0fs", best.get(), pr.nodes(),
          pr.nodes() / seconds, seconds));
      err.flush();
    }, Duration.ofSeconds(1));
  }

  /**
   * Replaces the {@code --out} file (if given) with {@code text} in one step, a sibling
   * {@code FILE.part} moved over it, so that a run interrupted while writing leaves the previous
   * best whole.
   */
  public void writeBest(String text) {
    if (out == null) {
      return;
    }
    Path absolute = out.toAbsolutePath();
    Path part = absolute.resolveSibling(absolute.getFileName() + ".part");
    Outputs.write("--out", part, text);
    try {
      Files.move(part, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new BadInputException("cannot write --out " + out + ": could not move " + part.getFileName() + " over it");
    }
  }
}

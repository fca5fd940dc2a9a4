package io.github.dlxkit.cli.polyomino;

import io.github.dlxkit.cli.Json;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.polyomino.frontier.FrontierSearch;
import io.github.dlxkit.polyomino.frontier.QuantuminoCount;
import java.io.PrintWriter;
import java.util.List;
import java.math.BigInteger;
import java.util.function.Supplier;

/**
 * {@code dlx quantumino --count}: one aside is a {@link FrontierSearch} counted by core's runner
 * (threads, progress, {@code --checkpoint}, {@code --part}); all asides too, one sweep whose
 * counts are vectors, printed a line per aside.
 */
final class QuantuminoCounting {
  private QuantuminoCounting() {}

  /** The piece put aside from {@code --aside}: 0..16, or {@link QuantuminoCount#ALL} for "all" (only with --count). */
  static int parseAside(String text, boolean count) {
    if (text.equals("all")) {
      if (!count) {
        throw new BadInputException("--aside all needs --count");
      }
      return QuantuminoCount.ALL;
    }
    try {
      int k = Integer.parseInt(text);
      if (k >= 0 && k <= 16) {
        return k;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new BadInputException("--aside must be a piece number from 0 to 16, got " + text);
  }

  /** {@code --slice I/K} as {I, K}; {0, 0} (the whole box) if null. */
  static int[] parseSlice(String slice) {
    if (slice == null) {
      return new int[] {0, 0};
    }
    int k;
    int index = 0;
    String[] f = slice.split("/", -1);
    try {
      index = Integer.parseInt(f[0]);
      k = f.length == 2 ? Integer.parseInt(f[1]) : -1;
    } catch (NumberFormatException e) {
      k = -1;
    }
    if (k < 1 || k > 8 || index < 0 || index >= 1 << k) {
      throw new BadInputException("--slice must be I/K with K from 1 to 8 and I from 0 to 2^K-1, got " + slice
          + " (deprecated: use --part I+1/2^K)");
    }
    return new int[] {index, k};
  }

  /** Slice I of 2^K of {@link FrontierSearch}: a choice per piece 0..K-1, the bits of I. */
  static Subproblem slice(int[] slice) {
    int[] prefix = new int[slice[1]];
    for (int p = 0; p < prefix.length; p++) {
      prefix[p] = slice[0] >>> p & 1;
    }
    return new Subproblem(slice[0], prefix);
  }

  /** The subproblems a plain count of one aside runs: the slice asked for, or a split over the threads. */
  static List<Subproblem> list(FrontierSearch search, String slice, int threads) {
    return slice != null ? List.of(slice(parseSlice(slice))) : search.split(threads);
  }

  /** Prints the count of every aside ({@code --aside all}), {@code counts} one per aside: a line each. */
  static void printAll(List<BigInteger> counts, boolean json, PrintWriter out) {
    for (int a = 0; a < counts.size(); a++) {
      BigInteger n = counts.get(a);
      int piece = a;
      out.println(json ? Json.of(w -> w.beginObject().name("aside").value(piece).name("count").value(n).endObject())
          : a + "\t" + n);
    }
  }

  /** {@code count}, a frontier count past its memory budget refused as bad input (exit 2) with its advice. */
  static <T> T budgeted(Supplier<T> count) {
    try {
      return count.get();
    } catch (MemoBudgetException e) {
      throw new BadInputException(e.getMessage());
    }
  }
}

package io.github.dlxkit.cli.polyomino;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.polyomino.frontier.QuantuminoCount;
import io.github.dlxkit.cli.Json;
import java.io.PrintWriter;
import java.util.TreeMap;

/** {@code dlx quantumino --count}: the frontier count, for one aside or all, whole or one slice. */
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

  static void print(int aside, int[] box, String slice, PrintWriter progress, boolean json, PrintWriter out) {
    int k = 0;
    int index = 0;
    if (slice != null) {
      String[] f = slice.split("/", -1);
      try {
        index = Integer.parseInt(f[0]);
        k = f.length == 2 ? Integer.parseInt(f[1]) : -1;
      } catch (NumberFormatException e) {
        k = -1;
      }
      if (k < 1 || k > 8 || index < 0 || index >= 1 << k) {
        throw new BadInputException("--slice must be I/K with K from 1 to 8 and I from 0 to 2^K-1, got " + slice);
      }
    }
    TreeMap<Integer, Long> counts;
    try {
      counts = QuantuminoCount.count(aside, box, k, index);
    } catch (MemoBudgetException e) {
      throw new BadInputException(e.getMessage());
    }
    if (aside != QuantuminoCount.ALL) {
      out.println(TilingOutput.countLine("count", counts.getOrDefault(aside, 0L), json));
      return;
    }
    for (int a = 0; a <= 16; a++) {
      long n = counts.getOrDefault(a, 0L);
      int piece = a;
      out.println(json ? Json.of(w -> w.beginObject().name("aside").value(piece).name("count").value(n).endObject())
          : a + "\t" + n);
    }
  }
}

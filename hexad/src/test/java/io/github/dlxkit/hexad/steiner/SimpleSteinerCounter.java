package io.github.dlxkit.hexad.steiner;

import io.github.dlxkit.hexad.model.Subsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The slow, obviously correct twin of the exact-cover count: plain backtracking over bit masks.
 * Take the first t-subset (in colex order) that no chosen block covers; try every k-set through it
 * that meets each chosen block in fewer than t points; recurse. Every Steiner system is counted
 * once, because the block through the first uncovered t-subset is determined by the system.
 */
final class SimpleSteinerCounter {
  private final int t;
  private final int v;
  private final List<Long> kSets = new ArrayList<>();
  private final long[] chosen;
  private int depth;

  private SimpleSteinerCounter(int t, int k, int v) {
    this.t = t;
    this.v = v;
    long n = Subsets.binomial(v, k);
    for (long s = (1L << k) - 1, r = 0; r < n; s = Subsets.next(s), r++) {
      kSets.add(s);
    }
    this.chosen = new long[(int) Subsets.binomial(v, t)];
  }

  static long count(int t, int k, int v) {
    return new SimpleSteinerCounter(t, k, v).countFrom((1L << t) - 1);
  }

  private long countFrom(long tSet) {
    long s = tSet;
    long limit = 1L << v;
    while (s < limit && covered(s)) {
      s = Subsets.next(s);
    }
    if (s >= limit) {
      return 1;
    }
    long total = 0;
    for (long block : kSets) {
      if ((block & s) == s && compatible(block)) {
        chosen[depth++] = block;
        total += countFrom(s);
        depth--;
      }
    }
    return total;
  }

  private boolean covered(long tSet) {
    for (int i = 0; i < depth; i++) {
      if ((chosen[i] & tSet) == tSet) {
        return true;
      }
    }
    return false;
  }

  private boolean compatible(long block) {
    for (int i = 0; i < depth; i++) {
      if (Long.bitCount(chosen[i] & block) >= t) {
        return false;
      }
    }
    return true;
  }
}

package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.Digest;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A frontier count ({@link FrontierCounter}) as a core {@link SplittableSearch}: its subproblems
 * are the count's slices at the middle cell, so core's runner counts it like every other count —
 * threads, limits, progress, {@code --checkpoint}, {@code --part K/N}, Spark.
 *
 * <p>Subproblem prefix: one choice per sliced piece, in piece order: choice {@code p} is 1 if
 * piece {@code p} is anchored (has its first cell) before the cut, 0 if not; so prefix
 * {@code b0,…,b(k-1)} is the slice of pattern {@code sum b_p 2^p} of {@code 2^k}, and
 * {@link #split(int)} gives {@code 2^k} of them with index = pattern. {@link #refine} appends the
 * next piece's choice: the two halves of a slice, which add up to it. Where the cut is the layer
 * boundary in the middle of the box a slice with more than half its choices 1 is swept the
 * reversed way ({@link FrontierCounter.Slicing#ENDS_AFTER}), which the box's half-turn says gives
 * the same count and frees fewer pieces before the cut. A node is one state expanded.
 *
 * <pre>{@code
 * FrontierSearch search = FrontierSearch.quantumino(16, new int[] {2, 2, 20});
 * long n = 0;
 * for (Subproblem s : search.split(4)) n += search.count(s).count();   // the aside's packings
 * FrontierSearch all = FrontierSearch.quantuminoAllAsides(new int[] {2, 2, 20});
 * long[] byAside = all.count(all.split(1).get(0)).vector();   // 17 counts, byAside[16] == n
 * }</pre>
 *
 * <p>Splitting finer than {@value #MAX_SPLIT_BITS} pieces is left to {@link #refine}: a slice's
 * states before the cut are those of its coarser slice (only the cut tells the patterns apart),
 * so many fine slices cost many sweeps of about the same size there (docs/polyomino.md).
 */
public final class FrontierSearch implements SplittableSearch {
  /** The most pieces {@link #split} slices on: 2^6 = 64 subproblems. */
  public static final int MAX_SPLIT_BITS = 6;

  private final FrontierCounter counter;
  /** The sets of pieces counted: one (a count of one number), or several (a vector count). */
  private final long[] targets;
  private final int cut;
  private final String identity;

  private FrontierSearch(FrontierCounter counter, long[] targets, String identity) {
    this.counter = counter;
    this.targets = targets;
    this.cut = counter.size() / 2;
    this.identity = identity;
  }

  /**
   * The count of the packings of {@code counter}'s box that use exactly the pieces of
   * {@code target} (bit {@code p} for piece {@code p}), cut into slices at the middle cell.
   */
  public static FrontierSearch of(FrontierCounter counter, long target) {
    checkTarget(counter, target);
    String text = counter.table.describe() + "target " + Long.toHexString(target) + " cut middle\n";
    return new FrontierSearch(counter, new long[] {target}, "frontier:" + Digest.of(text));
  }

  /**
   * The counts of the packings of {@code counter}'s box that use exactly the pieces of each of
   * {@code targets} (at least two sets), in one sweep: a search of {@link #width()}
   * {@code targets.length}, whose counts are vectors ({@link PartCount#vector()}), entry {@code i}
   * the count of {@code targets[i]}.
   */
  public static FrontierSearch of(FrontierCounter counter, long[] targets) {
    if (targets.length < 2) {
      throw new BadInputException("a vector count needs at least two target sets, got " + targets.length);
    }
    StringBuilder text = new StringBuilder(counter.table.describe()).append("targets");
    for (long target : targets) {
      checkTarget(counter, target);
      text.append(' ').append(Long.toHexString(target));
    }
    text.append(" cut middle\n");
    return new FrontierSearch(counter, targets.clone(), "frontier:" + Digest.of(text.toString()));
  }

  private static void checkTarget(FrontierCounter counter, long target) {
    if (target == 0 || target >>> counter.pieces() != 0) {
      throw new BadInputException("target set " + Long.toHexString(target) + " is not a set of the "
          + counter.pieces() + " pieces");
    }
  }

  /**
   * The Quantumino counts of all 17 asides in {@code box} in one sweep (all 17 pieces offered, 16
   * used: the piece missing is the one put aside): a vector count, entry {@code a} the count of
   * aside {@code a}, as {@link #quantumino(int, int[])} counts it alone.
   */
  public static FrontierSearch quantuminoAllAsides(int[] box) {
    long all = (1L << QuantuminoPieces.COUNT) - 1;
    long[] targets = new long[QuantuminoPieces.COUNT];
    for (int a = 0; a < targets.length; a++) {
      targets[a] = all & ~(1L << a);
    }
    return of(FrontierCounter.of(QuantuminoPieces.all(), box), targets);
  }

  /** The Quantumino count of aside {@code aside} (0..16) in {@code box}: the other 16 pieces, all used. */
  public static FrontierSearch quantumino(int aside, int[] box) {
    if (aside < 0 || aside >= QuantuminoPieces.COUNT) {
      throw new BadInputException("aside must be a piece number from 0 to 16, got " + aside);
    }
    List<Polyomino> pieces = new ArrayList<>(QuantuminoPieces.all());
    pieces.remove(aside);
    return of(FrontierCounter.of(pieces, box), (1L << pieces.size()) - 1);
  }

  /** This search with at most {@code bytes} in the state maps of each slice being counted. */
  public FrontierSearch withBudget(long bytes) {
    return new FrontierSearch(counter.withBudget(bytes), targets, identity);
  }

  /**
   * This search with the default budget, 85% of the heap, shared by {@code slices} slices counted
   * at once (the runner's threads): each gets its share.
   */
  public FrontierSearch sharingHeap(int slices) {
    if (slices < 1) {
      throw new BadInputException("slices counted at once must be at least 1, got " + slices);
    }
    return withBudget(Math.max(FrontierCounter.MIN_BUDGET, (long) (Runtime.getRuntime().maxMemory() * 0.85) / slices));
  }

  /**
   * This search spilling states past the budget to a folder of its own per slice under {@code dir}
   * ({@link FrontierCounter#withSpill}), so that slices counted at once do not share one.
   */
  public FrontierSearch withSpill(Path dir) {
    return new FrontierSearch(counter.withSpill(dir), targets, identity);
  }

  @Override
  public String identity() {
    return identity;
  }

  /** {@inheritDoc} The number of target sets: 1, or 17 for all Quantumino asides. */
  @Override
  public int width() {
    return targets.length;
  }

  @Override
  public List<Subproblem> split(int target) {
    SplittableSearch.checkTarget(target);
    int k = 0;
    while (k < MAX_SPLIT_BITS && k < counter.pieces() && 1 << k < target) {
      k++;
    }
    List<Subproblem> out = new ArrayList<>(1 << k);
    for (int s = 0; s < 1 << k; s++) {
      int[] prefix = new int[k];
      for (int p = 0; p < k; p++) {
        prefix[p] = s >>> p & 1;
      }
      out.add(new Subproblem(s, prefix));
    }
    return out;
  }

  @Override
  public List<Subproblem> refine(Subproblem subproblem) {
    int[] prefix = check(subproblem);
    if (prefix.length >= counter.pieces()) {
      return List.of();
    }
    List<Subproblem> halves = new ArrayList<>(2);
    for (int bit = 0; bit < 2; bit++) {
      int[] longer = java.util.Arrays.copyOf(prefix, prefix.length + 1);
      longer[prefix.length] = bit;
      halves.add(new Subproblem(subproblem.index(), longer));
    }
    return halves;
  }

  @Override
  public PartCount count(Subproblem subproblem, SearchLimits limits) {
    int[] prefix = check(subproblem);
    int k = prefix.length;
    long pattern = 0;
    for (int p = 0; p < k; p++) {
      pattern |= (long) prefix[p] << p;
    }
    FrontierCounter c = counter.spill == null ? counter
        : counter.withSpill(counter.spill.resolve("slice-" + subproblem.toLine().replace(':', '-').replace(',', '.')));
    SearchControl control = SearchControl.of(limits);
    long started = System.nanoTime();
    Map<Long, Long> bySet = c.count(c.slice(cut, (1L << k) - 1, new long[] {pattern}, reversed(k, pattern)),
        control.worker());
    Duration elapsed = Duration.ofNanos(System.nanoTime() - started);
    if (targets.length == 1) {
      return new PartCount(bySet.getOrDefault(targets[0], 0L), control.nodes(), elapsed);
    }
    long[] counts = new long[targets.length];
    for (int i = 0; i < counts.length; i++) {
      counts[i] = bySet.getOrDefault(targets[i], 0L);
    }
    return PartCount.of(counts, control.nodes(), elapsed);
  }

  /**
   * Whether the slice of {@code pattern} of {@code 2^k} is swept the reversed way: with more than
   * half its {@code k} pieces anchored before the cut, where the cut is the layer boundary in the
   * middle of the box (there the box's half-turn makes the two ways agree).
   */
  boolean reversed(int k, long pattern) {
    boolean middleLayer = 2 * cut == counter.size() && cut % counter.table.layer == 0;
    return middleLayer && 2 * Long.bitCount(pattern) > k;
  }

  /** The prefix of {@code s}, if it is a slice of this search. */
  private int[] check(Subproblem s) {
    int[] prefix = s.prefix();
    long pattern = 0;
    for (int p = 0; p < prefix.length; p++) {
      if (prefix[p] != 0 && prefix[p] != 1 || p >= counter.pieces()) {
        throw new IllegalArgumentException("subproblem " + s.toLine() + " is not a slice of " + identity
            + ": a choice per piece, 0 or 1, for at most " + counter.pieces() + " pieces");
      }
      pattern |= (long) prefix[p] << p;
    }
    int bits = 32 - Integer.numberOfLeadingZeros(s.index());
    if (bits > prefix.length || (pattern & ((1L << bits) - 1)) != s.index()) {
      throw new IllegalArgumentException("subproblem " + s.toLine() + " is not a slice of " + identity
          + ": its index is not the pattern of its first choices");
    }
    return prefix;
  }
}

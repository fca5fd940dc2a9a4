package io.github.dlxkit.core.memo;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.NecessaryConditions;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.core.search.WatchedSearch;
import java.time.Duration;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Counts the solutions of an exact-cover problem (primary, secondary items, colours) by memoized
 * search, the idea of Knuth's DLX6 and of DXZ (Nishino et al., AAAI 2017): the number of ways to
 * finish depends only on what is left to cover, so each distinct subproblem is counted once.
 *
 * <p>The search branches on the first uncovered primary item in an item order (not the item with
 * fewest options, which would make equal subproblems rare). A subproblem's key is the set of
 * primary items covered plus each secondary item's state (free, taken without colour, or its
 * colour). Memoization pays when the order keeps the frontier narrow &mdash; a board filled in
 * sweep order, where the key is essentially the occupancy of one row's width &mdash; and does not
 * when subproblems rarely repeat (queens, Langford pairs: the states grow as fast as the tree).
 *
 * <p>Counts are exact at any size: a count is a {@code long} until it overflows and is then
 * promoted to a {@link BigInteger}. Memory is bounded by a budget in bytes, checked against the
 * heap before work starts; when the memo reaches it, the count either fails with
 * {@link MemoBudgetException} or, with {@link #withRecountWhenFull(boolean)}, goes on without
 * remembering new states (slower, same answer: memory traded for time).
 *
 * <p>Limits and progress go through core's {@link SearchControl}, as for every search: a node is a
 * subproblem looked up (a call of the search), the time and node limits stop the count with
 * {@link SearchStoppedException} (no partial count: a memoized count is only known at the end),
 * and the fraction done is Knuth's, from the position in each level's branches (a remembered
 * subproblem finishes its subtree at once, so the fraction moves in jumps).
 *
 * <pre>{@code
 * MemoResult r = MemoCounter.of(problem).withBudget(256L << 20).count();
 * BigInteger n = r.solutions();   // exact at any size
 * }</pre>
 *
 * <p><b>Bounds</b> (Knuth's DLX3, {@code a:b|name}): a bounded item is <em>closed</em> when the search
 * decides it takes no more options. The search, on the first open item {@code k} of the order,
 * either closes it (if its count has reached {@code a}) or adds one more of its options, taken in
 * increasing index after the last one added for {@code k} (the <em>cursor</em>), so that each set of
 * options is met once. An option is refused when one of its primary items is closed or would pass
 * its upper bound. A plain item (1:1) is closed by the option that covers it, as before.
 *
 * <p>Layout of a key: {@code width} longs; bit {@code k} (word {@code k>>6}) for the primary item at
 * position {@code k} of the order is set when closed (covered, for a plain item); then, only when
 * the problem has bounds, {@code countBits} bits per bounded item hold the number of chosen options
 * containing it, and {@code cursorBits} bits hold the cursor of the first open item (1 + the index,
 * in its option list, of the last option added for it; 0 when none); then {@code colourBits} bits
 * per secondary item hold 0 (free), 1 (taken without colour) or 1 + colour. No field straddles two
 * words.
 *
 * <p>A counter is configured in place (its {@code with…} methods return it) and counts in the
 * calling thread; it is not thread-safe: one counter per thread.
 */
public final class MemoCounter {
  private final ExactCoverProblem problem;
  private int[] order;
  private long budget;
  private boolean recount;

  // The search's working data, built by count().
  private int primaries;
  private int width;
  private int colourBits;
  /** Bounds of the primary item at position k of the order; countAt[k] its count field's first bit, or -1 for 1:1. */
  private int[] lowerAt;
  private int[] upperAt;
  private int[] countAt;
  private int countBits;
  /** First bit of the cursor field, or -1 when the problem has no bounds. */
  private int cursorAt = -1;
  private int cursorBits;
  /** bitOf[item]: primary position in the order, or (for secondaries) the first bit of its state field. */
  private int[] bitOf;
  /** options[k]: the option ids containing the primary item at position k of the order. */
  private int[][] optionsAt;
  private int[][] optionBits;
  private int[][] optionState;
  private long[] stack;
  private StateTable table;
  private final List<BigInteger> bigs = new ArrayList<>();
  private long lookups;
  private long hits;
  private boolean full;
  private SearchLimits limits = SearchLimits.none();
  private ProgressListener listener;
  private Duration interval = Duration.ofSeconds(1);
  // the running count's control: calls so far, the next poll, the branch taken on each level
  private SearchControl.Worker worker;
  private long calls;
  private long nextPoll;
  private int[] position;
  private int[] branches;
  private int depthNow;
  /** Frames of the recursion: one per closed item and one per option added for a bounded item, plus the root. */
  private int maxDepth;
  /** A trial's stop: the count ends (with {@link #TRIAL_OVER}) once the memo holds this many states. */
  private long trialStates = Long.MAX_VALUE;
  /** A trial's end: a state whose first uncovered item is at this position or later counts as one way. */
  private int trialEnd = Integer.MAX_VALUE;

  private MemoCounter(ExactCoverProblem problem) {
    this.problem = problem;
    this.budget = Runtime.getRuntime().maxMemory() / 2;
  }

  /**
   * {@return a counter of {@code problem}'s solutions, primary items in the problem's order, budget
   * half the heap}
   *
   * @param problem the problem to count; not null
   */
  public static MemoCounter of(ExactCoverProblem problem) {
    Objects.requireNonNull(problem, "problem");
    return new MemoCounter(problem);
  }

  /**
   * Branches on primary items in the order {@code names} gives; primary items not named follow in the
   * problem's order. Throws {@link IllegalArgumentException} for a name that is not a primary item.
   *
   * @param names primary item names, each at most once (e.g. {@link MemoOrder#names()}); empty for
   *     the problem's order
   * @return this counter
   * @throws IllegalArgumentException ({@link BadInputException}) for a name that is not an item's, a
   *     secondary item, or a name given twice
   */
  public MemoCounter withOrder(List<String> names) {
    List<Integer> o = new ArrayList<>();
    boolean[] seen = new boolean[problem.itemCount()];
    for (String n : names) {
      int id;
      try {
        id = problem.itemId(n);
      } catch (RuntimeException e) {
        throw new BadInputException("--order: no item named '" + n + "'");
      }
      if (id < 0 || !problem.isPrimary(id)) {
        throw new BadInputException("--order: '" + n + "' is not a primary item");
      }
      if (seen[id]) {
        throw new BadInputException("--order: '" + n + "' named twice");
      }
      seen[id] = true;
      o.add(id);
    }
    for (int i = 0; i < problem.itemCount(); i++) {
      if (problem.isPrimary(i) && !seen[i]) {
        o.add(i);
      }
    }
    order = o.stream().mapToInt(Integer::intValue).toArray();
    return this;
  }

  /**
   * Limits the memo to {@code bytes}; it must fit in the free heap when {@link #count()} starts.
   *
   * @param bytes the memo's budget in bytes, at least 65,536 (64 KiB)
   * @return this counter
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code bytes} is below 64 KiB
   */
  public MemoCounter withBudget(long bytes) {
    if (bytes < 1 << 16) {
      throw new BadInputException("memo budget must be at least 64 KiB, got " + bytes + " bytes");
    }
    this.budget = bytes;
    return this;
  }

  /**
   * Stops the count at {@code limits} (time, nodes = subproblems looked up) with
   * {@link SearchStoppedException}.
   *
   * @param limits the count's limits, its time limit counted from the start of {@link #count()};
   *     not null
   * @return this counter
   */
  public MemoCounter withLimits(SearchLimits limits) {
    this.limits = java.util.Objects.requireNonNull(limits, "limits");
    return this;
  }

  /**
   * Reports progress to {@code listener} about once per {@code interval}.
   *
   * @param listener told about progress from the counting thread; null for none
   * @param interval about how often, positive when there is a listener ({@link #count()} refuses
   *     another with an {@link IllegalArgumentException})
   * @return this counter
   */
  public MemoCounter withProgress(ProgressListener listener, Duration interval) {
    this.listener = listener;
    this.interval = interval;
    return this;
  }

  /**
   * Sets what a full memo does: go on without remembering new states, or fail.
   *
   * @param recount true to go on (slower, same count), false (the default) to fail with
   *     {@link MemoBudgetException}
   * @return this counter
   */
  public MemoCounter withRecountWhenFull(boolean recount) {
    this.recount = recount;
    return this;
  }

  /**
   * A short trial of this counter's order, for {@link MemoOrder}: the states met when the search
   * stops at the first {@code positions} primary items of the order (a state whose first uncovered
   * item comes later counts as finished), or -1 when they pass {@code states}. Of two orders, the
   * one with fewer states on the same number of positions keeps the frontier narrower where it matters.
   */
  long trialStates(int positions, long states) {
    trialStates = states;
    trialEnd = positions;
    try {
      return count().states();
    } catch (TrialOver e) {
      return -1;
    } finally {
      trialStates = Long.MAX_VALUE;
      trialEnd = Integer.MAX_VALUE;
      table = null;
      stack = null;
      bigs.clear();
    }
  }

  /** Ends a trial; one instance, no stack trace: it is control flow. */
  private static final class TrialOver extends RuntimeException {
    TrialOver() {
      super(null, null, false, false);
    }
  }

  private static final TrialOver TRIAL_OVER = new TrialOver();

  /**
   * Counts the solutions, in the calling thread.
   *
   * @return the exact count, with the memo's states, lookups, hits, peak bytes and time
   * @throws MemoBudgetException if the budget exceeds the free heap, or the memo fills up without
   *     {@link #withRecountWhenFull recounting}
   * @throws SearchStoppedException if a limit, cancellation or the thread's interrupt stopped the
   *     count (its partial result counts no solutions: a memoized count is only known at the end)
   */
  public MemoResult count() {
    Runtime rt = Runtime.getRuntime();
    long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    if (budget > free) {
      throw new MemoBudgetException("memo budget " + (budget >> 20) + " MiB exceeds the free heap ("
          + (free >> 20) + " MiB): lower the budget or raise -Xmx");
    }
    long started = System.nanoTime();
    if (NecessaryConditions.violated(problem).isPresent()) {
      return new MemoResult(BigInteger.ZERO, 0, 0, 0, 0, false, (System.nanoTime() - started) / 1e9);
    }
    prepare();
    long maxSlots = (long) (budget / (1.5 * StateTable.slotBytes(width)));
    table = new StateTable(width, Long.highestOneBit(Math.max(2, maxSlots)));
    SearchControl control = new SearchControl(limits, listener, interval);
    worker = control.worker();
    calls = 0;
    position = new int[maxDepth];
    branches = new int[maxDepth];
    nextPoll = worker.attach(new Watched());
    long handle;
    try {
      handle = search(0);
    } finally {
      worker.detach();
    }
    if (handle == STOPPED) {
      throw new SearchStoppedException(new SearchResult(0, control.stopReason(),
          new SearchStatistics(calls, 0, 0, control.elapsed())));
    }
    BigInteger n = value(handle);
    return new MemoResult(n, table.size(), lookups, hits, table.peakBytes(), full,
        (System.nanoTime() - started) / 1e9);
  }

  private void prepare() {
    if (order == null) {
      withOrder(List.of());
    }
    primaries = order.length;
    colourBits = 64 - Long.numberOfLeadingZeros(problem.colourCount() + 1L);
    bitOf = new int[problem.itemCount()];
    lowerAt = new int[primaries];
    upperAt = new int[primaries];
    countAt = new int[primaries];
    int maxUpper = 1;
    long depth = primaries + 2L;
    for (int k = 0; k < primaries; k++) {
      bitOf[order[k]] = k;
      lowerAt[k] = problem.lowerBound(order[k]);
      upperAt[k] = problem.upperBound(order[k]);
      maxUpper = Math.max(maxUpper, upperAt[k]);
      if (isBounded(k)) {
        depth += upperAt[k];
      }
    }
    maxDepth = (int) Math.min(Integer.MAX_VALUE / 2, depth);
    int bit = primaries;
    Arrays.fill(countAt, -1);
    cursorAt = -1;
    if (problem.hasMultiplicities()) {
      countBits = 64 - Long.numberOfLeadingZeros(maxUpper);
      int mostOptions = 0;
      for (int k = 0; k < primaries; k++) {
        if (isBounded(k)) {
          bit = field(bit, countBits);
          countAt[k] = bit;
          bit += countBits;
        }
      }
      int[] perItem = new int[problem.itemCount()];
      for (int o = 0; o < problem.optionCount(); o++) {
        if (!problem.isDropped(o)) {
          for (int item : problem.optionItems(o)) {
            mostOptions = Math.max(mostOptions, ++perItem[item]);
          }
        }
      }
      cursorBits = 64 - Long.numberOfLeadingZeros(mostOptions);
      bit = field(bit, cursorBits);
      cursorAt = bit;
      bit += cursorBits;
    }
    for (int i = 0; i < problem.itemCount(); i++) {
      if (!problem.isPrimary(i)) {
        bit = field(bit, colourBits);
        bitOf[i] = bit;
        bit += colourBits;
      }
    }
    width = Math.max(1, (bit + 63) / 64);
    List<List<Integer>> at = new ArrayList<>();
    for (int k = 0; k < primaries; k++) {
      at.add(new ArrayList<>());
    }
    int options = problem.optionCount();
    optionBits = new int[options][];
    optionState = new int[options][];
    for (int o = 0; o < options; o++) {
      if (problem.isDropped(o)) {
        continue;
      }
      int[] items = problem.optionItems(o);
      int[] colours = problem.optionColours(o);
      optionBits[o] = new int[items.length];
      optionState[o] = new int[items.length];
      for (int j = 0; j < items.length; j++) {
        optionBits[o][j] = bitOf[items[j]];
        // primary: state -1; secondary: 1 (no colour) or 1 + colour
        optionState[o][j] = problem.isPrimary(items[j]) ? -1 : 1 + colours[j];
        if (problem.isPrimary(items[j])) {
          at.get(bitOf[items[j]]).add(o);
        }
      }
    }
    optionsAt = new int[primaries][];
    for (int k = 0; k < primaries; k++) {
      optionsAt[k] = at.get(k).stream().mapToInt(Integer::intValue).toArray();
    }
    stack = new long[Math.multiplyExact(maxDepth, width)];
  }

  private boolean isBounded(int k) {
    return lowerAt[k] != 1 || upperAt[k] != 1;
  }

  /** The first bit, from {@code bit} on, of a field of {@code bits} bits that does not straddle two words. */
  private static int field(int bit, int bits) {
    return bit / 64 != (bit + bits - 1) / 64 ? (bit / 64 + 1) * 64 : bit;
  }

  private long read(int base, int at, int bits) {
    return stack[base + (at >>> 6)] >>> (at & 63) & ((1L << bits) - 1);
  }

  private void write(int base, int at, int bits, long value) {
    int w = base + (at >>> 6);
    long mask = ((1L << bits) - 1) << (at & 63);
    stack[w] = stack[w] & ~mask | value << (at & 63);
  }

  /** What a stopped search returns up the recursion: no handle is this negative. */
  private static final long STOPPED = Long.MIN_VALUE;

  /** The count as the control sees it: calls, no solutions until the end, Knuth's fraction done. */
  private final class Watched implements WatchedSearch {
    @Override
    public long nodes() {
      return calls;
    }

    @Override
    public long solutions() {
      return 0;
    }

    @Override
    public double progress() {
      return TreeSizeEstimate.fractionDone(position, branches, 0, depthNow);
    }
  }

  /**
   * Counts the completions of the state in stack frame {@code depth}; a handle (see {@link #value}),
   * or {@link #STOPPED} if a limit stopped the count.
   */
  private long search(int depth) {
    if (++calls >= nextPoll) {
      depthNow = depth;
      if ((nextPoll = worker.poll()) < 0) {
        return STOPPED;
      }
    }
    int base = depth * width;
    int k = firstUncovered(base);
    if (k < 0 || k >= trialEnd) {
      return 1;
    }
    lookups++;
    long memo = table.get(stack, base);
    if (memo != StateTable.EMPTY) {
      hits++;
      return memo;
    }
    long total = 0;
    int next = base + width;
    int[] candidates = optionsAt[k];
    int first = 0;
    int branch = 0;
    if (countAt[k] >= 0) {
      // a bounded item: close it (when its count has reached its lower bound), or add an option after the cursor
      long count = read(base, countAt[k], countBits);
      first = (int) read(base, cursorAt, cursorBits);
      boolean closable = count >= lowerAt[k];
      branches[depth] = (closable ? 1 : 0) + (count < upperAt[k] ? candidates.length - first : 0);
      if (closable) {
        System.arraycopy(stack, base, stack, next, width);
        stack[next + (k >>> 6)] |= 1L << (k & 63);
        write(next, cursorAt, cursorBits, 0);
        position[depth] = ++branch;
        long sub = search(depth + 1);
        if (sub == STOPPED) {
          return STOPPED;
        }
        total = add(total, sub);
      }
      if (count >= upperAt[k]) {
        first = candidates.length;
      }
    } else {
      branches[depth] = candidates.length;
    }
    for (int c = first; c < candidates.length; c++) {
      int o = candidates[c];
      System.arraycopy(stack, base, stack, next, width);
      if (apply(o, next)) {
        if (countAt[k] >= 0) {
          write(next, cursorAt, cursorBits, c + 1);
        }
        position[depth] = branch + c - first + 1;
        long sub = search(depth + 1);
        if (sub == STOPPED) {
          return STOPPED;
        }
        total = add(total, sub);
      }
    }
    if (table.size() >= trialStates) {
      throw TRIAL_OVER;
    }
    if (!table.put(stack, base, total)) {
      if (!recount) {
        throw new MemoBudgetException("memo budget of " + (budget >> 20) + " MiB full after " + table.size()
            + " states: raise the budget or allow recounting");
      }
      full = true;
    }
    return total;
  }

  private int firstUncovered(int base) {
    for (int w = 0; w * 64 < primaries; w++) {
      long free = ~stack[base + w];
      if (w * 64 + 64 > primaries) {
        free &= (1L << (primaries - w * 64)) - 1;
      }
      if (free != 0) {
        return w * 64 + Long.numberOfTrailingZeros(free);
      }
    }
    return -1;
  }

  /** Adds option {@code o} to the state at {@code base}; false if it conflicts. */
  private boolean apply(int o, int base) {
    int[] bits = optionBits[o];
    int[] states = optionState[o];
    long fieldMask = (1L << colourBits) - 1;
    for (int j = 0; j < bits.length; j++) {
      int b = bits[j];
      int w = base + (b >>> 6);
      int s = b & 63;
      if (states[j] < 0) {
        if ((stack[w] >>> s & 1) != 0) {
          return false; // covered, or a bounded item closed
        }
        int at = countAt[b];
        if (at < 0) {
          stack[w] |= 1L << s;
        } else {
          long count = read(base, at, countBits) + 1;
          if (count > upperAt[b]) {
            return false;
          }
          write(base, at, countBits, count);
        }
      } else {
        long now = stack[w] >>> s & fieldMask;
        if (now == 0) {
          stack[w] |= (long) states[j] << s;
        } else if (now != states[j] || states[j] == 1) {
          return false;
        }
      }
    }
    return true;
  }

  /** Sum of two handles: a handle is a count {@code >= 0}, or {@code -(i+1)} for {@code bigs.get(i)}. */
  private long add(long a, long b) {
    if (a >= 0 && b >= 0) {
      long s = a + b;
      if (s >= 0) {
        return s;
      }
    }
    bigs.add(value(a).add(value(b)));
    return -bigs.size();
  }

  private BigInteger value(long handle) {
    return handle >= 0 ? BigInteger.valueOf(handle) : bigs.get((int) (-handle - 1));
  }
}

package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.Arrays;

/**
 * The engine's third kernel: Algorithm C on bitsets. The options still compatible with the
 * choices made are the bits of one {@code live} bitset. Choosing an option clears, word by word,
 * the options that share an item with it; an item's number of live options is counted (a popcount
 * per word of its options) only when the branching item is chosen, and the count stops as soon as
 * the item cannot beat the best so far, or, on problems where that pays (see Counts below),
 * counted down as options die. Nothing is unlinked or swapped, and undoing a choice writes back
 * the words it changed.
 *
 * <p>It makes the same choices as {@link DancingCells} — the active primary item with the fewest
 * live options, the first declared on ties (with {@link #setPairWeighing}, except between items
 * with two live options, where of the first few the one whose options would hide the most others
 * wins) — and counts nodes the same
 * way (a node for each level entered, forced moves included, none for a choice that leaves a
 * primary item without options, one more per solution), so its node counts equal that kernel's:
 * the choice of the next item is also the test for a wipe-out. Its update count is the number of
 * words of {@code live} changed, not comparable with the other kernels' counts.
 *
 * <h2>Data layout</h2>
 * The problem's options, entries, masks and conflict lists are a {@link BitLayout}, built once
 * and shared by copies (its Javadoc describes them); the search state is this class's:
 * <ul>
 *   <li><b>Counts</b>: without dense items, when a choice kills few entries against the words of
 *       all items' masks (Sudoku: 116 against 1,300; not pentominoes), each primary item's
 *       number of live options is counted down as options die ({@code count}), with bitsets of
 *       the items of at most one and of two live options ({@code low}), as {@link DancingCells}
 *       keeps them: the choice reads those bits, or the counts, instead of popcounting every item,
 *       and a choice that leaves an item with none is seen while clearing ({@code wiped}).
 *       Measured on Sudoku's top95 (proving each unique): 1,220 to 4,360 puzzles/s.
 *   <li><b>State</b>: {@code live} (bit {@code o}: option {@code o} is compatible with every
 *       choice so far) and {@code active} (bit {@code c}: primary item {@code c} is still to
 *       cover), with {@code pCount} its number of bits.
 *   <li><b>Undo</b>: every word of {@code live} a choice changes goes on a trail (word, old value);
 *       a restore point is the trail's height and a copy of {@code active} (and of {@code count}
 *       and {@code low} when counting), saved only where it is
 *       read again (before the second and later options of a level, and on entering the base
 *       level).
 *   <li><b>Branches</b>: entering a level lists the live options of its item (their entries on it) on {@code branch}
 *       ({@code branchBase[l]} onwards) and clears them from {@code live}, once for all of them;
 *       the level's choices are taken from the list in order.
 * </ul>
 */
final class DancingBits extends SearchMatrix {
  // the layout's arrays (BitLayout documents them), held in this object's final fields so that
  // the hot loops read them without going through the layout
  private final int itemCount;
  private final int words;
  private final int[] optionId;
  private final int[] problemOption;
  private final int[] entryStart;
  private final int[] entryItem;
  private final int[] entryOption;
  private final int[] entryKeep;
  private final int[] maskStart;
  private final int[] maskWord;
  private final long[] maskBits;
  private final int[] maskRank;
  private final int[] maskEntries;
  private final int maxTrail;
  private final long[] denseMask;
  private final int[] conflictStart;
  private final int[] conflictWord;
  private final long[] conflictBits;

  private final BitLayout layout;
  private final long[] live;
  private final long[] active;
  private int pCount;
  /**
   * Without dense masks: primary item {@code c}'s number of live options, counted down as options
   * die (each option's items once), so that the choice reads counts instead of popcounting every
   * item; null with dense masks. Saved and restored with {@code active}.
   */
  private final int[] count;
  /**
   * With {@link #count}: bit c of {@code low[c >>> 6]} while primary item c is active with at most
   * one live option, of {@code low[lowWords + (c >>> 6)]} while it has exactly two, as in
   * {@link DancingCells}, so that the choice finds such an item without a scan.
   */
  private final long[] low;
  private final int lowWords;
  /** Whether the last {@link #apply} left an active primary item with no live option (counted mode). */
  private boolean wiped;
  private int[] countSnaps;
  private long[] lowSnaps;
  /** The live options of the item {@link #nextItem} chose. */
  private int nextSize;
  /**
   * Without counts: {@link #widestPair}'s popcounts of the items it met, each kept for the call
   * it was made in ({@code weighStamp[c] == weighCall}), since the options weighed share items.
   */
  private final int[] weighStamp;
  private final int[] weighCount;
  private int weighCall;
  /** {@link #setPairWeighing}: carried by {@link #copy()}, as a part of the choice rule. */
  private boolean weighPairs;

  private int[] trailWord;
  private long[] trailOld;
  private int trailTop;
  private long[] activeSnaps;
  private int snapTop;

  private int[] branch;
  private final int[] branchBase;
  private final int[] best;
  private final int[] levelSnap;
  private final int[] levelTrail;
  private final int[] levelP;
  private final int[] choiceSnap;
  private final int[] choiceTrail;
  private final int[] choiceP;
  private int fixSnap;
  private int fixTrail;
  private int fixP;

  /** Builds the bitsets for {@code problem}: time and space about linear in its size plus items times words. */
  public DancingBits(ExactCoverProblem problem) {
    this(new BitLayout(problem), null);
  }

  /** A matrix on {@code l}, its state as {@code o}'s (nothing fixed, no search), or as new if null. */
  private DancingBits(BitLayout l, DancingBits o) {
    super(l.primaryCount);
    itemCount = l.itemCount;
    words = l.words;
    optionId = l.optionId;
    problemOption = l.problemOption;
    entryStart = l.entryStart;
    entryItem = l.entryItem;
    entryOption = l.entryOption;
    entryKeep = l.entryKeep;
    maskStart = l.maskStart;
    maskWord = l.maskWord;
    maskBits = l.maskBits;
    maskRank = l.maskRank;
    maskEntries = l.maskEntries;
    maxTrail = l.maxTrail;
    denseMask = l.denseMask;
    conflictStart = l.conflictStart;
    conflictWord = l.conflictWord;
    conflictBits = l.conflictBits;
    layout = l;
    int p = l.primaryCount;
    live = new long[denseMask != null ? BitLayout.DENSE_WORDS : words]; // dense: the words past the options stay 0
    for (int x = 0; x < l.options; x++) {
      live[x >>> 6] |= 1L << x;
    }
    active = new long[(p + 63) >>> 6];
    for (int c = 0; c < p; c++) {
      active[c >>> 6] |= 1L << c;
    }
    pCount = p;
    lowWords = active.length;
    if (l.countsPay) {
      count = new int[p];
      low = new long[2 * lowWords];
      for (int c = 0; c < p; c++) {
        count[c] = l.optionsOf(c);
        if (count[c] <= 2) {
          low[(count[c] == 2 ? lowWords : 0) + (c >>> 6)] |= 1L << c;
        }
      }
      countSnaps = new int[p * 16 + 16];
      lowSnaps = new long[low.length * 16 + 16];
    } else {
      count = null;
      low = null;
    }
    weighStamp = count == null ? new int[p] : null;
    weighCount = count == null ? new int[p] : null;
    if (o != null) { // the same state as o's
      System.arraycopy(o.live, 0, live, 0, live.length);
      System.arraycopy(o.active, 0, active, 0, active.length);
      pCount = o.pCount;
      weighPairs = o.weighPairs;
      if (count != null) {
        System.arraycopy(o.count, 0, count, 0, count.length);
        System.arraycopy(o.low, 0, low, 0, low.length);
      }
    }
    trailWord = new int[Math.max(64, 4 * maxTrail)];
    trailOld = new long[trailWord.length];
    activeSnaps = new long[active.length * 16 + 16];
    branch = new int[64];
    int depth = p + 1;
    branchBase = new int[depth + 1];
    best = new int[depth];
    levelSnap = new int[depth];
    levelTrail = new int[depth];
    levelP = new int[depth];
    choiceSnap = new int[depth];
    choiceTrail = new int[depth];
    choiceP = new int[depth];
  }

  @Override
  public void setPairWeighing(boolean weigh) {
    checkIdle("setPairWeighing");
    this.weighPairs = weigh;
  }

  @Override
  public DancingBits copy() {
    if (fixedCount != 0 || level != 0 || state != FORWARD) {
      throw new IllegalStateException("copy() needs a matrix with nothing fixed and no search under way");
    }
    return new DancingBits(layout, this);
  }

  // ---------------------------------------------------------------------------------------------
  // State: restore points, the trail, choosing an option.

  /** Saves {@code active}; returns the restore point's index. */
  private int snapshot() {
    int w = active.length;
    if ((snapTop + 1) * w > activeSnaps.length) {
      activeSnaps = Arrays.copyOf(activeSnaps, 2 * activeSnaps.length + w);
    }
    System.arraycopy(active, 0, activeSnaps, snapTop * w, w);
    if (count != null) {
      int p = count.length;
      if ((snapTop + 1) * p > countSnaps.length) {
        countSnaps = Arrays.copyOf(countSnaps, 2 * countSnaps.length + p);
      }
      System.arraycopy(count, 0, countSnaps, snapTop * p, p);
      int lw = low.length;
      if ((snapTop + 1) * lw > lowSnaps.length) {
        lowSnaps = Arrays.copyOf(lowSnaps, 2 * lowSnaps.length + lw);
      }
      System.arraycopy(low, 0, lowSnaps, snapTop * lw, lw);
    }
    return snapTop++;
  }

  /** Restores snapshot {@code k} (dropping later ones), {@code live} down to trail height {@code t}, and the active count. */
  private void undoTo(int k, int t, int primaries) {
    System.arraycopy(activeSnaps, k * active.length, active, 0, active.length);
    if (count != null) {
      System.arraycopy(countSnaps, k * count.length, count, 0, count.length);
      System.arraycopy(lowSnaps, k * low.length, low, 0, low.length);
    }
    snapTop = k + 1;
    final long[] live = this.live;
    final int[] trailWord = this.trailWord;
    final long[] trailOld = this.trailOld;
    for (int i = trailTop - 1; i >= t; i--) {
      live[trailWord[i]] = trailOld[i];
    }
    trailTop = t;
    pCount = primaries;
  }

  /** Makes room on the trail for one choice or level. */
  private void trailRoom() {
    if (trailTop + maxTrail > trailWord.length) {
      trailWord = Arrays.copyOf(trailWord, 2 * trailWord.length + maxTrail);
      trailOld = Arrays.copyOf(trailOld, 2 * trailOld.length + maxTrail);
    }
  }

  /** Clears the options of mask {@code m} from {@code live}, each changed word on the trail. */
  private void clear(int m) {
    final int[] maskWord = this.maskWord;
    final long[] maskBits = this.maskBits;
    int t = trailTop;
    for (int k = maskStart[m], end = maskStart[m + 1]; k < end; k++) {
      t = clearWord(maskWord[k], maskBits[k], t);
    }
    updates += t - trailTop;
    trailTop = t;
  }

  /**
   * Clears the options of mask {@code m} but those of mask {@code keep} (a subset of m, its words
   * among m's) from {@code live}, each changed word on the trail.
   */
  private void clearExcept(int m, int keep) {
    int t = trailTop;
    int j = maskStart[keep];
    int jEnd = maskStart[keep + 1];
    for (int k = maskStart[m], end = maskStart[m + 1]; k < end; k++) {
      int w = maskWord[k];
      long bits = maskBits[k];
      if (j < jEnd && maskWord[j] == w) {
        bits &= ~maskBits[j++];
      }
      t = clearWord(w, bits, t);
    }
    updates += t - trailTop;
    trailTop = t;
  }

  /**
   * Clears {@code bits} from word {@code w} of {@code live} with the trail at height {@code t};
   * returns the trail's new height: one more if the word changed (counted mode: its dead options
   * dropped). The word goes on the trail whether or not it changed, and is kept only if it did,
   * so there is no branch to mispredict. Small enough for the JIT to inline into every caller.
   */
  private int clearWord(int w, long bits, int t) {
    long old = live[w];
    long now = old & ~bits;
    trailWord[t] = w;
    trailOld[t] = old;
    live[w] = now;
    if (count != null && now != old) {
      drop(w, old & ~now);
    }
    return t + (now != old ? 1 : 0);
  }

  /**
   * Counted mode: the options of word {@code w} in {@code dead} have just died; counts down their
   * primary items, keeps {@code low} and notes a wipe-out (an active item left with none) in
   * {@link #wiped}.
   */
  private void drop(int w, long dead) {
    final int[] count = this.count;
    final int[] entryStart = this.entryStart;
    final int[] entryItem = this.entryItem;
    final long[] active = this.active;
    final long[] low = this.low;
    final int p = primaryCount;
    for (; dead != 0; dead &= dead - 1) {
      int o = (w << 6) + Long.numberOfTrailingZeros(dead);
      for (int x = entryStart[o], end = entryStart[o + 1]; x < end; x++) {
        int c = entryItem[x];
        if (c >= p) {
          continue;
        }
        int s = --count[c];
        if (s <= 2 && (active[c >>> 6] >>> c & 1) != 0) {
          int cw = c >>> 6;
          if (s == 2) {
            low[lowWords + cw] |= 1L << c;
          } else {
            low[lowWords + cw] &= ~(1L << c);
            low[cw] |= 1L << c;
            if (s == 0) {
              wiped = true;
            }
          }
        }
      }
    }
  }

  /** Takes primary item {@code c} out of {@code active} (and, counted, out of {@code low}). */
  private void deactivate(int c) {
    active[c >>> 6] &= ~(1L << c);
    pCount--;
    if (low != null) {
      low[c >>> 6] &= ~(1L << c);
      low[lowWords + (c >>> 6)] &= ~(1L << c);
    }
  }

  /** Chooses option {@code o}: deactivates its primary items and clears every option sharing an item with it. */
  private void apply(int o) {
    trailRoom();
    final long[] active = this.active;
    for (int x = entryStart[o], end = entryStart[o + 1]; x < end; x++) {
      int c = entryItem[x];
      if (c < primaryCount && (active[c >>> 6] >>> c & 1) != 0) {
        deactivate(c);
      }
    }
    wiped = false;
    if (conflictStart != null) {
      clearConflicts(o);
      return;
    }
    for (int x = entryStart[o], end = entryStart[o + 1]; x < end; x++) {
      if (entryKeep[x] < 0) {
        clear(entryItem[x]);
      } else {
        clearExcept(entryItem[x], entryKeep[x]);
      }
    }
  }

  /** Clears option {@code o}'s conflicts from {@code live}, each changed word on the trail. */
  private void clearConflicts(int o) {
    final int[] conflictWord = this.conflictWord;
    final long[] conflictBits = this.conflictBits;
    int t = trailTop;
    for (int k = conflictStart[o], end = conflictStart[o + 1]; k < end; k++) {
      t = clearWord(conflictWord[k], conflictBits[k], t);
    }
    updates += t - trailTop;
    trailTop = t;
  }

  /**
   * Opens level {@code l} on item {@code b}: lists its live options on {@code branch}, deactivates
   * it and clears its options from {@code live} (each choice then clears only what conflicts
   * through its other items). Saves the level's restore point when {@code keepLevel}, and the
   * choice point only if b has a second option.
   */
  private void enterLevel(int l, int b, boolean keepLevel) {
    best[l] = b;
    if (keepLevel) {
      levelSnap[l] = snapshot();
      levelTrail[l] = trailTop;
      levelP[l] = pCount;
    } else {
      levelSnap[l] = -1;
    }
    int base = branchBase[l];
    int n = 0;
    for (int k = maskStart[b], end = maskStart[b + 1]; k < end; k++) {
      int w = maskWord[k];
      long bits = live[w] & maskBits[k];
      if (base + n + 64 > branch.length) {
        branch = Arrays.copyOf(branch, 2 * branch.length + 64);
      }
      long all = maskBits[k];
      int rank = maskRank[k];
      for (; bits != 0; bits &= bits - 1) {
        // the entry on b of this live option: its rank among b's options of this word
        branch[base + n++] = maskEntries[rank + Long.bitCount(all & ((bits & -bits) - 1))];
      }
    }
    branchBase[l + 1] = base + n;
    branchTotal[l] = n;
    if ((active[b >>> 6] >>> b & 1) != 0) {
      deactivate(b);
    }
    trailRoom();
    clear(b);
    if (n > 1) {
      choiceSnap[l] = snapshot();
      choiceTrail[l] = trailTop;
      choiceP[l] = pCount;
    }
  }

  /**
   * MRV: the active primary item with the fewest live options, the first declared on ties except,
   * with {@link #setPairWeighing}, between items with two ({@link #widestPair}) (its count in
   * {@link #nextSize}); -1 if none. An item's count stops once it reaches the best so far, and the
   * scan stops at an item with none. Weighing, while the best has two, an item whose count
   * reaches two is counted on to see whether it ties,
   * so that the tie-break runs only where there is a tie (on pentominoes 6x10, 186,366 of the
   * 275,332 nodes whose best item has two options have no other item with two).
   */
  private int nextItem() {
    if (denseMask != null) {
      return nextItemDense();
    }
    if (count != null) {
      return nextItemCounted();
    }
    final long[] live = this.live;
    final long[] active = this.active;
    final int[] maskStart = this.maskStart;
    final int[] maskWord = this.maskWord;
    final long[] maskBits = this.maskBits;
    int bestItem = -1;
    int t = Integer.MAX_VALUE;
    int pairs = 0; // while t == 2: the items with two live options so far, bestItem included
    for (int w = 0; w < active.length; w++) {
      for (long bits = active[w]; bits != 0; bits &= bits - 1) {
        int c = (w << 6) + Long.numberOfTrailingZeros(bits);
        int s = 0;
        int k = maskStart[c];
        int end = maskStart[c + 1];
        for (; k < end && s < t; k++) {
          s += Long.bitCount(live[maskWord[k]] & maskBits[k]);
        }
        if (s < t) {
          bestItem = c;
          t = s;
          pairs = 1;
          if (s == 0) {
            nextSize = 0;
            return c;
          }
        } else if (s == 2 && t == 2 && weighPairs) {
          for (; k < end && s == 2; k++) {
            s += Long.bitCount(live[maskWord[k]] & maskBits[k]);
          }
          if (s == 2) {
            pairs++;
          }
        }
      }
    }
    nextSize = t;
    return t == 2 && pairs > 1 ? widestPair(false, bestItem, pairs) : bestItem; // pairs is 1 unless weighPairs
  }

  /** {@link #nextItem} from the counts: the scan of {@link DancingCells#chooseItem}. */
  private int nextItemCounted() {
    final int[] count = this.count;
    final long[] active = this.active;
    int bestItem = -1;
    int t = Integer.MAX_VALUE;
    int ties = 0; // the items with t live options so far, bestItem included
    for (int w = 0; w < active.length; w++) {
      for (long bits = active[w]; bits != 0; bits &= bits - 1) {
        int c = (w << 6) + Long.numberOfTrailingZeros(bits);
        int s = count[c];
        if (s < t) {
          bestItem = c;
          t = s;
          ties = 1;
          if (s == 0) {
            nextSize = 0;
            return c;
          }
        } else if (s == t && weighPairs) {
          ties++;
        }
      }
    }
    nextSize = t;
    return t == 2 && ties > 1 ? widestPair(false, bestItem, ties) : bestItem;
  }

  /**
   * Counted mode, after a choice that wiped nothing out: {@link #nextItem}'s choice from the bits
   * of {@code low} when an item has at most two live options (no active item has none: a choice
   * wiping none out leaves none, as {@link DancingCells#nextItem} explains).
   */
  private int nextItemLow() {
    final long[] low = this.low;
    final int words = lowWords;
    for (int w = 0; w < words; w++) {
      long bits = low[w];
      if (bits != 0) {
        nextSize = 1;
        return (w << 6) + Long.numberOfTrailingZeros(bits);
      }
    }
    for (int w = 0; w < words; w++) {
      long bits = low[words + w];
      if (bits != 0) {
        nextSize = 2;
        int first = (w << 6) + Long.numberOfTrailingZeros(bits);
        if (!weighPairs) {
          return first;
        }
        int pairs = Long.bitCount(bits);
        for (int v = w + 1; v < words && pairs < PAIRS_WEIGHED; v++) {
          pairs += Long.bitCount(low[words + v]);
        }
        return pairs > 1 ? widestPair(true, first, pairs) : first;
      }
    }
    return nextItemCounted();
  }

  /** {@link #nextItem} for problems of at most {@value BitLayout#DENSE_WORDS} words of options. */
  private int nextItemDense() {
    final long[] active = this.active;
    final long[] d = this.denseMask;
    final long l0 = live[0];
    final long l1 = live[1];
    final long l2 = live[2];
    final long l3 = live[3];
    // the smallest (count, item) as one int, count above the item: a min without a branch to
    // mispredict (counts are at most 256 and items fewer than 2^22 in a dense problem)
    int key = Integer.MAX_VALUE;
    int pairs = 0; // the items with two live options
    for (int w = 0; w < active.length; w++) {
      for (long bits = active[w]; bits != 0; bits &= bits - 1) {
        int c = (w << 6) + Long.numberOfTrailingZeros(bits);
        int i = BitLayout.DENSE_WORDS * c;
        int s = Long.bitCount(l0 & d[i]) + Long.bitCount(l1 & d[i + 1])
            + Long.bitCount(l2 & d[i + 2]) + Long.bitCount(l3 & d[i + 3]);
        if (s == 0) {
          nextSize = 0;
          return c;
        }
        key = Math.min(key, s << 22 | c);
        pairs += s == 2 ? 1 : 0; // read only if weighPairs
      }
    }
    if (key == Integer.MAX_VALUE) {
      nextSize = Integer.MAX_VALUE;
      return -1;
    }
    nextSize = key >>> 22;
    int first = key & ((1 << 22) - 1);
    return weighPairs && nextSize == 2 && pairs > 1 ? widestPair(false, first, pairs) : first;
  }

  /**
   * The tie-break between items with two live options ({@link #setPairWeighing}): of the first
   * {@link SearchMatrix#PAIRS_WEIGHED} active primary items with two, the one whose two options
   * would hide the most others through their other primary items (the sum of those items' live
   * options), the first declared among equals. {@code first} is the first declared item with two
   * and {@code pairs} (at least two) how many there are, or at least how many are weighed, so
   * that the walk starts at the first and stops at the last weighed. {@code fromLow}: the items
   * with two are the bits of {@code low} (counted mode, where they are kept), else found by
   * counting.
   */
  private int widestPair(boolean fromLow, int first, int pairs) {
    final long[] live = this.live;
    final int[] maskStart = this.maskStart;
    final int[] maskWord = this.maskWord;
    final long[] maskBits = this.maskBits;
    final int[] entryStart = this.entryStart;
    final int[] entryItem = this.entryItem;
    final int p = primaryCount;
    final int[] stamp = weighStamp;
    final int[] counted = weighCount;
    final int call = ++weighCall;
    if (stamp != null && call == Integer.MAX_VALUE) {
      Arrays.fill(stamp, 0);
      weighCall = 0;
    }
    int weigh = Math.min(pairs, PAIRS_WEIGHED);
    int pair = -1;
    int most = -1;
    int weighed = 0;
    int words = fromLow ? lowWords : active.length;
    for (int w = first >>> 6; w < words && weighed < weigh; w++) {
      long bits = fromLow ? low[lowWords + w] : active[w];
      if (w == first >>> 6) {
        bits &= -1L << first; // the items before the first have more than two
      }
      for (; bits != 0 && weighed < weigh; bits &= bits - 1) {
        int c = (w << 6) + Long.numberOfTrailingZeros(bits);
        if (!fromLow && c != first && liveCount(c) != 2) {
          continue;
        }
        weighed++;
        int hides = 0;
        for (int k = maskStart[c], end = maskStart[c + 1]; k < end; k++) {
          for (long options = live[maskWord[k]] & maskBits[k]; options != 0; options &= options - 1) {
            int o = (maskWord[k] << 6) + Long.numberOfTrailingZeros(options);
            for (int e = entryStart[o], last = entryStart[o + 1]; e < last; e++) {
              int i = entryItem[e];
              if (i < p && i != c) {
                if (stamp == null) {
                  hides += count[i];
                } else if (stamp[i] == call) {
                  hides += counted[i];
                } else {
                  int n = liveCount(i);
                  stamp[i] = call;
                  counted[i] = n;
                  hides += n;
                }
              }
            }
          }
        }
        if (hides > most) {
          most = hides;
          pair = c;
        }
      }
    }
    return pair;
  }

  /** Primary item c's live options: its count in counted mode, else a popcount of its mask. */
  private int liveCount(int c) {
    if (count != null) {
      return count[c];
    }
    int s = 0;
    for (int k = maskStart[c], end = maskStart[c + 1]; k < end; k++) {
      s += Long.bitCount(live[maskWord[k]] & maskBits[k]);
    }
    return s;
  }

  // ---------------------------------------------------------------------------------------------
  // The search loop: DancingCells' loop on this state. Each kernel keeps its own copy: one loop in
  // SearchMatrix would reach the kernels' steps through virtual calls, in the innermost loop.

  @Override
  Event step() {
    int level = this.level;
    int state = this.state;
    int b;
    int idx;
    try {
      if (state == DONE) {
        return Event.EXHAUSTED;
      }
      if (state == RECOVER) {
        b = best[level];
        idx = branchIndex[level];
      } else {
        if (level == leafLevel) {
          state = RECOVER;
          level--;
          return Event.PREFIX;
        }
        if (nodes >= nextPoll && atPoll(level)) {
          return Event.STOPPED;
        }
        nodes++;
        b = nextItem();
        if (b < 0) {
          // no primary item left at the base level: the fixed options already form a solution
          nodes++;
          solutions++;
          solutionLevels = level;
          state = DONE;
          return Event.SOLUTION;
        }
        enterLevel(level, b, level == baseLevel);
        if (branchTotal[level] > 1) {
          branchNodes++;
        }
        idx = 0;
      }
      while (true) {
        if (idx >= branchTotal[level]) {
          // every option of b was tried: leave the level; the parent restores its own choice
          // point before its next option, so only the base level restores its entry state
          if (level == baseLevel) {
            undoTo(levelSnap[level], levelTrail[level], levelP[level]);
            snapTop = levelSnap[level];
            state = DONE;
            return Event.EXHAUSTED;
          }
          level--;
          b = best[level];
          idx = branchIndex[level];
          continue;
        }
        if (idx > 0) {
          undoTo(choiceSnap[level], choiceTrail[level], choiceP[level]);
        }
        int x = branch[branchBase[level] + idx];
        choice[level] = x;
        branchIndex[level] = ++idx;
        apply(entryOption[x]);
        if (pCount == 0) {
          nodes++;
          solutions++;
          solutionLevels = level + 1;
          state = RECOVER;
          return Event.SOLUTION;
        }
        // the next item, chosen now, is the wipe-out test: an active item with no option left
        int next;
        if (count != null) {
          if (wiped) {
            continue;
          }
          next = nextItemLow();
        } else {
          next = nextItem();
          if (nextSize == 0) {
            continue;
          }
        }
        level++;
        if (level == leafLevel) {
          state = RECOVER;
          level--;
          return Event.PREFIX;
        }
        if (nodes >= nextPoll && atPoll(level)) {
          state = FORWARD;
          return Event.STOPPED;
        }
        nodes++;
        enterLevel(level, next, false);
        if (branchTotal[level] > 1) {
          branchNodes++;
        }
        b = next;
        idx = 0;
      }
    } finally {
      this.level = level;
      this.state = state;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Fixing options, undoing levels, replaying prefixes.

  @Override
  int optionOf(int x) {
    return optionId[entryOption[x]];
  }

  /** {@inheritDoc} The option must still be live: compatible with every option fixed before. */
  @Override
  public boolean fix(int optionId) {
    checkIdle("fix");
    if (optionId < 0 || optionId >= problemOption.length) {
      throw new IllegalArgumentException("no option with id " + optionId);
    }
    int o = problemOption[optionId];
    if (o < 0 || (live[o >>> 6] >>> o & 1) == 0) {
      return false;
    }
    if (fixedCount == 0) {
      fixSnap = snapshot();
      fixTrail = trailTop;
      fixP = pCount;
    }
    // a wipe-out here is not a conflict: the fixed options just leave no solution
    apply(o);
    fixed[fixedCount++] = entryStart[o];
    return true;
  }

  @Override
  public void unfixAll() {
    checkIdle("unfixAll");
    if (fixedCount > 0) {
      undoTo(fixSnap, fixTrail, fixP);
      snapTop = fixSnap;
      fixedCount = 0;
    }
  }

  /**
   * {@inheritDoc} Only the base level and replayed levels keep their entry state; a level above
   * them is undone together with the levels below it, so undoing it alone does nothing.
   */
  @Override
  void undoLevel(int l) {
    if (levelSnap[l] >= 0) {
      undoTo(levelSnap[l], levelTrail[l], levelP[l]);
      snapTop = levelSnap[l];
    }
  }

  @Override
  void replayCodes(int l, int[] codes, int at) {
    replayLevel(l, codes[at]);
    choice[l] = codes[at];
  }

  /** Applies {@code x} as the choice on level {@code l}, exactly as the search would. */
  private void replayLevel(int l, int x) {
    enterLevel(l, entryItem[x], true);
    apply(entryOption[x]);
  }
}

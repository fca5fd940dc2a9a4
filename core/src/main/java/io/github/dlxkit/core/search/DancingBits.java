package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.Arrays;

/**
 * The engine's third kernel: Algorithm C on bitsets. The options still compatible with the
 * choices made are the bits of one {@code live} bitset; choosing an option takes the options that
 * share an item with it out of {@code live} a word at a time, and only the sizes of the items
 * they cover are counted down one by one. Nothing is unlinked or swapped, so an update is a word
 * operation or a decrement where dancing cells moves entries and their positions.
 *
 * <p>It makes the same choices as {@link DancingCells} — the active primary item with the fewest
 * live options, the first declared on ties — and counts nodes the same way (a node for each level
 * entered, forced moves included, none for a choice that leaves a primary item without options,
 * one more per solution), so its node counts equal that kernel's. Its update count is the number
 * of size decrements, not comparable with the other kernels'.
 *
 * <h2>Data layout</h2>
 * <ul>
 *   <li><b>Options</b> are renumbered {@code 0..O-1} without the dropped ones; option {@code o}'s
 *       entries are {@code entryStart[o] .. entryStart[o+1]-1}, entry {@code e} naming its item
 *       {@code entryItem[e]} (primary items {@code 0..P-1}, then the secondary ones) and option
 *       {@code entryOption[e]}. An entry is what the other kernels call a node.
 *   <li><b>Masks</b> are sparse bitsets over options: mask {@code m}'s nonzero words are
 *       {@code maskWord[k]}, {@code maskBits[k]} for {@code k} in
 *       {@code maskStart[m] .. maskStart[m+1]-1}. Mask {@code c < N} holds item {@code c}'s
 *       options. {@code entryMask[e]} is the mask of the options entry {@code e}'s option
 *       conflicts with through its item: all the item's options, or, for a secondary item with a
 *       colour, those of the item with another colour or none (one mask per item and colour).
 *   <li><b>State</b>: {@code live} (bit {@code o}: option {@code o} is compatible with every
 *       choice), {@code size[c]} (live options of primary item {@code c}, kept for all primary
 *       items), {@code active} (bit {@code c}: primary item {@code c} still to cover) and
 *       {@code low} (active primary items with at most one live option, as in DancingCells).
 *   <li><b>Undo</b>: {@code live}'s changed words go on a trail (word, old value); a restore point
 *       is the trail's height and a copy of {@code size}, {@code active} and {@code low}, saved
 *       only where it is read again (before the second and later options of a level, and on
 *       entering the base level).
 *   <li><b>Branches</b>: entering a level lists the live options of its item on {@code branch}
 *       ({@code branchBase[l]} onwards); the level's choices are taken from there in order.
 * </ul>
 */
public final class DancingBits extends SearchMatrix {
  private final int itemCount;
  private final int words;
  private final int[] optionId;
  private final int[] problemOption;
  private final int[] entryStart;
  private final int[] entryItem;
  private final int[] entryOption;
  private final int[] entryMask;
  private final int[] maskStart;
  private final int[] maskWord;
  private final long[] maskBits;

  private final long[] live;
  private final int[] size;
  private final long[] active;
  private final long[] low;
  private int pCount;

  private int[] trailWord = new int[64];
  private long[] trailOld = new long[64];
  private int trailTop;
  private int[] snaps; // copies of size (P ints), then active and low (2 x PW longs as ints pairs)
  private long[] bitSnaps;
  private int snapTop;
  /** The most words one choice can change: the room apply makes on the trail beforehand. */
  private final int maxTrail;

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
    super(problem.primaryCount());
    int n = problem.itemCount();
    int p = primaryCount;
    this.itemCount = n;
    int[] kernelItem = new int[n];
    for (int i = 0, np = 0, ns = p; i < n; i++) {
      kernelItem[i] = problem.isPrimary(i) ? np++ : ns++;
    }
    int options = 0;
    long entries = 0;
    for (int o = 0; o < problem.optionCount(); o++) {
      if (!problem.isDropped(o)) {
        options++;
        entries += problem.optionSize(o);
      }
    }
    if (entries > Integer.MAX_VALUE / 4) {
      throw new BadInputException("problem too large for the engine: " + entries + " entries");
    }
    words = Math.max(1, (options + 63) >>> 6);
    optionId = new int[options];
    problemOption = new int[problem.optionCount()];
    entryStart = new int[options + 1];
    entryItem = new int[(int) entries];
    entryOption = new int[(int) entries];
    int[] entryColour = new int[(int) entries];
    int e = 0;
    for (int o = 0, ko = 0; o < problem.optionCount(); o++) {
      if (problem.isDropped(o)) {
        problemOption[o] = -1;
        continue;
      }
      problemOption[o] = ko;
      optionId[ko] = o;
      entryStart[ko] = e;
      for (int k = problem.optionStart(o); k < problem.optionStart(o + 1); k++) {
        entryItem[e] = kernelItem[problem.entryItem(k)];
        entryColour[e] = problem.entryColour(k);
        entryOption[e] = ko;
        e++;
      }
      ko++;
    }
    entryStart[options] = e;
    // masks: one per item, then one per (secondary item, colour) met
    java.util.Map<Long, Integer> colourMask = new java.util.HashMap<>();
    entryMask = new int[e];
    for (int x = 0; x < e; x++) {
      int c = entryItem[x];
      entryMask[x] = c < p || entryColour[x] == 0 ? c
          : colourMask.computeIfAbsent((long) c << 32 | entryColour[x], k -> n + colourMask.size());
    }
    int masks = n + colourMask.size();
    long[][] dense = new long[masks][];
    for (int x = 0; x < e; x++) {
      int c = entryItem[x];
      int o = entryOption[x];
      add(dense, c, o);
    }
    for (var m : colourMask.entrySet()) {
      int c = (int) (m.getKey() >>> 32);
      int colour = (int) (long) m.getKey();
      for (int x = 0; x < e; x++) {
        if (entryItem[x] == c && entryColour[x] != colour) {
          add(dense, m.getValue(), entryOption[x]);
        }
      }
    }
    maskStart = new int[masks + 1];
    int nonzero = 0;
    for (int m = 0; m < masks; m++) {
      maskStart[m] = nonzero;
      for (long bits : dense[m] == null ? new long[0] : dense[m]) {
        nonzero += bits != 0 ? 1 : 0;
      }
    }
    maskStart[masks] = nonzero;
    maskWord = new int[nonzero];
    maskBits = new long[nonzero];
    for (int m = 0, k = 0; m < masks; m++) {
      for (int w = 0; dense[m] != null && w < dense[m].length; w++) {
        if (dense[m][w] != 0) {
          maskWord[k] = w;
          maskBits[k++] = dense[m][w];
        }
      }
    }
    live = new long[words];
    for (int o = 0; o < options; o++) {
      live[o >>> 6] |= 1L << o;
    }
    // sizes and activity bits for every item, so that counting down needs no test for primary
    // items; a secondary item's bit is never set and its size is never read
    size = new int[n];
    for (int x = 0; x < e; x++) {
      size[entryItem[x]]++;
    }
    active = new long[(n + 63) >>> 6];
    low = new long[active.length];
    for (int c = 0; c < p; c++) {
      active[c >>> 6] |= 1L << c;
      if (size[c] <= 1) {
        low[c >>> 6] |= 1L << c;
      }
    }
    pCount = p;
    int longest = 0;
    for (int o = 0; o < options; o++) {
      int words = 0;
      for (int x = entryStart[o]; x < entryStart[o + 1]; x++) {
        words += maskStart[entryMask[x] + 1] - maskStart[entryMask[x]];
      }
      longest = Math.max(longest, words);
    }
    maxTrail = longest;
    snaps = new int[p * 8 + 8];
    bitSnaps = new long[active.length * 16 + 16];
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

  private static void add(long[][] dense, int m, int option) {
    int w = option >>> 6;
    if (dense[m] == null || dense[m].length <= w) {
      dense[m] = Arrays.copyOf(dense[m] == null ? new long[0] : dense[m], Math.max(w + 1, 2 * (dense[m] == null ? 0 : dense[m].length)));
    }
    dense[m][w] |= 1L << option;
  }

  private DancingBits(DancingBits o) {
    super(o.primaryCount);
    itemCount = o.itemCount;
    words = o.words;
    optionId = o.optionId;
    problemOption = o.problemOption;
    entryStart = o.entryStart;
    entryItem = o.entryItem;
    entryOption = o.entryOption;
    entryMask = o.entryMask;
    maskStart = o.maskStart;
    maskWord = o.maskWord;
    maskBits = o.maskBits;
    live = o.live.clone();
    size = o.size.clone();
    active = o.active.clone();
    low = o.low.clone();
    pCount = o.pCount;
    snaps = new int[o.snaps.length];
    bitSnaps = new long[o.bitSnaps.length];
    maxTrail = o.maxTrail;
    branch = new int[o.branch.length];
    int depth = primaryCount + 1;
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
  public DancingBits copy() {
    if (fixedCount != 0 || level != 0 || state != FORWARD) {
      throw new IllegalStateException("copy() needs a matrix with nothing fixed and no search under way");
    }
    return new DancingBits(this);
  }

  // ---------------------------------------------------------------------------------------------
  // State: snapshots, the trail, choosing an option.

  private boolean isActive(int c) {
    return (active[c >>> 6] >>> c & 1) != 0;
  }

  private int snapshot() {
    int p = primaryCount;
    int w = active.length;
    if ((snapTop + 1) * p > snaps.length) {
      snaps = Arrays.copyOf(snaps, 2 * snaps.length + p);
    }
    System.arraycopy(size, 0, snaps, snapTop * p, p);
    if ((snapTop + 1) * 2 * w > bitSnaps.length) {
      bitSnaps = Arrays.copyOf(bitSnaps, 2 * bitSnaps.length + 2 * w);
    }
    System.arraycopy(active, 0, bitSnaps, snapTop * 2 * w, w);
    System.arraycopy(low, 0, bitSnaps, snapTop * 2 * w + w, w);
    return snapTop++;
  }

  /** Restores snapshot {@code k} (dropping later ones), {@code live} down to trail height {@code t}, and the active count. */
  private void undoTo(int k, int t, int primaries) {
    int p = primaryCount;
    int w = active.length;
    System.arraycopy(snaps, k * p, size, 0, p);
    System.arraycopy(bitSnaps, k * 2 * w, active, 0, w);
    System.arraycopy(bitSnaps, k * 2 * w + w, low, 0, w);
    snapTop = k + 1;
    final long[] live = this.live;
    for (int i = trailTop - 1; i >= t; i--) {
      live[trailWord[i]] = trailOld[i];
    }
    trailTop = t;
    pCount = primaries;
  }

  /**
   * Chooses option {@code o}: takes every live option sharing an item with it (itself included)
   * out of {@code live}, counts their primary items down, and deactivates o's primary items.
   * Returns {@code false} if some active primary item is left without options — at once when
   * {@code stopAtWipeOut} (the caller undoes), else after taking everything out.
   */
  private boolean apply(int o, boolean stopAtWipeOut) {
    final long[] live = this.live;
    final int[] entryItem = this.entryItem;
    final int[] entryStart = this.entryStart;
    final int[] size = this.size;
    final long[] active = this.active;
    final long[] low = this.low;
    final int p = primaryCount;
    int first = entryStart[o];
    int last = entryStart[o + 1];
    // o's own items first, so that their emptied sets are not taken for wipe-outs
    for (int x = first; x < last; x++) {
      int c = entryItem[x];
      if ((active[c >>> 6] >>> c & 1) != 0) {
        active[c >>> 6] &= ~(1L << c);
        low[c >>> 6] &= ~(1L << c);
        pCount--;
      }
    }
    if (trailTop + maxTrail > trailWord.length) {
      trailWord = Arrays.copyOf(trailWord, 2 * trailWord.length + maxTrail);
      trailOld = Arrays.copyOf(trailOld, 2 * trailOld.length + maxTrail);
    }
    boolean wipedOut = false;
    long decrements = 0;
    for (int x = first; x < last; x++) {
      int m = entryMask[x];
      for (int k = maskStart[m], kEnd = maskStart[m + 1]; k < kEnd; k++) {
        int w = maskWord[k];
        long d = live[w] & maskBits[k];
        if (d == 0) {
          continue;
        }
        // an option sharing several items with o is taken out once: at the first, live forgets it
        trailWord[trailTop] = w;
        trailOld[trailTop++] = live[w];
        live[w] &= ~d;
        for (; d != 0; d &= d - 1) {
          int y = (w << 6) + Long.numberOfTrailingZeros(d);
          for (int e = entryStart[y], end = entryStart[y + 1]; e < end; e++) {
            int c = entryItem[e];
            int s = --size[c];
            decrements++;
            if (s <= 1 && (active[c >>> 6] >>> c & 1) != 0) {
              low[c >>> 6] |= 1L << c;
              wipedOut |= s == 0;
            }
          }
        }
      }
      if (wipedOut && stopAtWipeOut) {
        break;
      }
    }
    updates += decrements;
    return !wipedOut;
  }

  /**
   * Opens level {@code l} on item {@code b}: lists its live options on {@code branch} and
   * deactivates it; saves the level's restore point when {@code keepLevel}, and the choice point
   * only if b has a second option.
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
      for (; bits != 0; bits &= bits - 1) {
        branch[base + n++] = (w << 6) + Long.numberOfTrailingZeros(bits);
      }
    }
    branchBase[l + 1] = base + n;
    branchTotal[l] = n;
    if (n > 1) {
      choiceSnap[l] = snapshot();
      choiceTrail[l] = trailTop;
      choiceP[l] = pCount;
    }
  }

  /** The entry of option {@code o} on item {@code c}. */
  private int entryOf(int o, int c) {
    for (int x = entryStart[o]; ; x++) {
      if (entryItem[x] == c) {
        return x;
      }
    }
  }

  /**
   * The item to branch on: the first declared active primary item with one option left, from the
   * bits of {@code low} without a scan; else (or if one has none left) the scan for the fewest.
   */
  private int nextItem() {
    final long[] low = this.low;
    int first = -1;
    for (int w = 0; w < low.length; w++) {
      for (long bits = low[w] & active[w]; bits != 0; bits &= bits - 1) {
        int c = (w << 6) + Long.numberOfTrailingZeros(bits);
        if (size[c] == 0) {
          return c;
        }
        if (first < 0) {
          first = c;
        }
      }
    }
    return first >= 0 ? first : chooseItem();
  }

  /** MRV: the active primary item with the fewest live options, the first declared on ties; -1 if none. */
  private int chooseItem() {
    int bestItem = -1;
    int t = Integer.MAX_VALUE;
    for (int w = 0; w < active.length; w++) {
      for (long bits = active[w]; bits != 0; bits &= bits - 1) {
        int c = (w << 6) + Long.numberOfTrailingZeros(bits);
        int s = size[c];
        if (s < t) {
          bestItem = c;
          t = s;
        }
      }
    }
    return bestItem;
  }

  // ---------------------------------------------------------------------------------------------
  // The search loop: DancingCells' loop on this state.

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
          nodes++;
          solutions++;
          solutionLevels = level;
          state = DONE;
          return Event.SOLUTION;
        }
        enterLevel(level, b, level == baseLevel);
        idx = 0;
      }
      while (true) {
        if (idx >= branchTotal[level]) {
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
        int o = branch[branchBase[level] + idx];
        choice[level] = entryOf(o, b);
        branchIndex[level] = ++idx;
        if (!apply(o, true)) {
          continue;
        }
        if (pCount == 0) {
          nodes++;
          solutions++;
          solutionLevels = level + 1;
          state = RECOVER;
          return Event.SOLUTION;
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
        b = nextItem();
        enterLevel(level, b, false);
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
    apply(o, false);
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

  @Override
  void undoLevel(int l) {
    if (levelSnap[l] >= 0) {
      undoTo(levelSnap[l], levelTrail[l], levelP[l]);
      snapTop = levelSnap[l];
    }
  }

  @Override
  void replayLevel(int l, int x) {
    enterLevel(l, entryItem[x], true);
    apply(entryOption[x], false);
  }
}

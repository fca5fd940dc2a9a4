package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The engine's second kernel: Algorithm C on sparse sets instead of linked lists ("dancing cells",
 * as in Knuth's SSXCC and Solnon's work), with early detection of wiped-out items.
 *
 * <p>Each item keeps the options that can still cover it in a segment of one array, the live ones
 * first; hiding an option swaps its entry behind the live ones and shrinks the item's size, and
 * undoing only restores sizes (from a snapshot), never links. Choosing an option hides the options of
 * all its items and stops as soon as some primary item has no option left, so dead branches cost
 * one partial update instead of a search-tree node. It finds the same solutions as
 * {@link DancingLinks}; its tree is smaller (no nodes for wiped-out choices), so its node and
 * update counts differ from DLX2's and are not comparable with them.
 *
 * <h2>Data layout</h2>
 * Records are interleaved in flat arrays, as in Knuth's SSXCC, so that one record is one cache
 * line and one bounds check.
 * <ul>
 *   <li><b>Items</b> are renumbered: primary items {@code 0..P-1} in declaration order, then the
 *       secondary ones {@code P..N-1}. Item {@code c}'s record is {@code item[c*IW ..]}:
 *       {@code START} (its segment in {@code set}) and {@code ACT} (its index in {@code act});
 *       its number of live options is {@code size[c]}, kept apart so that it can be saved and
 *       restored in one array copy. (The size beside {@code START} in the record was tried: Sudoku
 *       ran 10% slower.)
 *   <li><b>Nodes</b> are the entries of the live options, option after option, each option
 *       followed by a spacer node (Knuth's layout): the nodes of kernel option {@code o} are
 *       {@code optionStart[o] .. optionStart[o+1]-2} and its spacer is {@code optionStart[o+1]-1}.
 *       Node {@code x}'s record is {@code node[x*NW ..]}: {@code ITEM} and {@code LOC} (its index
 *       in {@code set}); a spacer's {@code ITEM} is -1 and its {@code LOC} the first node of its
 *       option, so that hiding walks an option cyclically from any of its nodes. The record holds
 *       only what hiding reads (29 KB for Sudoku's 3,645 nodes, against 47 KB with the option and
 *       colour in it); a node's option and colour are in {@code nodeOption[]} and
 *       {@code colour[]}.
 *   <li><b>Sets</b>: item {@code c}'s nodes occupy {@code set[START ..]} up to the next item's
 *       segment; the first {@code size[c]} are its live options, so a node is live in its item iff
 *       {@code LOC < START + size[c]}. Hiding swaps a node behind the live ones.
 *   <li><b>Active items</b>: {@code act[0..pCount)} are the primary items still to cover and
 *       {@code act[P..P+sCount)} the secondary items still free. Deactivating swaps an item behind
 *       the active ones, so restoring the counts reactivates exactly the items deactivated since.
 *   <li><b>Low items</b>: bit {@code c} of {@code low[c >>> 6]} is set while primary item
 *       {@code c} is active with at most one option left, and bit {@code c} of
 *       {@code low[W + (c >>> 6)]} ({@code W} words further) while it is active with exactly two
 *       (set by the update that brings its size down to 2, 1 or 0, cleared when it is deactivated,
 *       restored with the sizes), so that the choice of the branching item finds an item with one
 *       or two options left — nearly every node's choice on problems like Sudoku — without
 *       scanning all active items, and makes the same choice as the scan.
 *   <li><b>Snapshots</b>: the search saves a restore point only where it is read again: before
 *       the second and later options of a level (none for an item with one option left), and on
 *       entering the base level. Below {@link #TRAIL_FROM_ITEMS} items a restore point is a copy
 *       of {@code size[]} (and {@code low}) in {@code snaps}, and undoing copies it back: for a
 *       few hundred items that is cheaper than logging changes (a trail for every problem was
 *       tried first, and was slower), and it keeps the hot update free of logging. From
 *       {@link #TRAIL_FROM_ITEMS} items on ({@code trailed}, fixed at construction) a restore
 *       point is a mark in {@code trail}, which holds the (item, old size) pair of each item the
 *       first time its size changes after the latest restore point ({@code stamp[c] == epoch});
 *       undoing puts those sizes back and recomputes the low bits of the items whose size or
 *       activity changed. Large grids search thousands of levels deep: the empty 100×100
 *       Sudoku (40,000 items) held 9,386 restore points at once, 1.5 GB of copies (2.8 GB with
 *       the array's growth), while about 200 sizes change between two of them.
 * </ul>
 * Invariant: the sets of active items hold exactly the options compatible with the options chosen
 * so far; the set of an inactive item is frozen from the end of the update that deactivated it
 * (during that update it still loses the options hidden, so that each is hidden once).
 */
final class DancingCells extends SearchMatrix {
  // item records, IW ints each
  private static final int IW = 2;
  private static final int START = 0; // first index of the item's segment in set
  private static final int ACT = 1; // index in act
  // node records, NW ints each
  private static final int NW = 2;
  private static final int ITEM = 0; // -1 for a spacer
  private static final int LOC = 1; // index in set; a spacer's: the first node of its option

  private final int itemCount; // N
  private final int[] optionStart;
  private final int[] optionId; // kernel option -> problem option id
  private final int[] problemOptionFirstNode; // problem option id -> its first node, -1 if dropped

  private final int[] item;
  private final int[] node;
  private final int[] nodeOption; // node -> kernel option
  private final int[] colour; // node -> its colour, 0 for none
  private final int[] set;
  private final int[] act;
  private int pCount;
  private int sCount;
  private final int[] purified; // secondary item -> colour given when deactivated (0: plain cover)

  private final int[] size; // live options per item (contiguous, for snapshots)
  private int[] snaps; // saved copies of size[], one per restore point (copied snapshots only)
  // active primary items with at most one option left (bit c of low[c >>> 6]) and with two
  // (bit c of low[lowWords + (c >>> 6)]), saved and restored with the sizes, so that an item with
  // one or two options left is found without scanning every item
  private final long[] low;
  private final int lowWords;
  private long[] lowSnaps;
  private int snapTop; // number of snapshots in use
  // trailed snapshots (big matrices, see TRAIL_FROM_ITEMS): instead of copies, the (item, old
  // size) pairs of trail[0..trailTop), each item recorded the first time its size changes after
  // the latest restore point (stamp[c] == epoch), and each snapshot's start in the trail
  private final boolean trailed;
  private int[] trail;
  private int trailTop;
  private int[] snapTrail;
  private final int[] stamp;
  private int epoch;
  private final int[] scratch; // nodes whose items the current choice deactivated

  // restore points (snapshot numbers and active counts) per level: before branching on best[l]
  // (undo the level) and after hiding its options (undo one choice); and per fixed option
  private final int[] best;
  private final int[] levelSnap;
  private final int[] levelP;
  private final int[] levelS;
  private final int[] choiceSnap;
  private final int[] choiceP;
  private final int[] choiceS;
  // the state before the first fixed option, restored by unfixAll (one snapshot, however many are
  // fixed: a 100x100 Sudoku fixes 9,900 givens, and a snapshot each would hold 10^4 copies of size[])
  private int fixSnap;
  private int fixP;
  private int fixS;
  // branch items (ExactCoverSolver.withBranchItems): branch[c] for primary kernel item c; null for
  // plain MRV, so that ordinary problems pay one null test per node whose best item has two or more
  private boolean[] branch;
  // setBranchOrder: null, the options in set order; else each branching node's options are tried
  // in an order drawn from it (one null test per branching node when off)
  private SplittableRandom order;
  private boolean fewestPlacesFirst;
  /** {@link #setPairWeighing}: carried by {@link #copy()}, as a part of the choice rule. */
  private boolean weighPairs;
  private int[] keys = new int[0]; // reorder's sort keys

  /**
   * From this many items on, snapshots are trailed instead of copied (see "Snapshots" above): a
   * 36×36 Sudoku (5,184 items) and up, where a copy of every size at each of thousands of levels
   * does not fit the default heap; Knuth's problems and smaller Sudoku keep the copies, faster there.
   */
  static final int TRAIL_FROM_ITEMS = 4096;

  /** Builds the sets for {@code problem}: time and space linear in its size. */
  public DancingCells(ExactCoverProblem problem) {
    this(problem, problem.itemCount() >= TRAIL_FROM_ITEMS);
  }

  /** As {@link #DancingCells(ExactCoverProblem)}, with trailed snapshots if {@code trailed}. */
  DancingCells(ExactCoverProblem problem, boolean trailed) {
    super(problem.primaryCount());
    int n = problem.itemCount();
    int p = primaryCount;
    this.itemCount = n;
    int[] kernelItem = new int[n];
    int nextPrimary = 0;
    int nextSecondary = p;
    for (int i = 0; i < n; i++) {
      kernelItem[i] = problem.isPrimary(i) ? nextPrimary++ : nextSecondary++;
    }
    int options = 0;
    long entries = 0;
    for (int o = 0; o < problem.optionCount(); o++) {
      if (!problem.isDropped(o)) {
        options++;
        entries += problem.optionSize(o);
      }
    }
    if ((entries + options) * NW > Integer.MAX_VALUE - 16) {
      throw new BadInputException("problem too large for the engine: " + entries + " entries");
    }
    int nodeCount = (int) entries + options; // with the spacers
    node = new int[nodeCount * NW];
    nodeOption = new int[nodeCount];
    colour = new int[nodeCount];
    optionStart = new int[options + 1];
    optionId = new int[options];
    problemOptionFirstNode = new int[problem.optionCount()];
    int[] count = new int[n];
    int x = 0;
    int ko = 0;
    int maxOption = 1;
    for (int o = 0; o < problem.optionCount(); o++) {
      if (problem.isDropped(o)) {
        problemOptionFirstNode[o] = -1;
        continue;
      }
      problemOptionFirstNode[o] = x;
      optionStart[ko] = x;
      optionId[ko] = o;
      maxOption = Math.max(maxOption, problem.optionSize(o));
      for (int k = problem.optionStart(o); k < problem.optionStart(o + 1); k++) {
        int c = kernelItem[problem.entryItem(k)];
        node[x * NW + ITEM] = c;
        colour[x] = problem.entryColour(k);
        nodeOption[x] = ko;
        count[c]++;
        x++;
      }
      node[x * NW + ITEM] = -1;
      node[x * NW + LOC] = optionStart[ko];
      nodeOption[x] = ko;
      x++;
      ko++;
    }
    optionStart[options] = x;
    item = new int[n * IW];
    int[] fill = new int[n];
    for (int c = 0, start = 0; c < n; c++) {
      item[c * IW + START] = start;
      item[c * IW + ACT] = c;
      fill[c] = start;
      start += count[c];
    }
    set = new int[(int) entries];
    for (int y = 0; y < nodeCount; y++) {
      int c = node[y * NW + ITEM];
      if (c < 0) {
        continue;
      }
      set[fill[c]] = y;
      node[y * NW + LOC] = fill[c]++;
    }
    act = new int[n];
    for (int c = 0; c < n; c++) {
      act[c] = c;
    }
    pCount = p;
    sCount = n - p;
    purified = new int[n];
    size = count.clone();
    lowWords = (p + 63) >>> 6;
    low = new long[2 * lowWords];
    for (int c = 0; c < p; c++) {
      if (size[c] <= 2) {
        low[(size[c] == 2 ? lowWords : 0) + (c >>> 6)] |= 1L << c;
      }
    }
    this.trailed = trailed;
    snaps = new int[trailed ? 0 : n * 8 + 8];
    lowSnaps = new long[trailed ? 0 : low.length * 8 + 8];
    trail = new int[trailed ? 4 * n + 8 : 0];
    snapTrail = new int[trailed ? 64 : 0];
    stamp = new int[trailed ? n : 0];
    epoch = 1;
    scratch = new int[maxOption];
    int depth = p + 1;
    best = new int[depth];
    levelSnap = new int[depth];
    levelP = new int[depth];
    levelS = new int[depth];
    choiceSnap = new int[depth];
    choiceP = new int[depth];
    choiceS = new int[depth];
  }

  private DancingCells(DancingCells o) {
    super(o.primaryCount);
    itemCount = o.itemCount;
    optionStart = o.optionStart;
    optionId = o.optionId;
    problemOptionFirstNode = o.problemOptionFirstNode;
    item = o.item.clone();
    node = o.node.clone();
    nodeOption = o.nodeOption;
    colour = o.colour;
    set = o.set.clone();
    act = o.act.clone();
    pCount = o.pCount;
    sCount = o.sCount;
    purified = new int[itemCount];
    size = o.size.clone();
    snaps = new int[o.snaps.length];
    low = o.low.clone();
    lowWords = o.lowWords;
    lowSnaps = new long[o.lowSnaps.length];
    trailed = o.trailed;
    trail = new int[trailed ? 4 * itemCount + 8 : 0];
    snapTrail = new int[o.snapTrail.length];
    stamp = new int[o.stamp.length];
    epoch = 1;
    scratch = new int[o.scratch.length];
    int depth = primaryCount + 1;
    best = new int[depth];
    levelSnap = new int[depth];
    levelP = new int[depth];
    levelS = new int[depth];
    choiceSnap = new int[depth];
    choiceP = new int[depth];
    choiceS = new int[depth];
    branch = o.branch; // read only
    weighPairs = o.weighPairs;
  }

  @Override
  public void setBranchItems(boolean[] branch) {
    checkIdle("setBranchItems");
    if (branch != null && branch.length != primaryCount) {
      throw new IllegalArgumentException("branch items: " + branch.length + " flags for " + primaryCount
          + " primary items");
    }
    this.branch = branch == null ? null : branch.clone();
  }

  @Override
  public void setPairWeighing(boolean weigh) {
    checkIdle("setPairWeighing");
    this.weighPairs = weigh;
  }

  @Override
  public void setBranchOrder(long seed, boolean fewestPlacesFirst) {
    checkIdle("setBranchOrder");
    this.order = new SplittableRandom(seed);
    this.fewestPlacesFirst = fewestPlacesFirst;
  }

  @Override
  public void clearBranchOrder() {
    checkIdle("clearBranchOrder");
    this.order = null;
    this.fewestPlacesFirst = false;
  }

  @Override
  public DancingCells copy() {
    if (fixedCount != 0 || level != 0 || state != FORWARD) {
      throw new IllegalStateException("copy() needs a matrix with nothing fixed and no search under way");
    }
    return new DancingCells(this);
  }

  // ---------------------------------------------------------------------------------------------
  // Sets: hiding, deactivating, undoing.

  private boolean isActive(int c) {
    return item[c * IW + ACT] < (c < primaryCount ? pCount : primaryCount + sCount);
  }

  /** Takes item {@code c} out of the active items (restored by resetting the counts). */
  private void deactivate(int c) {
    if (c < primaryCount) {
      low[c >>> 6] &= ~(1L << c); // low holds active items only
      low[lowWords + (c >>> 6)] &= ~(1L << c);
    }
    int i = item[c * IW + ACT];
    int last = c < primaryCount ? --pCount : primaryCount + --sCount;
    int d = act[last];
    act[i] = d;
    item[d * IW + ACT] = i;
    act[last] = c;
    item[c * IW + ACT] = last;
  }

  /**
   * Hides the option of node {@code m} from the sets of its other items that were active before the
   * current update began (for a secondary item, {@code act} index below {@code P + sBefore}): the
   * still active ones and those the update has just deactivated, so that an option conflicting on
   * several of them is met, and hidden, once. Returns {@code false} if a still active primary item
   * is left with no option (a wipe-out); the option is hidden completely either way.
   *
   * <p>Its bytecode (323 bytes) must stay within HotSpot's {@code FreqInlineSize} (325), so that
   * it is inlined where it is called: the trail's test and call, 12 bytes here, made counting on
   * the copied path 25-40% slower (quiet, 2026-11-28: langford12 and queens13 on this kernel,
   * {@code EngineBenchmark}); the callers record for the trail ({@link #record}) instead.
   */
  private boolean hide(int m, int sBefore) {
    final int[] item = this.item;
    final int[] node = this.node;
    final int[] set = this.set;
    final int p = primaryCount;
    final int pNow = pCount;
    final int sLimit = p + sBefore;
    final int[] size = this.size;
    boolean alive = true;
    int hidden = 0;
    // the other nodes of m's option, cyclically (m's own item is the one whose set is walked);
    // each item is met once, so the order does not change the sets' order
    for (int x = m + 1; x != m; x++) {
      int xb = x * NW;
      int c = node[xb + ITEM];
      if (c < 0) {
        x = node[xb + LOC] - 1; // the spacer: on from the option's first node
        continue;
      }
      int cb = c * IW;
      // items inactive before this update keep their sets frozen; a primary one never gets here
      // (an option live in some set is compatible with every chosen option, so none of its
      // primary items is covered), so only a secondary item, purified, needs the test
      if (c >= p && item[cb + ACT] >= sLimit) {
        continue;
      }
      int s = size[c] - 1;
      int j = item[cb + START] + s;
      int i = node[xb + LOC];
      int y = set[j];
      set[i] = y;
      node[y * NW + LOC] = i;
      set[j] = x;
      node[xb + LOC] = j;
      size[c] = s;
      hidden++;
      // (a branch-free update of the low bits, for sizes 2 or less in no predictable pattern, was
      // tried: Sudoku ran 15% slower)
      if (s <= 2 && c < p && item[cb + ACT] < pNow) {
        int w = c >>> 6;
        if (s == 2) {
          low[lowWords + w] |= 1L << c;
        } else {
          low[lowWords + w] &= ~(1L << c);
          low[w] |= 1L << c;
          if (s == 0) {
            alive = false;
          }
        }
      }
    }
    updates += hidden;
    return alive;
  }

  /**
   * Records in the trail the size of each other item of node {@code m}'s option that has not been
   * recorded since the latest restore point (room: see {@link #newEpoch}), before {@link #hide}
   * changes them. An item hide then skips (frozen) is recorded too: putting back a size it still
   * has is harmless.
   */
  private void record(int m) {
    for (int x = m + 1; x != m; x++) {
      int c = node[x * NW + ITEM];
      if (c < 0) {
        x = node[x * NW + LOC] - 1; // the spacer: on from the option's first node
        continue;
      }
      if (stamp[c] != epoch) {
        stamp[c] = epoch;
        trail[trailTop++] = c;
        trail[trailTop++] = size[c];
      }
    }
  }

  /** Saves the sizes; returns the snapshot's index. */
  private int snapshot() {
    if (trailed) {
      return trailPoint(); // out of line, as untrail: the copied path stays as small as before
    }
    int n = itemCount;
    if ((snapTop + 1) * n > snaps.length) {
      snaps = Arrays.copyOf(snaps, 2 * snaps.length + n);
    }
    System.arraycopy(size, 0, snaps, snapTop * n, n);
    int w = low.length;
    if ((snapTop + 1) * w > lowSnaps.length) {
      lowSnaps = Arrays.copyOf(lowSnaps, 2 * lowSnaps.length + w);
    }
    System.arraycopy(low, 0, lowSnaps, snapTop * w, w);
    return snapTop++;
  }

  /** {@link #snapshot} for trailed snapshots: a mark in the trail. */
  private int trailPoint() {
    if (snapTop == snapTrail.length) {
      snapTrail = Arrays.copyOf(snapTrail, 2 * snapTop);
    }
    snapTrail[snapTop] = trailTop;
    newEpoch();
    return snapTop++;
  }

  /**
   * Starts a new restore point of the trail: every item's next size change is recorded. Each item
   * is recorded at most once per epoch, so room for one pair per item is made here, not per entry.
   */
  private void newEpoch() {
    if (epoch == Integer.MAX_VALUE) {
      Arrays.fill(stamp, 0); // no stamp can then equal the new epoch by wrapping round
      epoch = 0;
    }
    epoch++;
    if (trailTop + 2 * itemCount > trail.length) {
      trail = Arrays.copyOf(trail, 2 * trail.length + 2 * itemCount);
    }
  }

  /** Restores snapshot {@code k} (dropping later ones) and the active counts. */
  private void undoTo(int k, int primaries, int secondaries) {
    if (trailed) {
      untrail(k, primaries, secondaries);
      return;
    }
    System.arraycopy(snaps, k * itemCount, size, 0, itemCount);
    System.arraycopy(lowSnaps, k * low.length, low, 0, low.length);
    snapTop = k + 1;
    pCount = primaries;
    sCount = secondaries;
  }

  /**
   * {@link #undoTo} for trailed snapshots: puts back the sizes recorded since snapshot {@code k}
   * and rebuilds the low bits of the items whose size or activity changed since. Those bits are a
   * function of both (set iff the item is active with at most one, or exactly two, options left;
   * see {@link #hide} and {@link #deactivate}), and every other item's are as they were.
   */
  private void untrail(int k, int primaries, int secondaries) {
    final int[] trail = this.trail;
    final int p = primaryCount;
    int pNow = pCount;
    pCount = primaries;
    sCount = secondaries;
    int mark = snapTrail[k];
    for (int t = trailTop - 2; t >= mark; t -= 2) {
      int c = trail[t];
      size[c] = trail[t + 1];
      if (c < p) {
        relow(c);
      }
    }
    trailTop = mark;
    for (int i = pNow; i < primaries; i++) {
      relow(act[i]); // deactivated since: its bits were cleared
    }
    snapTop = k + 1;
    newEpoch();
  }

  /** Sets primary item {@code c}'s low bits from its size and activity. */
  private void relow(int c) {
    int w = c >>> 6;
    long bit = 1L << c;
    int s = size[c];
    boolean active = item[c * IW + ACT] < pCount;
    low[w] = active && s <= 1 ? low[w] | bit : low[w] & ~bit;
    low[lowWords + w] = active && s == 2 ? low[lowWords + w] | bit : low[lowWords + w] & ~bit;
  }

  /**
   * Applies the option of node {@code cur}: deactivates its active items (all but {@code cur}'s
   * own, already inactive, when {@code skipOwn}), then hides every option that conflicts with it.
   * Returns {@code false} at the first wipe-out (the caller undoes), or, when
   * {@code stopAtWipeOut} is false, after hiding everything.
   */
  private boolean apply(int cur, boolean skipOwn, boolean stopAtWipeOut) {
    final int[] node = this.node;
    int o = nodeOption[cur];
    int skip = skipOwn ? cur : -1;
    int sBefore = sCount;
    int k = 0;
    for (int x = optionStart[o], end = optionStart[o + 1] - 1; x < end; x++) {
      int c = node[x * NW + ITEM];
      if (x != skip && isActive(c)) {
        deactivate(c);
        scratch[k++] = x;
      }
    }
    boolean alive = true;
    for (int i = 0; i < k; i++) {
      int x = scratch[i];
      int c = node[x * NW + ITEM];
      int colour = this.colour[x];
      purified[c] = colour;
      // hiding never takes an option out of the set being walked (only out of the others)
      for (int j = item[c * IW + START], end = j + size[c]; j < end; j++) {
        int m = set[j];
        if (m == x || (colour != 0 && this.colour[m] == colour)) {
          continue; // x: the option applied, still live here after a forced move (enterLevel)
        }
        if (trailed) {
          record(m);
        }
        if (!hide(m, sBefore)) {
          alive = false;
          if (stopAtWipeOut) {
            return false;
          }
        }
      }
    }
    return alive;
  }

  /**
   * Opens level {@code l} on item {@code b}: deactivates b and hides its options. Saves the restore
   * points only where they will be read: the level's own ({@code levelSnap}) when {@code keepLevel}
   * (the base level of a search and replayed levels; any other level is left by restoring its
   * parent's choice point instead), and the choice point ({@code choiceSnap}) only if b has a second
   * option to try after the first (a forced move, as Knuth calls it, saves nothing).
   */
  private void enterLevel(int l, int b, boolean keepLevel) {
    best[l] = b;
    if (keepLevel) {
      levelSnap[l] = snapshot();
      levelP[l] = pCount;
      levelS[l] = sCount;
    } else {
      levelSnap[l] = -1;
    }
    int size = this.size[b];
    branchTotal[l] = size;
    deactivate(b);
    if (size == 1) {
      // a forced move: its one option is applied next, and apply skips it in the sets of its
      // other items, which it deactivates; hiding it from them first would be wasted work
      return;
    }
    // no wipe-out test here: an item left with no option had only options of b, so (b having the
    // fewest options) exactly b's options, and the option chosen covers it. With branch items b
    // may have more options than such an item (which has two or more: one with one is forced
    // first); the item then stays empty and active, and is branched on, with no option, when it
    // is the first low item (a dead end: correct, and it keeps this loop free of tests)
    for (int j = item[b * IW + START], end = j + size; j < end; j++) {
      if (trailed) {
        record(set[j]);
      }
      hide(set[j], sCount);
    }
    if (size > 1) {
      if (order != null) {
        reorder(b, size);
      }
      branchNodes++; // here, not in step: no extra test on the hot path (replayLevel takes it back)
      choiceSnap[l] = snapshot();
      choiceP[l] = pCount;
      choiceS[l] = sCount;
    }
  }

  /**
   * Puts the {@code size} live options of item {@code b}, which is being branched on and is already
   * inactive (so its set stays as left here until the level is left), in a random order drawn from
   * {@link #order}, then, if {@link #fewestPlacesFirst}, stably by the fewest options left in their
   * other primary items (for a Sudoku cell: the value with the fewest places left in its row,
   * column or box first). Only the order of the live entries changes, within the live part, so
   * every earlier restore point, whose live part contains it, still holds the same options.
   */
  private void reorder(int b, int size) {
    final int[] set = this.set;
    final int[] node = this.node;
    int start = item[b * IW + START];
    for (int i = size - 1; i > 0; i--) {
      int j = order.nextInt(i + 1);
      int x = set[start + i];
      set[start + i] = set[start + j];
      set[start + j] = x;
    }
    if (fewestPlacesFirst) {
      // insertion sort on the key: sizes are small (at most the grid's side for a Sudoku cell)
      int[] key = keys.length >= size ? keys : (keys = new int[size]);
      for (int i = 0; i < size; i++) {
        key[i] = places(set[start + i]);
      }
      for (int i = 1; i < size; i++) {
        int x = set[start + i];
        int k = key[i];
        int j = i - 1;
        while (j >= 0 && key[j] > k) {
          set[start + j + 1] = set[start + j];
          key[j + 1] = key[j];
          j--;
        }
        set[start + j + 1] = x;
        key[j + 1] = k;
      }
    }
    for (int i = 0; i < size; i++) {
      node[set[start + i] * NW + LOC] = start + i;
    }
  }

  /** The fewest options left in the other primary items of node {@code m}'s option. */
  private int places(int m) {
    final int[] node = this.node;
    int least = Integer.MAX_VALUE;
    for (int x = m + 1; x != m; x++) {
      int c = node[x * NW + ITEM];
      if (c < 0) {
        x = node[x * NW + LOC] - 1;
      } else if (c < primaryCount) {
        least = Math.min(least, size[c]);
      }
    }
    return least;
  }

  /**
   * The item to branch on: an active primary item with the fewest options (MRV), found from the
   * bits of {@code low} without scanning every active item when one has at most two options left.
   * Ties: the first declared, except, with {@link #setPairWeighing}, among items with two: of the
   * first {@link SearchMatrix#PAIRS_WEIGHED} declared, the one whose two options would hide the
   * most others ({@link #hides}), the first declared among equals.
   * An item of size 0 sends the choice back to the scan, so that it is always the same item; there
   * can be one only if {@code maybeEmpty}, on the base level (after fixing or replaying options):
   * above it, a choice that wipes an item out is abandoned by {@link #apply}, and opening a level
   * leaves none ({@link #enterLevel}). With branch items ({@link #setBranchItems}) a choice with two
   * or more options goes through {@link #preferBranch}.
   */
  private int nextItem(boolean maybeEmpty) {
    final long[] low = this.low;
    final int words = lowWords;
    if (maybeEmpty) {
      int first = -1;
      for (int w = 0; w < words; w++) {
        for (long bits = low[w]; bits != 0; bits &= bits - 1) {
          int c = (w << 6) + Long.numberOfTrailingZeros(bits);
          if (size[c] == 0) {
            return chooseItem();
          }
          if (first < 0) {
            first = c;
          }
        }
      }
      if (first >= 0) {
        return first;
      }
    } else {
      // with branch items an item can be left empty by opening a level (see enterLevel); it is
      // then taken when it is the first of the low items, a dead end found a few levels later
      assert branch != null || chooseItem() < 0 || size[chooseItem()] > 0
          : "an empty item above the base level";
      for (int w = 0; w < words; w++) {
        long bits = low[w];
        if (bits != 0) {
          return (w << 6) + Long.numberOfTrailingZeros(bits);
        }
      }
    }
    int w0 = 0;
    while (w0 < words && low[words + w0] == 0) {
      w0++;
    }
    if (w0 == words) {
      return preferBranch(chooseItem());
    }
    int first = (w0 << 6) + Long.numberOfTrailingZeros(low[words + w0]); // the first declared with two
    if (!weighPairs) {
      return preferBranch(first);
    }
    // the items with two from the first one on: with one alone there is nothing to weigh
    int weigh = Long.bitCount(low[words + w0]);
    for (int w = w0 + 1; w < words && weigh < PAIRS_WEIGHED; w++) {
      weigh += Long.bitCount(low[words + w]);
    }
    if (weigh == 1) {
      return preferBranch(first);
    }
    weigh = Math.min(weigh, PAIRS_WEIGHED);
    int pair = -1;
    int most = -1;
    int weighed = 0;
    for (int w = w0; w < words && weighed < weigh; w++) {
      for (long bits = low[words + w]; bits != 0 && weighed < weigh; bits &= bits - 1) {
        weighed++;
        int c = (w << 6) + Long.numberOfTrailingZeros(bits);
        int j = item[c * IW + START];
        int hides = hides(set[j]) + hides(set[j + 1]);
        if (hides > most) {
          most = hides;
          pair = c;
        }
      }
    }
    return preferBranch(pair);
  }

  /**
   * {@link #nextItem}'s choice {@code b}, which has two or more options, or, when branch items are
   * set and {@code b} is not one, the active branch item with the fewest options (the first
   * declared on ties); {@code b} if no branch item is active. Items with at most one option were
   * taken before (forced moves come first whatever the item), so this rescan runs only where the
   * plain choice would branch on a non-branch item.
   */
  private int preferBranch(int b) {
    final boolean[] branch = this.branch;
    if (branch == null || b < 0 || branch[b]) {
      return b;
    }
    final int[] act = this.act;
    int bestItem = -1;
    int t = Integer.MAX_VALUE;
    for (int i = 0, n = pCount; i < n; i++) {
      int c = act[i];
      if (branch[c]) {
        int s = size[c];
        if (s < t || (s == t && c < bestItem)) {
          bestItem = c;
          t = s;
        }
      }
    }
    return bestItem < 0 ? b : bestItem;
  }

  /**
   * The options that choosing node {@code m}'s option would hide through its other primary items
   * (the sum of their sizes; an option met through two items counts twice, which keeps it one
   * pass): {@link #nextItem}'s tie-break between items with two options.
   */
  private int hides(int m) {
    final int[] node = this.node;
    int sum = 0;
    for (int x = m + 1; x != m; x++) {
      int c = node[x * NW + ITEM];
      if (c < 0) {
        x = node[x * NW + LOC] - 1; // the spacer: on from the option's first node
      } else if (c < primaryCount) {
        sum += size[c];
      }
    }
    return sum;
  }

  /** MRV: the active primary item with the fewest options, the first declared on ties; -1 if none. */
  private int chooseItem() {
    final int[] act = this.act;
    final int[] item = this.item;
    int bestItem = -1;
    int t = Integer.MAX_VALUE;
    for (int i = 0, n = pCount; i < n; i++) {
      int c = act[i];
      int s = size[c];
      if (s < t || (s == t && c < bestItem)) {
        bestItem = c;
        t = s;
        if (s == 0) {
          break; // a dead end whichever empty item is chosen
        }
      }
    }
    return bestItem;
  }

  // ---------------------------------------------------------------------------------------------
  // The search loop.

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
        b = nextItem(level == baseLevel);
        if (b < 0) {
          // no primary item left at the base level: the fixed options already form a solution
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
          // every option of b was tried: leave the level; the parent restores its own choice
          // point before its next option, so only the base level restores its entry state
          if (level == baseLevel) {
            undoTo(levelSnap[level], levelP[level], levelS[level]);
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
          // undo the previous option of b (it has a next one, so its choice point was saved)
          undoTo(choiceSnap[level], choiceP[level], choiceS[level]);
        }
        int cur = set[item[b * IW + START] + idx];
        choice[level] = cur;
        branchIndex[level] = ++idx;
        if (!apply(cur, true, true)) {
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
        b = nextItem(false);
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
    return optionId[nodeOption[x]];
  }

  /**
   * {@inheritDoc} The option must still be live in the sets of its active items, and each of its
   * inactive items must be a secondary item given the same colour before.
   */
  @Override
  public boolean fix(int optionId) {
    checkIdle("fix");
    if (optionId < 0 || optionId >= problemOptionFirstNode.length) {
      throw new IllegalArgumentException("no option with id " + optionId);
    }
    int first = problemOptionFirstNode[optionId];
    if (first < 0) {
      return false;
    }
    int o = nodeOption[first];
    for (int x = optionStart[o]; x < optionStart[o + 1] - 1; x++) {
      int c = node[x * NW + ITEM];
      int colour = this.colour[x];
      if (isActive(c)) {
        if (node[x * NW + LOC] >= item[c * IW + START] + size[c]) {
          return false;
        }
      } else if (c < primaryCount || colour == 0 || purified[c] != colour) {
        return false;
      }
    }
    if (fixedCount == 0) {
      fixSnap = snapshot();
      fixP = pCount;
      fixS = sCount;
    }
    // a wipe-out here is not a conflict: the fixed options just leave no solution
    apply(first, false, false);
    fixed[fixedCount++] = first;
    return true;
  }

  @Override
  public void unfixAll() {
    checkIdle("unfixAll");
    if (fixedCount > 0) {
      undoTo(fixSnap, fixP, fixS);
      snapTop = fixSnap;
      fixedCount = 0;
    }
  }

  /**
   * {@inheritDoc} Only the base level and replayed levels keep their entry state; a level above
   * them is undone together with the levels below it ({@link SearchMatrix} undoes every applied
   * level, deepest first, down to level 0), so undoing it alone does nothing.
   */
  @Override
  void undoLevel(int l) {
    if (levelSnap[l] >= 0) {
      undoTo(levelSnap[l], levelP[l], levelS[l]);
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
    enterLevel(l, node[x * NW + ITEM], true);
    if (branchTotal[l] > 1) {
      branchNodes--; // a replayed level is not a search node; enterLevel counted it
    }
    apply(x, true, false);
  }
}

package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;

/**
 * Knuth's Algorithm M (exact cover with multiplicities and colours, as in his DLX3): every primary
 * item {@code i} must be contained in between {@code lower(i)} and {@code upper(i)} chosen options.
 * The links and cells kernels hand problems with such bounds to this class; the bitset kernel
 * hands it those of more than 256 options and the others to {@link BitMultiplicities}, which walks
 * the same tree on bitsets ({@code core.search.Kernel}, {@link Matrices#boundsOnBits}).
 *
 * <h2>Data layout</h2>
 * Nodes are those of {@link DancingLinks}: one array {@code nd}, four ints per node ({@code UP},
 * {@code DOWN}, {@code ITM}, {@code COLOR}); nodes 1..N are the item headers (their {@code ITM}
 * holds the list length), node N + 1 the first spacer, then each option's nodes and a spacer.
 * Active primary items are the set bits of {@code active}, in declaration order.
 * A header's {@code COLOR} field, unused by the lists, is its {@code BOUND}: how many more chosen
 * options may contain item {@code c}, kept beside the list length that the choice of item reads with
 * it (one cache line for both); a secondary item's is -1, so that the sign tells the hot loops
 * whether an item is primary from the line they read anyway, without a load from another array.
 * {@code slack[c]} is its upper bound minus its lower bound and never changes.
 *
 * <h2>The search</h2>
 * A level branches on the active item {@code c} that minimises Knuth's branching degree
 * {@code len + s - bound + 1} with {@code s = min(slack, bound)} (ties: smaller {@code s}, then
 * longer list, then the first declared). The level's children are: each option of {@code c} in
 * list order, where trying an option also removes it and every option before it from {@code c}'s
 * list for the rest of the level ("tweaking"), so that each multiset of options is found once;
 * and, when the slack allows, a null move that takes no option and deactivates {@code c}. A
 * level's choice is the option's node, or the item header {@code c} itself for the null move,
 * which therefore adds nothing to the solution. {@code firstTweak[l]} remembers where the
 * tweaking of level {@code l} began, so it can be undone in one pass. When {@link #countAll}
 * counts, a solution is counted and the loop backs down at once, as DLX3 does, instead of
 * returning to the caller for each one (A001499 n = 8: 187,530,840 solutions in 525,481,923 nodes).
 *
 * <h2>Shape for the JIT</h2>
 * HotSpot compiles the methods that {@link #step}'s loop calls on their own first (the
 * interpreted loop calls them thousands of times before its own compilation), and its final
 * compilation of the loop then calls, instead of inlining, any callee whose machine code already
 * exceeds {@code InlineSmallCode} (2,500 bytes on x86-64; {@code -XX:+PrintInlining} says
 * "already compiled into a big method"). Which compilation finished first varied from run to run:
 * on the random bounded files (xcc/bounded) a {@code tryChild} of 3,300-3,700 bytes (its tweak
 * and covers inlined) was called out of line in three of six runs. So the loop applies and undoes
 * a child itself, calling {@link #takeChild}, {@link #coverOthers} and {@link #uncoverOthers},
 * and each of those methods has one call site of {@link #cover}, {@link #uncover} or
 * {@link #unhideAll}, whose inlined loops are most of its code. Each then compiles alone to
 * 1,000-2,500 bytes, and the loop's compilation inlined them all in the ten runs checked (Java 17);
 * uncoverOthers, which inlines the colour code's unpurify, sometimes compiles to 2,700 and may
 * then still be called. Forcing every such callee out of line ({@code -XX:InlineSmallCode=500})
 * cost about 4% on rb1 (loaded machine, three runs each), the bound on what this shape can gain.
 * The loop keeps two places that try a child (on entering a level, after backing down to one):
 * merged into one, the count of A001499 n = 8 took about 7% more CPU time (two rounds, loaded
 * machine). {@link #tryChild} and {@link #untryChild} remain for replaying levels.
 *
 * <h2>Statistics</h2>
 * As in DLX3: {@link #nodes()} counts the levels entered, a solution being a level entered with
 * no active item left; {@link #updates()} counts one per item covered and one per node removed
 * from a list (by hiding or tweaking). On problems without bounds the search is DLX2's, but the
 * solver uses {@link DancingLinks} for those.
 */
final class DancingMultiplicities extends MultiplicitiesMatrix {
  private static final int UP = 0;
  private static final int DOWN = 1;
  private static final int ITM = 2;
  private static final int COLOR = 3;
  private static final int W = 4;
  /** A header's unused colour field: the item's bound, beside its length for {@link #chooseItem}. */
  private static final int BOUND = COLOR;
  /** The score of a level with no active item: a solution. */
  private static final int INFINITY = Integer.MAX_VALUE;
  /**
   * {@link #chooseItem} ranks an item by one long, {@code t << T_SHIFT | s << S_SHIFT |
   * (LEN_MASK - len)}, so that the scan keeps one running minimum instead of up to three
   * data-dependent comparisons per item: on the random bounded problems (xcc/bounded), where the
   * items' scores and slacks change from node to node, the count took 3-6% less CPU time (loaded
   * machine, old and new alternated in one JVM); on A001499, where no item has slack and the
   * comparisons are predictable, it took 6-8% more, so it is used only where some item has slack.
   * The order is the same: smaller score, then
   * smaller s, then longer list, then the first declared (the comparison is strict). Exact while
   * lists and bounds stay below {@link #PACKED_LIMIT}: then {@code 1 - b <= t <= len + 1} and
   * {@code 0 <= s <= b}, so each field fits its bits and t's sign survives the shift.
   */
  private static final int T_SHIFT = 42;
  private static final int S_SHIFT = 21;
  private static final long LEN_MASK = (1L << S_SHIFT) - 1;
  private static final int PACKED_LIMIT = 1 << 20;

  private final int[] nd;
  private final long[] active;
  private final int[] optionFirstNode; // problem option id -> first node, -1 if dropped
  private final int[] slack;
  private final int[] firstTweak; // by level, 0 when the level covered its item instead
  private final int[] fixedItem; // by fix: the primary item whose bound the fix used first
  private final boolean packedChoice; // some slack, and lists and bounds small enough for the keys

  DancingMultiplicities(ExactCoverProblem problem) {
    super(problem);
    int n = problem.itemCount();
    int live = 0;
    int liveOptions = 0;
    for (int o = 0; o < problem.optionCount(); o++) {
      if (!problem.isDropped(o)) {
        live += problem.optionSize(o);
        liveOptions++;
      }
    }
    long size = (long) (firstNode + 1 + live + liveOptions) * W;
    if (size > Integer.MAX_VALUE - 16) {
      throw new BadInputException("problem too large for the engine: " + (size / W) + " nodes");
    }
    nd = new int[(int) size];
    active = new long[(n >>> 6) + 1];
    slack = new int[n + 1];
    optionFirstNode = new int[problem.optionCount()];
    firstTweak = new int[choice.length];
    fixedItem = new int[fixed.length];
    for (int c = 1; c <= n; c++) {
      if (primary[c]) {
        active[c >>> 6] |= 1L << c;
        nd[c * W + BOUND] = problem.upperBound(c - 1);
        slack[c] = problem.upperBound(c - 1) - problem.lowerBound(c - 1);
      } else {
        nd[c * W + BOUND] = -1; // secondary: no bound (see the data layout)
      }
      nd[c * W + UP] = c;
      nd[c * W + DOWN] = c;
    }
    DancingLinks.linkOptions(nd, problem, firstNode, optionFirstNode);
    int maxUpper = 0;
    boolean anySlack = false;
    for (int c = 1; c <= n; c++) {
      maxUpper = Math.max(maxUpper, nd[c * W + BOUND]);
      anySlack |= slack[c] > 0;
    }
    packedChoice = anySlack && liveOptions < PACKED_LIMIT && maxUpper < PACKED_LIMIT;
  }

  private DancingMultiplicities(DancingMultiplicities other) {
    super(other);
    this.nd = other.nd.clone();
    this.active = other.active.clone();
    this.optionFirstNode = other.optionFirstNode;
    this.slack = other.slack;
    this.firstTweak = new int[choice.length];
    this.fixedItem = new int[fixed.length];
    this.packedChoice = other.packedChoice;
  }

  @Override
  public DancingMultiplicities copy() {
    if (fixedCount != 0 || level != 0 || state != FORWARD) {
      throw new IllegalStateException("copy() needs a matrix with nothing fixed and no search under way");
    }
    return new DancingMultiplicities(this);
  }

  // ---------------------------------------------------------------------------------------------
  // Covering, hiding, purifying and tweaking; each undo beside its do.

  private void activate(int c) {
    active[c >>> 6] |= 1L << c;
  }

  private void deactivate(int c) {
    active[c >>> 6] &= ~(1L << c);
  }

  /** Deactivates item {@code c} (if primary) and hides every option in its list. */
  private void cover(int c) {
    if (nd[c * W + BOUND] >= 0) { // primary
      deactivate(c);
    }
    long u = updates + 1;
    for (int rr = nd[c * W + DOWN]; rr != c; rr = nd[rr * W + DOWN]) {
      u += DancingLinks.hideOthers(nd, rr);
    }
    updates = u;
  }

  /** Undoes {@link #cover} without reactivating; {@code uncover} reactivates. */
  private void unhideAll(int c) {
    for (int rr = nd[c * W + DOWN]; rr != c; rr = nd[rr * W + DOWN]) {
      DancingLinks.unhideOthers(nd, rr);
    }
  }

  private void uncover(int c) {
    unhideAll(c);
    if (nd[c * W + BOUND] >= 0) { // primary
      activate(c);
    }
  }

  /**
   * Removes node {@code n}, the first in its item's list, from that list; with {@code block} also
   * hides the rest of its option (when the item was covered, the rest is hidden already).
   */
  private void tweak(int n, boolean block) {
    long u = updates;
    for (int nn = block ? n + 1 : n; ; ) {
      int base = nn * W;
      if (nd[base + COLOR] >= 0) {
        int cc = nd[base + ITM];
        if (cc <= 0) {
          nn = nd[base + UP];
          continue;
        }
        nd[nd[base + UP] * W + DOWN] = nd[base + DOWN];
        nd[nd[base + DOWN] * W + UP] = nd[base + UP];
        nd[cc * W + ITM]--;
        u++;
      }
      if (nn == n) {
        break;
      }
      nn++;
    }
    updates = u;
  }

  /**
   * Undoes all tweaks of item {@code c} since its list began at node {@code x}. The tweaked nodes
   * still point down to their successors, so the chain from {@code x} to the present first node
   * rebuilds the list; {@code unblock} also restores their options (else the item was covered,
   * and the caller restores its options by unhiding them all).
   */
  private void untweak(int c, int x, boolean unblock) {
    int z = nd[c * W + DOWN];
    nd[c * W + DOWN] = x;
    int k = 0;
    int qq = c;
    int rr = x;
    for (; rr != z; qq = rr, rr = nd[rr * W + DOWN]) {
      nd[rr * W + UP] = qq;
      k++;
      if (unblock) {
        DancingLinks.unhideOthers(nd, rr);
      }
    }
    nd[rr * W + UP] = qq;
    nd[c * W + ITM] += k;
  }

  /**
   * Uses one unit of each other item of {@code node}'s option: bounds, covers, purifications.
   * One call site of {@link #cover}, not one per kind of item: each site inlines a copy of cover's
   * two loops, and with two copies this method compiled alone to more than
   * {@code InlineSmallCode} (see "Shape for the JIT" above).
   */
  private void coverOthers(int node) {
    for (int pp = node + 1; pp != node; ) {
      int cc = nd[pp * W + ITM];
      if (cc <= 0) {
        pp = nd[pp * W + UP];
        continue;
      }
      int b = nd[cc * W + BOUND];
      boolean hide;
      if (b >= 0) { // primary: its bound, read with the list length from the header's line
        nd[cc * W + BOUND] = --b;
        hide = b == 0;
      } else {
        int colour = nd[pp * W + COLOR];
        if (colour > 0) {
          updates += DancingLinks.purify(nd, pp);
        }
        hide = colour == 0; // uncoloured: covered; coloured: purified; already purified: nothing
      }
      if (hide) {
        cover(cc);
      }
      pp++;
    }
  }

  /** Undoes {@link #coverOthers}, right to left; one call site of {@link #uncover}, as there. */
  private void uncoverOthers(int node) {
    for (int pp = node - 1; pp != node; ) {
      int cc = nd[pp * W + ITM];
      if (cc <= 0) {
        pp = nd[pp * W + DOWN];
        continue;
      }
      int b = nd[cc * W + BOUND];
      boolean restore;
      if (b >= 0) { // primary; uncover reads only the bound's sign, so it may be restored first
        nd[cc * W + BOUND] = b + 1;
        restore = b == 0;
      } else {
        int colour = nd[pp * W + COLOR];
        if (colour > 0) {
          DancingLinks.unpurify(nd, pp);
        }
        restore = colour == 0;
      }
      if (restore) {
        uncover(cc);
      }
      pp--;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Choosing the item, entering and leaving a level.

  private int bestItem;

  /**
   * Sets {@link #bestItem} to the item to branch on and returns its branching degree: INFINITY
   * when no item is active (a solution), at most 0 when some item can no longer reach its lower
   * bound.
   */
  private int chooseItem() {
    if (!packedChoice) {
      return chooseItemWide();
    }
    long bestKey = Long.MAX_VALUE;
    int best = 0;
    for (int w = 0; w < active.length; w++) {
      for (long bits = active[w]; bits != 0; bits &= bits - 1) {
        int k = (w << 6) + Long.numberOfTrailingZeros(bits);
        int b = nd[k * W + BOUND];
        int s = Math.min(slack[k], b);
        int len = nd[k * W + ITM];
        long key = ((long) (len + s - b + 1) << T_SHIFT) | ((long) s << S_SHIFT) | (LEN_MASK - len);
        if (key < bestKey) { // strict: the first declared wins a tie
          bestKey = key;
          best = k;
        }
      }
    }
    bestItem = best;
    return best == 0 ? INFINITY : (int) (bestKey >> T_SHIFT);
  }

  /** {@link #chooseItem} for problems too large for its packed keys: the same order, branch by branch. */
  private int chooseItemWide() {
    int score = INFINITY;
    int bestS = 0;
    int bestLen = 0;
    int best = 0;
    for (int w = 0; w < active.length; w++) {
      for (long bits = active[w]; bits != 0; bits &= bits - 1) {
        int k = (w << 6) + Long.numberOfTrailingZeros(bits);
        int b = nd[k * W + BOUND];
        int s = Math.min(slack[k], b);
        int len = nd[k * W + ITM];
        int t = len + s - b + 1;
        if (t < score || (t == score && (s < bestS || (s == bestS && len > bestLen)))) {
          score = t;
          best = k;
          bestS = s;
          bestLen = len;
        }
      }
    }
    bestItem = best;
    return score;
  }

  /**
   * Step M3's bookkeeping on entering level {@code l} with item {@code c}: use one unit of it.
   * With no slack left the level only covers {@code c} and tweaks nothing ({@code firstTweak} 0);
   * else it tweaks from {@code c}'s first node on. One call site of {@link #cover} (see
   * "Shape for the JIT" above).
   */
  private void openLevel(int l, int c) {
    int b = --nd[c * W + BOUND];
    firstTweak[l] = b == 0 && slack[c] == 0 ? 0 : nd[c * W + DOWN];
    if (b == 0) {
      cover(c);
    }
  }

  /**
   * Tries child {@code cur} of item {@code c}'s level: returns false if no children are left;
   * otherwise applies it (tweak and cover for an option, deactivation for the null move). For
   * replaying levels; the search loop writes it out (see "Shape for the JIT" above).
   */
  private boolean tryChild(int c, int cur) {
    if (!takeChild(c, cur)) {
      return false;
    }
    if (cur != c) {
      coverOthers(cur);
    }
    return true;
  }

  /** {@link #tryChild} up to the covering: returns false if no children are left, else tweaks. */
  private boolean takeChild(int c, int cur) {
    int b = nd[c * W + BOUND];
    if (b == 0 && slack[c] == 0) {
      return cur != c;
    } else if (nd[c * W + ITM] <= b - slack[c]) {
      return false;
    } else if (cur != c) {
      tweak(cur, b != 0);
    } else if (b != 0) {
      deactivate(c); // null move; with b == 0 the cover already did it
    }
    return true;
  }

  /** Undoes {@link #tryChild} for a child that was applied. */
  private void untryChild(int c, int cur) {
    if (cur == c) {
      if (nd[c * W + BOUND] != 0) {
        activate(c); // the null move deactivated c; with bound 0 the level's cover did, closeLevel undoes it
      }
    } else {
      uncoverOthers(cur);
    }
  }

  /**
   * Undoes {@link #openLevel}: restores item {@code c}'s list and bound. A level that tweaked
   * relinks the tweaked nodes, restoring their options too when {@code c} was not covered; a
   * level that covered {@code c} then unhides its options and reactivates it (a level left before
   * its null move must not keep it inactive). One call site of {@link #unhideAll} (see "Shape for
   * the JIT" above).
   */
  private void closeLevel(int l, int c) {
    int b = nd[c * W + BOUND];
    if (b != 0 || slack[c] != 0) {
      untweak(c, firstTweak[l], b != 0);
    }
    if (b == 0) {
      unhideAll(c);
      activate(c);
    }
    nd[c * W + BOUND] = b + 1;
  }

  private int itemOf(int cur) {
    return cur < firstNode ? cur : nd[cur * W + ITM];
  }

  // ---------------------------------------------------------------------------------------------
  // The search loop.

  @Override
  Event step() {
    int level = this.level;
    int state = this.state;
    try {
      if (state == DONE) {
        return Event.EXHAUSTED;
      }
      boolean forward = state == FORWARD;
      int c = 0;
      int cur = 0;
      while (true) {
        if (forward) {
          // M2, M3: enter the level and choose its item
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
          int score = chooseItem();
          if (score == INFINITY && !counting) {
            solutions++;
            solutionLevels = level;
            if (level == baseLevel) {
              state = DONE;
            } else {
              state = RECOVER;
              level--;
            }
            return Event.SOLUTION;
          }
          if (score <= 0 || score == INFINITY) {
            if (score == INFINITY) {
              solutions++; // counting: back down at once, as after a dead end
            }
            forward = false; // back down
            if (level == baseLevel) {
              state = DONE;
              return Event.EXHAUSTED;
            }
            level--;
          } else {
            c = bestItem;
            branchTotal[level] = score;
            if (score > 1) {
              branchNodes++;
            }
            branchIndex[level] = 1;
            openLevel(level, c);
            cur = choice[level] = nd[c * W + DOWN];
            // tryChild, written out (see "Shape for the JIT")
            if (takeChild(c, cur)) {
              if (cur != c) {
                coverOthers(cur);
              }
              level++;
              continue;
            }
            closeLevel(level, c);
            if (level == baseLevel) {
              state = DONE;
              return Event.EXHAUSTED;
            }
            level--;
            forward = false;
          }
        }
        // back down to level: undo its child and try the next (untryChild and tryChild, written out)
        cur = choice[level];
        c = itemOf(cur);
        if (cur != c) {
          uncoverOthers(cur);
          cur = choice[level] = nd[cur * W + DOWN];
          branchIndex[level]++;
          if (takeChild(c, cur)) {
            if (cur != c) {
              coverOthers(cur);
            }
            level++;
            forward = true;
            continue;
          }
        } else if (nd[c * W + BOUND] != 0) {
          activate(c); // the null move, a level's last child, deactivated c
        }
        closeLevel(level, c);
        if (level == baseLevel) {
          state = DONE;
          return Event.EXHAUSTED;
        }
        level--;
      }
    } finally {
      this.level = level;
      this.state = state;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Solutions, fixing, undoing and replaying levels.

  @Override
  int optionOf(int node) {
    int q = node;
    while (nd[q * W + ITM] > 0) {
      q++;
    }
    return -nd[q * W + ITM] - 1;
  }

  @Override
  public boolean fix(int optionId) {
    checkIdle("fix");
    if (optionId < 0 || optionId >= optionFirstNode.length) {
      throw new IllegalArgumentException("no option with id " + optionId);
    }
    int first = optionFirstNode[optionId];
    if (first < 0) {
      return false;
    }
    // available iff every primary item still has room and the option was hidden from no list
    int node = -1;
    for (int nn = first; nd[nn * W + ITM] > 0; nn++) {
      int cc = nd[nn * W + ITM];
      if (primary[cc]) {
        if (nd[cc * W + BOUND] == 0) {
          return false;
        }
        if (node < 0) {
          node = nn;
        }
      }
    }
    if (nd[nd[node * W + UP] * W + DOWN] != node) {
      return false;
    }
    int c = nd[node * W + ITM];
    if (--nd[c * W + BOUND] == 0) {
      cover(c);
    } else {
      tweakOut(node);
    }
    coverOthers(node);
    fixedItem[fixedCount] = c;
    fixed[fixedCount++] = node;
    return true;
  }

  /** Removes {@code node}'s whole option from every list, {@code node}'s own included. */
  private void tweakOut(int node) {
    updates += DancingLinks.hideOthers(nd, node) + 1;
    int base = node * W;
    nd[nd[base + UP] * W + DOWN] = nd[base + DOWN];
    nd[nd[base + DOWN] * W + UP] = nd[base + UP];
    nd[nd[base + ITM] * W + ITM]--;
  }

  /** Undoes {@link #tweakOut}. */
  private void untweakOut(int node) {
    int base = node * W;
    nd[nd[base + UP] * W + DOWN] = node;
    nd[nd[base + DOWN] * W + UP] = node;
    nd[nd[base + ITM] * W + ITM]++;
    DancingLinks.unhideOthers(nd, node);
  }

  @Override
  public void unfixAll() {
    checkIdle("unfixAll");
    while (fixedCount > 0) {
      int node = fixed[--fixedCount];
      int c = fixedItem[fixedCount];
      uncoverOthers(node);
      if (nd[c * W + BOUND] == 0) {
        uncover(c);
      } else {
        untweakOut(node);
      }
      nd[c * W + BOUND]++;
    }
  }

  @Override
  void undoLevel(int l) {
    int cur = choice[l];
    int c = itemOf(cur);
    untryChild(c, cur);
    closeLevel(l, c);
  }

  @Override
  int levelItem(int l) {
    return itemOf(choice[l]);
  }

  @Override
  int childNode(int c, int option) {
    int first = optionFirstNode[option];
    if (first >= 0) {
      for (int nn = first; nd[nn * W + ITM] > 0; nn++) {
        if (nd[nn * W + ITM] == c) {
          return nn;
        }
      }
    }
    return -1;
  }

  /**
   * Re-enters level {@code l} on item {@code c} and walks its children up to {@code node}, as the
   * search did; a level that is not on the tree is closed again before the exception.
   */
  @Override
  void replayChild(int l, int c, int node) {
    int score = chooseItem();
    if (score <= 0 || score == INFINITY || bestItem != c) {
      throw notOnTheTree(l, c);
    }
    branchTotal[l] = score;
    openLevel(l, c);
    int cur = nd[c * W + DOWN];
    int index = 1;
    // the search took each child before node and backed down from it: its tweak stays, its covers
    // were undone; the walk stops at the item itself (the null move, the last child)
    while (cur != node && cur != c && tryChild(c, cur)) {
      untryChild(c, cur);
      cur = nd[cur * W + DOWN];
      index++;
    }
    if (cur != node || !tryChild(c, cur)) {
      closeLevel(l, c);
      throw notOnTheTree(l, c);
    }
    branchIndex[l] = index;
  }
}

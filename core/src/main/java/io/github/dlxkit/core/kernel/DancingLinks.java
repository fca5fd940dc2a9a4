package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;

/**
 * Knuth's Algorithm C (exact cover with colours, "dancing links") on flat {@code int} arrays.
 *
 * <p>This is the engine's low-level, mutable, single-threaded search. Most callers want
 * {@code io.github.dlxkit.core.search.ExactCoverSolver}; this class is for those who run many searches on one matrix (fix some
 * options, search, {@link #reset()}, repeat), which avoids rebuilding the matrix each time.
 *
 * <pre>{@code
 * DancingLinks dl = new DancingLinks(problem);
 * dl.fix(givenOption);                     // like a Sudoku given
 * long n = 0;
 * while (dl.nextSolution()) n++;          // dl.solution(): the options of this one, the given first
 * dl.reset();                              // back to the matrix as built, nothing fixed
 * }</pre>
 *
 * <h2>Data layout</h2>
 * The layout is DLX2's, with Knuth's names.
 * <ul>
 *   <li><b>Items</b> are numbered 1..N (problem item id + 1). The <em>active</em> primary items
 *       (not yet covered) are the set bits of {@code active}, bit {@code c} for item {@code c}, and
 *       {@code activeCount} counts them. DLX2 keeps them in a doubly linked list in declaration
 *       order instead; scanning the bits in increasing order visits them in the same order (so the
 *       search makes the same choices) without chasing a pointer per item.
 *   <li><b>Nodes</b> live in one array {@code nd}, four ints per node: {@code UP}, {@code DOWN} (the
 *       item's vertical circular list), {@code ITM} and {@code COLOR}. Node {@code c} for
 *       1 &le; c &le; N is item {@code c}'s list header; its {@code ITM} field holds the list's
 *       length ("LEN"). Node N + 1 is the first spacer. After that, each option's nodes are
 *       consecutive and followed by a spacer.
 *   <li>A <b>spacer</b> has {@code ITM <= 0}: {@code -(option id + 1)} for the option before it
 *       (the first spacer holds 0). Its {@code UP} is the first node of the option before it and its
 *       {@code DOWN} the last node of the option after it, so an option can be walked circularly
 *       from any of its nodes.
 *   <li>{@code COLOR} is 0 for no colour, the colour id (&ge; 1) of a coloured secondary entry, or
 *       -1 once the entry is "purified": its item has been given that colour by a chosen option, so
 *       the entry must not be hidden again.
 * </ul>
 * Invariant while the search is at level {@code l}: the items of the options in
 * {@code choice[0..l)} and of the fixed options are covered (or purified), every option that
 * conflicts with them is hidden from every list but the one being iterated, and every list length
 * counts exactly the nodes in its list.
 *
 * <h2>Statistics</h2>
 * As in DLX2, {@link #nodes()} counts the search-tree nodes entered (step C2) plus one per solution,
 * and {@link #updates()} counts one per item covered plus one per node removed from a list. They
 * are always kept and cost nothing until read.
 */
public final class DancingLinks extends SearchMatrix {
  static final int UP = 0;
  static final int DOWN = 1;
  static final int ITM = 2;
  static final int COLOR = 3;
  /** Ints per node. */
  static final int W = 4;
  static final int ROOT = 0;

  private final int[] nd;
  private final long[] active;
  private int activeCount;
  private final int itemCount; // N
  private final int firstNode; // index of the first spacer (N + 1)

  private final int[] optionFirstNode; // problem option id -> its first node, -1 if dropped
  private final boolean[] primary; // by item number 1..N (index 0 unused)

  /** Builds the matrix for {@code problem}: time and space linear in its size. */
  public DancingLinks(ExactCoverProblem problem) {
    super(problem.primaryCount());
    int n = problem.itemCount();
    this.itemCount = n;
    this.firstNode = n + 1;
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
      throw new BadInputException("problem too large for the engine: " + (size / W)
          + " nodes (the limit is " + ((Integer.MAX_VALUE - 16) / W) + ")");
    }
    nd = new int[(int) size];
    active = new long[(n >>> 6) + 1];
    primary = new boolean[n + 1];
    optionFirstNode = new int[problem.optionCount()];

    // items: every primary item starts active; every list starts empty
    for (int c = 1; c <= n; c++) {
      primary[c] = problem.isPrimary(c - 1);
      if (primary[c]) {
        active[c >>> 6] |= 1L << c;
        activeCount++;
      }
      nd[c * W + UP] = c;
      nd[c * W + DOWN] = c;
    }

    // options, each followed by a spacer
    nd[firstNode * W + ITM] = 0;
    linkOptions(nd, problem, firstNode, optionFirstNode);
  }

  /**
   * Lays out {@code problem}'s options after the item headers, in the node layout above (shared with
   * {@link DancingMultiplicities}): each live option's nodes appended to their items' lists, each option
   * followed by a spacer; {@code optionFirstNode[o]} gets option {@code o}'s first node, or -1 when
   * the option is dropped. The headers' lists must be empty and {@code firstNode} the first spacer.
   */
  static void linkOptions(int[] nd, ExactCoverProblem problem, int firstNode, int[] optionFirstNode) {
    int spacer = firstNode;
    int last = spacer;
    for (int o = 0; o < problem.optionCount(); o++) {
      if (problem.isDropped(o)) {
        optionFirstNode[o] = -1;
        continue;
      }
      optionFirstNode[o] = last + 1;
      for (int k = problem.optionStart(o); k < problem.optionStart(o + 1); k++) {
        int c = problem.entryItem(k) + 1;
        last++;
        nd[last * W + ITM] = c;
        nd[last * W + COLOR] = problem.entryColour(k);
        int bottom = nd[c * W + UP];
        nd[bottom * W + DOWN] = last;
        nd[last * W + UP] = bottom;
        nd[last * W + DOWN] = c;
        nd[c * W + UP] = last;
        nd[c * W + ITM]++;
      }
      nd[spacer * W + DOWN] = last;
      last++;
      nd[last * W + ITM] = -(o + 1);
      nd[last * W + UP] = spacer + 1;
      spacer = last;
    }
  }

  /** A copy of {@code other} in its pristine state: same matrix, nothing fixed, fresh statistics. */
  private DancingLinks(DancingLinks other) {
    super(other.primaryCount);
    this.nd = other.nd.clone();
    this.active = other.active.clone();
    this.activeCount = other.activeCount;
    this.itemCount = other.itemCount;
    this.firstNode = other.firstNode;
    this.primary = other.primary;
    this.optionFirstNode = other.optionFirstNode;
  }

  /**
   * A fresh, independent copy of this matrix (for another thread). This instance must be in its
   * initial state: nothing fixed and no search in progress.
   */
  @Override
  public DancingLinks copy() {
    if (fixedCount != 0 || level != 0 || state != FORWARD) {
      throw new IllegalStateException("copy() needs a matrix with nothing fixed and no search under way");
    }
    return new DancingLinks(this);
  }

  // ---------------------------------------------------------------------------------------------
  // Covering and hiding, each undo beside its do.

  /** Removes item {@code c} from the active items and hides every option in its list. */
  private void cover(int c) {
    final int[] nd = this.nd;
    if (primary[c]) {
      active[c >>> 6] &= ~(1L << c);
      activeCount--;
    }
    long u = updates + 1;
    for (int rr = nd[c * W + DOWN]; rr != c; rr = nd[rr * W + DOWN]) {
      u += hideOthers(nd, rr);
    }
    updates = u;
  }

  /** Undoes {@link #cover}: processes the options in the same order, as DLX2 does. */
  private void uncover(int c) {
    final int[] nd = this.nd;
    for (int rr = nd[c * W + DOWN]; rr != c; rr = nd[rr * W + DOWN]) {
      unhideOthers(nd, rr);
    }
    if (primary[c]) {
      active[c >>> 6] |= 1L << c;
      activeCount++;
    }
  }

  /**
   * Removes every node of {@code rr}'s option except {@code rr} from its item list, skipping purified
   * entries; returns the number removed.
   */
  static int hideOthers(int[] nd, int rr) {
    int removed = 0;
    for (int nn = rr + 1; nn != rr; ) {
      int base = nn * W;
      if (nd[base + COLOR] >= 0) {
        int cc = nd[base + ITM];
        if (cc <= 0) {
          nn = nd[base + UP];
          continue;
        }
        int uu = nd[base + UP];
        int dd = nd[base + DOWN];
        nd[uu * W + DOWN] = dd;
        nd[dd * W + UP] = uu;
        nd[cc * W + ITM]--;
        removed++;
      }
      nn++;
    }
    return removed;
  }

  /** Undoes {@link #hideOthers}, walking the option in the same direction. */
  static void unhideOthers(int[] nd, int rr) {
    for (int nn = rr + 1; nn != rr; ) {
      int base = nn * W;
      if (nd[base + COLOR] >= 0) {
        int cc = nd[base + ITM];
        if (cc <= 0) {
          nn = nd[base + UP];
          continue;
        }
        nd[nd[base + UP] * W + DOWN] = nn;
        nd[nd[base + DOWN] * W + UP] = nn;
        nd[cc * W + ITM]++;
      }
      nn++;
    }
  }

  /**
   * Gives secondary item {@code itm(p)} the colour of node {@code p}: hides the options that want
   * another colour there, and marks those that want the same colour as purified (-1). Returns the
   * number of nodes removed. Shared with {@link DancingMultiplicities}, which has the same layout.
   */
  static int purify(int[] nd, int p) {
    int cc = nd[p * W + ITM];
    int x = nd[p * W + COLOR];
    int u = 0;
    // No rr != p test, unlike DLX2: p is never in this list, since choosing or fixing its option
    // first hid the option's other nodes, p among them (cover, or Algorithm M's tweak), and were it
    // here it would stay -1 for good, as uncoverOthers unpurifies only a node of positive colour.
    for (int rr = nd[cc * W + DOWN]; rr != cc; rr = nd[rr * W + DOWN]) {
      if (nd[rr * W + COLOR] != x) {
        u += hideOthers(nd, rr);
      } else {
        nd[rr * W + COLOR] = -1;
      }
    }
    return u;
  }

  /** Undoes {@link #purify}, walking the list upward and each option leftward. */
  static void unpurify(int[] nd, int p) {
    int cc = nd[p * W + ITM];
    int x = nd[p * W + COLOR];
    for (int rr = nd[cc * W + UP]; rr != cc; rr = nd[rr * W + UP]) {
      if (nd[rr * W + COLOR] < 0) {
        nd[rr * W + COLOR] = x;
      } else {
        for (int nn = rr - 1; nn != rr; ) {
          int base = nn * W;
          if (nd[base + COLOR] >= 0) {
            int c2 = nd[base + ITM];
            if (c2 <= 0) {
              nn = nd[base + DOWN];
              continue;
            }
            nd[nd[base + UP] * W + DOWN] = nn;
            nd[nd[base + DOWN] * W + UP] = nn;
            nd[c2 * W + ITM]++;
          }
          nn--;
        }
      }
    }
  }

  /** Covers or purifies the items of {@code node}'s option other than {@code itm(node)} (step C5). */
  private void coverOthers(int node) {
    final int[] nd = this.nd;
    for (int pp = node + 1; pp != node; ) {
      int cc = nd[pp * W + ITM];
      if (cc <= 0) {
        pp = nd[pp * W + UP];
      } else {
        int colour = nd[pp * W + COLOR];
        if (colour == 0) {
          cover(cc);
        } else if (colour > 0) {
          updates += purify(nd, pp);
        }
        pp++;
      }
    }
  }

  /** Undoes {@link #coverOthers}, leftward (step C6). */
  private void uncoverOthers(int node) {
    final int[] nd = this.nd;
    for (int pp = node - 1; pp != node; ) {
      int cc = nd[pp * W + ITM];
      if (cc <= 0) {
        pp = nd[pp * W + DOWN];
      } else {
        int colour = nd[pp * W + COLOR];
        if (colour == 0) {
          uncover(cc);
        } else if (colour > 0) {
          unpurify(nd, pp);
        }
        pp--;
      }
    }
  }

  /**
   * Step C3: the active primary item with the fewest options, the first declared on ties; 0 (the
   * root) when no primary item is left.
   */
  private int chooseItem() {
    final int[] nd = this.nd;
    final long[] active = this.active;
    int best = ROOT;
    int t = Integer.MAX_VALUE;
    for (int w = 0; w < active.length; w++) {
      for (long bits = active[w]; bits != 0; bits &= bits - 1) {
        int k = (w << 6) + Long.numberOfTrailingZeros(bits);
        int len = nd[k * W + ITM];
        if (len < t) {
          best = k;
          t = len;
          if (len == 0) {
            return best;
          }
        }
      }
    }
    return best;
  }

  // ---------------------------------------------------------------------------------------------
  // The search loop.

  /**
   * Runs Algorithm C until the next event: a solution (in {@code choice[0..solutionLevels)}), a
   * prefix leaf at {@link #leafLevel} (for splitting work), the end of the tree, or a stop asked by
   * the poll watching it ({@link #watch}). Resumable: the next call continues where this one returned.
   */
  Event step() {
    final int[] nd = this.nd;
    final int[] choice = this.choice;
    int level = this.level;
    int state = this.state;
    int best;
    int cur;
    try {
      if (state == DONE) {
        return Event.EXHAUSTED;
      }
      if (state == RECOVER) {
        // C6 after a reported solution or prefix: undo choice[level], go on with the next option
        cur = choice[level];
        best = nd[cur * W + ITM];
        uncoverOthers(cur);
        cur = choice[level] = nd[cur * W + DOWN];
        branchIndex[level]++;
      } else {
        // C2 on the first call, or after a stop at the entry of this level
        if (level == leafLevel) {
          state = RECOVER;
          level--;
          return Event.PREFIX;
        }
        if (nodes >= nextPoll && atPoll(level)) {
          return Event.STOPPED;
        }
        nodes++;
        best = chooseItem();
        if (best == ROOT) {
          // no primary item left at the base level: the fixed options already form a solution
          nodes++;
          solutions++;
          solutionLevels = level;
          state = DONE;
          return Event.SOLUTION;
        }
        branchTotal[level] = nd[best * W + ITM];
        if (branchTotal[level] > 1) {
          branchNodes++;
        }
        branchIndex[level] = 1;
        cover(best);
        cur = choice[level] = nd[best * W + DOWN];
      }
      while (true) {
        if (cur == best) {
          // C8: every option of best was tried; leave this level
          uncover(best);
          if (level == baseLevel) {
            state = DONE;
            return Event.EXHAUSTED;
          }
          level--;
          cur = choice[level];
          best = nd[cur * W + ITM];
          uncoverOthers(cur);
          cur = choice[level] = nd[cur * W + DOWN];
          branchIndex[level]++;
          continue;
        }
        // C5: try option cur
        coverOthers(cur);
        if (activeCount == 0) {
          nodes++; // a solution is a special node, as in DLX2
          solutions++;
          solutionLevels = level + 1;
          state = RECOVER;
          return Event.SOLUTION;
        }
        level++;
        // C2 and C3 for the new level
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
        best = chooseItem();
        branchTotal[level] = nd[best * W + ITM];
        if (branchTotal[level] > 1) {
          branchNodes++;
        }
        branchIndex[level] = 1;
        cover(best);
        cur = choice[level] = nd[best * W + DOWN];
      }
    } finally {
      this.level = level;
      this.state = state;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Fixing options, undoing levels, replaying prefixes.

  @Override
  int optionOf(int node) {
    int q = node;
    while (nd[q * W + ITM] > 0) {
      q++;
    }
    return -nd[q * W + ITM] - 1;
  }

  /**
   * {@inheritDoc} Its items are covered and every conflicting option is hidden, as when the search
   * chooses it.
   */
  @Override
  public boolean fix(int optionId) {
    checkIdle("fix");
    if (optionId < 0 || optionId >= optionFirstNode.length) {
      throw new IllegalArgumentException("no option with id " + optionId);
    }
    int first = optionFirstNode[optionId];
    if (first < 0) {
      return false; // dropped: no primary item
    }
    // The option is still available iff its node in the list of one of its primary items is
    // there and that item is active: hiding removes an option from every list but the covered one.
    int node = first;
    while (!primary[nd[node * W + ITM]]) {
      node++;
    }
    int c = nd[node * W + ITM];
    if (!isActive(c) || !inList(node)) {
      return false;
    }
    cover(c);
    coverOthers(node);
    fixed[fixedCount++] = node;
    return true;
  }

  private boolean isActive(int c) {
    return (active[c >>> 6] & (1L << c)) != 0;
  }

  /**
   * Whether {@code node} is in its item's list. A removed node keeps the neighbours it had when it
   * was removed, and removals are undone in reverse order, so while it is out its old upper
   * neighbour points past it: the test is O(1).
   */
  private boolean inList(int node) {
    return nd[nd[node * W + UP] * W + DOWN] == node;
  }

  @Override
  public void unfixAll() {
    checkIdle("unfixAll");
    while (fixedCount > 0) {
      int node = fixed[--fixedCount];
      uncoverOthers(node);
      uncover(nd[node * W + ITM]);
    }
  }

  @Override
  void undoLevel(int l) {
    int node = choice[l];
    uncoverOthers(node);
    uncover(nd[node * W + ITM]);
  }

  @Override
  void replayCodes(int l, int[] codes, int at) {
    replayLevel(l, codes[at]);
    choice[l] = codes[at];
  }

  /** Applies {@code node} as the choice on level {@code l}, exactly as the search would. */
  private void replayLevel(int l, int node) {
    int c = nd[node * W + ITM];
    branchTotal[l] = nd[c * W + ITM];
    cover(c);
    coverOthers(node);
  }

  // ---------------------------------------------------------------------------------------------
  // Knuth's Monte Carlo estimate of the tree size.

  /**
   * One random walk from the root to a leaf, choosing uniformly among each node's children (Knuth,
   * "Estimating the efficiency of backtrack programs", 1975; TAOCP 7.2.2). If the walk meets nodes
   * with d_1, d_2, ... children, each node on it stands for d_1 ... d_k nodes at its depth; the
   * returned estimates are unbiased: {nodes (counted as {@link #nodes()} counts them), solutions,
   * updates}. The matrix is left as it was; statistics are not changed.
   */
  public double[] randomProbe(java.util.SplittableRandom random) {
    checkIdle("randomProbe");
    long savedUpdates = updates;
    double weight = 1;
    double nodesEstimate = 0;
    double solutionsEstimate = 0;
    double updatesEstimate = 0;
    int depth = 0;
    while (true) {
      nodesEstimate += weight;
      int best = chooseItem();
      if (best == ROOT) {
        nodesEstimate += weight;
        solutionsEstimate += weight;
        break;
      }
      int d = nd[best * W + ITM];
      long u0 = updates;
      cover(best);
      updatesEstimate += weight * (updates - u0);
      if (d == 0) {
        uncover(best);
        break;
      }
      int node = nd[best * W + DOWN];
      for (int k = random.nextInt(d); k > 0; k--) {
        node = nd[node * W + DOWN];
      }
      long u1 = updates;
      coverOthers(node);
      choice[depth++] = node;
      weight *= d;
      updatesEstimate += weight * (updates - u1);
      if (activeCount == 0) {
        nodesEstimate += weight;
        solutionsEstimate += weight;
        break;
      }
    }
    for (int l = depth - 1; l >= 0; l--) {
      uncoverOthers(choice[l]);
      uncover(nd[choice[l] * W + ITM]);
    }
    updates = savedUpdates;
    return new double[] {nodesEstimate, solutionsEstimate, updatesEstimate};
  }

}

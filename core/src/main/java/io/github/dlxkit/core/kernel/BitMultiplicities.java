package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.model.ExactCoverProblem;

/**
 * Knuth's Algorithm M on bitsets, for small problems with bounds: the search of
 * {@link DancingMultiplicities} (DLX3's), node for node, with the options still available as the
 * bits of one {@code live} bitset instead of doubly linked lists. Covering an item, purifying a
 * colour and blocking a tweaked option each clear a few words; an item's list length is the
 * popcount of its options' mask and {@code live}; backing down to a level copies back the words
 * it saved. {@code Matrices} gives it the problems of at most {@link #MAX_OPTIONS} options, where
 * a bitset is at most four words (A001499 n = 8: 64 options; the random bounded files: 100).
 *
 * <p>Its choices, their order and its null moves are those of {@link DancingMultiplicities}: the
 * same item by the same rule ({@code len + s - bound + 1}, ties: smaller s, longer list, first
 * declared) and the same options in list order, which is the options' order; so its node,
 * branch-node and solution counts are that kernel's, hence DLX3's. Its update count is the
 * number of words of {@code live} changed, as in {@link DancingBits}, not DLX3's; a count
 * ({@link #countAll}) counts a level's children at once where all are solutions
 * ({@link #leavesBelow}), as nodes and solutions, and so changes fewer words than a listing.
 *
 * <h2>Data layout</h2>
 * Items are numbered 1..N and nodes as in {@link DancingLinks} (headers 1..N, the first spacer
 * N + 1, each option's entries followed by a spacer). A level's choice is its option's first node,
 * or its item for the null move. Options are numbered by bit, in problem order without the
 * dropped ones; bitsets are {@code words} longs.
 * <ul>
 *   <li>{@code mask[c * words ..]}: the options containing item {@code c};
 *       {@code kill[killAt[e] ..]}: for an entry {@code e} on a secondary item, the options that
 *       choosing its option rules out (those with the item and another colour or none; all those
 *       with the item when {@code e} has no colour), one set per item and colour;
 *   <li>{@code nodeItem[node]}: a node's item (0 for a spacer), {@code nodeBit[node]}: its
 *       option's bit, {@code bitNode[b]}: the first node of option {@code b};
 *   <li>{@code bound[c]}: how many more chosen options may contain primary item {@code c};
 *       {@code slack[c]}: its upper bound minus its lower bound, constant; {@code active}: the
 *       primary items still to branch on;
 *   <li>per level {@code l}, {@code words} longs each: {@code taken}, {@code live} once the level
 *       took its child, before the child's covers (backing down to the level restores it, and the
 *       level's next child is taken on top of it); {@code listed}, the level item's options on
 *       entering, kept only when the level covers its item (its children are then no longer in
 *       {@code live}); {@code rootLive}: {@code live} with nothing but the fixed options chosen.
 * </ul>
 */
final class BitMultiplicities extends MultiplicitiesMatrix {
  /** The most options this kernel takes: four words of 64 bits. */
  static final int MAX_OPTIONS = 256;
  private static final int INFINITY = Integer.MAX_VALUE;

  private final int words;
  private final long[] mask;
  private final long[] kill;
  private final int[] killAt; // by node on a secondary item: where its kill set starts in kill
  private final int[] nodeItem;
  private final int[] nodeBit;
  private final int[] bitNode;
  private final int[] problemOption; // bit -> problem option id
  private final int[] optionBit; // problem option id -> bit, -1 if dropped
  private final int[] slack;
  private final boolean packedChoice; // every bound below 2^20: chooseItem's keys are exact

  private final long[] live;
  private final long[] rootLive;
  private final long[] active;
  private final int[] bound;
  private final long[] taken;
  private final long[] listed;
  private final int[] levelItem; // the item of each level, for its option children
  private final long[] fixLive; // live before each fix
  private final int[] fixedItem;
  private int bestItem;

  /** Whether {@code problem} is small enough for this kernel (it must also have bounds). */
  static boolean fits(ExactCoverProblem problem) {
    return problem.optionCount() - problem.droppedOptions().length <= MAX_OPTIONS;
  }

  BitMultiplicities(ExactCoverProblem problem) {
    super(problem);
    int n = problem.itemCount();
    int options = problem.optionCount() - problem.droppedOptions().length;
    if (options > MAX_OPTIONS) {
      throw new IllegalArgumentException(options + " options; this kernel takes at most " + MAX_OPTIONS);
    }
    words = Math.max(1, (options + 63) >>> 6);
    int nodes = firstNode + 1;
    for (int o = 0; o < problem.optionCount(); o++) {
      if (!problem.isDropped(o)) {
        nodes += problem.optionSize(o) + 1;
      }
    }
    mask = new long[(n + 1) * words];
    nodeItem = new int[nodes];
    nodeBit = new int[nodes];
    bitNode = new int[options];
    problemOption = new int[options];
    optionBit = new int[problem.optionCount()];
    slack = new int[n + 1];
    bound = new int[n + 1];
    active = new long[(n >>> 6) + 1];
    int maxBound = 0;
    for (int c = 1; c <= n; c++) {
      if (primary[c]) {
        bound[c] = problem.upperBound(c - 1);
        slack[c] = problem.upperBound(c - 1) - problem.lowerBound(c - 1);
        active[c >>> 6] |= 1L << c;
        maxBound = Math.max(maxBound, bound[c]);
      }
    }
    packedChoice = maxBound < 1 << 20;
    int[] nodeColour = new int[nodes];
    int node = firstNode;
    int bit = 0;
    for (int o = 0; o < problem.optionCount(); o++) {
      if (problem.isDropped(o)) {
        optionBit[o] = -1;
        continue;
      }
      optionBit[o] = bit;
      problemOption[bit] = o;
      bitNode[bit] = node + 1;
      for (int k = problem.optionStart(o); k < problem.optionStart(o + 1); k++) {
        node++;
        int c = problem.entryItem(k) + 1;
        nodeItem[node] = c;
        nodeBit[node] = bit;
        nodeColour[node] = problem.entryColour(k);
        mask[c * words + (bit >>> 6)] |= 1L << bit;
      }
      node++; // the spacer
      bit++;
    }
    // a secondary item's options by colour, then each entry's kill set: one per (item, colour)
    int colours = problem.colourCount() + 1;
    java.util.Map<Integer, Integer> killOf = new java.util.HashMap<>();
    long[] same = new long[0];
    for (int e = firstNode + 1; e < nodes; e++) {
      int c = nodeItem[e];
      if (c != 0 && !primary[c]) {
        int key = c * colours + nodeColour[e];
        Integer k = killOf.get(key);
        if (k == null) {
          k = killOf.size();
          killOf.put(key, k);
          same = java.util.Arrays.copyOf(same, (k + 1) * words);
        }
        same[k * words + (nodeBit[e] >>> 6)] |= 1L << nodeBit[e];
      }
    }
    kill = new long[killOf.size() * words];
    killAt = new int[nodes];
    for (java.util.Map.Entry<Integer, Integer> k : killOf.entrySet()) {
      int c = k.getKey() / colours;
      int colour = k.getKey() % colours;
      for (int w = 0; w < words; w++) {
        // no colour: every option with the item; a colour: those with another colour or none
        long others = mask[c * words + w] & (colour == 0 ? -1L : ~same[k.getValue() * words + w]);
        kill[k.getValue() * words + w] = others;
      }
    }
    for (int e = firstNode + 1; e < nodes; e++) {
      int c = nodeItem[e];
      if (c != 0 && !primary[c]) {
        killAt[e] = killOf.get(c * colours + nodeColour[e]) * words;
      }
    }
    live = new long[words];
    for (int b = 0; b < options; b++) {
      live[b >>> 6] |= 1L << b;
    }
    rootLive = live.clone();
    taken = new long[choice.length * words];
    listed = new long[choice.length * words];
    levelItem = new int[choice.length];
    fixLive = new long[fixed.length * words];
    fixedItem = new int[fixed.length];
  }

  private BitMultiplicities(BitMultiplicities other) {
    super(other);
    words = other.words;
    mask = other.mask;
    kill = other.kill;
    killAt = other.killAt;
    nodeItem = other.nodeItem;
    nodeBit = other.nodeBit;
    bitNode = other.bitNode;
    problemOption = other.problemOption;
    optionBit = other.optionBit;
    slack = other.slack;
    packedChoice = other.packedChoice;
    live = other.live.clone();
    rootLive = other.rootLive.clone();
    active = other.active.clone();
    bound = other.bound.clone();
    taken = new long[other.taken.length];
    listed = new long[other.listed.length];
    levelItem = new int[choice.length];
    fixLive = new long[other.fixLive.length];
    fixedItem = new int[other.fixedItem.length];
  }

  @Override
  public BitMultiplicities copy() {
    if (fixedCount != 0 || level != 0 || state != FORWARD) {
      throw new IllegalStateException("copy() needs a matrix with nothing fixed and no search under way");
    }
    return new BitMultiplicities(this);
  }

  // ---------------------------------------------------------------------------------------------
  // Bitset operations; loops, not System.arraycopy: a call to the copy stub costs more than
  // copying four words.

  /** Clears from {@code live} the options in {@code from[at ..]}; counts the words changed. */
  private void clear(long[] from, int at) {
    long u = updates;
    for (int w = 0; w < words; w++) {
      long old = live[w];
      long now = old & ~from[at + w];
      live[w] = now;
      u += old != now ? 1 : 0;
    }
    updates = u;
  }

  private void save(long[] to, int at) {
    for (int w = 0; w < words; w++) {
      to[at + w] = live[w];
    }
  }

  private void restore(long[] from, int at) {
    for (int w = 0; w < words; w++) {
      live[w] = from[at + w];
    }
  }

  private int length(int c) {
    int len = 0;
    int at = c * words;
    for (int w = 0; w < words; w++) {
      len += Long.bitCount(mask[at + w] & live[w]);
    }
    return len;
  }

  /** The first option at or after bit {@code from} in {@code set[at ..]}, or -1. */
  private int first(long[] set, int at, long[] and, int from) {
    for (int w = from >>> 6; w < words; w++) {
      long bits = set[at + w] & (and == null ? -1L : and[w]);
      if (w == from >>> 6) {
        bits &= -1L << (from & 63);
      }
      if (bits != 0) {
        return (w << 6) + Long.numberOfTrailingZeros(bits);
      }
    }
    return -1;
  }

  private void activate(int c) {
    active[c >>> 6] |= 1L << c;
  }

  private void deactivate(int c) {
    active[c >>> 6] &= ~(1L << c);
  }

  /** Removes every option of primary item {@code c} and deactivates it. */
  private void cover(int c) {
    deactivate(c);
    clear(mask, c * words);
  }

  /** Uses one unit of each item of option {@code node} (its first node) but {@code c}. */
  private void coverOthers(int node, int c) {
    for (int e = node; nodeItem[e] != 0; e++) {
      int cc = nodeItem[e];
      if (cc == c) {
        continue;
      }
      if (primary[cc]) {
        if (--bound[cc] == 0) {
          cover(cc);
        }
      } else {
        clear(kill, killAt[e]);
      }
    }
  }

  /** Undoes {@link #coverOthers} but for {@code live}, which the caller restores. */
  private void uncoverOthers(int node, int c) {
    for (int e = node; nodeItem[e] != 0; e++) {
      int cc = nodeItem[e];
      if (cc != c && primary[cc] && bound[cc]++ == 0) {
        activate(cc); // as DancingMultiplicities' uncover: even where a null move had deactivated cc
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Choosing the item, entering and leaving a level.

  /**
   * As DancingMultiplicities.chooseItem, with an item's list length counted on {@code live}: sets
   * {@link #bestItem} and returns its branching degree, INFINITY when no item is active (a
   * solution). A degree of 0 or less (an item can no longer reach its lower bound) ends the scan
   * at once: the level is then a dead end whichever item is named. Items are ranked by one long,
   * as DancingMultiplicities ranks them: {@code t << 42 | s << 21 | (2^21 - 1 - len)}, exact
   * while bounds stay below 2^20 (else {@link #chooseItemWide}); lists are at most 256 long.
   */
  private int chooseItem() {
    if (!packedChoice) {
      return chooseItemWide();
    }
    final long[] mask = this.mask;
    final int words = this.words;
    long l0 = live[0];
    long l1 = words > 1 ? live[1] : 0;
    long l2 = words > 2 ? live[2] : 0;
    long l3 = words > 3 ? live[3] : 0;
    long bestKey = Long.MAX_VALUE;
    int best = 0;
    for (int w = 0; w < active.length; w++) {
      for (long bits = active[w]; bits != 0; bits &= bits - 1) {
        int k = (w << 6) + Long.numberOfTrailingZeros(bits);
        int at = k * words;
        int len = Long.bitCount(mask[at] & l0);
        if (words > 1) {
          len += Long.bitCount(mask[at + 1] & l1);
          if (words > 2) {
            len += Long.bitCount(mask[at + 2] & l2);
            if (words > 3) {
              len += Long.bitCount(mask[at + 3] & l3);
            }
          }
        }
        int b = bound[k];
        int s = Math.min(slack[k], b);
        int t = len + s - b + 1;
        if (t <= 0) {
          bestItem = k;
          return t;
        }
        long key = ((long) t << 42) | ((long) s << 21) | (LEN_MASK - len);
        if (key < bestKey) { // strict: the first declared wins a tie
          bestKey = key;
          best = k;
        }
      }
    }
    bestItem = best;
    return best == 0 ? INFINITY : (int) (bestKey >>> 42);
  }

  private static final long LEN_MASK = (1L << 21) - 1;

  /** {@link #chooseItem} where some bound is too large for its keys: the same order, branch by branch. */
  private int chooseItemWide() {
    int score = INFINITY;
    int bestS = 0;
    int bestLen = 0;
    int best = 0;
    for (int w = 0; w < active.length; w++) {
      for (long bits = active[w]; bits != 0; bits &= bits - 1) {
        int k = (w << 6) + Long.numberOfTrailingZeros(bits);
        int b = bound[k];
        int s = Math.min(slack[k], b);
        int len = length(k);
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
   * Enters level {@code l} on item {@code c}: uses one unit of it; with none left, covers it, its
   * options kept in {@code listed} as the level's children. Returns the first child: the node of
   * the first option in {@code c}'s list, or {@code c} (the null move) when it has none.
   */
  private int openLevel(int l, int c) {
    levelItem[l] = c;
    if (--bound[c] == 0) {
      int at = l * words;
      for (int w = 0; w < words; w++) {
        listed[at + w] = mask[c * words + w] & live[w];
      }
      cover(c);
    }
    return nextChild(l, c, 0);
  }

  /**
   * The node of the level's first option at or after bit {@code from}, in list order, or {@code c}
   * itself (the null move) when none is left. While {@code c} has units left its list is its live
   * options (those already tried were removed); once covered, the list kept on entering.
   */
  private int nextChild(int l, int c, int from) {
    int b = bound[c] == 0 ? first(listed, l * words, null, from) : first(mask, c * words, live, from);
    return b < 0 ? c : bitNode[b];
  }

  /**
   * Takes child {@code cur} of item {@code c}'s level {@code l} up to its covers: returns false if
   * no children are left; otherwise removes the option from the rest of the level (while
   * {@code c} has units left: once covered, it is gone from {@code live} already) or, for the null
   * move, deactivates {@code c}, and saves the level's undo point.
   */
  private boolean takeChild(int l, int c, int cur) {
    int b = bound[c];
    if (b == 0 && slack[c] == 0) {
      if (cur == c) {
        return false;
      }
    } else if (b != 0 && length(c) <= b - slack[c]) {
      return false; // with b == 0 the test, len <= -slack, never holds
    } else if (cur != c) {
      if (b != 0) {
        int bit = nodeBit[cur];
        live[bit >>> 6] &= ~(1L << bit);
        updates++;
      }
    } else if (b != 0) {
      deactivate(c); // null move; with b == 0 the cover already did it
    }
    save(taken, l * words);
    return true;
  }

  /** Undoes child {@code cur}'s covers: back to the level's undo point. */
  private void untake(int l, int c, int cur) {
    if (cur == c) {
      if (bound[c] != 0) {
        activate(c); // the null move deactivated c; with bound 0 closeLevel does it
      }
    } else {
      uncoverOthers(cur, c);
      restore(taken, l * words);
    }
  }

  /**
   * Undoes {@link #openLevel} but for {@code live}: the level below restores its own undo point
   * next, and level 0, which has none, restores {@link #rootLive}.
   */
  private void closeLevel(int l, int c) {
    int b = bound[c];
    if (b == 0) {
      activate(c);
    }
    bound[c] = b + 1;
    if (l == 0) {
      restore(rootLive, 0);
    }
  }

  /**
   * Whether every child of item {@code c}'s level, {@code c} having one unit left, is a solution,
   * so that {@link #countAll} may count them, as nodes and solutions, without entering them: the
   * level covers {@code c}, no child can activate an item (a cover only deactivates), and each
   * other active item has one unit left and is in every option of {@code c}'s list, so that every
   * option child covers it (then {@code c} has no slack: a null move would leave them active).
   * Its children are then its {@code len} options, and the null move when {@code c} alone is
   * active and has slack: {@code len + min(slack, 1)}, its score {@code len + s - b + 1} for
   * {@code b = 1}. Most solutions of A001499 (the last row and column, each with one unit left)
   * and of the random bounded files are such leaves. At most three other items are checked.
   */
  private boolean leavesBelow(int c) {
    int others = 0;
    for (int w = 0; w < active.length; w++) {
      long bits = active[w];
      if (w == c >>> 6) {
        bits &= ~(1L << c);
      }
      for (; bits != 0; bits &= bits - 1) {
        int a = (w << 6) + Long.numberOfTrailingZeros(bits);
        // bound[a] != 1, slack[c] != 0 or a fourth other, in one test: C2 compiles a branch never
        // taken while it profiled as a trap, and the fourth other first shows up seconds into a
        // count (rb3), which then threw the search loop back to the interpreter and recompiled
        // it (0.35 s of C2 on a 3 s count); this branch is taken often from the start
        others++;
        if (((bound[a] - 1) | slack[c] | ((3 - others) >>> 31)) != 0) {
          return false;
        }
        for (int v = 0; v < words; v++) {
          if ((mask[c * words + v] & live[v] & ~mask[a * words + v]) != 0) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private int itemOf(int l, int cur) {
    return cur < firstNode ? cur : levelItem[l];
  }

  // ---------------------------------------------------------------------------------------------
  // The search loop, as DancingMultiplicities'.

  @Override
  Event step() {
    int level = this.level;
    int state = this.state;
    try {
      if (state == DONE) {
        return Event.EXHAUSTED;
      }
      boolean forward = state == FORWARD;
      while (true) {
        int c;
        int cur;
        if (forward) {
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
            if (level == baseLevel) {
              state = DONE;
              return Event.EXHAUSTED;
            }
            level--;
            forward = false;
            continue;
          }
          c = bestItem;
          branchTotal[level] = score;
          if (score > 1) {
            branchNodes++;
          }
          if (counting && bound[c] == 1 && level + 1 < leafLevel && leavesBelow(c)) {
            // each child is a solution: count them, as nodes too, without entering them
            nodes += score;
            solutions += score;
            if (level == baseLevel) {
              state = DONE;
              return Event.EXHAUSTED;
            }
            level--;
            forward = false;
            continue;
          }
          branchIndex[level] = 1;
          cur = openLevel(level, c);
        } else {
          cur = choice[level];
          c = itemOf(level, cur);
          untake(level, c, cur);
          if (cur == c) {
            closeLevel(level, c); // the null move was the level's last child
            if (level == baseLevel) {
              state = DONE;
              return Event.EXHAUSTED;
            }
            level--;
            continue;
          }
          cur = nextChild(level, c, nodeBit[cur] + 1);
          branchIndex[level]++;
        }
        if (takeChild(level, c, cur)) {
          choice[level] = cur;
          if (cur != c) {
            coverOthers(cur, c);
          }
          level++;
          forward = true;
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
    } finally {
      this.level = level;
      this.state = state;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Solutions, fixing, undoing and replaying levels.

  @Override
  int optionOf(int node) {
    return problemOption[nodeBit[node]];
  }

  @Override
  public boolean fix(int optionId) {
    checkIdle("fix");
    if (optionId < 0 || optionId >= optionBit.length) {
      throw new IllegalArgumentException("no option with id " + optionId);
    }
    int bit = optionBit[optionId];
    if (bit < 0 || (live[bit >>> 6] & (1L << bit)) == 0) {
      return false;
    }
    int c = 0;
    for (int e = bitNode[bit]; nodeItem[e] != 0; e++) {
      int cc = nodeItem[e];
      if (primary[cc]) {
        if (bound[cc] == 0) {
          return false;
        }
        if (c == 0) {
          c = cc;
        }
      }
    }
    save(fixLive, fixedCount * words);
    live[bit >>> 6] &= ~(1L << bit);
    if (--bound[c] == 0) {
      cover(c);
    }
    coverOthers(bitNode[bit], c);
    fixedItem[fixedCount] = c;
    fixed[fixedCount++] = bitNode[bit];
    save(rootLive, 0);
    return true;
  }

  @Override
  public void unfixAll() {
    checkIdle("unfixAll");
    while (fixedCount > 0) {
      int node = fixed[--fixedCount];
      int c = fixedItem[fixedCount];
      uncoverOthers(node, c);
      if (bound[c]++ == 0) {
        activate(c);
      }
      restore(fixLive, fixedCount * words);
    }
    save(rootLive, 0);
  }

  @Override
  void undoLevel(int l) {
    int cur = choice[l];
    int c = itemOf(l, cur);
    untake(l, c, cur);
    closeLevel(l, c);
  }

  @Override
  int levelItem(int l) {
    return levelItem[l];
  }

  @Override
  int childNode(int c, int option) {
    int bit = optionBit[option];
    return bit >= 0 && (mask[c * words + (bit >>> 6)] & (1L << bit)) != 0 ? bitNode[bit] : -1;
  }

  /**
   * Re-enters level {@code l} on item {@code c} and walks its children up to {@code node}, as the
   * search did; a level that is not on the tree is closed again before the exception (its
   * {@code live} is restored by the levels below it, as when the search backs down).
   */
  @Override
  void replayChild(int l, int c, int node) {
    int score = chooseItem();
    if (score <= 0 || score == INFINITY || bestItem != c) {
      throw notOnTheTree(l, c);
    }
    branchTotal[l] = score;
    int cur = openLevel(l, c);
    int index = 1;
    // the search took each child before node and backed down from it: its tweak stays, its covers
    // were undone; the walk stops at the item itself (the null move, the last child)
    while (cur != node && cur != c && takeChild(l, c, cur)) {
      cur = nextChild(l, c, nodeBit[cur] + 1);
      index++;
    }
    if (cur != node || !takeChild(l, c, cur)) {
      closeLevel(l, c);
      throw notOnTheTree(l, c);
    }
    if (cur != c) {
      coverOthers(cur, c);
    }
    branchIndex[l] = index;
  }
}

package io.github.dlxkit.core.kernel;

import java.util.function.LongSupplier;

/**
 * An exact-cover matrix ready for search: the part common to the engine's kernels,
 * {@link DancingLinks} (Knuth's DLX2, node for node), {@link DancingCells} (sparse sets with
 * early wipe-out detection) and {@link DancingBits} (the same choices on bitsets). Mutable and single-threaded; {@link #copy()} gives another thread its
 * own.
 *
 * <p>The search is resumable: {@link #nextSolution()} runs Algorithm C until the next solution and
 * returns; the current solution is read with {@link #solution(int[])} (fixed options first, then
 * the choices level by level). Options can be fixed before a search ({@link #fix(int)}), and
 * {@link #reset()} returns to the matrix as built, so one matrix serves many searches.
 *
 * <pre>{@code
 * SearchMatrix m = Matrices.links(problem);
 * m.fix(given);
 * long n = m.countAll();
 * m.reset();
 * }</pre>
 *
 * <h2>Search state, shared by the kernels</h2>
 * {@code choice[l]} is the node chosen on level l (a node of the option, in the list or set of the
 * item branched on), {@code branchIndex[l]} its 1-based position among that item's options and
 * {@code branchTotal[l]} their number, for Knuth's progress estimate. Levels below
 * {@code baseLevel} belong to a replayed prefix (parallel search); {@code state} is where the
 * resumable loop stands: about to enter {@code level} ({@link #FORWARD}), about to try the next
 * option on {@code level} ({@link #RECOVER}), or finished ({@link #DONE}).
 */
public abstract class SearchMatrix {
  /** The outcome of one call to {@link #step}. */
  public enum Event {
    SOLUTION,
    PREFIX,
    EXHAUSTED,
    STOPPED
  }

  /**
   * The tie-break between items with two options left ({@link #setPairWeighing}) weighs only the
   * first this many declared, so that it costs little where hundreds of items have two (an easy
   * Sudoku) and keeps part of the author's item order (cells first, for Sudoku). Measured on the
   * three Sudoku sets (docs/performance/2026-11-22-to-25-sudoku.md, "The tie-break"): 8 to 16 about equal and best; weighing every item with
   * two was 15-20% slower on top95 and forum_hardest_1106 and 10% on royle_17clue; 4 in between.
   */
  static final int PAIRS_WEIGHED = 16;

  static final int FORWARD = 0;
  static final int RECOVER = 1;
  static final int DONE = 2;

  final int primaryCount;
  final int[] choice;
  final int[] branchIndex;
  final int[] branchTotal;
  int level;
  int baseLevel;
  int leafLevel = Integer.MAX_VALUE;
  int state = FORWARD;
  int solutionLevels;
  final int[] fixed;
  int fixedCount;
  boolean stopped;
  /**
   * Set by {@link #countAll()} only: {@link #step} may then count a solution and go on without
   * returning {@link Event#SOLUTION} (one exit and re-entry of the loop per solution saved, which
   * matters where solutions are a third of the nodes, as in OEIS A001499). A kernel that ignores it
   * returns every solution as usual; either way {@link #solutions} counts them all.
   */
  boolean counting;

  long nodes;
  long branchNodes;
  long updates;
  long solutions;
  long nextPoll = Long.MAX_VALUE;
  private LongSupplier poll;

  SearchMatrix(int primaryCount) {
    this(primaryCount, primaryCount + 1);
  }

  /** With room for {@code depth} levels and as many fixed options (Algorithm M goes deeper). */
  SearchMatrix(int primaryCount, int depth) {
    this.primaryCount = primaryCount;
    choice = new int[depth];
    branchIndex = new int[depth];
    branchTotal = new int[depth];
    fixed = new int[depth];
  }

  // ---------------------------------------------------------------------------------------------
  // What each kernel provides.

  /**
   * Runs the search until the next event: a solution (choices {@code 0..solutionLevels}), a prefix
   * leaf at {@code leafLevel}, the end of the tree, or a stop asked at a poll. Resumable.
   */
  abstract Event step();

  /** The problem option id of the option containing {@code node}. */
  abstract int optionOf(int node);

  /** Undoes the choice on level {@code l}, the deepest level still applied. */
  abstract void undoLevel(int l);

  /**
   * How many codes name one level's choice in a prefix ({@link #prefixCodes}): 1, the node chosen,
   * in Algorithm C; Algorithm M's kernels say 2 (see {@link #prefixCodes}).
   */
  int codesPerLevel() {
    return 1;
  }

  /** Writes the choice on level {@code l} as its codes at {@code out[at..]}. */
  void writeCodes(int l, int[] out, int at) {
    out[at] = choice[l];
  }

  /**
   * Applies the choice that the codes at {@code codes[at..]} name as level {@code l}, exactly as
   * the search would, and records it in {@code choice[l]}. A kernel whose codes may come from
   * elsewhere (Algorithm M's) checks them and, if they name no child of the level, throws leaving
   * the level unapplied. Algorithm C's kernels take one code, the node chosen, and apply it as
   * their {@code replayLevel(l, node)}.
   */
  abstract void replayCodes(int l, int[] codes, int at);

  /**
   * Fixes option {@code optionId} before the search, as if it had been chosen. Returns
   * {@code false}, changing nothing, if it conflicts with options fixed before or was dropped.
   *
   * @throws IllegalStateException if a search is under way (call {@link #restart()} first)
   */
  public abstract boolean fix(int optionId);

  /** Undoes every {@link #fix}. Allowed only when no search is under way. */
  public abstract void unfixAll();

  /**
   * A fresh, independent copy of this matrix as built (for another thread). This instance must be
   * idle with nothing fixed.
   */
  public abstract SearchMatrix copy();

  /**
   * Makes this matrix branch on {@code branch} items first (see
   * {@code ExactCoverSolver.withBranchItems}): {@code branch[i]} says whether the {@code i}-th
   * primary item, in declaration order, is one; {@code null} restores plain MRV. Only kernels that
   * support it override this; the others refuse.
   *
   * @throws UnsupportedOperationException if this kernel does not support branch items
   */
  public void setBranchItems(boolean[] branch) {
    if (branch != null) {
      throw new UnsupportedOperationException("branch items are supported by the dancing-cells kernel"
          + " (DANCING_CELLS) only, not by " + getClass().getSimpleName());
    }
  }

  /**
   * Makes this matrix try the options of each branching node in a random order drawn from
   * {@code seed} (the same seed, the same search) instead of the order of its sets; if
   * {@code fewestPlacesFirst}, then stably by the fewest options left in their other primary items
   * (for a Sudoku cell, the value with the fewest places left in its row, column or box first).
   * Same solutions, in another order. Randomised restarts use it to search anew without building a
   * new matrix. Only kernels that support it override this; the others refuse.
   *
   * @throws UnsupportedOperationException if this kernel does not support it
   */
  public void setBranchOrder(long seed, boolean fewestPlacesFirst) {
    throw new UnsupportedOperationException("branch orders are supported by the dancing-cells kernel"
        + " (DANCING_CELLS) only, not by " + getClass().getSimpleName());
  }

  /**
   * Makes this matrix break ties between items with two live options by weighing them, if
   * {@code weigh}: of the first {@link #PAIRS_WEIGHED} declared, the item whose two options would
   * hide the most others through their other primary items (the sum of those items' live
   * options) is branched on, the first declared among equals — the binary branch whose two sides
   * propagate furthest. Otherwise (the default) the first declared, as on every other tie. Same
   * solutions, another tree; {@link #copy()} keeps the setting, so that split parts search the
   * same tree.
   *
   * <p>Off by default because it pays on Sudoku and nowhere else measured: proving uniqueness on
   * top95 it enters 506 nodes per puzzle instead of 638, and on forum_hardest_1106 3,663 instead
   * of 4,785 (the cells kernel, 2026-11-25); counting, node counts went either way (-14% to +55% on
   * the kernel-choice problems: docs/PERFORMANCE.md, "Which kernel"), and in the bitset kernel,
   * which finds items with two by popcounting unless it counts options down, the weighing cost
   * about half as much again per node on queens13 and Langford pairs (116 against 175 ms, the
   * same trees within 0.3%). The Sudoku solver sets it. Only kernels that support it override
   * this; the others refuse {@code true}.
   *
   * @throws UnsupportedOperationException if {@code weigh} and this kernel does not support it
   */
  public void setPairWeighing(boolean weigh) {
    if (weigh) {
      throw new UnsupportedOperationException("pair weighing is supported by the dancing-cells and"
          + " dancing-bits kernels only, not by " + getClass().getSimpleName());
    }
  }

  /** Undoes {@link #setBranchOrder}: the options in the order of the sets again. */
  public void clearBranchOrder() {
    // nothing to undo in a kernel that does not support branch orders
  }

  // ---------------------------------------------------------------------------------------------
  // The public, resumable interface.

  /**
   * Runs the search until the next event, as {@link #step}: for callers outside this package that
   * drive the search event by event (core's splitting and parallel search).
   */
  public final Event nextEvent() {
    return step();
  }

  /** The problem option id of the option containing {@code node} (a node of any copy of this matrix). */
  public final int optionAt(int node) {
    return optionOf(node);
  }

  /** The codes of the current solution's choices, level by level, as {@link #prefixCodes} (fixed options not included). */
  public final int[] solutionCodes() {
    return prefixCodes(solutionLevels);
  }

  /**
   * Advances to the next solution. Returns {@code false} when there are no more, or when a limit
   * stopped the search (see {@link #isStopped()}); then {@link #restart()} starts over.
   */
  public boolean nextSolution() {
    while (true) {
      Event e = step();
      if (e == Event.SOLUTION) {
        return true;
      }
      if (e != Event.PREFIX) {
        return false;
      }
    }
  }

  /** Counts all remaining solutions; afterwards the matrix is back in its pre-search state. */
  public long countAll() {
    long before = solutions;
    counting = true;
    try {
      while (nextSolution()) {
        if (solutions == Long.MAX_VALUE) {
          throw new ArithmeticException("more than " + Long.MAX_VALUE + " solutions");
        }
      }
    } finally {
      counting = false;
    }
    return solutions - before;
  }

  /** Whether the search was stopped by a limit before it finished. */
  public boolean isStopped() {
    return stopped;
  }

  /**
   * The current solution's option ids: the fixed options first, then the chosen ones by level.
   * Valid after {@link #nextSolution()} returned {@code true}.
   */
  public int[] solution() {
    int[] ids = new int[solutionSize()];
    solution(ids);
    return ids;
  }

  /** The number of options in the current solution. */
  public int solutionSize() {
    int k = fixedCount;
    for (int l = 0; l < solutionLevels; l++) {
      if (!isNullMove(choice[l])) {
        k++;
      }
    }
    return k;
  }

  /**
   * Whether a level's choice {@code node} is Algorithm M's null move, which takes no option (the
   * Algorithm M kernels say so for their item nodes); a solution leaves such levels out.
   */
  boolean isNullMove(int node) {
    return false;
  }

  /**
   * Writes the current solution's option ids into {@code out} (at least {@link #solutionSize()}
   * long) without allocating; returns the count written.
   */
  public int solution(int[] out) {
    int k = 0;
    for (int i = 0; i < fixedCount; i++) {
      out[k++] = optionOf(fixed[i]);
    }
    for (int l = 0; l < solutionLevels; l++) {
      if (!isNullMove(choice[l])) {
        out[k++] = optionOf(choice[l]);
      }
    }
    return k;
  }

  /** The most options a solution can have: the length {@link #solution(int[])} may need. */
  public int solutionCapacity() {
    return fixed.length + choice.length;
  }

  /** The number of options fixed. */
  public int fixedCount() {
    return fixedCount;
  }

  /** Abandons any search under way and undoes every {@link #fix}: the matrix is as built. */
  public void reset() {
    abandonSearch();
    unfixAll();
  }

  /** Abandons any search under way; fixed options stay fixed. Ready for a new search. */
  public void restart() {
    abandonSearch();
  }

  /** Throws unless no search is under way; leaves the matrix ready to start one. */
  void checkIdle(String what) {
    if (level != baseLevel || (state != FORWARD && state != DONE) || baseLevel != 0) {
      throw new IllegalStateException(what + "() while a search is under way; call restart() or reset() first");
    }
    state = FORWARD;
  }

  private void abandonSearch() {
    undoLevelsDownTo(0);
    level = 0;
    baseLevel = 0;
    leafLevel = Integer.MAX_VALUE;
    state = FORWARD;
    stopped = false;
    solutionLevels = 0;
  }

  /** Undoes the applied levels down to {@code bottom} (inclusive); the loop state is unchanged. */
  private void undoLevelsDownTo(int bottom) {
    // RECOVER: levels up to and including level are applied; FORWARD: those below level;
    // DONE: the search has undone its own levels, down to baseLevel
    int top = state == RECOVER ? level + 1 : state == FORWARD ? level : baseLevel;
    for (int l = top - 1; l >= bottom; l--) {
      undoLevel(l);
    }
  }

  /**
   * Publishes the loop's position (about to enter {@code level}) so that the control sees a
   * consistent state, e.g. for {@link #progress()}, and asks it whether to stop.
   */
  final boolean atPoll(int level) {
    this.level = level;
    this.state = FORWARD;
    nextPoll = poll.getAsLong();
    stopped = nextPoll < 0;
    return stopped;
  }

  // ---------------------------------------------------------------------------------------------
  // Work splitting: prefixes of choices along the search's own path.

  /** Makes {@link #step} report {@link Event#PREFIX} instead of entering level {@code depth} (at least 1). */
  public void setLeafLevel(int depth) {
    this.leafLevel = depth;
  }

  /**
   * The codes of the choices on levels 0..depth-1 of the current prefix leaf, which
   * {@link #enterPrefix} replays. In Algorithm C a level's code is its node, the same in every
   * copy of one matrix: the nodes chosen. In Algorithm M ({@code DancingMultiplicities},
   * {@code BitMultiplicities}) a level is two codes, the same for both kernels, because a level
   * there is not one option: the problem id of the item branched on, then the option id chosen, or
   * the problem's option count (one past the last id) for the null move, which takes no option;
   * replaying them takes the same item's children in list order up to that one, tweaking the
   * options before it out of the item's list as the search did, so that a prefix names exactly
   * one subtree of Algorithm M's tree.
   */
  public final int[] prefixCodes(int depth) {
    int k = codesPerLevel();
    int[] codes = new int[depth * k];
    for (int l = 0; l < depth; l++) {
      writeCodes(l, codes, l * k);
    }
    return codes;
  }

  /** Knuth's weight of the current prefix: the product of 1/branchTotal over its levels. */
  public double prefixWeight(int depth) {
    double w = 1;
    for (int l = 0; l < depth; l++) {
      w /= branchTotal[l];
    }
    return w;
  }

  /**
   * Replays a prefix's codes ({@link #prefixCodes}) found by another copy of this matrix (in
   * Algorithm M, by either of its kernels) and restricts the search to the subtree below it.
   * Requires the idle state.
   *
   * @throws IllegalArgumentException if Algorithm M's codes name no path of this matrix's tree
   *     (then nothing of the prefix stays applied)
   */
  public void enterPrefix(int[] codes) {
    checkIdle("enterPrefix");
    int k = codesPerLevel();
    if (codes.length % k != 0 || codes.length / k > choice.length) {
      throw new IllegalArgumentException("a prefix of " + codes.length + " codes, " + k
          + " per level, at most " + choice.length + " levels");
    }
    int depth = codes.length / k;
    for (int l = 0; l < depth; l++) {
      branchIndex[l] = 1;
      try {
        replayCodes(l, codes, l * k);
      } catch (RuntimeException e) {
        for (int u = l - 1; u >= 0; u--) { // the levels replayed so far; level l left nothing
          undoLevel(u);
        }
        throw e;
      }
    }
    level = depth;
    baseLevel = depth;
    state = FORWARD;
  }

  /** The levels of the prefix {@link #enterPrefix} entered, 0 when none is. */
  public final int prefixDepth() {
    return baseLevel;
  }

  /** Undoes {@link #enterPrefix} after its subtree is exhausted (or abandoned). */
  public void leavePrefix() {
    undoLevelsDownTo(0);
    level = 0;
    baseLevel = 0;
    state = FORWARD;
    stopped = false;
  }

  // ---------------------------------------------------------------------------------------------
  // Limits, statistics and progress.

  /**
   * Lets a watcher see this search from now on: every few thousand nodes the search calls
   * {@code poll}, which answers the node count of the next poll, or -1 to stop cleanly (a limit, a
   * cancellation, an interrupt); {@code firstPoll} is the node count of the first call. Always
   * installed, even without limits: the thread's interrupt flag must be seen, and a check every few
   * thousand nodes costs nothing measurable. core's search package watches a matrix with a
   * {@code SearchControl.Worker} (this package cannot name it: that package builds the kernels).
   */
  public void watch(LongSupplier poll, long firstPoll) {
    this.poll = poll;
    this.nextPoll = firstPoll;
  }

  /** Search-tree nodes so far: one per level entered, one per solution. */
  public long nodes() {
    return nodes;
  }

  /**
   * Branch nodes so far: search-tree nodes whose item had two or more options left (in Algorithm M,
   * two or more ways to go on), where the search has to guess. The other nodes are forced moves
   * (one option), dead ends (none) and solutions. A Sudoku solved by naked and hidden singles alone
   * needs none: each of its nodes has an item with one option.
   */
  public long branchNodes() {
    return branchNodes;
  }

  /** Updates so far: removals of an option from an item's list or set (see each kernel). */
  public long updates() {
    return updates;
  }

  /** Solutions found so far. */
  public long solutions() {
    return solutions;
  }

  /** Sets all statistics back to zero. */
  public void resetStatistics() {
    nodes = 0;
    branchNodes = 0;
    updates = 0;
    solutions = 0;
  }

  /**
   * Knuth's estimate of the fraction of the search tree (below the replayed prefix) already
   * explored: {@link #fractionDone} of the choices on the levels.
   */
  public double progress() {
    if (state == DONE) {
      return 1.0;
    }
    int depth = state == RECOVER ? level + 1 : level;
    return fractionDone(branchIndex, branchTotal, baseLevel, depth);
  }

  /**
   * Knuth's estimate of the fraction of a tree done, from the position {@code position[l]}
   * (1-based) among {@code branches[l]} choices on the levels {@code from..to-1}; documented where
   * users read it, {@code core.search.TreeSizeEstimate.fractionDone}, which calls this one (the
   * kernels cannot read that package, which builds them).
   */
  public static double fractionDone(int[] position, int[] branches, int from, int to) {
    double weight = 1;
    double done = 0;
    for (int l = from; l < to; l++) {
      int d = branches[l];
      if (d <= 0) {
        break;
      }
      int k = Math.max(1, Math.min(position[l], d));
      weight /= d;
      done += (k - 1) * weight;
    }
    return Math.min(1.0, done + weight / 2);
  }

  /** The current depth of the search (levels below the base). */
  public int depth() {
    return level - baseLevel;
  }

  /** The number of primary items. */
  public int primaryItemCount() {
    return primaryCount;
  }
}

package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.model.ExactCoverProblem;

/**
 * What Knuth's Algorithm M's two kernels, {@link DancingMultiplicities} (on links) and
 * {@link BitMultiplicities} (on bitsets), share: the numbering of items and nodes (items 1..N,
 * their headers; node N + 1 the first spacer; a level's choice is a node of its option, or its
 * item for the null move) and the codes of a prefix ({@link #prefixCodes}), two per level.
 *
 * <p>A level of Algorithm M is not one option: it branches on an item with a bound, its children
 * are the item's options in list order, each tried option tweaked out of the item's list for the
 * rest of the level, and then, where the slack allows, the null move, which takes no option. So a
 * prefix names each level by the item branched on and the child taken (an option id, or the
 * problem's option count for the null move), and {@link #replayCodes} takes that item's children
 * in order up to the one named, as the search did: the subtree below is exactly the search's,
 * which both kernels walk alike (same items, same children), so that a prefix cut by one is
 * counted by the other. The codes are checked as they are replayed (the item must be the one the
 * search branches on there, the option one of its children), since a prefix may come from a file.
 */
abstract class MultiplicitiesMatrix extends SearchMatrix {
  /** The first spacer, N + 1: nodes below it are the item headers 1..N. */
  final int firstNode;
  /** By item number 1..N: whether the item is primary. */
  final boolean[] primary;
  /** The problem's option count, dropped options included: the null move's code. */
  private final int optionCount;

  MultiplicitiesMatrix(ExactCoverProblem problem) {
    super(problem.primaryCount(), depthBound(problem));
    int n = problem.itemCount();
    firstNode = n + 1;
    primary = new boolean[n + 1];
    for (int c = 1; c <= n; c++) {
      primary[c] = problem.isPrimary(c - 1);
    }
    optionCount = problem.optionCount();
  }

  /** A copy's share of {@code other}: the same numbering (the arrays are never changed). */
  MultiplicitiesMatrix(MultiplicitiesMatrix other) {
    super(other.primaryCount, other.choice.length);
    firstNode = other.firstNode;
    primary = other.primary;
    optionCount = other.optionCount;
  }

  /** Levels never exceed one per option chosen plus one null move per primary item. */
  static int depthBound(ExactCoverProblem problem) {
    long options = problem.optionCount() - problem.droppedOptions().length;
    long sum = 0;
    for (int i = 0; i < problem.itemCount(); i++) {
      if (problem.isPrimary(i)) {
        sum += problem.upperBound(i);
      }
    }
    return (int) Math.min(Integer.MAX_VALUE - 16, Math.min(options, sum) + problem.primaryCount() + 1);
  }

  /** Null moves (choices on an item) add no option. */
  @Override
  final boolean isNullMove(int node) {
    return node < firstNode;
  }

  /** The item (1..N) that level {@code l} of the current path branched on. */
  abstract int levelItem(int l);

  /**
   * The node that stands for option {@code option} as a child of item {@code c}'s level (the node
   * {@code choice} holds), or -1 if the option does not contain {@code c} or was dropped.
   */
  abstract int childNode(int c, int option);

  /**
   * Re-enters level {@code l} on item {@code c} and walks its children in order up to
   * {@code node} (the item itself for the null move), tweaking as the search did, then applies
   * it. If {@code c} is not the item the search branches on here or {@code node} is not one of its
   * children, throws {@link IllegalArgumentException} with nothing of the level applied.
   */
  abstract void replayChild(int l, int c, int node);

  @Override
  final int codesPerLevel() {
    return 2;
  }

  @Override
  final void writeCodes(int l, int[] out, int at) {
    int cur = choice[l];
    int c = levelItem(l);
    out[at] = c - 1;
    out[at + 1] = cur == c ? optionCount : optionOf(cur);
  }

  @Override
  final void replayCodes(int l, int[] codes, int at) {
    int item = codes[at];
    int option = codes[at + 1];
    if (item < 0 || item >= firstNode - 1 || !primary[item + 1]) {
      throw new IllegalArgumentException("level " + l + ": item " + item + " is not a primary item");
    }
    if (option < 0 || option > optionCount) {
      throw new IllegalArgumentException("level " + l + ": option " + option + " out of range: "
          + optionCount + " options (" + optionCount + " is the null move)");
    }
    int c = item + 1;
    int node = option == optionCount ? c : childNode(c, option);
    if (node < 0) {
      throw new IllegalArgumentException("level " + l + ": option " + option + " does not contain item " + item);
    }
    replayChild(l, c, node);
    choice[l] = node;
  }

  /** The exception {@link #replayChild} throws for a level that is not on this tree. */
  static IllegalArgumentException notOnTheTree(int l, int c) {
    return new IllegalArgumentException("level " + l + ": the search does not branch on item " + (c - 1)
        + " there, or not to that child");
  }
}

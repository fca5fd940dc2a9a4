package io.github.dlxkit.core.preprocess;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.util.IntList;

/**
 * Rewrites an exact-cover problem without the options and items it can prove useless, keeping the
 * same solutions: the reductions of Knuth's DLX-PRE, applied in rounds until a round changes nothing.
 *
 * <ul>
 *   <li><b>Blocked option.</b> If every option that contains primary item p conflicts with option r
 *       (p not in r), then choosing r would leave p uncoverable: r is in no solution and goes.
 *   <li><b>Implied item.</b> If every option that contains primary item p also contains item c
 *       without a colour, then covering p covers c: every option with c but not p conflicts with
 *       all of p's options and goes, and c is struck from the options that remain.
 * </ul>
 * An item left in no option goes too (a primary one means there is no solution: the result is then
 * that item alone, with no options, as DLX-PRE writes it). Two options <em>conflict</em> when they
 * share a primary item, or a secondary item that either leaves uncoloured or that they colour
 * differently. Both rules only delete options and never change whether two remaining options
 * conflict, so a rule that applies stays applicable: the rounds reach the same end whatever the order.
 *
 * <pre>{@code
 * Preprocessed pre = Preprocessor.reduce(problem);
 * ExactCoverSolver.of(pre.problem()).count();        // the same count as ExactCoverSolver.of(problem).count()
 * int original = pre.originalOption(0);  // the option of problem that reduced option 0 came from
 * }</pre>
 *
 * <h2>Working state</h2>
 * Options keep their ids and entries ({@code problem.optionStart}); {@code alive[o]} says whether
 * option o is still there and {@code itemAlive[i]} whether item i is, so a struck item simply stops
 * counting in the options that had it. {@code len[i]} is the number of live options containing live
 * item i; {@code lists} holds every item's options as read (dead ones are skipped). Stamps
 * ({@code mark}, {@code inR}, {@code seen}) replace clearing an array per option.
 */
public final class Preprocessor {
  private final ExactCoverProblem problem;
  private final int items;
  private final int options;
  private final boolean[] alive;
  private final boolean[] itemAlive;
  private final int[] len;
  private final int[] listStart;
  private final int[] list; // options of item i: list[listStart[i] .. listStart[i+1])
  private final int[] listEntry; // the entry (flat index) of item i in that option
  private int blockedBy = -1; // set when a primary item has no option left

  // per-test scratch, reset by stamping
  private final int[] mark; // option -> stamp of the last test that found it conflicting
  private final int[] inR; // item -> stamp of the last test whose option contains it
  private final int[] seen; // item -> stamp of the last test that counted into count[]
  private final int[] count;
  private int stamp;

  private int optionsRemoved;
  private int itemsRemoved;
  private int rounds;

  private Preprocessor(ExactCoverProblem problem) {
    this.problem = problem;
    this.items = problem.itemCount();
    this.options = problem.optionCount();
    alive = new boolean[options];
    itemAlive = new boolean[items];
    len = new int[items];
    listStart = new int[items + 1];
    for (int o = 0; o < options; o++) {
      alive[o] = !problem.isDropped(o);
      if (alive[o]) {
        for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
          listStart[problem.entryItem(e) + 1]++;
        }
      }
    }
    for (int i = 0; i < items; i++) {
      listStart[i + 1] += listStart[i];
    }
    list = new int[listStart[items]];
    listEntry = new int[listStart[items]];
    int[] fill = java.util.Arrays.copyOf(listStart, items);
    for (int o = 0; o < options; o++) {
      if (alive[o]) {
        for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
          int i = problem.entryItem(e);
          list[fill[i]] = o;
          listEntry[fill[i]++] = e;
        }
      }
    }
    for (int i = 0; i < items; i++) {
      len[i] = listStart[i + 1] - listStart[i];
      itemAlive[i] = true;
    }
    mark = new int[options];
    inR = new int[items];
    seen = new int[items];
    count = new int[items];
  }

  /**
   * {@return the reduced problem}
   *
   * @param problem the problem to reduce; not changed
   * @throws IllegalArgumentException if the problem has bounds (a:b|item): the rules assume every
   *     primary item covered exactly once, as DLX-PRE does
   */
  public static Preprocessed reduce(ExactCoverProblem problem) {
    if (problem.hasMultiplicities()) {
      throw new BadInputException("preprocessing a problem with bounds (a:b|item) is not supported:"
          + " its rules assume every primary item is covered exactly once, as in Knuth's DLX-PRE");
    }
    Preprocessor p = new Preprocessor(problem);
    p.run();
    return p.result();
  }

  /**
   * Rounds over the items in order, as DLX-PRE's: item c goes if some primary item implies it;
   * otherwise each option whose first remaining item is c is tested for being blocked. (DLX-PRE
   * skips an option whose first item is a coloured secondary one; this tests every option.)
   */
  private void run() {
    for (int i = 0; i < items; i++) {
      if (len[i] == 0) {
        strike(i);
      }
    }
    while (blockedBy < 0) {
      rounds++;
      boolean changed = false;
      for (int c = 0; c < items && blockedBy < 0; c++) {
        if (!itemAlive[c]) {
          continue;
        }
        int p = implier(c);
        if (p >= 0) {
          removeItemImpliedBy(c, p);
          changed = true;
          continue;
        }
        for (int k = listStart[c]; k < listStart[c + 1] && blockedBy < 0; k++) {
          int r = list[k];
          if (alive[r] && firstItem(r) == c && isBlocked(r)) {
            delete(r);
            changed = true;
          }
        }
      }
      if (!changed) {
        break;
      }
    }
  }

  /** A primary item other than c all of whose options contain c uncoloured, or -1. */
  private int implier(int c) {
    int s = ++stamp;
    for (int k = listStart[c]; k < listStart[c + 1]; k++) {
      int o = list[k];
      if (!alive[o] || problem.entryColour(listEntry[k]) != 0) {
        continue;
      }
      for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
        int q = problem.entryItem(e);
        if (q == c || !itemAlive[q] || !problem.isPrimary(q)) {
          continue;
        }
        if (seen[q] != s) {
          seen[q] = s;
          count[q] = 0;
        }
        if (++count[q] == len[q]) {
          return q;
        }
      }
    }
    return -1;
  }

  /** The first item of option o still there. */
  private int firstItem(int o) {
    for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
      if (itemAlive[problem.entryItem(e)]) {
        return problem.entryItem(e);
      }
    }
    return -1;
  }

  /** Deletes the options with c but not p, then strikes c from those left (all contain p). */
  private void removeItemImpliedBy(int c, int p) {
    for (int k = listStart[c]; k < listStart[c + 1]; k++) {
      int o = list[k];
      if (alive[o] && !contains(o, p)) {
        delete(o);
        if (blockedBy >= 0) {
          return;
        }
      }
    }
    if (itemAlive[c]) {
      strike(c);
    }
  }

  private boolean contains(int o, int item) {
    for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
      if (problem.entryItem(e) == item) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether some primary item not in option r has every live option conflicting with r. Marks the
   * options conflicting with r and counts, per primary item, how many of its options are marked.
   */
  private boolean isBlocked(int r) {
    int s = ++stamp;
    for (int e = problem.optionStart(r); e < problem.optionStart(r + 1); e++) {
      if (itemAlive[problem.entryItem(e)]) {
        inR[problem.entryItem(e)] = s;
      }
    }
    for (int e = problem.optionStart(r); e < problem.optionStart(r + 1); e++) {
      int i = problem.entryItem(e);
      if (!itemAlive[i]) {
        continue;
      }
      int x = problem.entryColour(e);
      for (int k = listStart[i]; k < listStart[i + 1]; k++) {
        int o = list[k];
        if (o == r || !alive[o] || mark[o] == s) {
          continue;
        }
        int y = problem.entryColour(listEntry[k]);
        if (x != 0 && y == x) {
          continue; // the same colour: no conflict here
        }
        mark[o] = s;
        for (int f = problem.optionStart(o); f < problem.optionStart(o + 1); f++) {
          int q = problem.entryItem(f);
          if (!itemAlive[q] || !problem.isPrimary(q) || inR[q] == s) {
            continue;
          }
          if (seen[q] != s) {
            seen[q] = s;
            count[q] = 0;
          }
          if (++count[q] == len[q]) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** Deletes option o; items left in no option are struck (a primary one ends the reduction). */
  private void delete(int o) {
    alive[o] = false;
    optionsRemoved++;
    for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
      int i = problem.entryItem(e);
      if (itemAlive[i] && --len[i] == 0) {
        strike(i);
      }
    }
  }

  /** Removes item i (a primary item left in no option: there is no solution). */
  private void strike(int i) {
    itemAlive[i] = false;
    itemsRemoved++;
    if (len[i] == 0 && problem.isPrimary(i) && blockedBy < 0) {
      blockedBy = i;
    }
  }

  private Preprocessed result() {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    IntList origin = new IntList();
    if (blockedBy >= 0) {
      // as DLX-PRE: the uncoverable item alone; every option and item counts as removed
      b.addPrimary(problem.itemName(blockedBy));
      int live = 0;
      for (int o = 0; o < options; o++) {
        live += problem.isDropped(o) ? 0 : 1;
      }
      return new Preprocessed(b.build(), new int[0], live, items, rounds);
    }
    int[] newId = new int[items];
    for (int i = 0; i < items; i++) {
      newId[i] = -1;
      if (itemAlive[i]) {
        newId[i] = problem.isPrimary(i) ? b.addPrimary(problem.itemName(i)) : b.addSecondary(problem.itemName(i));
      }
    }
    for (int o : inDlxPresOrder()) {
      IntList ids = new IntList();
      IntList colours = new IntList();
      for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
        int i = problem.entryItem(e);
        if (itemAlive[i]) {
          ids.add(newId[i]);
          int x = problem.entryColour(e);
          colours.add(x == 0 ? 0 : b.colour(problem.colourName(x)));
        }
      }
      b.addOption(ids.toArray(), colours.toArray(), problem.optionCost(o));
      origin.add(o);
    }
    return new Preprocessed(b.build(), origin.toArray(), optionsRemoved, itemsRemoved, rounds);
  }

  /**
   * The surviving options in the order DLX-PRE writes them: item by item, each option under the
   * item of its first surviving entry, the options of one item in input order (its lists keep that
   * order: removal only unlinks).
   */
  private int[] inDlxPresOrder() {
    IntList[] under = new IntList[items];
    for (int o = 0; o < options; o++) {
      if (!alive[o]) {
        continue;
      }
      for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
        int i = problem.entryItem(e);
        if (itemAlive[i]) {
          if (under[i] == null) {
            under[i] = new IntList();
          }
          under[i].add(o);
          break;
        }
      }
    }
    IntList order = new IntList();
    for (IntList l : under) {
      if (l != null) {
        for (int o : l.toArray()) {
          order.add(o);
        }
      }
    }
    return order.toArray();
  }
}

package io.github.dlxkit.core.search;

import io.github.dlxkit.core.search.SearchLimits;
import java.util.List;

/**
 * A counting search whose tree can be cut into independent subproblems.
 *
 * <p>Contract, for every implementation (core's exact-cover engine, and later puzzle searches with
 * their own kernels):
 * <ul>
 *   <li>{@link #split(int)} is deterministic: the same search and the same target give the same
 *       list, in the same order, in every process and on every machine (same dlxkit version);</li>
 *   <li>the subproblems are disjoint and cover the whole tree: the counts of all subproblems of
 *       one split add up exactly to the count of the search;</li>
 *   <li>{@link #count(Subproblem, SearchLimits)} needs nothing but the subproblem (parsed back from
 *       its line, if it travelled), so any thread, process or machine can count it;</li>
 *   <li>{@link #identity()} names the problem: two searches with the same identity have the same
 *       splits and the same counts, so that a checkpoint or a part output can be checked against the
 *       problem it is applied to.</li>
 * </ul>
 *
 * <pre>{@code
 * SplittableSearch search = ExactCoverSolver.of(problem).splittable();
 * List<Subproblem> parts = search.split(64);
 * String line = parts.get(3).toLine();            // ship it
 * PartCount c = search.count(Subproblem.parse(line), SearchLimits.none());
 * }</pre>
 */
public interface SplittableSearch {
  /**
   * Marks a split that changed in an {@link #identity()}: a search whose split numbers its
   * subproblems otherwise than an earlier dlxkit did adds this and a number to its identity (e.g.
   * {@code "tantrix-loops:9f2c…~cut2"}), so that a checkpoint or part of the earlier split — the
   * same identity without the mark — is refused as another split of the same problem
   * ({@link #otherSplit}), not summed with this split's.
   */
  String SPLIT_MARK = "~cut";

  /**
   * {@return whether two identities name the same problem split two ways: they differ, and are equal
   * without their {@link #SPLIT_MARK}s}
   *
   * <pre>{@code
   * SplittableSearch.otherSplit("tantrix-loops:9f2c", "tantrix-loops:9f2c~cut2");   // true
   * SplittableSearch.otherSplit("tantrix-loops:9f2c", "tantrix-loops:0a1b~cut2");   // false
   * }</pre>
   *
   * @param identity one search's {@link #identity()}, e.g. a checkpoint's; not null
   * @param other another's, e.g. the search it is applied to; not null
   */
  static boolean otherSplit(String identity, String other) {
    return !identity.equals(other) && unmarked(identity).equals(unmarked(other));
  }

  private static String unmarked(String identity) {
    return identity.replaceAll(java.util.regex.Pattern.quote(SPLIT_MARK) + "[0-9]+", "");
  }

  /**
   * {@return a short, stable digest of everything that determines the splits and counts (the problem, any
   * fixed choices, the kind of search), e.g. {@code "xcc:9f2c…"}: printable, no blanks}
   */
  String identity();

  /**
   * {@return how many numbers each count of this search has: 1 (the default) for a search that counts one
   * number; more for one that counts several in one sweep (each {@link PartCount#vector()} then
   * has this length), e.g. the 17 asides of {@code dlx quantumino --count --aside all}} Checkpoint
   * records, part lines and {@code dlx sum} carry the vector; every count of one number keeps its
   * one-number format.
   */
  default int width() {
    return 1;
  }

  /**
   * Cuts the tree into about {@code target} subproblems (often more, sometimes fewer: the split
   * follows the tree's own branching), deterministically. Indices are 0, 1, 2, … in list order.
   *
   * @param target the number of subproblems wanted, at least 1
   * @return the subproblems, indexed 0, 1, 2, … in list order
   * @throws IllegalArgumentException ({@link io.github.dlxkit.core.BadInputException}) if
   *     {@code target < 1}
   */
  List<Subproblem> split(int target);

  /**
   * Counts the solutions in one subproblem of this search's split, with its own statistics.
   * Thread-safe: each call searches on its own.
   *
   * <p>Progress: the count reports its {@link Progress} where {@code limits} say
   * ({@link SearchLimits#withProgress}) — its nodes, solutions and the fraction of the subproblem
   * done ({@link WatchedSearch#progress()}) — so that {@link Runner#count} shows a long subproblem's
   * progress while it runs. A search that makes its {@link SearchControl} from {@code limits}
   * ({@link SearchControl#of}, or the constructor without a listener of its own) does so with no
   * code of its own; one that counts without a control reports nothing, and its subproblems show
   * only when they end.
   *
   * <pre>{@code
   * SplittableSearch search = ExactCoverSolver.of(KnuthFormat.read(queens12).problem()).splittable();
   * List<Progress> seen = new ArrayList<>();
   * PartCount c = search.count(new Subproblem(0, new int[0]),   // the whole tree as one subproblem
   *     SearchLimits.none().withProgress(seen::add, Duration.ofNanos(1)));
   * long n = c.count();   // 14200
   * boolean whileItRan = seen.get(0).nodes() < c.nodes();   // true
   * }</pre>
   *
   * @param subproblem a subproblem of this search's split (or of one with the same identity), or a
   *     piece of one from {@link #refine}
   * @param limits the count's own limits, its time limit counted from the call;
   *     {@link SearchLimits#none()} for none
   * @return the subproblem's solutions, nodes and time
   * @throws io.github.dlxkit.core.search.SearchStoppedException if a limit stopped the count
   * @throws IllegalArgumentException if the subproblem does not belong to this search
   * @throws ArithmeticException if the subproblem has more than {@code Long.MAX_VALUE} solutions
   */
  PartCount count(Subproblem subproblem, SearchLimits limits);

  /**
   * {@return the subtrees just below {@code subproblem}, in the search's order: disjoint, covering all its
   * solutions, each with its index and a longer prefix that extends its own (so their counts add up
   * to its count), deterministically as {@link #split}} Empty when it cannot be cut finer (a leaf,
   * or a search that does not refine): {@link io.github.dlxkit.core.search.Runner} then counts it whole. Lets a count cut
   * a subproblem that turns out long into pieces that are each recorded when counted.
   *
   * @param subproblem a subproblem of this search's split, or a piece of one
   */
  default List<Subproblem> refine(Subproblem subproblem) {
    return List.of();
  }

  /**
   * {@return whether {@code child} extends {@code parent}: the same index and a longer prefix that starts
   * with the parent's}
   *
   * @param child a piece, e.g. one of {@link #refine}'s
   * @param parent the subproblem or piece it should lie under
   */
  static boolean extendsPrefix(Subproblem child, Subproblem parent) {
    int[] c = child.prefix();
    int[] p = parent.prefix();
    return child.index() == parent.index() && c.length > p.length
        && java.util.Arrays.equals(c, 0, p.length, p, 0, p.length);
  }

  /**
   * Knuth's estimate of the number of search-tree nodes under {@code subproblem} (the mean of
   * {@code probes} random walks from it, seeded with {@code seed}; see
   * {@link io.github.dlxkit.core.search.TreeSizeEstimate}), so that finished subproblems can be
   * weighed into a fraction of the whole; {@link Double#NaN} when this search has no estimate.
   *
   * @param subproblem a subproblem of this search's split
   * @param probes how many random walks, at least 1
   * @param seed the walks' seed: the same seed, the same estimate
   * @return the estimated nodes under the subproblem, or {@link Double#NaN} (the default)
   */
  default double estimate(Subproblem subproblem, int probes, long seed) {
    return Double.NaN;
  }

  /**
   * Refuses a split target below 1, with the message every implementation gives.
   *
   * @param target a target of {@link #split(int)}
   * @return {@code target}
   * @throws io.github.dlxkit.core.BadInputException if {@code target < 1}
   */
  static int checkTarget(int target) {
    if (target < 1) {
      throw new io.github.dlxkit.core.BadInputException("split target must be at least 1, got " + target);
    }
    return target;
  }

  /**
   * {@link #count(Subproblem, SearchLimits)} without limits.
   *
   * @param subproblem a subproblem of this search's split, or a piece of one
   * @return the subproblem's solutions, nodes and time
   * @throws IllegalArgumentException if the subproblem does not belong to this search
   */
  default PartCount count(Subproblem subproblem) {
    return count(subproblem, SearchLimits.none());
  }
}

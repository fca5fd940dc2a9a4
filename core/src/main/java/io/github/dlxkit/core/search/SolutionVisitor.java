package io.github.dlxkit.core.search;

/**
 * Sees each solution without any allocation: the option ids are passed in an array that the search
 * reuses, so copy what you keep.
 *
 * <pre>{@code
 * solver.forEachSolution((ids, n) -> { System.out.println(Arrays.toString(Arrays.copyOf(ids, n))); return true; });
 * }</pre>
 */
@FunctionalInterface
public interface SolutionVisitor {
  /**
   * Called once per solution with its option ids in {@code optionIds[0..count)}.
   *
   * @param optionIds a buffer the search reuses: the solution's option ids are its first
   *     {@code count} entries, valid only during the call (copy them to keep them)
   * @param count the number of options in the solution
   * @return {@code true} to go on searching, {@code false} to stop
   */
  boolean visit(int[] optionIds, int count);
}

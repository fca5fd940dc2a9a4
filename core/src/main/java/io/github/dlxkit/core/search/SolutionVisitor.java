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
   * @return {@code true} to go on searching, {@code false} to stop
   */
  boolean visit(int[] optionIds, int count);
}

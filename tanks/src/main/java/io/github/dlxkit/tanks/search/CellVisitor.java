package io.github.dlxkit.tanks.search;

/** Sees each solution's ranges, row-major (0 = empty cell); the array is reused, so copy what you keep. */
@FunctionalInterface
public interface CellVisitor {
  /** Called once per solution; return {@code false} to stop the search. */
  boolean visit(int[] cells);
}

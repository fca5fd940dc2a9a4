package io.github.dlxkit.polyomino;

/**
 * Which partial tilings {@link TilingSolver#solutions(Partial)} shows between solutions, as SageMath's
 * {@code solve(partial=...)} does, to watch the search at work (e.g. as an animation).
 *
 * <pre>{@code
 * List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
 *     Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
 * TilingSolver t = TilingSolver.of(sticks, Region.box(6));
 * t.solutions(Partial.NONE).count();   // 6, the solutions only
 * t.solutions(Partial.COMMON).forEach(p -> System.out.println(p.toAscii()));   // and the steps between
 * }</pre>
 */
public enum Partial {
  /** Complete solutions only. */
  NONE,
  /**
   * Each solution, then the pieces it shares with the next solution: the longest common prefix of
   * the two in the order the search placed the pieces (Sage's {@code 'common_prefix'}; its
   * Quantumino documentation calls it {@code 'common'}).
   */
  COMMON,
  /**
   * One piece removed or added per step: from each solution, remove pieces until the common prefix
   * with the next one is reached, then add the next one's pieces one by one (Sage's
   * {@code 'incremental'}).
   */
  INCREMENTAL
}

package io.github.dlxkit.tanks;

/**
 * How {@link TankAttack} searches. The three kernels share no search code, so they check each
 * other; they find the same solutions.
 */
public enum TankKernel {
  /** {@link #ROW_SCAN} for a plane board without symmetry, {@link #PROPAGATION} otherwise (fastest as measured). */
  AUTO,
  /** The exact-cover encoding on the core engine (Algorithm C); boards up to {@value TankAttack#MAX_EXACT_COVER_SIZE}. */
  EXACT_COVER,
  /** Depth-first search with bounds propagation on the attack counts; any variant. */
  PROPAGATION,
  /** Row-major backtracking with attack counters and supply budgets; no symmetry. */
  ROW_SCAN
}

package io.github.dlxkit.tanks.sat;

import java.util.List;

/**
 * A SAT solver called once per formula: {@link Cadical} (an installed CaDiCaL run as a process) or
 * {@link SmallSat} (a plain DPLL in Java, for small formulas and for tests that must not need an
 * installed solver).
 *
 * <pre>{@code
 * SatSolver solver = new SmallSat();
 * SatOutcome o = solver.solve(2, List.of(new int[] {1, 2}, new int[] {-1}), 0);
 * o.status();     // SATISFIABLE; o.value(2) is true
 * }</pre>
 */
public interface SatSolver {
  /**
   * Decides the formula over variables 1..{@code variables} with {@code clauses} (DIMACS literals),
   * giving up after {@code conflictLimit} conflicts ({@code 0}: no limit) with
   * {@link SatOutcome.Status#UNKNOWN}. Implementations may be called from several threads at
   * once ({@link SmallSat} and {@link Cadical} keep no state between calls).
   *
   * @param variables the number of variables
   * @param clauses the clauses, each as DIMACS literals in ±1..{@code variables}, without the closing 0
   * @param conflictLimit the conflicts after which to give up, at least 0; 0 for no limit
   * @return satisfiable (with a model), unsatisfiable or unknown, with the conflicts and CPU seconds spent
   */
  SatOutcome solve(int variables, List<int[]> clauses, long conflictLimit);

  /** {@return a short name with the version, for logs and identities, e.g. {@code "cadical sc2021"}} */
  String name();
}

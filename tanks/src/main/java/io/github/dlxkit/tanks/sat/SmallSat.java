package io.github.dlxkit.tanks.sat;

import java.util.List;

/**
 * A plain DPLL solver in Java: unit propagation ({@link UnitPropagation}), branching on the
 * lowest unassigned variable (true first), chronological backtracking, no learning. It decides the
 * small formulas (Tank Attack up to 5&times;5, single cubes of them) in the tests without an
 * installed solver; it is far too weak for the open questions, which go to {@link Cadical}.
 *
 * <pre>{@code
 * SatOutcome o = new SmallSat().solve(1, List.of(new int[] {1}, new int[] {-1}), 0);
 * o.status();   // UNSATISFIABLE
 * }</pre>
 */
public final class SmallSat implements SatSolver {
  /** A solver with no state of its own: each {@link #solve} call starts afresh. */
  public SmallSat() {}

  @Override
  public SatOutcome solve(int variables, List<int[]> clauses, long conflictLimit) {
    UnitPropagation up = new UnitPropagation(variables, clauses);
    if (up.isInconsistent()) {
      return new SatOutcome(SatOutcome.Status.UNSATISFIABLE, null, 0, Double.NaN);
    }
    int[] mark = new int[variables + 1];
    int[] decision = new int[variables + 1];
    boolean[] flipped = new boolean[variables + 1];
    int depth = 0;
    long conflicts = 0;
    int next = 1;
    while (true) {
      while (next <= variables && up.isAssigned(next)) {
        next++;
      }
      if (next > variables) {
        boolean[] model = new boolean[variables + 1];
        for (int v = 1; v <= variables; v++) {
          model[v] = up.isTrue(v);
        }
        return new SatOutcome(SatOutcome.Status.SATISFIABLE, model, conflicts, Double.NaN);
      }
      mark[depth] = up.trailSize();
      decision[depth] = next;
      flipped[depth] = false;
      depth++;
      boolean ok = up.assume(next);
      while (!ok) {
        conflicts++;
        if (conflictLimit > 0 && conflicts >= conflictLimit) {
          return new SatOutcome(SatOutcome.Status.UNKNOWN, null, conflicts, Double.NaN);
        }
        while (depth > 0 && flipped[depth - 1]) {
          depth--;
        }
        if (depth == 0) {
          return new SatOutcome(SatOutcome.Status.UNSATISFIABLE, null, conflicts, Double.NaN);
        }
        up.undo(mark[depth - 1]);
        flipped[depth - 1] = true;
        ok = up.assume(-decision[depth - 1]);
      }
      next = 1;
    }
  }

  @Override
  public String name() {
    return "dlxkit-smallsat";
  }
}

package io.github.dlxkit.tanks.sat;

import io.github.dlxkit.core.util.Indices;

/**
 * The answer of one {@link SatSolver} call.
 *
 * <pre>{@code
 * SatOutcome o = new SmallSat().solve(2, List.of(new int[] {1, 2}, new int[] {-1}), 0);
 * o.status();     // SATISFIABLE
 * o.value(2);     // true: clause {1, 2} with 1 false
 * }</pre>
 *
 * @param status satisfiable, unsatisfiable, or unknown (a limit stopped it)
 * @param model for a satisfiable formula, {@code model[v]} is the value of variable v (index 0
 *     unused); null otherwise; copied, and {@link #model()} answers a copy: the outcome is immutable
 * @param conflicts the conflicts the solver counted (its measure of work: unlike time, it does
 *     not depend on the load of the machine)
 * @param cpuSeconds the solver's own process time, as it reports it (NaN if it does not)
 */
public record SatOutcome(Status status, boolean[] model, long conflicts, double cpuSeconds) {
  /** What the solver found. */
  public enum Status {
    /** A model exists; {@link #model()} holds one. */
    SATISFIABLE,
    /** No model exists. */
    UNSATISFIABLE,
    /** The conflict limit stopped the solver first. */
    UNKNOWN
  }

  /**
   * An outcome; {@code model} is copied, so the solver's array stays the solver's.
   *
   * @param status satisfiable, unsatisfiable, or unknown
   * @param model the model of a satisfiable formula (index 0 unused), or null
   * @param conflicts the conflicts the solver counted
   * @param cpuSeconds the solver's own process time (NaN if it does not report it)
   */
  public SatOutcome {
    model = model == null ? null : model.clone();
  }

  /**
   * {@return a copy of the model: {@code model[v]} is the value of variable v (index 0 unused); null
   * if the formula is not {@link Status#SATISFIABLE}}
   */
  @Override
  public boolean[] model() {
    return model == null ? null : model.clone();
  }

  /**
   * {@return the value of variable {@code v} in the model}
   *
   * @param v the variable, 1..the formula's variables
   * @throws IllegalStateException if there is no model (the formula is not {@link Status#SATISFIABLE})
   * @throws IllegalArgumentException if {@code v} is not one of the formula's variables
   */
  public boolean value(int v) {
    if (model == null) {
      throw new IllegalStateException("no model: the formula is " + status);
    }
    return model[Indices.checked("variable", v, 1, model.length - 1)];
  }
}

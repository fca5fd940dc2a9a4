package io.github.dlxkit.tanks.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A SAT answer's model, and the questions it cannot answer (issue 53's review: a bare NPE). */
class SatOutcomeTest {
  /** x1 or x2, not x1: the one model has x1 false, x2 true. */
  @Test
  void aModelGivesEachVariablesValue() {
    SatOutcome o = new SmallSat().solve(2, List.of(new int[] {1, 2}, new int[] {-1}), 0);
    assertEquals(SatOutcome.Status.SATISFIABLE, o.status());
    assertTrue(o.value(2));
    assertEquals(false, o.value(1));
  }

  /** No model (unsatisfiable, or stopped): asking a value says why, not a NullPointerException. */
  @Test
  void noModelNoValue() {
    SatOutcome o = new SmallSat().solve(1, List.of(new int[] {1}, new int[] {-1}), 0);
    assertEquals(SatOutcome.Status.UNSATISFIABLE, o.status());
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> o.value(1));
    assertEquals("no model: the formula is UNSATISFIABLE", e.getMessage());
  }

  /** A variable outside the formula is named with the range. */
  @Test
  void aVariableOutsideTheFormulaIsNamed() {
    SatOutcome o = new SmallSat().solve(2, List.of(new int[] {1, 2}), 0);
    for (int v : new int[] {0, 3, -1}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> o.value(v));
      assertEquals("variable must be 1 to 2, got " + v, e.getMessage());
    }
  }

  /**
   * The model is the outcome's own: a change to the array the solver gave, or to the one
   * {@code model()} answers, changes no value (model() answered the outcome's array itself).
   */
  @Test
  void theModelCannotBeChangedFromOutside() {
    boolean[] given = {false, false, true};
    SatOutcome o = new SatOutcome(SatOutcome.Status.SATISFIABLE, given, 0, Double.NaN);
    given[2] = false;
    o.model()[2] = false;
    assertTrue(o.value(2));
    assertTrue(o.model()[2]);
  }
}

package io.github.dlxkit.tanks.sat;

import io.github.dlxkit.core.util.Indices;
import java.util.Arrays;
import java.util.List;

/**
 * Unit propagation over a fixed CNF formula with two watched literals per clause, and undo to any
 * earlier point of the trail. {@link SmallSat} searches with it; the cube split uses it alone, to
 * drop the cubes that propagation already refutes.
 *
 * <pre>{@code
 * UnitPropagation up = new UnitPropagation(2, List.of(new int[] {-1, 2}));
 * int mark = up.trailSize();
 * up.assume(1);       // true: no conflict, and variable 2 is now true
 * up.undo(mark);
 * }</pre>
 *
 * <h2>Layout</h2>
 * Literal l is indexed {@code 2v} for v and {@code 2v + 1} for −v. {@code value[v]} is 1, −1 or 0
 * (unassigned). {@code watches[lit]} lists the clauses watching literal lit, which are visited
 * when lit becomes false; a clause's watched literals are its first two.
 */
public final class UnitPropagation {
  private final int[][] clauses;
  private final int[][] watches;
  private final int[] watchCount;
  private final byte[] value;
  private final int[] trail;
  private int trailSize;
  private int propagated; // trail[0..propagated-1] have had their watches visited
  private boolean inconsistent; // the formula with no assumption already conflicts

  /**
   * Propagation over {@code clauses} (not modified; copied) on variables 1..{@code variables}. The
   * formula's unit clauses are propagated at once. Not thread-safe: one thread assumes and undoes.
   *
   * @param variables the number of variables
   * @param clauses the clauses, as DIMACS literals in ±1..{@code variables}; an empty clause makes
   *     the formula {@linkplain #isInconsistent() inconsistent}
   */
  public UnitPropagation(int variables, List<int[]> clauses) {
    this.clauses = new int[clauses.size()][];
    this.value = new byte[variables + 1];
    this.trail = new int[variables + 1];
    this.watchCount = new int[2 * variables + 2];
    for (int k = 0; k < clauses.size(); k++) {
      int[] c = clauses.get(k).clone();
      this.clauses[k] = c;
      for (int lit : c) {
        literal(lit, variables);
      }
      if (c.length >= 2) {
        watchCount[index(c[0])]++;
        watchCount[index(c[1])]++;
      }
    }
    this.watches = new int[2 * variables + 2][];
    for (int l = 0; l < watches.length; l++) {
      watches[l] = new int[Math.max(4, watchCount[l])];
      watchCount[l] = 0;
    }
    for (int k = 0; k < this.clauses.length; k++) {
      int[] c = this.clauses[k];
      if (c.length >= 2) {
        watch(c[0], k);
        watch(c[1], k);
      }
    }
    for (int[] c : this.clauses) {
      if (c.length == 0 || c.length == 1 && !assume(c[0])) {
        inconsistent = true;
      }
    }
  }

  private int variable(int v) {
    return Indices.checked("variable", v, 1, value.length - 1);
  }

  /** {@code lit}, checked to be a literal of variables 1..{@code variables}. */
  private static void literal(int lit, int variables) {
    if (lit == 0 || lit < -variables || lit > variables) {
      throw new IllegalArgumentException("literal " + lit + " is not a variable of 1.." + variables);
    }
  }

  /** {@return whether the formula's unit clauses alone already conflict (then every {@link #assume} fails)} */
  public boolean isInconsistent() {
    return inconsistent;
  }

  /** {@return the number of variables} */
  public int variables() {
    return value.length - 1;
  }

  /** {@return the current length of the trail: pass it to {@link #undo} to come back here} */
  public int trailSize() {
    return trailSize;
  }

  /**
   * {@return whether variable v is assigned, and then {@link #isTrue}}
   *
   * @param v the variable, 1..{@link #variables()}
   * @throws IllegalArgumentException if {@code v} is not one of the variables (index 0 is unused:
   *     it would answer false in silence)
   */
  public boolean isAssigned(int v) {
    return value[variable(v)] != 0;
  }

  /**
   * {@return whether variable v is assigned true}
   *
   * @param v the variable, 1..{@link #variables()}
   * @throws IllegalArgumentException if {@code v} is not one of the variables
   */
  public boolean isTrue(int v) {
    return value[variable(v)] > 0;
  }

  /**
   * Makes literal {@code lit} true and propagates; false on a conflict (then {@link #undo} to a
   * mark taken before).
   *
   * @param lit the literal, ±1..{@link #variables()}
   * @return true if propagation met no conflict (also when {@code lit} was already true); false if
   *     it did, or {@code lit} was already false, or the formula is inconsistent
   * @throws IllegalArgumentException if {@code lit} is 0 or names no variable
   */
  public boolean assume(int lit) {
    literal(lit, variables());
    if (inconsistent) {
      return false;
    }
    int v = Math.abs(lit);
    if (value[v] != 0) {
      return (value[v] > 0) == (lit > 0);
    }
    set(lit);
    return propagate();
  }

  /**
   * Unassigns everything assigned after the trail had length {@code mark}.
   *
   * @param mark a {@link #trailSize()} taken before; a larger one does nothing
   */
  public void undo(int mark) {
    while (trailSize > mark) {
      value[Math.abs(trail[--trailSize])] = 0;
    }
    propagated = Math.min(propagated, trailSize);
  }

  private void set(int lit) {
    value[Math.abs(lit)] = (byte) (lit > 0 ? 1 : -1);
    trail[trailSize++] = lit;
  }

  private boolean propagate() {
    while (propagated < trailSize) {
      int falseLit = -trail[propagated++];
      int w = index(falseLit);
      int[] list = watches[w];
      int kept = 0;
      int count = watchCount[w];
      for (int k = 0; k < count; k++) {
        int ci = list[k];
        int[] c = clauses[ci];
        if (c[0] == falseLit) { // keep the false watch second
          c[0] = c[1];
          c[1] = falseLit;
        }
        if (litValue(c[0]) > 0) {
          list[kept++] = ci;
          continue;
        }
        int found = -1;
        for (int m = 2; m < c.length; m++) {
          if (litValue(c[m]) >= 0) {
            found = m;
            break;
          }
        }
        if (found >= 0) {
          c[1] = c[found];
          c[found] = falseLit;
          watch(c[1], ci);
          continue;
        }
        list[kept++] = ci;
        if (litValue(c[0]) < 0) { // conflict: keep the rest of the list and stop
          for (int m = k + 1; m < count; m++) {
            list[kept++] = list[m];
          }
          watchCount[w] = kept;
          propagated = trailSize;
          return false;
        }
        if (litValue(c[0]) == 0) {
          set(c[0]);
        }
      }
      watchCount[w] = kept;
    }
    return true;
  }

  private int litValue(int lit) {
    int v = value[Math.abs(lit)];
    return lit > 0 ? v : -v;
  }

  private void watch(int lit, int clause) {
    int l = index(lit);
    if (watchCount[l] == watches[l].length) {
      watches[l] = Arrays.copyOf(watches[l], 2 * watches[l].length);
    }
    watches[l][watchCount[l]++] = clause;
  }

  private static int index(int lit) {
    return lit > 0 ? 2 * lit : -2 * lit + 1;
  }
}

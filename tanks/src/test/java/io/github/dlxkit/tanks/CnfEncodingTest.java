package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tanks.encoding.CnfEncoding;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The CNF encoding judges grids as {@link Grid#isSolution()} does. No SAT solver is needed for
 * that: once the value variables are set from a grid, every other variable is defined by an
 * equivalence, so unit propagation either sets them all without a conflict (the grid satisfies
 * the formula) or meets a clause with every literal false (it does not).
 */
class CnfEncodingTest {
  record Case(int n, boolean torus, boolean holes, RequiredSymmetry symmetry, int[] orbitValues) {
    Grid grid() {
      int[] rep = symmetry.orbitRepresentatives(n);
      int[] values = new int[n * n];
      for (int c = 0; c < n * n; c++) {
        values[c] = orbitValues[rep[c]];
      }
      return Grid.ofCells(Board.of(n, torus), values);
    }
  }

  @Provide
  Arbitrary<Case> grids() {
    return Combinators.combine(Arbitraries.integers().between(2, 6), Arbitraries.of(true, false),
        Arbitraries.of(true, false), Arbitraries.of(RequiredSymmetry.values())).flatAs((n, torus, holes, sym) ->
        Arbitraries.integers().between(holes ? 0 : 1, n - 1).array(int[].class).ofSize(n * n)
            .map(v -> new Case(n, torus, holes, sym, v)));
  }

  @Property(tries = 500)
  void agreesWithIsSolution(@ForAll("grids") Case c) {
    Grid grid = c.grid();
    CnfEncoding cnf = CnfEncoding.of(grid.board(), c.symmetry(), c.holes());
    assertEquals(grid.isSolution(), satisfies(cnf, grid), grid::toString);
  }

  @Test
  void knownSolutionsSatisfyAndOneChangedCellDoesNot() {
    for (Grid g : List.of(PaperClaimsTest.FIVE_A, PaperClaimsTest.FIVE_B,
        Grid.parse("2 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2", false),
        Grid.parse("2 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2", true))) {
      for (RequiredSymmetry s : RequiredSymmetry.values()) {
        if (s.holdsFor(g)) {
          CnfEncoding cnf = CnfEncoding.of(g.board(), s, false);
          assertTrue(satisfies(cnf, g), () -> s + "\n" + g);
        }
      }
      int[] changed = g.cells();
      changed[0] = changed[0] == 1 ? 2 : 1;
      Grid wrong = Grid.ofCells(g.board(), changed);
      assertFalse(satisfies(CnfEncoding.of(g.board(), RequiredSymmetry.NONE, false), wrong));
    }
  }

  @Test
  void forbiddingASymmetryRejectsExactlyTheGridsThatHaveIt() {
    // FIVE_A is invariant under a half turn, not under a quarter turn
    Grid g = PaperClaimsTest.FIVE_A;
    assertFalse(satisfies(CnfEncoding.of(g.board(), RequiredSymmetry.NONE, false, RequiredSymmetry.ROT180), g));
    assertTrue(satisfies(CnfEncoding.of(g.board(), RequiredSymmetry.NONE, false, RequiredSymmetry.ROT90), g));
  }

  @Property(tries = 300)
  void forbiddenSymmetryAgreesWithHoldsFor(@ForAll("grids") Case c) {
    Grid grid = c.grid();
    for (RequiredSymmetry forbidden : new RequiredSymmetry[] {RequiredSymmetry.ROT90, RequiredSymmetry.ROT180}) {
      CnfEncoding cnf = CnfEncoding.of(grid.board(), c.symmetry(), c.holes(), forbidden);
      assertEquals(grid.isSolution() && !forbidden.holdsFor(grid), satisfies(cnf, grid),
          () -> forbidden + "\n" + grid);
    }
  }

  @Test
  void dimacsHeaderCountsVariablesAndClauses() {
    CnfEncoding cnf = CnfEncoding.of(Board.of(4, false), RequiredSymmetry.ROT90, false);
    StringBuilder out = new StringBuilder();
    cnf.writeDimacs(out);
    String text = out.toString();
    assertTrue(text.contains("\np cnf " + cnf.variables() + " " + cnf.clauses().size() + "\n"));
    assertTrue(text.contains("c cell 3 3 range 2 var " + cnf.valueVariable(15, 2) + "\n"));
    assertEquals(cnf.clauses().size(), text.lines().filter(l -> l.endsWith(" 0")).count());
  }

  /** Sets the value variables from {@code grid} and unit-propagates; see the class comment. */
  static boolean satisfies(CnfEncoding cnf, Grid grid) {
    int n = grid.size();
    byte[] value = new byte[cnf.variables() + 1]; // 0 unknown, 1 true, -1 false
    int minRange = 0;
    try {
      cnf.valueVariable(0, 0);
    } catch (IllegalArgumentException noHoles) {
      minRange = 1;
    }
    for (int c = 0; c < n * n; c++) {
      for (int r = minRange; r < n; r++) {
        int v = cnf.valueVariable(c, r);
        byte b = (byte) (grid.value(c / n, c % n) == r ? 1 : -1);
        if (value[v] != 0 && value[v] != b) {
          throw new IllegalArgumentException("grid lacks the symmetry");
        }
        value[v] = b;
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int[] clause : cnf.clauses()) {
        int unknown = 0;
        int last = 0;
        boolean satisfied = false;
        for (int lit : clause) {
          int v = value[Math.abs(lit)];
          if (v == 0) {
            unknown++;
            last = lit;
          } else if ((v > 0) == (lit > 0)) {
            satisfied = true;
            break;
          }
        }
        if (satisfied) {
          continue;
        }
        if (unknown == 0) {
          return false;
        }
        if (unknown == 1) {
          value[Math.abs(last)] = (byte) (last > 0 ? 1 : -1);
          changed = true;
        }
      }
    }
    for (int v = 1; v <= cnf.variables(); v++) {
      assertTrue(value[v] != 0, "variable " + v + " not defined by the grid");
    }
    return true;
  }
}

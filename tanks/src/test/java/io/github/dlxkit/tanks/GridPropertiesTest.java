package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.tanks.model.Grid;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** {@link Grid#isSolution()} and {@link Grid#attackers} against a direct recount from the rules. */
class GridPropertiesTest {
  record Case(int[][] rows, boolean torus) {}

  @Provide
  Arbitrary<Case> randomGrids() {
    return Arbitraries.integers().between(1, 7).flatMap(n -> Combinators.combine(
        Arbitraries.integers().between(0, n - 1).array(int[].class).ofSize(n).array(int[][].class).ofSize(n),
        Arbitraries.of(true, false)).as(Case::new));
  }

  /** Known solutions with one cell changed: mostly non-solutions that are nearly right. */
  @Provide
  Arbitrary<Case> nearSolutions() {
    Grid[] known = {PaperClaimsTest.FIVE_A, PaperClaimsTest.FIVE_B,
        Grid.parse("2 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2", false),
        Grid.parse("2 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2", true)};
    return Combinators.combine(Arbitraries.of(known), Arbitraries.integers().between(0, 24),
        Arbitraries.integers().between(0, 4)).as((g, cell, value) -> {
          int n = g.size();
          int[][] rows = g.rows();
          rows[cell / n % n][cell % n] = Math.min(value, n - 1);
          return new Case(rows, g.isTorus());
        });
  }

  @Property(tries = 400)
  void isSolutionAgreesWithRecount(@ForAll("randomGrids") Case c) {
    check(c);
  }

  @Property(tries = 200)
  void isSolutionAgreesWithRecountNearSolutions(@ForAll("nearSolutions") Case c) {
    check(c);
  }

  private static void check(Case c) {
    Grid g = Grid.of(c.rows(), c.torus());
    int n = g.size();
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        assertEquals(NaiveTanks.attackers(c.rows(), c.torus(), i, j), g.attackers(i, j));
      }
    }
    assertEquals(NaiveTanks.isSolution(c.rows(), c.torus()), g.isSolution());
  }
}

package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.cubes.CubeLog;
import io.github.dlxkit.tanks.cubes.CubeProofs;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.sat.Cadical;
import io.github.dlxkit.tanks.sat.RupChecker;
import io.github.dlxkit.tanks.sat.SmallSat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The proof checker ({@link RupChecker}) on hand-made proofs, where it must accept the RUP proof and
 * reject a lemma that is not implied by propagation or a proof that stops short; and, where
 * CaDiCaL is installed (otherwise skipped with that reason), on CaDiCaL's own proofs of the
 * unsatisfiable cubes of the 5×5 formula, which {@link CubeProofs} checks one by one.
 */
class RupCheckerTest {
  /** All four clauses over x1, x2: unsatisfiable. */
  private static final List<int[]> FOUR = List.of(new int[] {1, 2}, new int[] {-1, 2}, new int[] {1, -2}, new int[] {-1, -2});

  @Test
  void acceptsARupProofAndRejectsWhatPropagationDoesNotImply(@TempDir Path dir) throws Exception {
    Path proof = Files.writeString(dir.resolve("ok.drat"), "2 0\nd 1 2 0\n0\n");
    assertNull(new RupChecker(2, FOUR).check(proof));
    // the empty clause at once is not RUP: propagation alone does not refute the four clauses
    Path shortcut = Files.writeString(dir.resolve("bad.drat"), "0\n");
    assertNotNull(new RupChecker(2, FOUR).check(shortcut));
    // a satisfiable formula: no proof may pass; "-2" is not implied by (1 v 2), (-1 v 2)
    RupChecker sat = new RupChecker(2, List.of(new int[] {1, 2}, new int[] {-1, 2}));
    assertFalse(sat.addLemma(new int[] {-2}));
    assertTrue(sat.addLemma(new int[] {2}));
    assertFalse(sat.isRefuted());
    Path stops = Files.writeString(dir.resolve("short.drat"), "2 0\n");
    String why = new RupChecker(2, List.of(new int[] {1, 2}, new int[] {-1, 2})).check(stops);
    assertTrue(why.contains("does not derive the empty clause"), why);
  }

  @Test
  void cadicalsProofsOfTheUnsatisfiableCubesOfTheFiveByFiveCheck(@TempDir Path dir) {
    Assumptions.assumeTrue(Cadical.isInstalled("cadical"), "CaDiCaL is not installed (Debian: apt-get install cadical)");
    Path logFile = dir.resolve("cubes.log");
    CubeSearch cubes = TankAttack.of(5).cubes(new SmallSat(), RequiredSymmetry.NONE, true, new CubeLog(logFile));
    long total = 0;
    for (Subproblem s : cubes.split(6)) {
      total += cubes.count(s).count();
    }
    assertEquals(1, total, "5x5 has one class (the transposed pair, docs/tanks.md)");
    List<Subproblem> unsat = CubeProofs.unsatisfiable(logFile);
    assertTrue(unsat.size() >= 3, "cubes without a solution: " + unsat.size());
    CubeProofs proofs = new CubeProofs(cubes, new Cadical("cadical"));
    for (Subproblem s : CubeProofs.sample(unsat, 3, 1)) {
      CubeProofs.Result r = proofs.check(s);
      assertTrue(r.verified(), r.toLine());
    }
  }
}

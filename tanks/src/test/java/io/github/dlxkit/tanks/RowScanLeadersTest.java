package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * The row scan with symmetry breaking keeps exactly one grid per class under the square's eight
 * symmetries: its solutions are the smallest images (computed in the test by rotating and
 * mirroring, {@link CubeSearchTest#smallestImage}) of the full row scan's solutions, one each; and
 * its tree is never larger.
 */
class RowScanLeadersTest {
  @ParameterizedTest(name = "{0}x{0} torus={1} holes={2}")
  @CsvSource({"4,false,false", "5,false,false", "3,false,true", "4,false,true", "5,false,true",
      "4,true,false", "5,true,false", "3,true,true", "4,true,true"})
  void leadersAreOnePerClass(int n, boolean torus, boolean holes) {
    TankAttack all = TankAttack.of(n).withTorus(torus).withHoles(holes).withKernel(TankKernel.ROW_SCAN);
    Set<String> classes = new HashSet<>();
    for (Grid g : all.solutions().toList()) {
      classes.add(CubeSearchTest.smallestImage(g));
    }
    TankAttack leaders = all.withSymmetryBreaking(true);
    List<Grid> kept = leaders.solutions().toList();
    Set<String> seen = new HashSet<>();
    for (Grid g : kept) {
      String own = CubeSearchTest.smallestImage(g);
      assertTrue(seen.add(own), "two leaders of one class: " + own);
      assertEquals(own, CubeSearchTest.rowText(g), "a kept grid is the smallest of its images");
    }
    assertEquals(classes, seen);
    assertEquals(classes.size(), leaders.count(2), "the parallel count");
    SearchResult full = all.run(1);
    SearchResult cut = leaders.run(1);
    assertTrue(cut.statistics().nodes() <= full.statistics().nodes(),
        cut.statistics().nodes() + " nodes with leaders, " + full.statistics().nodes() + " without");
  }

  /** The propagation kernel does not break symmetry; auto picks one that does (exact cover with a symmetry). */
  @Test
  void thePropagationKernelDoesNotBreakSymmetry() {
    assertThrows(BadInputException.class,
        () -> TankAttack.of(5).withKernel(TankKernel.PROPAGATION).withSymmetryBreaking(true));
    assertThrows(BadInputException.class, () -> TankAttack.of(5).withSymmetry(RequiredSymmetry.ROT180)
        .withKernel(TankKernel.PROPAGATION).withSymmetryBreaking(true).count());
    assertEquals(TankKernel.EXACT_COVER,
        TankAttack.of(5).withSymmetry(RequiredSymmetry.ROT180).withSymmetryBreaking(true).effectiveKernel());
    assertEquals(TankKernel.ROW_SCAN, TankAttack.of(5).withTorus(true).withSymmetryBreaking(true).effectiveKernel());
  }
}

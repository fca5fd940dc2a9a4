package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The exact-cover kernel with symmetry breaking, which says it in its matrix (issue 50: the matrix
 * {@code tanks --dlx --break-symmetry} writes must count what {@code --count --break-symmetry} counts):
 * its solutions are exactly one grid per class under the square's eight symmetries, the smallest
 * image of each (computed here by rotating and mirroring, {@link CubeSearchTest#smallestImage}) of
 * the solutions of another kernel without symmetry breaking (the row scan, or the propagation kernel
 * where a symmetry is required).
 */
class ExactCoverLeadersTest {
  @ParameterizedTest(name = "{0}x{0} torus={1} holes={2} symmetry={3}")
  @CsvSource({"4,false,false,NONE", "3,false,true,NONE", "4,false,true,NONE", "4,true,false,NONE",
      "3,true,true,NONE", "4,true,true,NONE", "5,false,false,ROT180", "6,false,false,ROT90",
      "5,false,true,ROT90", "4,false,true,ROT180"})
  void leadersAreOnePerClass(int n, boolean torus, boolean holes, RequiredSymmetry symmetry) {
    TankAttack variant = TankAttack.of(n).withTorus(torus).withHoles(holes).withSymmetry(symmetry);
    TankKernel other = symmetry == RequiredSymmetry.NONE ? TankKernel.ROW_SCAN : TankKernel.PROPAGATION;
    Set<String> classes = new HashSet<>();
    for (Grid g : variant.withKernel(other).solutions().toList()) {
      classes.add(CubeSearchTest.smallestImage(g));
    }
    TankAttack leaders = variant.withKernel(TankKernel.EXACT_COVER).withSymmetryBreaking(true);
    Set<String> seen = new HashSet<>();
    for (Grid g : leaders.solutions().toList()) {
      assertTrue(g.isSolution(), g.toString());
      String own = CubeSearchTest.smallestImage(g);
      assertTrue(seen.add(own), "two leaders of one class: " + own);
      assertEquals(own, CubeSearchTest.rowText(g), "a kept grid is the smallest of its images");
    }
    assertEquals(classes, seen);
    assertEquals(classes.size(), leaders.count(2), "the parallel count");
  }
}

package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Region;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Solutions one per symmetry class (moved here from the web layer, issue 53). Counts: the pentominoes
 * in 3×20 have 2 solutions up to symmetry, 8 in all (Haselgrove 1960); Scott's 8×8 board without its
 * centre has 65 up to symmetry, 520 in all (Scott 1958; Knuth, "Dancing Links", 2000; LiteratureCountsTest
 * counts both with the solver). The 3×20 classes are also checked against
 * {@link TilingSolver#countDistinct()}, which counts them another way.
 */
class SymmetryClassesTest {
  private static TilingSolver pentominoes(Region region) {
    return TilingSolver.builder(PieceSets.pentominoes(), region).reflection(true).build();
  }

  @Test
  void thePentominoesIn3x20ComeInTwoClassesOfFour() throws Exception {
    TilingSolver strip = pentominoes(Region.box(3, 20));
    List<SymmetryClasses.SolutionClass> classes = SymmetryClasses.first(strip, 100);
    assertEquals(2, classes.size());
    assertEquals(strip.countDistinct(), classes.size());
    for (SymmetryClasses.SolutionClass c : classes) {
      assertEquals(4, c.size());
      assertEquals(12, c.representative().rows().length);
    }
  }

  /** Every class once: 65 classes, different representatives, whose sizes add up to the 520 solutions. */
  @Test
  void scottsBoardHas65ClassesOf520Solutions() throws Exception {
    TilingSolver scott = pentominoes(Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3))));
    List<SymmetryClasses.SolutionClass> classes = SymmetryClasses.first(scott, 1000);
    assertEquals(65, classes.size());
    assertEquals(520, classes.stream().mapToInt(SymmetryClasses.SolutionClass::size).sum());
    Set<String> rows = new HashSet<>();
    classes.forEach(c -> rows.add(java.util.Arrays.toString(c.representative().rows())));
    assertEquals(65, rows.size());
  }

  @Test
  void theLimitCutsTheListAndIsChecked() throws Exception {
    TilingSolver scott = pentominoes(Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3))));
    assertEquals(3, SymmetryClasses.first(scott, 3).size());
    assertEquals(0, SymmetryClasses.first(scott, 0).size());
    assertThrows(IllegalArgumentException.class, () -> SymmetryClasses.first(scott, -1));
  }

  @Test
  void anInterruptStopsTheSearch() {
    Thread.currentThread().interrupt();
    try {
      assertThrows(InterruptedException.class, () -> SymmetryClasses.first(pentominoes(Region.box(6, 10)), 10));
    } finally {
      Thread.interrupted();
    }
  }
}

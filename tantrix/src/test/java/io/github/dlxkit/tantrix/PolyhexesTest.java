package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.HexShape;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The shape generator behind the second counting method. */
class PolyhexesTest {
  /** Fixed polyhexes of 1..9 cells: OEIS A001207. */
  @Test
  void fixedPolyhexesAsInOeis() {
    long[] a001207 = {1, 3, 11, 44, 186, 814, 3652, 16689, 77359};
    for (int n = 1; n <= a001207.length; n++) {
      assertEquals(a001207[n - 1], Polyhexes.countFixed(n), "n = " + n);
    }
  }

  /** Free polyhexes (up to turns and reflections) of 1..7 cells: OEIS A000228. */
  @Test
  void freePolyhexesAsInOeis() {
    long[] a000228 = {1, 1, 3, 7, 22, 82, 333};
    for (int n = 1; n <= a000228.length; n++) {
      Set<List<Hex>> free = new HashSet<>();
      for (List<Hex> shape : Polyhexes.fixed(n)) {
        List<Hex> best = null;
        for (boolean mirror : new boolean[] {false, true}) {
          List<Hex> cells = new ArrayList<>();
          for (Hex h : shape) {
            cells.add(mirror ? Hex.of(-h.q() - h.r(), h.r()) : h); // reflection in the vertical axis
          }
          HexShape image = HexShape.of(cells);
          for (int k = 0; k < 6; k++) {
            HexShape turned = image.rotate(k);
            List<Hex> moved = turned.translate(Hex.ORIGIN.minus(turned.cells().get(0))).cells();
            if (best == null || moved.toString().compareTo(best.toString()) < 0) {
              best = moved;
            }
          }
        }
        free.add(best);
      }
      assertEquals(a000228[n - 1], free.size(), "n = " + n);
    }
  }

  /** The one-sided classes are exactly the fixed shapes up to turns, holes dropped. */
  @Test
  void oneSidedClassesWithoutHoles() {
    for (int n = 1; n <= 7; n++) {
      Set<List<Hex>> classes = new HashSet<>();
      for (List<Hex> shape : Polyhexes.fixed(n)) {
        HexShape s = HexShape.of(shape);
        if (!s.holes().isEmpty()) {
          continue;
        }
        List<Hex> best = null;
        for (int k = 0; k < 6; k++) {
          HexShape turned = s.rotate(k);
          List<Hex> moved = turned.translate(Hex.ORIGIN.minus(turned.cells().get(0))).cells();
          if (best == null || moved.toString().compareTo(best.toString()) < 0) {
            best = moved;
          }
        }
        classes.add(best);
      }
      assertEquals(classes.size(), Polyhexes.withoutHoles(n).size(), "n = " + n);
    }
  }
}

package io.github.dlxkit.polyomino.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class IsometryTest {
  @Test
  @DisplayName("the d-cube has 2^d d! isometries, half of them rotations (Sage: ncube_isometry_group)")
  void groupSizes() {
    int[] all = {2, 8, 48, 384};
    for (int d = 1; d <= 4; d++) {
      assertEquals(all[d - 1], Isometry.all(d).size());
      assertEquals(d == 1 ? 1 : all[d - 1] / 2, Isometry.rotations(d).size());
      assertEquals(all[d - 1], new HashSet<>(Isometry.all(d)).size());
      assertEquals(Isometry.identity(d), Isometry.all(d).get(0));
    }
  }

  @Test
  @DisplayName("a quarter turn of the plane sends (1, 0) to (0, 1) or (0, -1) and has order 4")
  void quarterTurn() {
    Isometry q = Isometry.of(new int[] {1, 0}, new int[] {-1, 1});
    assertEquals(Cell.of(0, 1), q.apply(Cell.of(1, 0)));
    assertEquals(1, q.determinant());
    assertEquals(Isometry.identity(2), q.compose(q).compose(q).compose(q));
    assertEquals("[[0, -1], [1, 0]]", q.toString());
  }

  @Property(tries = 200)
  void composingAndInvertingStayInTheGroup(@ForAll @IntRange(min = 0, max = 47) int a,
      @ForAll @IntRange(min = 0, max = 47) int b) {
    List<Isometry> g = Isometry.all(3);
    Isometry x = g.get(a);
    Isometry y = g.get(b);
    Cell c = Cell.of(2, -3, 5);
    assertEquals(x.apply(y.apply(c)), x.compose(y).apply(c));
    assertEquals(c, x.inverse().apply(x.apply(c)));
    assertEquals(x.determinant() * y.determinant(), x.compose(y).determinant());
    assertTrue(g.contains(x.compose(y)));
  }

  @Test
  void badIsometriesAreRefused() {
    assertTrue(org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> Isometry.of(new int[] {0, 0}, new int[] {1, 1})).getMessage().contains("permutation"));
    Set<Integer> dets = new HashSet<>();
    for (Isometry i : Isometry.all(2)) {
      dets.add(i.determinant());
    }
    assertEquals(Set.of(1, -1), dets);
  }
}

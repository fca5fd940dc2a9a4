package io.github.dlxkit.hexad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.hexad.model.InfinityStyle;
import io.github.dlxkit.hexad.model.Labelling;
import io.github.dlxkit.hexad.model.Picture;
import io.github.dlxkit.hexad.model.Point;
import io.github.dlxkit.hexad.render.MinimogText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every example of SageMath's {@code sage/games/hexad.py} documentation (its doctests), with the
 * output Sage prints; the blackjack examples come from {@code blackjack_examples.tsv}.
 */
class MinimogSageExamplesTest {
  private final Minimog shuffle = Minimog.shuffle();
  private final Minimog modulo11 = Minimog.modulo11();

  private static List<Point> pts(Object... xs) {
    List<Point> out = new ArrayList<>();
    for (Object x : xs) {
      out.add(x instanceof Point p ? p : Point.of((Integer) x));
    }
    return out;
  }

  @Test
  @DisplayName("Sage doctest: view_list(M.line[1]), view_list(M.cross[1]), view_list(M.square[1])")
  void viewList() {
    assertEquals("[0 0 0]\n[1 1 1]\n[0 0 0]", Minimog.viewList(shuffle.line(1)));
    assertEquals("[1 1 1]\n[0 0 1]\n[0 0 1]", Minimog.viewList(shuffle.cross(1)));
    assertEquals("[0 0 0]\n[1 1 0]\n[1 1 0]", Minimog.viewList(shuffle.square(1)));
  }

  @Test
  @DisplayName("Sage doctest: picture_set(M.picture00, M.cross[2]) = {5, 7, 8, 9, 10}; picture_set(M.picture02, M.square[7]) = {2, 3, 5, 8}")
  void pictureSet() {
    assertEquals(new TreeSet<>(pts(5, 7, 8, 9, 10)), Minimog.pictureSet(shuffle.picture00(), shuffle.cross(2)));
    assertEquals(new TreeSet<>(pts(2, 3, 5, 8)), Minimog.pictureSet(shuffle.picture02(), shuffle.square(7)));
    assertEquals("[5, 7, 8, 9, 10]", Minimog.pictureSet(shuffle.picture00(), shuffle.cross(2)).toString());
  }

  @Test
  @DisplayName("Sage doctest: Minimog(type=...) repr and the modulo-11 matrix")
  void reprAndMatrix() {
    assertEquals("Minimog of type shuffle", shuffle.toString());
    assertEquals("Minimog of type modulo11", modulo11.toString());
    assertEquals("[        0         3 +Infinity         2]\n"
        + "[        5         9         8        10]\n"
        + "[        4         1         6         7]",
        MinimogText.minimog(Labelling.MODULO11, InfinityStyle.SAGE));
  }

  @Test
  @DisplayName("Sage doctest: M.print_kitten() for both labellings (blank lines without Sage's stray spaces)")
  void printKitten() {
    assertEquals(String.join("\n",
        "         0",
        "",
        "         8",
        "       9  10",
        "      5  11  3",
        "     8  2  4  8",
        "   9  10  7  9  10",
        "",
        "6                   1"), shuffle.kitten(InfinityStyle.SYMBOL));
    assertEquals(String.join("\n",
        "         +Infinity",
        "",
        "         6",
        "       2  10",
        "      5  7  3",
        "     6  9  4  6",
        "   2  10  8  2  10",
        "",
        "0                   1"), modulo11.kitten(InfinityStyle.SAGE));
  }

  @Test
  @DisplayName("kitten rows agree with the shared data's kitten_rows (both labellings)")
  void kittenRowsAgreeWithSharedData() {
    for (Labelling l : Labelling.values()) {
      List<String> expected = new ArrayList<>();
      for (String[] row : HexadData.tsv("kitten_rows.tsv")) {
        if (row[0].equals(l.sageName())) {
          expected.add(row[2].replace("inf", "+Infinity"));
        }
      }
      List<String> actual = new ArrayList<>();
      for (String line : Minimog.of(l).kitten(InfinityStyle.SAGE).split("\n")) {
        if (!line.isBlank()) {
          actual.add(String.join(" ", line.strip().split("\\s+")));
        }
      }
      assertEquals(expected, actual, l.sageName());
    }
  }

  @Test
  @DisplayName("the three pictures agree with the shared data's pictures_shuffle / pictures_modulo11")
  void picturesAgreeWithSharedData() {
    for (String[] row : HexadData.tsv("pictures.tsv")) {
      Minimog m = Minimog.of(Labelling.parse(row[0]));
      Picture p = switch (row[1]) {
        case "picture00" -> m.picture00();
        case "picture02" -> m.picture02();
        case "picture21" -> m.picture21();
        default -> throw new AssertionError(row[1]);
      };
      for (int r = 0; r < 3; r++) {
        assertEquals(HexadData.points(row[2 + r]), p.rows().get(r), row[0] + " " + row[1] + " row " + r);
      }
    }
  }

  @Test
  @DisplayName("Sage doctest: find_hexad0({2, 4}) = ([0, 1, 2, 4, 6, 8], ['line 1', 'picture 1'])")
  void findHexad0() {
    assertEquals("([0, 1, 2, 4, 6, 8], ['line 1', 'picture 1'])", shuffle.findHexad0(pts(2, 4)).orElseThrow().toString());
  }

  @Test
  @DisplayName("Sage doctest: find_hexad1({2, 3, 4, 5, 8}) = ([2, 3, 4, 5, 8, 11], ['lines (1, 2)', 'picture 1'])")
  void findHexad1() {
    assertEquals("([2, 3, 4, 5, 8, 11], ['lines (1, 2)', 'picture 1'])",
        shuffle.findHexad1(pts(2, 3, 4, 5, 8)).orElseThrow().toString());
  }

  @Test
  @DisplayName("Sage doctest: find_hexad2([2, 3, 4, 5], 1) = ([], []); find_hexad2([2, 3, 4, 8], 0) = cross 12, picture 0")
  void findHexad2() {
    assertEquals(Optional.empty(), shuffle.findHexad2(pts(2, 3, 4, 5), Point.of(1)));
    assertEquals("([0, 2, 3, 4, 8, 9], ['cross 12', 'picture 0'])",
        shuffle.findHexad2(pts(2, 3, 4, 8), Point.of(0)).orElseThrow().toString());
  }

  @Test
  @DisplayName("Sage doctest: find_hexad3([2, 3, 4], 0, 1) = ([0, 1, 2, 3, 4, 11], ['square 2', 'picture 6'])")
  void findHexad3() {
    assertEquals("([0, 1, 2, 3, 4, 11], ['square 2', 'picture 6'])",
        shuffle.findHexad3(pts(2, 3, 4), Point.of(0), Point.of(1)).orElseThrow().toString());
  }

  @Test
  @DisplayName("Sage doctests of find_hexad, shuffle and modulo 11 (Sage marks the latter's order as random)")
  void findHexad() {
    assertEquals("([0, 1, 2, 3, 4, 11], ['square 2', 'picture 6'])", shuffle.findHexad(0, 1, 2, 3, 4).toString());
    assertEquals("([1, 2, 3, 4, 5, 6], ['square 8', 'picture 0'])", shuffle.findHexad(1, 2, 3, 4, 5).toString());
    assertEquals("([2, 3, 4, 5, 8, 11], ['lines (1, 2)', 'picture 1'])", shuffle.findHexad(2, 3, 4, 5, 8).toString());
    assertEquals("([0, 1, 2, 4, 6, 8], ['line 1', 'picture 1'])", shuffle.findHexad(0, 1, 2, 4, 6).toString());
    // Sage: ([+Infinity, 2, 3, 4, 1, 10], ['square 8', 'picture 0']), in a machine-dependent order
    HexadMatch m = modulo11.findHexad(pts(1, 2, 3, 4, Point.INFINITY));
    assertEquals(Set.copyOf(pts(Point.INFINITY, 2, 3, 4, 1, 10)), Set.copyOf(m.hexad()));
    assertEquals(List.of("square 8", "picture 0"), m.description());
    assertEquals("[1, 2, 3, 4, 10, ∞]", m.hexadText(InfinityStyle.SYMBOL));
    // from blackjack_move's documentation: "Is this really a hexad?"
    assertEquals("([0, 2, 3, 6, 7, 11], ['square 9', 'picture 1'])", shuffle.findHexad(11, 2, 3, 6, 7).toString());
  }

  @Test
  @DisplayName("Sage doctests of blackjack_move (blackjack_examples.tsv)")
  void blackjackExamples() {
    List<String[]> rows = HexadData.tsv("blackjack_examples.tsv");
    assertEquals(5, rows.size());
    for (String[] row : rows) {
      Minimog m = Minimog.of(Labelling.parse(row[0]));
      assertEquals(row[2], m.blackjackMove(HexadData.points(row[1])).message(), row[0] + " " + row[1]);
    }
  }

  @Test
  @DisplayName("the winning move's fields: 4 --> 3, 30 to 29")
  void blackjackMoveFields() {
    BlackjackMove move = shuffle.blackjackMove(0, 2, 4, 6, 7, 11);
    assertEquals(BlackjackMove.Kind.WINNING_MOVE, move.kind());
    assertEquals(Point.of(4), move.from());
    assertEquals(Point.of(3), move.to());
    assertEquals(30, move.total());
    assertEquals(29, move.totalAfter());
    assertTrue(shuffle.isHexad(pts(0, 2, 3, 6, 7, 11)));
  }
}

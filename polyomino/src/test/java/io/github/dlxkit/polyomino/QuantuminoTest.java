package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.polyomino.encoding.SymmetryPlan;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Quantumino, against SageMath's documentation of {@code sage.games.quantumino} and {@code sage.combinat.tiling}. */
class QuantuminoTest {
  /**
   * Rows of each piece in the 5x8x2 box, rotations only. Sage's documentation gives them:
   * {@code nrows_per_piece()} for piece 0 aside lists pieces 1..16
   * (360, 360, 360, 360, 360, 180, 180, 672, 672, 360, 360, 180, 180, 360, 360, 180) and
   * {@code isometric_copies} gives 360 for piece 0.
   */
  static final int[] ROWS_PER_PIECE = {360, 360, 360, 360, 360, 360, 180, 180, 672, 672, 360, 360, 180, 180, 360, 360, 180};

  @Test
  @DisplayName("piece 0 aside: 16 pieces, 5484 rows, 96 columns (Sage doc)")
  void asideZero() {
    TilingSolver t = QuantuminoSolver.of(0).tilingSolver();
    assertEquals(16, t.pieces().size());
    assertEquals(5484, t.rows().size());
    assertEquals(96, t.problem().itemCount());
    assertEquals("Quantumino solver for the box (5, 8, 2)\nAside pentamino number: 0", QuantuminoSolver.of(0).toString());
  }

  @Test
  @DisplayName("rows per aside piece = 5844 minus the piece's own rows (Sage doc: nrows_per_piece, isometric_copies)")
  void rowsPerAside() {
    int total = 0;
    for (int r : ROWS_PER_PIECE) {
      total += r;
    }
    for (int k = 0; k < 17; k++) {
      TilingSolver t = QuantuminoSolver.of(k).tilingSolver();
      assertEquals(total - ROWS_PER_PIECE[k], t.rows().size(), "aside " + k);
      for (int i = 0; i < 16; i++) {
        int number = i < k ? i : i + 1;
        assertEquals(ROWS_PER_PIECE[number], t.encoding().endRow(i) - t.encoding().firstRow(i), "piece " + number);
      }
    }
  }

  @Test
  @DisplayName("orientations per piece: 24 or 12 rotations (Sage doc: canonical_isometric_copies)")
  void orientationsPerPiece() {
    int[] expected = {24, 24, 24, 24, 24, 24, 12, 12, 24, 24, 24, 24, 12, 12, 24, 24, 12};
    for (int k = 0; k < 17; k++) {
      assertEquals(expected[k], QuantuminoPieces.get(k).orientations(true, false).size(), "piece " + k);
    }
  }

  @Test
  @DisplayName("the box's rotations restrict a piece to 90 of its 360 placements (Sage doc: _rows_mod_box_isometries, 5214 rows)")
  void symmetryRestriction() {
    TilingSolver t = QuantuminoSolver.of(0).tilingSolver();
    assertEquals(4, t.symmetries().size());
    SymmetryPlan plan = SymmetryPlan.forPiece(t.encoding(), t.symmetries(), 0);
    assertEquals(90, plan.representatives().size());
    assertTrue(plan.representatives().stream().allMatch(SymmetryPlan.Representative::trivialStabiliser));
  }

  @ParameterizedTest(name = "aside {0}: the first solution is an exact tiling of the 5x8x2 box by the 16 other pieces")
  @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
  void findFirst(int aside) {
    QuantuminoState s = QuantuminoSolver.of(aside).findFirst().orElseThrow();
    checkTiling(s, aside, 5, 8, 2);
    assertEquals(aside, s.aside());
    assertTrue(s.isComplete());
    assertEquals("Quantumino state where the following pentamino is put aside :\n" + QuantuminoPieces.get(aside),
        s.toString());
  }

  @Test
  @DisplayName("other boxes of 80 cells have solutions: 4x4x5 and 2x2x20 with piece 7 aside, 2x2x20 with 3, 5x4x4 with 12 (Sage doc)")
  void otherBoxes() {
    checkTiling(QuantuminoSolver.of(7, 4, 4, 5).findFirst().orElseThrow(), 7, 4, 4, 5);
    checkTiling(QuantuminoSolver.of(7, 2, 2, 20).findFirst().orElseThrow(), 7, 2, 2, 20);
    checkTiling(QuantuminoSolver.of(3, 2, 2, 20).findFirst().orElseThrow(), 3, 2, 2, 20);
    checkTiling(QuantuminoSolver.of(12, 5, 4, 4).findFirst().orElseThrow(), 12, 5, 4, 4);
  }

  @Test
  @DisplayName("no solution: 3x3x9 and 3x3x3 with piece 7 aside, 40x2x1 with 4, and 0 solutions in 3x2x2 (Sage doc)")
  void noSolution() {
    assertFalse(QuantuminoSolver.of(7, 3, 3, 9).findFirst().isPresent());
    assertFalse(QuantuminoSolver.of(7, 3, 3, 3).findFirst().isPresent());
    assertFalse(QuantuminoSolver.of(4, 40, 2, 1).findFirst().isPresent());
    assertEquals(0, QuantuminoSolver.of(4, 3, 2, 2).count());
    assertEquals(0, QuantuminoSolver.of(7, 3, 3, 9).count());
  }

  @Test
  @DisplayName("a bad aside piece or box is refused, naming it")
  void badArguments() {
    assertEquals("the piece put aside must be between 0 and 16, got 17",
        assertThrows(IllegalArgumentException.class, () -> QuantuminoSolver.of(17)).getMessage());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> QuantuminoSolver.of(1, 5, 8))
        .getMessage().contains("three sizes"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> QuantuminoSolver.of(1, 5, 0, 2))
        .getMessage().contains("positive"));
  }

  @Test
  @DisplayName("partial states: each solution, then the prefix it shares with the next (Sage's partial='common')")
  void commonPartialStates() {
    List<QuantuminoState> states = QuantuminoSolver.of(0).solutions(Partial.COMMON).limit(9).collect(Collectors.toList());
    for (int i = 0; i < states.size(); i += 2) {
      assertTrue(states.get(i).isComplete());
    }
    for (int i = 1; i + 1 < states.size(); i += 2) {
      int[] prefix = states.get(i).tiling().rows();
      int[] before = states.get(i - 1).tiling().rows();
      int[] after = states.get(i + 1).tiling().rows();
      assertTrue(prefix.length < 16);
      for (int j = 0; j < prefix.length; j++) {
        assertEquals(before[j], prefix[j]);
        assertEquals(after[j], prefix[j]);
      }
      assertTrue(before[prefix.length] != after[prefix.length]);
    }
    List<QuantuminoState> steps = QuantuminoSolver.of(0).solutions(Partial.INCREMENTAL).limit(40).collect(Collectors.toList());
    for (int i = 1; i < steps.size(); i++) {
      assertEquals(1, Math.abs(steps.get(i).pieces().size() - steps.get(i - 1).pieces().size()), "one piece per step");
    }
  }

  /** Checks independently that {@code s} packs the box exactly with the pieces other than {@code aside}. */
  static void checkTiling(QuantuminoState s, int aside, int... box) {
    assertEquals(16, s.pieces().size());
    Set<Integer> numbers = new HashSet<>();
    Set<Cell> covered = new HashSet<>();
    int[] pieceNumbers = s.pieceNumbers();
    for (int i = 0; i < 16; i++) {
      int number = pieceNumbers[i];
      assertTrue(number != aside && numbers.add(number), "piece " + number + " placed twice or aside");
      Polyomino placed = s.pieces().get(i);
      for (Cell c : placed.cells()) {
        for (int axis = 0; axis < 3; axis++) {
          assertTrue(c.get(axis) >= 0 && c.get(axis) < box[axis], c + " outside the box");
        }
        assertTrue(covered.add(c), c + " covered twice");
      }
      Set<List<List<Integer>>> rotations = IndependentTiler.orientations(
          RandomPuzzles.cells(QuantuminoPieces.get(number).cells()), true, false);
      assertTrue(rotations.contains(IndependentTiler.normalise(RandomPuzzles.cells(placed.cells()))),
          "piece " + number + " placed in a shape that is not one of its rotations: " + placed);
      assertEquals(QuantuminoPieces.get(number).colour(), placed.colour());
    }
    assertEquals(box[0] * box[1] * box[2], covered.size());
  }
}

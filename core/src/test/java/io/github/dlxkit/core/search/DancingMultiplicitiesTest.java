package io.github.dlxkit.core.search;

import io.github.dlxkit.core.kernel.Matrices;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.DlxFormatException;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** Algorithm M (primary items with bounds, Knuth's DLX3) on examples with known answers. */
class DancingMultiplicitiesTest {

  /** The example in the opening of Knuth's dlx3.w, which names its unique solution. */
  static final String DLX3_EXAMPLE = """
      | A simple example of color controls
      A B 2:3|C | X Y
      A B X:0 Y:0
      A C X:1 Y:1
      C X:0
      B X:1
      C Y:1
      """;

  @ParameterizedTest
  @EnumSource(Kernel.class)
  void knuthsDlx3ExampleHasItsUniqueSolution(Kernel kernel) {
    ExactCoverProblem p = KnuthFormat.parse(DLX3_EXAMPLE, "dlx3").problem();
    assertEquals(2, p.lowerBound(p.itemId("C")));
    assertEquals(3, p.upperBound(p.itemId("C")));
    assertTrue(p.hasMultiplicities());
    List<Solution> all = ExactCoverSolver.of(p).withKernel(kernel).solutions().toList();
    assertEquals(1, all.size());
    int[] ids = all.get(0).optionIds().clone();
    Arrays.sort(ids);
    // dlx3.w: "A C X:1 Y:1", "B X:1", "C Y:1"
    assertArrayEquals(new int[] {1, 3, 4}, ids);
  }

  /** The n x n 0-1 matrices with two 1s in every row and column: rows and columns bounded by 2. */
  static ExactCoverProblem twoPerRowAndColumn(int n) {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    for (int r = 0; r < n; r++) {
      b.primary("r" + r, 2, 2);
    }
    for (int c = 0; c < n; c++) {
      b.primary("c" + c, 2, 2);
    }
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        b.option("r" + r, "c" + c);
      }
    }
    return b.build();
  }

  /**
   * OEIS A001499: 1, 6, 90, 2040, 67950, 3110940 for n = 2..7 (n = 8 is a benchmark), on links
   * ({@code DancingMultiplicities}) and on bitsets ({@code BitMultiplicities}).
   */
  @ParameterizedTest
  @CsvSource({"2, 1", "3, 6", "4, 90", "5, 2040", "6, 67950", "7, 3110940"})
  void a001499(int n, long expected) {
    assertEquals(expected, ExactCoverSolver.of(twoPerRowAndColumn(n)).count());
    assertTrue(Kernel.DANCING_BITS.searchesBoundsOnBits(twoPerRowAndColumn(n)));
    assertEquals(expected, ExactCoverSolver.of(twoPerRowAndColumn(n)).withKernel(Kernel.DANCING_BITS).count());
  }

  /** Algorithm M on bitsets takes problems of at most 256 options: n = 16 has 256, n = 17 has 289. */
  @org.junit.jupiter.api.Test
  void theBitsetKernelTakesBoundsUpTo256Options() {
    assertTrue(Kernel.DANCING_BITS.searchesBoundsOnBits(twoPerRowAndColumn(16)));
    assertEquals(false, Kernel.DANCING_BITS.searchesBoundsOnBits(twoPerRowAndColumn(17)));
    assertEquals(false, Kernel.DANCING_LINKS.searchesBoundsOnBits(twoPerRowAndColumn(4)));
    // Kernel's own answer, as its Javadoc example says
    assertTrue(Kernel.DANCING_BITS.searchesBoundsOnBits(twoPerRowAndColumn(8)));
    assertEquals(false, Kernel.DANCING_LINKS.searchesBoundsOnBits(twoPerRowAndColumn(8)));
    assertEquals(false, Kernel.DANCING_BITS.searchesBoundsOnBits(ExactCoverProblem.builder().primary("A").option("A").build()));
    assertEquals(Kernel.DANCING_BITS, Kernel.fastestFor(twoPerRowAndColumn(16)));
    assertEquals(Kernel.DANCING_LINKS, Kernel.fastestFor(twoPerRowAndColumn(17)));
    assertEquals(90, ExactCoverSolver.of(twoPerRowAndColumn(4)).withKernel(Kernel.DANCING_CELLS).count());
  }

  /**
   * The search is DLX3's, node for node: these node and update counts are what Knuth's DLX3
   * reports for the same files (run here: {@code dlx3 < file}; see xcc/README.md).
   */
  @ParameterizedTest
  @CsvSource({"knuth-dlx3.dlx, 1, 6, 14", "a001499-6.dlx, 67950, 198658, 715151",
      "a001499-7.dlx, 3110940, 8857320, 32081499"})
  void nodeAndUpdateCountsAreDlx3s(String file, long solutions, long nodes, long updates) throws Exception {
    ExactCoverProblem p;
    try (var in = getClass().getResourceAsStream("/xcc/" + file)) {
      p = KnuthFormat.parse(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), file).problem();
    }
    SearchMatrix m = Matrices.links(p);
    assertEquals(solutions, m.countAll());
    assertEquals(nodes, m.nodes());
    assertEquals(updates, m.updates());
    // on bitsets: the same tree, so DLX3's nodes; updates are words changed, not DLX3's
    SearchMatrix bits = Matrices.bits(p);
    assertEquals(solutions, bits.countAll());
    assertEquals(nodes, bits.nodes());
    assertEquals(m.branchNodes(), bits.branchNodes());
  }

  @ParameterizedTest
  @CsvSource({"4, 90", "6, 67950"})
  void a001499InParallel(int n, long expected) {
    assertEquals(expected, ExactCoverSolver.of(twoPerRowAndColumn(n)).count(3));
  }

  @ParameterizedTest
  @CsvSource({
    "'3:2|A B', 1, 1, lower bound 3 exceeds upper bound 2",
    "'A | 2|X', 1, 5, bounds on secondary item",
    "'A x:2|B', 1, 3, not a number",
    "'A 1:y|B', 1, 5, not a number",
    "'0|A', 1, 1, upper bound 0",
    "'A 2|', 1, 5, missing item name"
  })
  void badBoundsNameTheirPlace(String itemLine, int line, int column, String message) {
    DlxFormatException e = assertThrows(DlxFormatException.class,
        () -> KnuthFormat.parse(itemLine + "\nA\n", "bad.dlx"));
    assertEquals(line, e.line(), e.getMessage());
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.getMessage().contains(message), e.getMessage());
  }

  @org.junit.jupiter.api.Test
  void boundsAreWrittenAsDlx3ReadsThem() {
    ExactCoverProblem p = ExactCoverProblem.builder()
        .primary("A").primary("B", 2, 2).primary("C", 0, 3).secondary("X")
        .option("A", "B").option("B", "C", "X").build();
    assertEquals("A 2|B 0:3|C | X\nA B\nB C X\n", KnuthFormat.toText(p));
    assertEquals(p, KnuthFormat.parse(KnuthFormat.toText(p), "again").problem());
  }

  @org.junit.jupiter.api.Test
  void badBoundsInTheBuilder() {
    assertThrows(IllegalArgumentException.class, () -> ExactCoverProblem.builder().primary("A", 3, 2));
    assertThrows(IllegalArgumentException.class, () -> ExactCoverProblem.builder().primary("A", 0, 0));
    assertThrows(IllegalArgumentException.class, () -> ExactCoverProblem.builder().primary("A", -1, 1));
  }
}

package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The three kernels and the brute-force twin ({@link NaiveTanks}) find the same solutions on every
 * variant of the small boards; every solution validates.
 */
class KernelsAgreeTest {

  static Stream<Arguments> smallVariants() {
    Stream.Builder<Arguments> b = Stream.builder();
    for (int n = 1; n <= 3; n++) {
      for (RequiredSymmetry s : RequiredSymmetry.values()) {
        for (boolean torus : new boolean[] {false, true}) {
          for (boolean holes : new boolean[] {false, true}) {
            b.add(Arguments.of(n, s, torus, holes));
          }
        }
      }
    }
    for (boolean torus : new boolean[] {false, true}) {
      for (boolean holes : new boolean[] {false, true}) {
        b.add(Arguments.of(4, RequiredSymmetry.ROT180, torus, holes));
        b.add(Arguments.of(4, RequiredSymmetry.ROT90, torus, holes));
        b.add(Arguments.of(5, RequiredSymmetry.ROT90, torus, holes));
      }
    }
    return b.build();
  }

  @ParameterizedTest(name = "{0}x{0} {1} torus={2} holes={3}: all kernels = brute force")
  @MethodSource("smallVariants")
  void allMethodsEqualBruteForce(int n, RequiredSymmetry symmetry, boolean torus, boolean holes) {
    Set<Grid> expected = NaiveTanks.allSolutions(n, symmetry, torus, holes).stream()
        .map(g -> Grid.of(g, torus)).collect(Collectors.toSet());
    for (TankKernel m : kernelsFor(symmetry)) {
      assertEquals(expected, solutions(TankAttack.of(n).withSymmetry(symmetry).withTorus(torus).withHoles(holes), m),
          m + " on " + n + "x" + n);
    }
  }

  static Stream<Arguments> mediumVariants() {
    return Stream.of(
        Arguments.of(4, RequiredSymmetry.NONE, false, false),
        Arguments.of(4, RequiredSymmetry.NONE, true, false),
        Arguments.of(4, RequiredSymmetry.NONE, false, true),
        Arguments.of(4, RequiredSymmetry.NONE, true, true),
        Arguments.of(5, RequiredSymmetry.ROT180, false, false),
        Arguments.of(5, RequiredSymmetry.ROT90, false, false),
        Arguments.of(5, RequiredSymmetry.NONE, true, false),
        Arguments.of(5, RequiredSymmetry.ROT180, true, true),
        Arguments.of(6, RequiredSymmetry.ROT90, false, false),
        Arguments.of(6, RequiredSymmetry.ROT90, true, false),
        Arguments.of(7, RequiredSymmetry.ROT90, false, false));
  }

  @ParameterizedTest(name = "{0}x{0} {1} torus={2} holes={3}: all kernels agree")
  @MethodSource("mediumVariants")
  void methodsAgree(int n, RequiredSymmetry symmetry, boolean torus, boolean holes) {
    TankAttack puzzle = TankAttack.of(n).withSymmetry(symmetry).withTorus(torus).withHoles(holes);
    Set<Grid> reference = solutions(puzzle, TankKernel.PROPAGATION);
    for (TankKernel m : kernelsFor(symmetry)) {
      assertEquals(reference, solutions(puzzle, m), m + " vs propagation");
    }
  }

  private static List<TankKernel> kernelsFor(RequiredSymmetry symmetry) {
    return symmetry == RequiredSymmetry.NONE
        ? List.of(TankKernel.EXACT_COVER, TankKernel.PROPAGATION, TankKernel.ROW_SCAN)
        : List.of(TankKernel.EXACT_COVER, TankKernel.PROPAGATION);
  }

  static Set<Grid> solutions(TankAttack puzzle, TankKernel kernel) {
    Set<Grid> found = new HashSet<>();
    puzzle.withKernel(kernel).solutions().forEach(g -> {
      assertTrue(g.isSolution(), () -> "not a solution:\n" + g);
      assertTrue(NaiveTanks.isSolution(g.rows(), g.isTorus()), () -> "naive recount disagrees:\n" + g);
      assertTrue(puzzle.symmetry().holdsFor(g), () -> "not " + puzzle.symmetry() + ":\n" + g);
      assertTrue(puzzle.hasHoles() || g.holes() == 0, () -> "holes not allowed:\n" + g);
      assertTrue(found.add(g), () -> "reported twice:\n" + g);
    });
    return found;
  }

  static String show(Set<Grid> grids) {
    return grids.stream().map(Grid::toString).sorted().collect(Collectors.joining("\n\n"));
  }

  static int[][] rows(int[]... rows) {
    return Arrays.stream(rows).map(int[]::clone).toArray(int[][]::new);
  }
}

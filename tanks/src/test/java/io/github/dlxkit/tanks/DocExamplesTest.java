package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.tanks.encoding.CnfEncoding;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.render.GridFormat;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.cubes.CubeProofs;
import io.github.dlxkit.tanks.cubes.CubeSample;
import io.github.dlxkit.tanks.sat.MeteredSolver;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.model.BoardSymmetries;
import io.github.dlxkit.tanks.sat.Cadical;
import io.github.dlxkit.tanks.sat.SatOutcome;
import io.github.dlxkit.tanks.sat.SatSolver;
import io.github.dlxkit.tanks.sat.SmallSat;
import io.github.dlxkit.tanks.sat.UnitPropagation;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the Java examples of tanks' Javadoc and of docs/tanks.md, each copied here word for word
 * (cli's OrphanExamplesTest checks that), and asserts what their comments say. Sources: Chlond's
 * all-2s 4×4 grid (INFORMS Transactions on Education 8(3), 2008); 2 solutions for 5×5 from two
 * independent exhaustive searches (row scan and propagation, docs/tanks.md; Chlond reports none);
 * the all-4s 5×5 torus by hand (each tank's four neighbours one step away are four steps away the
 * other way round); every solution found is checked against the rules by {@link Grid#isSolution()}.
 *
 * <p>{@code JavadocExamplesTest} runs the examples of the packages this module exports to everyone
 * as written, and checks what their comments say: a case here copies one of those only where it
 * asserts more; copies that asserted nothing more are gone (issue 33).
 */
class DocExamplesTest {
  static final String ALL_TWOS = "2 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2";

  @Test
  void packageSmallCase() {
    Grid g = TankAttack.of(4).findFirst().orElseThrow();
    System.out.println(g);        // four rows of 2 2 2 2
    g.isSolution();               // true: each tank has the two attackers two cells away

    assertEquals(Grid.parse(ALL_TWOS, false), g);
    assertEquals(ALL_TWOS, g.toString().strip());
    assertTrue(g.isSolution());
    assertEquals(1, TankAttack.of(4).count());
  }

  @Test
  void packageClassic() {
    Grid eight = TankAttack.of(8).withSymmetry(RequiredSymmetry.ROT90).findFirst().orElseThrow();
    RequiredSymmetry.ROT90.holdsFor(eight);   // true

    assertTrue(RequiredSymmetry.ROT90.holdsFor(eight));
    assertTrue(eight.isSolution());
  }

  @Test
  void packageHardOne() {
    TankAttack five = TankAttack.of(5);
    five.count();                                                  // 2 (the row scan)
    five.withKernel(TankKernel.PROPAGATION).count();                   // 2
    five.withSymmetry(RequiredSymmetry.ROT180).withKernel(TankKernel.EXACT_COVER).count();   // 2
    TreeSizeEstimate e = TankAttack.of(6).estimateTreeSize(1_000, 42);     // nodes and time, before counting

    assertEquals(TankKernel.ROW_SCAN, five.effectiveKernel());
    assertEquals(2, five.count());
    assertEquals(2, five.withKernel(TankKernel.PROPAGATION).count());
    assertEquals(2, five.withSymmetry(RequiredSymmetry.ROT180).withKernel(TankKernel.EXACT_COVER).count());
    assertTrue(five.solutions().allMatch(g -> g.isSolution() && RequiredSymmetry.ROT180.holdsFor(g)));
    // docs/tanks.md: the exhaustive 6x6 row scan took 4.96e8 nodes; an estimate within 4x of it
    assertTrue(e.nodes() > 1.2e8 && e.nodes() < 2e9, e::toString);
  }

  @Test
  void tankAttack() {
    TankAttack.of(4).findFirst();                              // all 2s
    TankAttack.of(5).count();                                  // 2 (and 13 for 6, in about a minute)
    TankAttack.of(8).withSymmetry(RequiredSymmetry.ROT90).findFirst(); // a solution in seconds
    TankAttack.of(5).withTorus(true).solutions().forEach(System.out::println);   // one grid: all 4s

    assertEquals(Grid.parse(ALL_TWOS, false), TankAttack.of(4).findFirst().orElseThrow());
    assertEquals(2, TankAttack.of(5).count());
    Grid eight = TankAttack.of(8).withSymmetry(RequiredSymmetry.ROT90).findFirst().orElseThrow();
    assertTrue(eight.isSolution());
    assertTrue(RequiredSymmetry.ROT90.holdsFor(eight));
    int[][] fours = new int[5][5];
    for (int[] row : fours) {
      Arrays.fill(row, 4);
    }
    assertEquals(List.of(Grid.of(fours, true)), TankAttack.of(5).withTorus(true).solutions().toList());
  }

  @Test
  void tanksDoc() {
    TankAttack.of(5).count();                                        // 2 (and 13 for 6, in about a minute)
    TankAttack.of(8).withSymmetry(RequiredSymmetry.ROT90).findFirst();      // in about a second
    TankAttack.of(5).withTorus(true).withHoles(true).solutions().forEach(System.out::println);   // 2 grids
    Grid g = Grid.parse("2 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2", false);
    g.attackers(0, 0);   // 2
    g.isSolution();      // true

    // docs/tanks.md's table of holes on the torus: 2 for 5x5, the all-empty grid included
    List<Grid> holes = TankAttack.of(5).withTorus(true).withHoles(true).solutions().toList();
    assertEquals(2, holes.size());
    assertTrue(holes.stream().allMatch(Grid::isSolution));
    assertEquals(2, g.attackers(0, 0));
    assertTrue(g.isSolution());
  }

  @Test
  void symmetry() {
    int[] orbit = RequiredSymmetry.ROT90.orbitRepresentatives(8);   // orbit[c] = smallest cell of c's orbit

    // the four corners 0, 7, 56, 63 form one orbit; 64 cells in orbits of 4 (no centre cell)
    assertEquals(0, orbit[7]);
    assertEquals(0, orbit[56]);
    assertEquals(0, orbit[63]);
    assertEquals(16, Arrays.stream(orbit).distinct().count());
  }

  @Test
  void gridFormat() {
    Grid grid = Grid.parse(ALL_TWOS, false);
    GridFormat.text(grid);   // "2 2 2 2\n2 2 2 2\n..."
    GridFormat.json(grid);   // {"n":4,"grid":[[2,2,2,2],...]}

    assertTrue(GridFormat.text(grid).startsWith("2 2 2 2\n2 2 2 2\n"));
    assertTrue(GridFormat.json(grid).startsWith("{\"n\":4,\"grid\":[[2,2,2,2],"), GridFormat.json(grid));
  }

  @Test
  void cnfEncoding(@TempDir Path dir) throws Exception {
    CnfEncoding cnf = CnfEncoding.of(Board.of(10, false), RequiredSymmetry.ROT90, false);
    try (Writer w = Files.newBufferedWriter(dir.resolve("tanks10.cnf"))) {   // dir: a Path of your choice
      cnf.writeDimacs(w);   // then: cadical tanks10.cnf  (20 = unsatisfiable)
    }

    // the header DIMACS requires, then one line per clause; "unsatisfiable" is CaDiCaL's verdict
    // (docs/tanks.md, 1,465 s), not checked here
    List<String> lines = Files.readAllLines(dir.resolve("tanks10.cnf")).stream()
        .filter(l -> !l.startsWith("c")).toList();
    assertEquals("p cnf " + cnf.variables() + " " + cnf.clauses().size(), lines.get(0));
    assertEquals(cnf.clauses().size() + 1, lines.size());
  }

  @Test
  void boardSymmetries() {
    int[][] g = BoardSymmetries.nonIdentity(3);   // 7 permutations
    int img = g[0][1];                            // where the quarter turn sends cell (0, 1): cell (1, 2) = 5

    assertEquals(7, g.length);
    assertEquals(5, img);
  }

  @Test
  void satSolver() {
    SatSolver solver = new SmallSat();
    SatOutcome o = solver.solve(2, List.of(new int[] {1, 2}, new int[] {-1}), 0);
    o.status();     // SATISFIABLE; o.value(2) is true

    assertEquals(SatOutcome.Status.SATISFIABLE, o.status());
    assertTrue(o.value(2));
  }

  @Test
  void unitPropagation() {
    UnitPropagation up = new UnitPropagation(2, List.of(new int[] {-1, 2}));
    int mark = up.trailSize();
    up.assume(1);       // true: no conflict, and variable 2 is now true
    up.undo(mark);

    assertFalse(up.isAssigned(2));
    assertTrue(up.assume(1));
    assertTrue(up.isTrue(2));
  }

  /** Runs only where CaDiCaL is installed (an optional solver): the formula is the 5x5, satisfiable. */
  @Test
  void cadical() {
    Assumptions.assumeTrue(Cadical.isInstalled("cadical"), "cadical is not installed (apt-get install cadical)");
    CnfEncoding cnf = CnfEncoding.of(Board.of(5, false), RequiredSymmetry.NONE, false);
    SatSolver s = new Cadical("cadical");
    SatOutcome o = s.solve(cnf.variables(), cnf.clauses(), 100_000);   // at most 10^5 conflicts

    assertEquals(SatOutcome.Status.SATISFIABLE, o.status(), "the two 5x5 solutions (docs/tanks.md)");
  }

  @Test
  void cubeSearch() {
    CnfEncoding cnf = CnfEncoding.of(Board.of(4, false), RequiredSymmetry.NONE, false);
    CubeSearch cubes = new CubeSearch(cnf, new SmallSat(), null);
    long total = 0;
    for (Subproblem s : cubes.split(10)) total += cubes.count(s).count();   // 1: all 2s

    assertEquals(1, total);
  }

  @Test
  void cubesAndLeaders() {
    CubeSearch c = TankAttack.of(5).cubes(new SmallSat(), RequiredSymmetry.NONE, false, null);   // c.split(8): 16 cubes, ranges 1..4 of cells (0,0), (0,1)
    TankAttack.of(5).withSymmetryBreaking(true).count();   // 1: the two 5x5 solutions are transposes

    assertEquals(16, c.split(8).size()); // 4 x 4 range pairs, none refuted by propagation
    assertEquals(1, TankAttack.of(5).withSymmetryBreaking(true).count());
  }

  /** The 4x4 with holes: 22 solutions in 8 classes (RowScanLeadersTest, counted outside dlxkit). */
  @Test
  void cubeSample() {
    MeteredSolver meter = new MeteredSolver(new SmallSat());
    CubeSearch cubes = TankAttack.of(4).withHoles(true).cubes(meter, RequiredSymmetry.NONE, true, null);
    CubeSample.Estimate e = new CubeSample(cubes, meter, 8, 3, 100).run(200, 1, p -> { });
    e.solutions().mean();   // about 8 (the 4x4 with holes has 8 classes); e.conflicts() the run's conflicts

    assertEquals(0, e.truncated());
    assertTrue(Math.abs(e.solutions().mean() - 8) <= 4 * e.solutions().standardError(), e.report());
  }

  /** Runs only where CaDiCaL is installed: the 5x5 cube with corner ranges 1, 1, 2 (a leader has its least corner first). */
  @Test
  void cubeProofs() {
    Assumptions.assumeTrue(Cadical.isInstalled("cadical"), "cadical is not installed (apt-get install cadical)");
    CubeSearch cubes = TankAttack.of(5).cubes(new SmallSat(), RequiredSymmetry.NONE, true, null);
    CubeProofs.Result r = new CubeProofs(cubes, new Cadical("cadical")).check(Subproblem.parse("0:1,1,2"));
    r.verified();   // true if CaDiCaL's proof that the cube has no model checks

    assertTrue(r.verified() || r.failure().equals("the solver says SATISFIABLE"), r.toLine());
  }
}

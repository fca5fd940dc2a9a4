package io.github.dlxkit.tanks;

import io.github.dlxkit.core.testing.JavadocExamples;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.encoding.CnfEncoding;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.sat.Cadical;
import io.github.dlxkit.tanks.sat.SmallSat;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * The names tanks's Javadoc examples use without declaring them: the 4×4 solution (all 2s), its
 * CNF, the 5×5 cube split, a directory.
 */
public class TanksFixtures {
  protected Grid grid = TankAttack.of(4).findFirst().orElseThrow();
  protected CnfEncoding cnf = CnfEncoding.of(Board.of(4, false), RequiredSymmetry.NONE, false);
  /** The 5x5 board's cube split (symmetry broken), decided by the Java solver. */
  protected CubeSearch cubes = TankAttack.of(5).cubes(new SmallSat(), RequiredSymmetry.NONE, true, null);
  protected Path dir = JavadocExamples.file("tanks/README", "files the examples write").getParent();

  /** One per example: each runs on fields of its own. */
  public TanksFixtures() {}

  /** CaDiCaL's example runs only where CaDiCaL is installed (an optional solver, as in CubeSearchTest). */
  public void before(String where) {
    if (where.contains("/sat/Cadical.java") || where.contains("/cubes/CubeProofs.java")) {
      Assumptions.assumeTrue(Cadical.isInstalled("cadical"), "cadical is not installed (apt-get install cadical)");
    }
  }
}

package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tanks.TankAttack;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.Locale;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The board every {@code dlx tanks} subcommand but {@code minimise} works on, as a picocli mixin:
 * the side N, {@code --symmetry}, {@code --torus}, {@code --holes} and {@code --break-symmetry}.
 */
final class TanksBoard {
  @Parameters(paramLabel = "N", description = "the board side, 1.." + Board.MAX_SIZE)
  int side;

  @Option(names = "--symmetry", paramLabel = "SYM",
      description = "require a rotational symmetry: rot90, rot180 or none (default: none)")
  RequiredSymmetry symmetry = RequiredSymmetry.NONE;

  @Option(names = "--torus", description = "rows and columns wrap round")
  boolean torus;

  @Option(names = "--holes", description = "allow empty cells (no tank; no tank may attack them)")
  boolean holes;

  @Option(names = "--break-symmetry",
      description = "keep one grid per class under the square's eight rotations and mirrors (the lexicographically"
          + " smallest, row by row): counts are then of classes")
  boolean breakSymmetry;

  /** The side N, checked: 1..{@value Board#MAX_SIZE}. */
  int side() {
    if (side < 1 || side > Board.MAX_SIZE) {
      throw new BadInputException("N must be in 1.." + Board.MAX_SIZE + ", got " + side);
    }
    return side;
  }

  /** The board N on the plane or the torus. */
  Board board() {
    return Board.of(side(), torus);
  }

  /** The puzzle with this board's variant, on the default kernel and without symmetry breaking. */
  TankAttack puzzle() {
    return TankAttack.of(side()).withSymmetry(symmetry).withTorus(torus).withHoles(holes);
  }

  /** The options as given, after {@code dlx tanks COMMAND N}, for the header of a written problem. */
  String words() {
    return side + (symmetry == RequiredSymmetry.NONE ? "" : " --symmetry " + symmetry.name().toLowerCase(Locale.ROOT))
        + (torus ? " --torus" : "") + (holes ? " --holes" : "") + (breakSymmetry ? " --break-symmetry" : "");
  }
}

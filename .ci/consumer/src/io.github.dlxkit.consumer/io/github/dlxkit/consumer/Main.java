package io.github.dlxkit.consumer;

import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.hexad.steiner.SteinerSystem;
import io.github.dlxkit.polyomino.PieceSets;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Region;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.tanks.TankAttack;
import io.github.dlxkit.tantrix.FixedShapePuzzle;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.List;

/**
 * One call into each library module, printed one per line as "name value"; .ci/consumer-check
 * compares the lines with the values it expects (each with its source there).
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    ExactCoverProblem readme = ExactCoverProblem.builder()
        .primary("A", "B", "C")
        .secondary("X", "Y")
        .option("A", "B", "X:0", "Y:0")
        .option("A", "C", "X:1", "Y:1")
        .option("B", "X:1")
        .option("C", "Y:1")
        .build();
    System.out.println("core " + ExactCoverSolver.of(readme).count());
    System.out.println("sudoku " + new Sudoku("................").count());
    Region scott = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
    System.out.println("polyomino " + TilingSolver.builder(PieceSets.pentominoes(), scott)
        .reflection(true).build().countDistinct());
    TileSet set = TileSet.standard();
    System.out.println("tantrix " + FixedShapePuzzle.of(
        set.tiles(List.of(6, 7, 8, 13, 14, 39, 40, 41, 42, 43)), HexShape.pyramid(4),
        Goal.line(Colour.BLUE)).countDistinct());
    System.out.println("hexad " + SteinerSystem.exactCover(2, 3, 7).count());
    System.out.println("tanks " + TankAttack.of(5).count());
  }
}

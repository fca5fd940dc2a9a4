package io.github.dlxkit.tantrix;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.List;

/**
 * The names tantrix's Javadoc examples use without declaring them: the Blue Rainbow pyramid (15
 * solutions) and one of them, Discovery 3's tiles.
 */
public class TantrixFixtures {
  protected Goal goal = Goal.line(Colour.BLUE);
  private static final List<Tantrix> RAINBOW_BLUE = PuzzleCatalog.get("rainbow_blue").fixed().solutions().toList();
  protected List<Tantrix> solutions = RAINBOW_BLUE;  // searched once, not per example
  protected Tantrix tantrix = solutions.get(0);
  protected List<Tile> tiles = TileSet.standard().tiles(TileSet.parseNumbers("1-3"));

  /** One per example: each runs on fields of its own. */
  public TantrixFixtures() {}

  /** Every example of tantrix runs. */
  public void before(String where) {}
}

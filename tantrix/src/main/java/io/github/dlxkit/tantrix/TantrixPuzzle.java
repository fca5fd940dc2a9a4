package io.github.dlxkit.tantrix;

import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A named Tantrix puzzle: the tiles to use (all of them), the goal, and the board if the shape is
 * fixed; free-shape puzzles have no board (any shape without holes). A scored puzzle (the two
 * Unsolved puzzles) asks for no goal but for the best {@link PathScore} under its scoring.
 *
 * <pre>{@code
 * TantrixPuzzle blue = PuzzleCatalog.get("rainbow_blue");
 * blue.tiles().size();      // 10
 * blue.isFixedShape();      // true: a pyramid of 4 rows
 * blue.fixed().count();     // 15
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @param name the name used on the command line, e.g. {@code rainbow_blue} or {@code discovery:20}
 * @param title a human title
 * @param tiles the tiles, all to be placed (a tile may repeat in the 10-tile-pack editions)
 * @param goal the coloured lines or loops asked for
 * @param shape the board, or empty for a free shape
 * @param source where the puzzle and its goal come from
 * @param scoring how a scored puzzle is scored, or empty for a puzzle that is solved
 */
public record TantrixPuzzle(String name, String title, List<Tile> tiles, Goal goal, Optional<HexShape> shape,
    String source, Optional<PathScore.Scoring> scoring) {
  /**
   * Copies the tiles.
   *
   * @param name the name used on the command line; not null
   * @param title a human title
   * @param tiles the tiles, all to be placed; copied; not null, nor any tile
   * @param goal the coloured lines or loops asked for; not null
   * @param shape the board, or empty for a free shape; not null
   * @param source where the puzzle and its goal come from
   * @param scoring how a scored puzzle is scored, or empty; not null
   * @throws NullPointerException if {@code name}, {@code tiles}, a tile, {@code goal},
   *     {@code shape} or {@code scoring} is null
   */
  public TantrixPuzzle {
    Objects.requireNonNull(name, "name");
    tiles = List.copyOf(tiles);
    Objects.requireNonNull(goal, "goal");
    Objects.requireNonNull(shape, "shape");
    Objects.requireNonNull(scoring, "scoring");
  }

  /**
   * A puzzle that is solved: its goal met or not, no score.
   *
   * @param name the name used on the command line; not null
   * @param title a human title
   * @param tiles the tiles, all to be placed; copied; not null, nor any tile
   * @param goal the coloured lines or loops asked for; not null
   * @param shape the board, or empty for a free shape; not null
   * @param source where the puzzle and its goal come from
   * @throws NullPointerException if {@code name}, {@code tiles}, a tile, {@code goal} or
   *     {@code shape} is null
   */
  public TantrixPuzzle(String name, String title, List<Tile> tiles, Goal goal, Optional<HexShape> shape,
      String source) {
    this(name, title, tiles, goal, shape, source, Optional.empty());
  }

  /** {@return whether the puzzle is scored (an Unsolved puzzle) rather than solved} */
  public boolean isScored() {
    return scoring.isPresent();
  }

  /** {@return whether the board is fixed} */
  public boolean isFixedShape() {
    return shape.isPresent();
  }

  /**
   * {@return the board's short name: "free" for a free shape, "triN" for the pyramid of N rows,
   * "hexN" for the hexagon of radius N (N up to 9), else the number of cells, e.g. "12 cells"}
   */
  public String boardName() {
    if (shape.isEmpty()) {
      return "free";
    }
    HexShape s = shape.get();
    for (int n = 1; n <= 9; n++) {
      if (s.equals(HexShape.pyramid(n))) {
        return "tri" + n;
      }
      if (s.equals(HexShape.hexagon(n))) {
        return "hex" + n;
      }
    }
    return s.size() + " cells";
  }

  /** {@return the tile numbers, in order} */
  public List<Integer> tileNumbers() {
    return tiles.stream().map(Tile::number).toList();
  }

  /**
   * {@return this puzzle with another goal (e.g. to try a loop in every colour); this puzzle is
   * unchanged}
   *
   * @param other the new goal; not null
   */
  public TantrixPuzzle withGoal(Goal other) {
    return new TantrixPuzzle(name, title, tiles, other, shape, source, scoring);
  }

  /**
   * {@return the fixed-shape puzzle on the core engine}
   *
   * @throws IllegalStateException if the shape is free
   */
  public FixedShapePuzzle fixed() {
    return FixedShapePuzzle.of(tiles, shape.orElseThrow(
        () -> new IllegalStateException(name + " has a free shape")), goal);
  }
}

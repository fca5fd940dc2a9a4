package io.github.dlxkit.tantrix.loopfirst;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.LoopParity;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;

/**
 * The cores of a one-loop puzzle with distinct tiles: a loop shape ({@link LoopShapes}) with the
 * tiles carrying the loop colour on it, one per cell with its link along the loop, and tiles
 * without that colour on every cell the loop encloses, all touching edges matching. Every solution
 * contains a core: its loop-colour tiles form the one loop (each carries one link of the colour,
 * and all are on the loop), and no holes means every enclosed cell holds a tile, which cannot
 * carry the loop colour. So a puzzle without cores has no solution.
 *
 * <p>{@link #count} counts every core up to rotation and translation; when every tile carries the
 * loop colour, cores are the solutions. {@link #decide} looks for a core and stops at the first it
 * finds. Both place only the loop cells that touch another loop cell (other than their two
 * neighbours on the loop) or an enclosed cell: the others, the <em>free</em> cells, touch nothing
 * placed off the loop, so they take the loop tiles left over in any order. A count multiplies
 * each way of filling the placed cells by the ways of filling the free ones: for each link kind,
 * f! orders of the f tiles of that kind left over on its f free cells, times 2^f for straights
 * (a straight link fits its cell turned either way; a bend or a corner in one rotation only).
 *
 * <p>Per shape the search is a small constraint search over cells ({@link ShapeSearch}): each
 * cell's candidates are its (tile, rotation) pairs, kept as bitsets and narrowed as neighbours
 * are placed; the cell with the fewest candidates left is filled next, each tile used once.
 *
 * <pre>{@code
 * List<Tile> tiles = TileSet.standard().tiles(TileSet.parseNumbers("1-10")); // Discovery 10: a red loop
 * LoopCores.Outcome o = new LoopCores(tiles, Colour.RED).count(null);
 * // o.cores() == 1280: the solutions of Discovery 10, up to rotation and translation
 * }</pre>
 */
public final class LoopCores {
  private final Colour colour;
  private final Tile[] loopTiles;
  private final Tile[] otherTiles;
  private final int[] kinds = new int[3]; // straights, bends, corners among the loop tiles
  private final Optional<String> obstruction;
  private final boolean searchAnyway; // search even when LoopParity rules the tiles out

  /**
   * How a run ended.
   *
   * @param shapes loop shapes searched (those enclosing no more cells than there are tiles without
   *     the loop colour)
   * @param shapesWithCore those with a core
   * @param cores cores counted ({@link #count}: up to rotation and translation; {@link #decide}: 0 or 1)
   * @param nodes the loop walk's steps (cells entered) and the cells the constraint searches filled
   * @param firstCore the first core found, if any
   * @param stopReason why it ended: {@link StopReason#COMPLETED} on its own, else the limit,
   *     cancellation or interrupt that stopped it (core's {@link SearchControl#stopReason()})
   * @param elapsed wall-clock time
   */
  public record Outcome(long shapes, long shapesWithCore, long cores, long nodes,
      Optional<Tantrix> firstCore, StopReason stopReason, Duration elapsed) {
    /** {@return whether the run ended on its own rather than by a limit} */
    public boolean complete() {
      return stopReason == StopReason.COMPLETED;
    }
  }

  /**
   * The cores of {@code tiles} and a loop of {@code colour}.
   *
   * @throws BadInputException if a tile is repeated or no tile carries the colour
   */
  public LoopCores(List<Tile> tiles, Colour colour) {
    this(tiles, colour, false);
  }

  private LoopCores(List<Tile> tiles, Colour colour, boolean searchAnyway) {
    this.searchAnyway = searchAnyway;
    if (new HashSet<>(tiles).size() != tiles.size()) {
      throw new BadInputException("the loop-first search needs distinct tiles");
    }
    this.colour = colour;
    this.loopTiles = tiles.stream().filter(t -> t.has(colour)).toArray(Tile[]::new);
    this.otherTiles = tiles.stream().filter(t -> !t.has(colour)).toArray(Tile[]::new);
    if (loopTiles.length == 0) {
      throw new BadInputException("no tile carries " + colour.displayName());
    }
    this.obstruction = LoopParity.obstruction(tiles, colour);
    for (Tile t : loopTiles) {
      switch (t.link(colour).kind()) {
        case STRAIGHT -> kinds[0]++;
        case BEND -> kinds[1]++;
        case CORNER -> kinds[2]++;
        default -> throw new IllegalStateException();
      }
    }
  }

  /**
   * Why the tiles cannot make the loop at all ({@link LoopParity}), if they cannot: then every run
   * ends at once, complete, with no shape searched and no core.
   */
  public Optional<String> obstruction() {
    return obstruction;
  }

  /**
   * The same search that ignores {@link #obstruction()} and searches every loop shape anyway: the
   * way to check the parity conditions by exhaustion (no core may then be found), as was done for
   * Discovery 32 and 33 before they were known.
   */
  public LoopCores searchingAnyway() {
    List<Tile> tiles = new ArrayList<>(List.of(loopTiles));
    tiles.addAll(List.of(otherTiles));
    return new LoopCores(tiles, colour, true);
  }

  /** Counts every core, up to rotation and translation, within {@code budget} (null: none). */
  public Outcome count(Duration budget) {
    return run(false, new int[0], control(budget));
  }

  /**
   * Counts every core, up to rotation and translation, within {@code limits} (time, cancellation;
   * a node limit counts the loop walk's steps and the cells the constraint searches fill).
   */
  public Outcome countWithin(SearchLimits limits) {
    return run(false, new int[0], SearchControl.of(limits));
  }

  /**
   * Looks for a core, shape after shape, and stops at the first, within {@code budget} (null:
   * none). A complete outcome without a core proves that the puzzle has no solution.
   */
  public Outcome decide(Duration budget) {
    return run(true, new int[0], control(budget));
  }

  /**
   * The count of cores as a search that can be cut into parts by the loop walk's first turns
   * (for {@code --part}, {@code --checkpoint} and Spark): its subproblems' counts add up to
   * {@link #count}'s.
   */
  public SplittableSearch splittable() {
    return new LoopSplit(this, 1);
  }

  /**
   * As {@link #splittable()}, each core counted once per turn of the board ({@value #TURNS}): when
   * every tile carries the loop colour, the puzzle's solutions up to translation only, as
   * {@code FreeShapePuzzle.count()} counts them (its tiles are distinct, so each turn of a solution
   * is another picture). Its identity is not {@link #splittable()}'s.
   */
  public SplittableSearch splittableEveryTurn() {
    return new LoopSplit(this, TURNS);
  }

  /** The turns of the hexagonal board: the pictures of a core up to translation. */
  public static final int TURNS = 6;

  private static SearchControl control(Duration budget) {
    return SearchControl.of(budget == null ? SearchLimits.none() : SearchLimits.none().withTimeLimit(budget));
  }

  /** The link kinds of the loop tiles: straights, bends, corners. */
  int[] kinds() {
    return kinds.clone();
  }

  /** The tiles and the loop colour, as text that names the problem. */
  String describe() {
    return colour + " loop: " + Arrays.toString(loopTiles) + " others: " + Arrays.toString(otherTiles)
        + (searchAnyway ? " searched anyway" : "");
  }

  /**
   * Searches the shapes below {@code prefix} (turns in the walk's cells 1, 2, …), counting or
   * deciding, within the limits of {@code control}.
   */
  Outcome run(boolean decide, int[] prefix, SearchControl control) {
    long start = System.nanoTime();
    if (obstruction.isPresent() && !searchAnyway) { // no loop shape can take the tiles
      return new Outcome(0, 0, 0, 0, Optional.empty(), StopReason.COMPLETED,
          Duration.ofNanos(System.nanoTime() - start));
    }
    ShapeSearch search = new ShapeSearch(loopTiles, otherTiles, colour, decide, control.worker());
    long[] shapes = new long[1];
    // the walk's steps are nodes too, polled as the cells filled are: a long loop's walk can run
    // for minutes before it closes a loop, and polled only at closed loops, every limit waited for
    // one (discovery:30: a 50-node limit backed by a 5 s time limit stopped after 257 s)
    LoopShapes.forEach(kinds[0], kinds[1], kinds[2], prefix, shape -> {
      // the interior (cheap) first: the cells enclosed are those and any pockets
      if (shape.interiorCount() <= otherTiles.length && shape.inside().size() <= otherTiles.length) {
        shapes[0]++;
        search.on(shape);
      }
      return !search.stopped && (!decide || search.first == null);
    }, search::walked);
    search.worker.detach();
    return new Outcome(shapes[0], search.shapesWithCore, search.cores, search.nodes,
        Optional.ofNullable(search.first), search.stopped ? control.stopReason() : StopReason.COMPLETED,
        Duration.ofNanos(System.nanoTime() - start));
  }
}

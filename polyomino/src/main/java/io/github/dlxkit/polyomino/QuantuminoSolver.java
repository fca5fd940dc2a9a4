package io.github.dlxkit.polyomino;

import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.puzzle.PuzzleResult;
import io.github.dlxkit.core.search.SearchLimits;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import io.github.dlxkit.polyomino.model.Region;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Family Games America's Quantumino: put one of the 17 pentacubes ({@link QuantuminoPieces}) aside
 * and pack the other 16 into a 5&times;8&times;2 box, as SageMath's
 * {@code sage.games.quantumino.QuantuminoSolver} does (rotations allowed, no reflections).
 *
 * <pre>{@code
 * QuantuminoSolver q = QuantuminoSolver.of(0);
 * q.tilingSolver().rows().size();                  // 5484 (Sage's documentation)
 * q.tilingSolver().problem().itemCount();          // 96: 16 pieces + 80 cells
 * QuantuminoState s = q.solutions().findFirst().get();
 * System.out.println(s.toAscii());                 // two layers of 5x8, piece numbers 0-9 then A-G
 * QuantuminoSolver.of(7, 4, 4, 5).solutions().findFirst();   // other boxes of 80 cells work too
 * QuantuminoSolver.of(7, 3, 3, 9).solutions().findFirst();   // empty: 81 cells
 * }</pre>
 */
public final class QuantuminoSolver implements Puzzle<QuantuminoState> {
  /** The box of the game. */
  public static final List<Integer> DEFAULT_BOX = List.of(5, 8, 2);
  /** Piece {@code k} is drawn as {@code SYMBOLS.charAt(k)}. */
  public static final String SYMBOLS = "0123456789ABCDEFG";

  private final int aside;
  private final int[] box;
  private final TilingSolver solver;

  private QuantuminoSolver(int aside, int[] box) {
    this.aside = aside;
    this.box = box;
    List<Polyomino> pieces = new ArrayList<>(QuantuminoPieces.all());
    pieces.remove(aside);
    StringBuilder alphabet = new StringBuilder(SYMBOLS).deleteCharAt(aside);
    this.solver = TilingSolver.of(pieces, Region.box(box)).withAlphabet(alphabet.toString());
  }

  /**
   * The solver for piece {@code aside} put aside, in the 5&times;8&times;2 box.
   *
   * @param aside the piece not used, Sage's number 0..16 ({@link QuantuminoPieces})
   * @return the solver, its rows built
   * @throws BadInputException if {@code aside} is not in 0..16
   */
  public static QuantuminoSolver of(int aside) {
    return of(aside, 5, 8, 2);
  }

  /**
   * The solver for piece {@code aside} put aside, in a box of the given three sizes. A box of
   * other than 80 cells has no solution (found without a search).
   *
   * @param aside the piece not used, Sage's number 0..16 ({@link QuantuminoPieces})
   * @param box the box's three sizes, each at least 1 (copied)
   * @return the solver, its rows built
   * @throws BadInputException if {@code aside} is not in 0..16, there are not three sizes or a
   *     size is not positive
   */
  public static QuantuminoSolver of(int aside, int... box) {
    if (aside < 0 || aside >= QuantuminoPieces.COUNT) {
      throw new BadInputException("the piece put aside must be between 0 and 16, got " + aside);
    }
    if (box.length != 3) {
      throw new BadInputException("a Quantumino box has three sizes, got " + Arrays.toString(box));
    }
    return new QuantuminoSolver(aside, box.clone());
  }

  /** {@return the piece put aside, Sage's number 0..16} */
  public int aside() {
    return aside;
  }

  /** {@return the three box sizes, a copy} */
  public int[] box() {
    return box.clone();
  }

  /**
   * Sage's piece number of the solver's piece {@code index} (the aside piece skipped).
   *
   * @param index a piece's index in {@link #tilingSolver()}'s pieces, 0..15 (not checked)
   * @return its number among the 17 pieces, 0..16
   */
  public int pieceNumber(int index) {
    return index < aside ? index : index + 1;
  }

  /** {@return the tiling solver of the 16 other pieces in the box, drawing them with {@link #SYMBOLS}} */
  public TilingSolver tilingSolver() {
    return solver;
  }

  /**
   * SageMath's name for {@link #solutions()} ({@code QuantuminoSolver.solve()}),
   * kept for parity with Sage.
   *
   * @return the solutions, lazily, in Sage's order
   */
  public Stream<QuantuminoState> solve() {
    return solutions();
  }

  /**
   * SageMath's name for {@link #solutions(Partial)} ({@code solve(partial=...)}),
   * kept for parity with Sage.
   *
   * @param partial which partial states to show between solutions
   * @return solutions and partial states, lazily, in Sage's order
   * @throws NullPointerException if {@code partial} is null
   */
  public Stream<QuantuminoState> solve(Partial partial) {
    return solutions(partial);
  }

  /**
   * The solutions, lazily, in Sage's order; the search runs on the consuming thread.
   *
   * @return the packings; empty if the box does not have 80 cells
   */
  public Stream<QuantuminoState> solutions() {
    return solutions(Partial.NONE);
  }

  /**
   * The solutions with the partial states {@code partial} asks for, as Sage's {@code solve(partial)}.
   *
   * @param partial which partial states to show ({@link Partial#NONE}: solutions only)
   * @return the states, complete or not, lazily
   * @throws NullPointerException if {@code partial} is null
   */
  public Stream<QuantuminoState> solutions(Partial partial) {
    return solver.solutions(partial).map(this::state);
  }

  /**
   * The Quantumino state of a tiling found by {@link #tilingSolver()} (or a variant of it).
   *
   * @param tiling a tiling of this solver's box by its 16 pieces, complete or not (not checked)
   * @return the state, naming the pieces by Sage's numbers
   */
  public QuantuminoState state(Tiling tiling) {
    return new QuantuminoState(this, tiling);
  }

  /**
   * The first solution in Sage's order, if any; searches without limits.
   *
   * @return the first packing, or empty if there is none
   */
  public Optional<QuantuminoState> findFirst() {
    return solutions().findFirst();
  }

  /**
   * The number of solutions (every orientation of a packing counted), single thread, without
   * limits: for the 5&times;8&times;2 box that takes hours (see docs/polyomino.md).
   *
   * @return the number of packings
   */
  public long count() {
    return solver.count();
  }

  /**
   * The number of solutions, counted with {@code threads} threads, without limits.
   *
   * @param threads the threads to count with, 1 to {@link io.github.dlxkit.core.search.Workers#MAX_THREADS}
   * @return the number of packings, the same for any thread count
   * @throws BadInputException if {@code threads} is out of range
   */
  public long count(int threads) {
    return solver.count(threads);
  }

  /**
   * The first {@code max} packings within {@code limits}: {@link TilingSolver#find} on
   * {@link #tilingSolver()}, each tiling as a state; the puzzle contract's {@link Puzzle#find}.
   *
   * <pre>{@code
   * QuantuminoSolver.of(0).find(1, SearchLimits.none()).first().orElseThrow().isComplete();   // true
   * }</pre>
   *
   * @param max the most packings to return, at least 1
   * @param limits when to stop early (time, nodes, cancellation)
   * @return the packings found, how many, why the search stopped and its statistics
   * @throws NullPointerException if {@code limits} is null
   * @throws BadInputException if {@code max < 1}
   */
  @Override
  public PuzzleResult<QuantuminoState> find(int max, SearchLimits limits) {
    return states(solver.find(max, limits));
  }

  /**
   * The packings counted within {@code limits} with {@code threads} threads:
   * {@link TilingSolver#count(int, SearchLimits)} on {@link #tilingSolver()}; the puzzle contract's
   * {@link Puzzle#count}. A full count takes hours (see docs/polyomino.md): give it limits.
   *
   * @param threads the threads to count with, 1 to {@link io.github.dlxkit.core.search.Workers#MAX_THREADS}
   * @param limits when to stop early; the count is then of the packings met so far
   * @return the count, why the search stopped and its statistics (no packing is kept)
   * @throws NullPointerException if {@code limits} is null
   * @throws BadInputException if {@code threads} is out of range
   */
  @Override
  public PuzzleResult<QuantuminoState> count(int threads, SearchLimits limits) {
    return states(solver.count(threads, limits));
  }

  private PuzzleResult<QuantuminoState> states(PuzzleResult<Tiling> r) {
    return new PuzzleResult<>(r.count(), r.solutions().stream().map(this::state).toList(), r.stopReason(),
        r.statistics());
  }

  /** {@return as Sage: the box, then the number of the piece put aside} */
  @Override
  public String toString() {
    return "Quantumino solver for the box (" + box[0] + ", " + box[1] + ", " + box[2] + ")\n"
        + "Aside pentamino number: " + aside;
  }
}

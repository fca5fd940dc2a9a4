package io.github.dlxkit.polyomino;

import io.github.dlxkit.polyomino.encoding.Placement;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import java.util.List;

/**
 * A solution (or, with {@link Partial}, a partial solution) of the Quantumino puzzle: the placed
 * pentacubes and the piece put aside, as SageMath's {@code QuantuminoState}.
 *
 * <pre>{@code
 * QuantuminoState s = QuantuminoSolver.of(0).findFirst().orElseThrow();
 * s.aside();          // 0: the piece put aside
 * s.isComplete();     // true
 * s.pieces().size();  // 16
 * System.out.println(s.toAscii());
 * }</pre>
 */
public final class QuantuminoState {
  private final QuantuminoSolver solver;
  private final Tiling tiling;

  QuantuminoState(QuantuminoSolver solver, Tiling tiling) {
    this.solver = solver;
    this.tiling = tiling;
  }

  /** {@return the number of the piece put aside} */
  public int aside() {
    return solver.aside();
  }

  /** {@return the piece put aside} */
  public Polyomino asidePiece() {
    return QuantuminoPieces.get(solver.aside());
  }

  /** {@return the box sizes} */
  public int[] box() {
    return solver.box();
  }

  /** {@return the tiling of the box} */
  public Tiling tiling() {
    return tiling;
  }

  /** {@return the placed pentacubes, in the order the search placed them} */
  public List<Polyomino> pieces() {
    return tiling.polyominoes();
  }

  /**
   * Sage's number (0..16) of each placed pentacube, in the same order as {@link #pieces()}.
   *
   * @return a fresh array, one number per placed pentacube
   */
  public int[] pieceNumbers() {
    List<Placement> ps = tiling.placements();
    int[] numbers = new int[ps.size()];
    for (int i = 0; i < numbers.length; i++) {
      numbers[i] = solver.pieceNumber(ps.get(i).piece());
    }
    return numbers;
  }

  /** {@return whether the box is full} */
  public boolean isComplete() {
    return tiling.isComplete();
  }

  /** {@return the layers of the box as text, pieces drawn by their numbers 0-9 and A-G (10-16)} */
  public String toAscii() {
    return tiling.toAscii();
  }

  /** {@return an SVG picture: the box in isometric view, and its layers} */
  public String toSvg() {
    return tiling.toSvg();
  }

  /** {@return as Sage prints a state} */
  @Override
  public String toString() {
    return "Quantumino state where the following pentamino is put aside :\n" + asidePiece();
  }
}

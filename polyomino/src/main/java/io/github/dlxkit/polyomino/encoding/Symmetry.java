package io.github.dlxkit.polyomino.encoding;

import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Isometry;

/**
 * One symmetry of a tiling problem: an isometry of the region onto itself, with the permutation
 * it induces on the pieces (a reflection swaps mirror-image pieces such as Soma's two screws) and
 * on the rows. Applying it to a solution gives a solution.
 *
 * <p>A cell {@code c} of the region goes to {@code isometry.apply(c) + translation}.
 *
 * <pre>{@code
 * TilingSolver t = TilingSolver.builder(PieceSets.pentominoes(), Region.box(6, 10)).reflection(true).build();
 * List<Symmetry> g = ProblemSymmetries.of(t.encoding());   // 4: the rectangle's
 * Symmetry half = g.get(1);
 * half.rowImage(0);   // the row (placement) that half maps row 0 to
 * }</pre>
 */
public final class Symmetry {
  private final Isometry isometry;
  private final Cell translation;
  private final int[] cellImage;
  private final int[] pieceImage;
  private final int[] rowImage;

  Symmetry(Isometry isometry, Cell translation, int[] cellImage, int[] pieceImage, int[] rowImage) {
    this.isometry = isometry;
    this.translation = translation;
    this.cellImage = cellImage;
    this.pieceImage = pieceImage;
    this.rowImage = rowImage;
  }

  /** {@return the linear part} */
  public Isometry isometry() {
    return isometry;
  }

  /** {@return the translation applied after the isometry to bring the region back onto itself} */
  public Cell translation() {
    return translation;
  }

  /**
   * {@return the number of the cell that cell {@code cell} goes to}
   *
   * @param cell a cell's number in the region, 0..size-1
   */
  public int cellImage(int cell) {
    return cellImage[cell];
  }

  /**
   * {@return the piece that piece {@code piece} becomes} (A piece becomes another when both have
   * the same shape up to the allowed isometries.)
   *
   * @param piece a piece's index in the encoding
   */
  public int pieceImage(int piece) {
    return pieceImage[piece];
  }

  /**
   * {@return the row that row {@code row} becomes}
   *
   * @param row a row (placement) number of the encoding
   */
  public int rowImage(int row) {
    return rowImage[row];
  }

  /** {@return whether this is the identity} */
  public boolean isIdentity() {
    for (int r = 0; r < rowImage.length; r++) {
      if (rowImage[r] != r) {
        return false;
      }
    }
    for (int c = 0; c < cellImage.length; c++) {
      if (cellImage[c] != c) {
        return false;
      }
    }
    return true;
  }

  /** {@return {@code Symmetry[MATRIX + TRANSLATION]}, for logs} */
  @Override
  public String toString() {
    return "Symmetry[" + isometry + " + " + translation + "]";
  }
}

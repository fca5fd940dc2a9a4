package io.github.dlxkit.polyomino.encoding;

import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Isometry;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The symmetries of a tiling problem: the isometries of the d-cube that map the region onto itself
 * (after a translation) and the set of pieces onto itself.
 *
 * <p>A piece is known by its <em>class</em>: its set of allowed orientations and whether it is
 * reusable. An isometry g maps the class of each piece to a class; g is a symmetry when every class
 * has as many pieces as its image. The k-th piece of a class then goes to the k-th piece of the
 * image class. With reflections allowed every region symmetry qualifies and each piece goes to
 * itself; with rotations only, a reflection qualifies when the mirror images of the pieces are
 * again the pieces (Soma's two screws are each other's mirror image, every other Soma piece is its
 * own), so that solutions "up to symmetry" are counted the way the puzzle literature counts them.
 *
 * <pre>{@code
 * Region board = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
 * TilingSolver scott = TilingSolver.builder(PieceSets.pentominoes(), board).reflection(true).build();
 * List<Symmetry> g = ProblemSymmetries.of(scott.encoding());
 * g.size();   // 8: the square's symmetries map the board and the piece set onto themselves
 * }</pre>
 */
public final class ProblemSymmetries {
  private ProblemSymmetries() {}

  /**
   * {@return the symmetries of {@code encoding}'s problem, the identity first, unmodifiable}
   *
   * @param encoding the tiling problem, whose region, pieces and allowed isometries decide the group
   */
  public static List<Symmetry> of(TilingEncoding encoding) {
    Region region = encoding.region();
    int d = region.dimension();
    List<Isometry> allowed = Isometry.group(d, encoding.rotation(), encoding.reflection());
    int n = encoding.pieces().size();
    List<PieceClass> classes = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      classes.add(PieceClass.of(encoding.pieces().get(i), encoding.isReusable(i), allowed));
    }
    Map<RowKey, Integer> rowIndex = new HashMap<>();
    for (Placement p : encoding.rows()) {
      rowIndex.put(new RowKey(p.piece(), p.cells()), p.row());
    }
    List<Symmetry> result = new ArrayList<>();
    for (Isometry g : Isometry.all(d)) {
      int[] cellImage = new int[region.size()];
      Cell translation = regionImage(region, g, cellImage);
      if (translation == null) {
        continue;
      }
      int[] pieceImage = piecePermutation(encoding, classes, g, allowed);
      if (pieceImage == null) {
        continue;
      }
      int[] rowImage = new int[encoding.rows().size()];
      for (Placement p : encoding.rows()) {
        int[] cells = new int[p.size()];
        for (int k = 0; k < cells.length; k++) {
          cells[k] = cellImage[p.cellAt(k)];
        }
        Arrays.sort(cells);
        Integer image = rowIndex.get(new RowKey(pieceImage[p.piece()], cells));
        if (image == null) {
          throw new IllegalStateException("symmetry " + g + " maps " + p + " to no row");
        }
        rowImage[p.row()] = image;
      }
      Symmetry s = new Symmetry(g, translation, cellImage, pieceImage, rowImage);
      if (g.equals(Isometry.identity(d))) {
        result.add(0, s);
      } else {
        result.add(s);
      }
    }
    return Collections.unmodifiableList(result);
  }

  /**
   * Fills {@code cellImage} and returns the translation t such that g(region) + t = region, or null
   * if g does not map the region onto itself.
   */
  private static Cell regionImage(Region region, Isometry g, int[] cellImage) {
    Polyomino image = region.asPolyomino().transform(g);
    Cell t = region.min().minus(image.min());
    for (int k = 0; k < region.size(); k++) {
      int target = region.indexOf(g.apply(region.cell(k)).plus(t));
      if (target < 0) {
        return null;
      }
      cellImage[k] = target;
    }
    return t;
  }

  private static int[] piecePermutation(TilingEncoding encoding, List<PieceClass> classes, Isometry g,
      List<Isometry> allowed) {
    int n = classes.size();
    List<PieceClass> images = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      images.add(PieceClass.of(encoding.pieces().get(i).transform(g), encoding.isReusable(i), allowed));
    }
    // the k-th piece of each class goes to the k-th piece of the image class
    Map<PieceClass, List<Integer>> members = new HashMap<>();
    for (int i = 0; i < n; i++) {
      members.computeIfAbsent(classes.get(i), c -> new ArrayList<>()).add(i);
    }
    Map<PieceClass, Integer> used = new HashMap<>();
    int[] pieceImage = new int[n];
    for (int i = 0; i < n; i++) {
      PieceClass target = images.get(i);
      List<Integer> candidates = members.get(target);
      int k = used.merge(target, 1, Integer::sum) - 1;
      if (candidates == null || k >= candidates.size()) {
        return null;
      }
      pieceImage[i] = candidates.get(k);
    }
    return pieceImage;
  }

  /** A piece up to the allowed isometries and translations: its least orientation, and reusability. */
  private record PieceClass(List<Cell> leastOrientation, boolean reusable) {
    static PieceClass of(Polyomino piece, boolean reusable, List<Isometry> allowed) {
      return new PieceClass(piece.orientations(allowed).get(0).cells(), reusable);
    }
  }

  /** A row by content: piece and sorted cells. */
  private record RowKey(int piece, int[] cells) {
    @Override
    public boolean equals(Object o) {
      return o instanceof RowKey && ((RowKey) o).piece == piece && Arrays.equals(((RowKey) o).cells, cells);
    }

    @Override
    public int hashCode() {
      return 31 * piece + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
      return piece + ":" + Arrays.toString(cells);
    }
  }
}

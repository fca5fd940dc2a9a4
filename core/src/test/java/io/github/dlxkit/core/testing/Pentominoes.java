package io.github.dlxkit.core.testing;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Pentomino tilings of a box as Knuth's DLX files lay them out: the pieces named first, then the
 * cells {@code r_c} row by row; one option per placement (rotations and reflections), piece first.
 */
public final class Pentominoes {
  /** The twelve pentominoes in Conway's letters, each as five "row,col" cells. */
  private static final String[][] SHAPES = {
      {"F", "0,1 0,2 1,0 1,1 2,1"}, {"I", "0,0 1,0 2,0 3,0 4,0"}, {"L", "0,0 1,0 2,0 3,0 3,1"},
      {"N", "0,1 1,1 2,0 2,1 3,0"}, {"P", "0,0 0,1 1,0 1,1 2,0"}, {"T", "0,0 0,1 0,2 1,1 2,1"},
      {"U", "0,0 0,2 1,0 1,1 1,2"}, {"V", "0,0 1,0 2,0 2,1 2,2"}, {"W", "0,0 1,0 1,1 2,1 2,2"},
      {"X", "0,1 1,0 1,1 1,2 2,1"}, {"Y", "0,1 1,0 1,1 2,1 3,1"}, {"Z", "0,0 0,1 1,1 2,1 2,2"}};

  private Pentominoes() {}

  /** The tilings of a {@code rows} x {@code cols} box by the pieces named in {@code pieces} (e.g. "FILNPTUV"). */
  public static ExactCoverProblem box(int rows, int cols, String pieces) {
    StringBuilder dlx = new StringBuilder();
    for (char c : pieces.toCharArray()) {
      dlx.append(c).append(' ');
    }
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        dlx.append(r).append('_').append(c).append(' ');
      }
    }
    dlx.append('\n');
    for (String[] shape : SHAPES) {
      if (pieces.indexOf(shape[0]) < 0) {
        continue;
      }
      for (List<int[]> o : orientations(shape[1])) {
        for (int dr = 0; dr < rows; dr++) {
          for (int dc = 0; dc < cols; dc++) {
            StringBuilder line = new StringBuilder(shape[0]);
            boolean fits = true;
            for (int[] cell : o) {
              int r = cell[0] + dr;
              int c = cell[1] + dc;
              fits &= r < rows && c < cols;
              line.append(' ').append(r).append('_').append(c);
            }
            if (fits) {
              dlx.append(line).append('\n');
            }
          }
        }
      }
    }
    try {
      return KnuthFormat.read(new StringReader(dlx.toString()), "pentominoes " + rows + "x" + cols).problem();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e); // a StringReader does not fail
    }
  }

  /** The distinct rotations and reflections of a shape, each moved to row 0 and column 0. */
  private static List<List<int[]>> orientations(String cells) {
    TreeSet<String> seen = new TreeSet<>();
    List<List<int[]>> out = new ArrayList<>();
    for (int t = 0; t < 8; t++) {
      List<int[]> o = new ArrayList<>();
      int minR = Integer.MAX_VALUE;
      int minC = Integer.MAX_VALUE;
      for (String cell : cells.split(" ")) {
        int r = Integer.parseInt(cell.split(",")[0]);
        int c = Integer.parseInt(cell.split(",")[1]);
        for (int k = 0; k < t % 4; k++) { // rotate a quarter turn
          int old = r;
          r = c;
          c = -old;
        }
        if (t >= 4) {
          c = -c;
        }
        o.add(new int[] {r, c});
        minR = Math.min(minR, r);
        minC = Math.min(minC, c);
      }
      TreeSet<String> key = new TreeSet<>();
      for (int[] cell : o) {
        cell[0] -= minR;
        cell[1] -= minC;
        key.add(cell[0] + "," + cell[1]);
      }
      if (seen.add(key.toString())) {
        out.add(o);
      }
    }
    return out;
  }
}

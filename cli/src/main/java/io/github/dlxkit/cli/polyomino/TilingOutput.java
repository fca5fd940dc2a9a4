package io.github.dlxkit.cli.polyomino;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.cli.Json;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.cli.Outputs;
import java.nio.file.Path;

/** What {@code dlx polyomino} and {@code dlx quantumino} share: box sizes, JSON and SVG output. */
final class TilingOutput {
  private TilingOutput() {}

  /**
   * The most cells a {@code --box} may have: far above any piece set's total, and small enough
   * that building every placement of every piece stays quick.
   */
  static final int MAX_BOX_CELLS = 10_000;

  /** Parses {@code AxB} or {@code AxBxC} (x, X or ×), each size positive. */
  static int[] parseBox(String text) {
    String[] parts = text.strip().split("[xX×]", -1);
    int[] sizes = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        sizes[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        sizes[i] = 0;
      }
      if (sizes[i] < 1) {
        throw new BadInputException("--box must be sizes separated by 'x', like 6x10 or 5x8x2, each at least 1; got '"
            + text + "'");
      }
    }
    long cells = 1;
    for (int size : sizes) {
      cells = Math.min(cells * size, MAX_BOX_CELLS + 1L);
    }
    if (cells > MAX_BOX_CELLS) {
      throw new BadInputException("--box " + Messages.oneLine(text) + " has more than " + MAX_BOX_CELLS
          + " cells (allowed: 1.." + MAX_BOX_CELLS + " cells)");
    }
    return sizes;
  }

  /** The number of rows alone, or {@code {"rows":N,"columns":M}}. */
  static String rowsLine(TilingSolver solver, boolean json) {
    int rows = solver.rows().size();
    return json ? Json.of(w -> w.beginObject().name("rows").value(rows).name("columns")
        .value(solver.problem().itemCount()).endObject()) : Integer.toString(rows);
  }

  /** Writes {@code svg} to {@code file}, with a one-line error if it cannot. */
  static void writeSvg(String file, String svg) {
    Outputs.write("--svg", Path.of(file), svg);
  }
}

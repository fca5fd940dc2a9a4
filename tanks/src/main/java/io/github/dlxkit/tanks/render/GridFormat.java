package io.github.dlxkit.tanks.render;

import com.google.gson.stream.JsonWriter;
import io.github.dlxkit.tanks.model.Grid;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * Writes grids for people and programs: rows of space-separated ranges with {@code .} for an empty
 * cell, or one JSON object {@code {"n":N,"grid":[[...],...]}} with 0 for an empty cell.
 *
 * <p>The JSON is written by Gson, an optional dependency of this module (its {@code module-info}
 * says {@code requires static com.google.gson}, its pom {@code <optional>}): a program that calls
 * {@link #json} (or writes a {@link io.github.dlxkit.tanks.cubes.CubeLog}) adds
 * {@code com.google.code.gson:gson} itself; the rest of the module runs without it.
 *
 * <pre>{@code
 * GridFormat.text(grid);   // "2 2 2 2\n2 2 2 2\n..."
 * GridFormat.json(grid);   // {"n":4,"grid":[[2,2,2,2],...]}
 * }</pre>
 */
public final class GridFormat {
  private GridFormat() {}

  /**
   * {@return the rows, ranges separated by spaces, {@code .} for an empty cell, lines joined by '\n'}
   * No final line break; {@link Grid#parse} reads it back.
   *
   * @param grid the grid
   */
  public static String text(Grid grid) {
    return grid.toString();
  }

  /**
   * {@return {@code {"n":N,"grid":[[...],...]}} on one line, 0 for an empty cell}
   *
   * @param grid the grid (whether it is a torus is not written)
   */
  public static String json(Grid grid) {
    int n = grid.size();
    StringWriter text = new StringWriter();
    try (JsonWriter w = new JsonWriter(text)) {
      w.beginObject().name("n").value(n).name("grid").beginArray();
      for (int i = 0; i < n; i++) {
        w.beginArray();
        for (int j = 0; j < n; j++) {
          w.value(grid.value(i, j));
        }
        w.endArray();
      }
      w.endArray().endObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return text.toString();
  }
}

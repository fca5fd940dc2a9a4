package io.github.dlxkit.polyomino;

import com.google.gson.stream.JsonWriter;
import io.github.dlxkit.polyomino.encoding.Placement;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * A tiling as one line of JSON, written by Gson so that the format is RFC 8259: each placement is
 * {@code {"piece":LABEL,"cells":[[x,y],...]}} with the cells' coordinates in the region.
 *
 * <p>Gson is an optional dependency of this module (its {@code module-info} says
 * {@code requires static com.google.gson}, its pom {@code <optional>}): only the JSON classes use
 * it, so a program that calls this class adds {@code com.google.code.gson:gson} itself; the rest of
 * the module runs without it, on the class path and the module path.
 *
 * <pre>{@code
 * List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
 *     Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
 * Tiling t = TilingSolver.of(sticks, Region.box(6)).findFirst().orElseThrow();
 * String json = TilingJson.tiling(t, sticks);   // one line: the pieces, and each placed copy's cells
 * }</pre>
 */
public final class TilingJson {
  private TilingJson() {}

  /**
   * {@return {@code {"pieces":[{"piece":"NAME","cells":[[x,y],...]},...]}}, each piece labelled by its name
   * in {@code pieces} (the solver's pieces, indexed as the placements are)}
   *
   * @param tiling the tiling, complete or not
   * @param pieces the solver's pieces ({@link TilingSolver#pieces()}), for their names
   */
  public static String tiling(Tiling tiling, List<Polyomino> pieces) {
    return write(w -> {
      w.beginObject().name("pieces");
      placements(w, tiling, null, pieces);
      w.endObject();
    });
  }

  /**
   * {@return {@code {"aside":K,"box":[X,Y,Z],"pieces":[{"piece":N,"cells":[[x,y,z],...]},...]}}, each
   * pentacube labelled by its number 0..16 (Sage's numbering)}
   *
   * @param state the packing, complete or not
   */
  public static String quantumino(QuantuminoState state) {
    return write(w -> {
      w.beginObject().name("aside").value(state.aside()).name("box").beginArray();
      for (int size : state.box()) {
        w.value(size);
      }
      w.endArray().name("pieces");
      placements(w, state.tiling(), state.pieceNumbers(), null);
      w.endObject();
    });
  }

  /** The placements, labelled by {@code numbers} (by placement) if given, else by piece names. */
  private static void placements(JsonWriter w, Tiling tiling, int[] numbers, List<Polyomino> pieces)
      throws IOException {
    w.beginArray();
    List<Placement> placements = tiling.placements();
    for (int i = 0; i < placements.size(); i++) {
      Placement p = placements.get(i);
      w.beginObject().name("piece");
      if (numbers != null) {
        w.value(numbers[i]);
      } else {
        w.value(pieces.get(p.piece()).name());
      }
      w.name("cells").beginArray();
      for (Cell c : p.polyomino().cells()) {
        w.beginArray();
        for (int x : c.coords()) {
          w.value(x);
        }
        w.endArray();
      }
      w.endArray().endObject();
    }
    w.endArray();
  }

  private interface Body {
    void writeTo(JsonWriter w) throws IOException;
  }

  private static String write(Body body) {
    StringWriter s = new StringWriter();
    try (JsonWriter w = new JsonWriter(s)) {
      body.writeTo(w);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return s.toString();
  }
}

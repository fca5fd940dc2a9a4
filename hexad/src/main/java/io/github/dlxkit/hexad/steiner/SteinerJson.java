package io.github.dlxkit.hexad.steiner;

import com.google.gson.stream.JsonWriter;
import io.github.dlxkit.hexad.model.BlockDesign;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * The one-line JSON answer about S(t,k,v):
 * {@code {"t":T,"k":K,"v":V,"count":N,"blocks":[[...],...]}}, written by Gson so that the format
 * is RFC 8259. {@code count} is there when counted; {@code blocks} when a system was asked for
 * ({@code null} when there is none).
 */
public final class SteinerJson {
  private SteinerJson() {}

  /**
   * The line for S(t,k,v).
   *
   * @param count the number of labelled systems, or null when not counted
   * @param withBlocks whether a system was asked for (then {@code design} is written)
   * @param design the system found, or empty when there is none
   */
  public static String line(int t, int k, int v, Long count, boolean withBlocks, Optional<BlockDesign> design) {
    StringWriter s = new StringWriter();
    try (JsonWriter w = new JsonWriter(s)) {
      w.beginObject().name("t").value(t).name("k").value(k).name("v").value(v);
      if (count != null) {
        w.name("count").value(count);
      }
      if (withBlocks) {
        w.name("blocks");
        if (design.isEmpty()) {
          w.nullValue();
        } else {
          w.beginArray();
          for (int[] b : design.get().blocks()) {
            w.beginArray();
            for (int x : b) {
              w.value(x);
            }
            w.endArray();
          }
          w.endArray();
        }
      }
      w.endObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return s.toString();
  }
}

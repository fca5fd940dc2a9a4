package io.github.dlxkit.hexad;

import com.google.gson.stream.JsonWriter;
import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.model.InfinityStyle;
import io.github.dlxkit.hexad.model.Point;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The hexad module's answers as one-line JSON objects, written by Gson so that the format is
 * RFC 8259: MINIMOG points are numbers, and the point at infinity is a string written in the
 * chosen {@link InfinityStyle}; Steiner systems are lists of blocks.
 *
 * <p>Gson is an optional dependency of this module (its {@code module-info} says
 * {@code requires static com.google.gson}, its pom {@code <optional>}): only the JSON classes use
 * it, so a program that calls this class adds {@code com.google.code.gson:gson} itself; the rest of
 * the module runs without it, on the class path and the module path.
 *
 * <pre>{@code
 * HexadMatch h = Minimog.shuffle().findHexad(0, 1, 2, 3, 4);
 * String json = HexadJson.hexad(h, InfinityStyle.ASCII);   // one line: the hexad and its description
 * }</pre>
 */
public final class HexadJson {
  private HexadJson() {}

  /**
   * {@return {@code {"hexad":[0,1,2,3,4,11],"description":["square 2","picture 6"]}}}
   *
   * @param h the hexad and its description, e.g. from {@link Minimog#findHexad(int...)}
   * @param style how to write ∞, as a JSON string
   */
  public static String hexad(HexadMatch h, InfinityStyle style) {
    return write(w -> {
      w.beginObject().name("hexad");
      points(w, h.hexad(), style);
      w.name("description").beginArray();
      for (String d : h.description()) {
        w.value(d);
      }
      w.endArray().endObject();
    });
  }

  /**
   * {@return {@code {"kind":...,"total":N,"from":N,"to":N,"totalAfter":N,"message":...}}; from, to and totalAfter for a winning move only}
   * The kind is written in lower case, e.g. {@code "winning_move"}.
   *
   * @param move the move, from {@link Minimog#blackjackMove(int...)}
   */
  public static String blackjack(BlackjackMove move) {
    return write(w -> {
      w.beginObject().name("kind").value(move.kind().name().toLowerCase(Locale.ROOT))
          .name("total").value(move.total());
      if (move.kind() == BlackjackMove.Kind.WINNING_MOVE) {
        w.name("from").jsonValue(move.from().toString()).name("to").jsonValue(move.to().toString())
            .name("totalAfter").value(move.totalAfter());
      }
      w.name("message").value(move.message()).endObject();
    });
  }

  /**
   * Points as a JSON array: numbers, and ∞ as a string in {@code style}.
   *
   * @param points the points, written in their order
   * @param style how to write ∞
   * @return one line, e.g. {@code [1,2,3,4,10,"inf"]}
   */
  public static String points(List<Point> points, InfinityStyle style) {
    return write(w -> points(w, points, style));
  }

  /**
   * {@return {@code {"t":T,"k":K,"v":V,"count":N,"blocks":[[...],...]}} about S(t,k,v): {@code count} when
   * counted, {@code blocks} when a system was asked for ({@code null} when there is none)}
   *
   * @param t every {@code t} points lie in exactly one block
   * @param k the block size
   * @param v the number of points
   * @param count the number of labelled systems, or null when not counted
   * @param withBlocks whether a system was asked for (then {@code design} is written)
   * @param design the system found, or empty when there is none
   */
  public static String steiner(int t, int k, int v, Long count, boolean withBlocks, Optional<BlockDesign> design) {
    return write(w -> {
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
    });
  }

  private static void points(JsonWriter w, List<Point> points, InfinityStyle style) throws IOException {
    w.beginArray();
    for (Point p : points) {
      if (p.isInfinity()) {
        w.value(p.format(style));
      } else {
        w.jsonValue(p.toString());
      }
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

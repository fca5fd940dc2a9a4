package io.github.dlxkit.hexad.render;

import com.google.gson.stream.JsonWriter;
import io.github.dlxkit.hexad.BlackjackMove;
import io.github.dlxkit.hexad.HexadMatch;
import io.github.dlxkit.hexad.model.InfinityStyle;
import io.github.dlxkit.hexad.model.Point;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

/**
 * MINIMOG answers as one-line JSON objects, written by Gson so that the format is RFC 8259: points
 * are numbers, and the point at infinity is a string written in the chosen {@link InfinityStyle}.
 */
public final class MinimogJson {
  private MinimogJson() {}

  /** {@code {"hexad":[0,1,2,3,4,11],"description":["square 2","picture 6"]}}. */
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

  /** {@code {"kind":...,"total":N,"from":N,"to":N,"totalAfter":N,"message":...}}; from, to and totalAfter for a winning move only. */
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

  /** Points as a JSON array: numbers, and ∞ as a string in {@code style}. */
  public static String points(List<Point> points, InfinityStyle style) {
    return write(w -> points(w, points, style));
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

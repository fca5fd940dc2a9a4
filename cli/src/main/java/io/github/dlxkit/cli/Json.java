package io.github.dlxkit.cli;

import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Collection;

/**
 * The pieces of the CLI's one-object-per-line {@code --json} outputs, written by Gson's
 * {@link JsonWriter} so that escaping follows RFC 8259 in one place.
 */
public final class Json {
  private Json() {}

  /** Something that writes one JSON value. */
  @FunctionalInterface
  public interface Value {
    /** Writes the value on {@code w}. */
    void writeTo(JsonWriter w) throws IOException;
  }

  /** The text of the value {@code v} writes. */
  public static String of(Value v) {
    StringWriter s = new StringWriter();
    try (JsonWriter w = new JsonWriter(s)) {
      v.writeTo(w);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return s.toString();
  }

  /**
   * A count under {@code --json}: {@code {"count":N}}, the one key of every command for a number of
   * solutions ({@code key} "distinct" for a count up to symmetry).
   */
  public static String count(String key, Number n) {
    return of(w -> w.beginObject().name(key).value(n).endObject());
  }

  /** A bad line of a batch under {@code --json}: {@code {"line":L,"error":"..."}}. */
  public static String badLine(long line, String error) {
    return of(w -> w.beginObject().name("line").value(line).name("error").value(error).endObject());
  }

  /** {@code s} as a JSON string literal. */
  public static String string(String s) {
    return of(w -> w.value(s));
  }

  /** A JSON array of numbers. */
  public static String numbers(int[] values) {
    return of(w -> {
      w.beginArray();
      for (int v : values) {
        w.value(v);
      }
      w.endArray();
    });
  }

  /** A JSON array of strings. */
  public static String strings(Collection<String> values) {
    return of(w -> {
      w.beginArray();
      for (String v : values) {
        w.value(v);
      }
      w.endArray();
    });
  }
}

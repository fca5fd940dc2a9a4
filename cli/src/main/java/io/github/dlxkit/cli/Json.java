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

  /** Fields that follow the first of an object ({@link #count(Number, Fields)}). */
  @FunctionalInterface
  public interface Fields {
    /** Writes names and values on {@code w}, inside an object. */
    void writeTo(JsonWriter w) throws IOException;
  }

  /** No more fields. */
  public static final Fields NO_FIELDS = w -> { };

  /**
   * A count under {@code --json}: {@code {"count":N}}, the one shape of every command's count
   * (docs/cli.md, "Output forms"), with {@code more} fields after it (e.g. {@code "distinct":true}).
   */
  public static String count(Number n, Fields more) {
    return of(w -> {
      w.beginObject().name("count").value(n);
      more.writeTo(w);
      w.endObject();
    });
  }

  /** {@code {"count":N}}. */
  public static String count(Number n) {
    return count(n, NO_FIELDS);
  }

  /** The field {@code "distinct":true} of a count up to symmetry. */
  public static final Fields DISTINCT = w -> w.name("distinct").value(true);

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

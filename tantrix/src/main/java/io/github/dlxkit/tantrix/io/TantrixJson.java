package io.github.dlxkit.tantrix.io;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.Messages;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import com.google.gson.stream.MalformedJsonException;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;
import java.io.EOFException;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The JSON form of a solution, one object per line:
 * {@code {"puzzle":NAME,"tiles":[{"tile":N,"q":Q,"r":R,"rot":K},…]}} with axial coordinates
 * (q, r), r growing downward, and rotation K (0..5, clockwise; edge i shows on side (i+K) mod 6).
 *
 * <p>Reading is strict RFC 8259 JSON (Gson's streaming reader in strict mode): no leading zeros,
 * no unknown escapes, no digits of other scripts, no duplicate keys; nesting deeper than
 * {@link #MAX_DEPTH} and lines longer than {@link #MAX_LENGTH} characters are refused before they
 * can exhaust the stack or the heap.
 *
 * <p>Gson is an optional dependency of this module (its {@code module-info} says
 * {@code requires static com.google.gson}, its pom {@code <optional>}): only the JSON classes use
 * it, so a program that calls this class adds {@code com.google.code.gson:gson} itself; the rest of
 * the module runs without it, on the class path and the module path.
 *
 * <pre>{@code
 * String line = TantrixJson.write("rainbow_blue", tantrix);
 * TantrixJson.Entry back = TantrixJson.read(line);   // back.puzzle(), back.tantrix()
 * }</pre>
 */
public final class TantrixJson {
  /** The deepest nesting of arrays and objects accepted (a solution needs 3). */
  public static final int MAX_DEPTH = 32;
  /** The longest line accepted, in characters (a 56-tile solution takes about 2,000). */
  public static final int MAX_LENGTH = 1 << 20;

  private TantrixJson() {}

  /** A solution read back: the puzzle's name and the tantrix. */
  public record Entry(String puzzle, Tantrix tantrix) {}

  /**
   * {@return the one-line JSON object of {@code t}, its tiles in the tantrix's order}
   *
   * @param puzzle the puzzle's name, written as given (JSON-escaped); null writes JSON null
   * @param t the tantrix; not null
   */
  public static String write(String puzzle, Tantrix t) {
    StringWriter s = new StringWriter();
    try (JsonWriter w = new JsonWriter(s)) {
      w.beginObject().name("puzzle").value(puzzle).name("tiles").beginArray();
      for (Map.Entry<Hex, OrientedTile> e : t.placements().entrySet()) {
        w.beginObject()
            .name("tile").value(e.getValue().tile().number())
            .name("q").value(e.getKey().q())
            .name("r").value(e.getKey().r())
            .name("rot").value(e.getValue().rotation())
            .endObject();
      }
      w.endArray().endObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return s.toString();
  }

  /**
   * Reads one object written by {@link #write}; a key it does not write is an error (a misspelt key
   * never passes unnoticed).
   *
   * @param line one line of JSON, at most {@link #MAX_LENGTH} characters, nested at most
   *     {@link #MAX_DEPTH} deep; not null
   * @return the puzzle's name and the tantrix, its tiles in the order written
   * @throws IllegalArgumentException naming what is wrong and where (syntax with its column and
   *     JSON path, a missing, unknown or repeated key, an unknown tile, a repeated cell, a rotation out of 0..5)
   */
  public static Entry read(String line) {
    if (line.length() > MAX_LENGTH) {
      throw new BadInputException("bad JSON: line longer than " + MAX_LENGTH + " characters");
    }
    JsonReader in = new JsonReader(new StringReader(line));
    in.setStrictness(Strictness.STRICT);
    in.setNestingLimit(MAX_DEPTH);
    try {
      Entry e = entry(in);
      if (in.peek() != JsonToken.END_DOCUMENT) {
        throw new BadInputException("bad JSON: unexpected text after the object" + at(in));
      }
      return e;
    } catch (EOFException e) {
      throw new BadInputException("bad JSON: unexpected end of line" + at(in));
    } catch (MalformedJsonException | IllegalStateException | NumberFormatException e) {
      throw new BadInputException("bad JSON: " + Messages.jsonSyntax(e.getMessage()));
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringReader does not fail
    }
  }

  private static Entry entry(JsonReader in) throws IOException {
    if (in.peek() != JsonToken.BEGIN_OBJECT) {
      throw new BadInputException("expected a JSON object {\"puzzle\":…,\"tiles\":[…]}");
    }
    in.beginObject();
    String puzzle = null;
    Tantrix tantrix = null;
    Set<String> keys = new HashSet<>();
    while (in.hasNext()) {
      String key = key(in, keys);
      if (key.equals("puzzle")) {
        if (in.peek() != JsonToken.STRING) {
          throw new BadInputException("\"puzzle\" must be a string" + at(in));
        }
        puzzle = in.nextString();
      } else if (key.equals("tiles")) {
        tantrix = tiles(in);
      } else {
        throw new BadInputException("unknown key " + quoted(key) + " (expected \"puzzle\" and \"tiles\")" + at(in));
      }
    }
    in.endObject();
    if (puzzle == null) {
      throw new BadInputException("missing \"puzzle\" name (a string)");
    }
    if (tantrix == null) {
      throw new BadInputException("missing \"tiles\" array");
    }
    return new Entry(puzzle, tantrix);
  }

  private static Tantrix tiles(JsonReader in) throws IOException {
    if (in.peek() != JsonToken.BEGIN_ARRAY) {
      throw new BadInputException("\"tiles\" must be an array" + at(in));
    }
    Tantrix.Builder b = Tantrix.builder();
    in.beginArray();
    for (int i = 0; in.hasNext(); i++) {
      if (in.peek() != JsonToken.BEGIN_OBJECT) {
        throw new BadInputException("tiles[" + i + "] is not an object");
      }
      in.beginObject();
      Set<String> keys = new HashSet<>();
      Map<String, Integer> values = new java.util.HashMap<>();
      while (in.hasNext()) {
        String key = key(in, keys);
        if (key.equals("tile") || key.equals("q") || key.equals("r") || key.equals("rot")) {
          values.put(key, integer(in, i, key));
        } else {
          throw new BadInputException("tiles[" + i + "]: unknown key " + quoted(key)
              + " (expected \"tile\", \"q\", \"r\" and \"rot\")" + at(in));
        }
      }
      in.endObject();
      for (String key : new String[] {"tile", "q", "r", "rot"}) {
        if (!values.containsKey(key)) {
          throw new BadInputException("tiles[" + i + "]: \"" + key + "\" must be an integer (missing)");
        }
      }
      int rot = values.get("rot");
      if (rot < 0 || rot > 5) {
        throw new BadInputException("tiles[" + i + "]: rot must be 0..5, got " + rot);
      }
      try {
        b.place(Hex.of(values.get("q"), values.get("r")), TileSet.standard().tile(values.get("tile")), rot);
      } catch (IllegalArgumentException e) {
        throw new BadInputException("tiles[" + i + "]: " + e.getMessage(), e);
      }
    }
    in.endArray();
    return b.build();
  }

  private static String key(JsonReader in, Set<String> seen) throws IOException {
    String key = in.nextName();
    if (!seen.add(key)) {
      throw new BadInputException("bad JSON: duplicate key " + quoted(key) + at(in));
    }
    return key;
  }

  private static int integer(JsonReader in, int index, String key) throws IOException {
    if (in.peek() != JsonToken.NUMBER) {
      throw new BadInputException("tiles[" + index + "]: \"" + key + "\" must be an integer" + at(in));
    }
    String text = in.nextString();
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new BadInputException("tiles[" + index + "]: \"" + key + "\" must be an integer, got "
          + quoted(text));
    }
  }

  private static String at(JsonReader in) {
    return " (at " + in.getPath() + ")";
  }

  /** {@code s} in quotes, cut to a readable length. */
  private static String quoted(String s) {
    return "\"" + (s.length() <= 40 ? s : s.substring(0, 40) + "…") + "\"";
  }
}

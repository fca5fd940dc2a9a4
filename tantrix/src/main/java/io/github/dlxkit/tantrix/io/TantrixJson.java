package io.github.dlxkit.tantrix.io;

import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON form of a solution, one object per line:
 * {@code {"puzzle":NAME,"tiles":[{"tile":N,"q":Q,"r":R,"rot":K},…]}} with axial coordinates
 * (q, r), r growing downward, and rotation K (0..5, clockwise; edge i shows on side (i+K) mod 6).
 *
 * <pre>{@code
 * String line = TantrixJson.write("rainbow_blue", tantrix);
 * TantrixJson.Entry back = TantrixJson.read(line);   // back.puzzle(), back.tantrix()
 * }</pre>
 */
public final class TantrixJson {
  private TantrixJson() {}

  /** A solution read back: the puzzle's name and the tantrix. */
  public record Entry(String puzzle, Tantrix tantrix) {}

  /** The one-line JSON object of {@code t}, its tiles in the tantrix's order. */
  public static String write(String puzzle, Tantrix t) {
    StringBuilder sb = new StringBuilder("{\"puzzle\":").append(quote(puzzle)).append(",\"tiles\":[");
    boolean first = true;
    for (Map.Entry<Hex, OrientedTile> e : t.placements().entrySet()) {
      if (!first) {
        sb.append(',');
      }
      first = false;
      sb.append("{\"tile\":").append(e.getValue().tile().number())
          .append(",\"q\":").append(e.getKey().q())
          .append(",\"r\":").append(e.getKey().r())
          .append(",\"rot\":").append(e.getValue().rotation()).append('}');
    }
    return sb.append("]}").toString();
  }

  /**
   * Reads one object written by {@link #write}; unknown extra keys are ignored.
   *
   * @throws IllegalArgumentException naming what is wrong (syntax with its column, a missing key,
   *     an unknown tile, a repeated cell, a rotation out of 0..5)
   */
  public static Entry read(String line) {
    Object value = new JsonReader(line).readDocument();
    if (!(value instanceof Map<?, ?> object)) {
      throw new IllegalArgumentException("expected a JSON object {\"puzzle\":…,\"tiles\":[…]}");
    }
    Object name = object.get("puzzle");
    if (!(name instanceof String puzzle)) {
      throw new IllegalArgumentException("missing \"puzzle\" name (a string)");
    }
    Object tiles = object.get("tiles");
    if (!(tiles instanceof List<?> list)) {
      throw new IllegalArgumentException("missing \"tiles\" array");
    }
    Tantrix.Builder b = Tantrix.builder();
    for (int i = 0; i < list.size(); i++) {
      if (!(list.get(i) instanceof Map<?, ?> tile)) {
        throw new IllegalArgumentException("tiles[" + i + "] is not an object");
      }
      int number = integer(tile, "tile", i);
      int q = integer(tile, "q", i);
      int r = integer(tile, "r", i);
      int rot = integer(tile, "rot", i);
      if (rot < 0 || rot > 5) {
        throw new IllegalArgumentException("tiles[" + i + "]: rot must be 0..5, got " + rot);
      }
      try {
        b.place(Hex.of(q, r), TileSet.standard().tile(number), rot);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("tiles[" + i + "]: " + e.getMessage(), e);
      }
    }
    return new Entry(puzzle, b.build());
  }

  private static int integer(Map<?, ?> o, String key, int index) {
    Object v = o.get(key);
    if (!(v instanceof Long n) || n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("tiles[" + index + "]: \"" + key + "\" must be an integer"
          + (v == null ? " (missing)" : ", got " + v));
    }
    return (int) (long) n;
  }

  private static String quote(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c < 0x20) {
        sb.append(String.format("\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }

  /** A small strict JSON reader: objects, arrays, strings, integers, true, false, null. */
  private static final class JsonReader {
    private final String text;
    private int pos;

    JsonReader(String text) {
      this.text = text;
    }

    Object readDocument() {
      Object v = value();
      skipSpace();
      if (pos < text.length()) {
        throw error("unexpected '" + text.charAt(pos) + "' after the object");
      }
      return v;
    }

    private Object value() {
      skipSpace();
      if (pos >= text.length()) {
        throw error("unexpected end of line");
      }
      char c = text.charAt(pos);
      if (c == '{') {
        return object();
      }
      if (c == '[') {
        return array();
      }
      if (c == '"') {
        return string();
      }
      if (c == '-' || Character.isDigit(c)) {
        return number();
      }
      for (String word : new String[] {"true", "false", "null"}) {
        if (text.startsWith(word, pos)) {
          pos += word.length();
          return word.equals("null") ? null : Boolean.valueOf(word);
        }
      }
      throw error("unexpected '" + c + "'");
    }

    private Map<String, Object> object() {
      Map<String, Object> m = new LinkedHashMap<>();
      pos++;
      skipSpace();
      if (peek() == '}') {
        pos++;
        return m;
      }
      while (true) {
        skipSpace();
        if (peek() != '"') {
          throw error("expected a key in quotes");
        }
        String key = string();
        skipSpace();
        expect(':');
        m.put(key, value());
        skipSpace();
        char c = next();
        if (c == '}') {
          return m;
        }
        if (c != ',') {
          throw error("expected ',' or '}'");
        }
      }
    }

    private List<Object> array() {
      List<Object> l = new ArrayList<>();
      pos++;
      skipSpace();
      if (peek() == ']') {
        pos++;
        return l;
      }
      while (true) {
        l.add(value());
        skipSpace();
        char c = next();
        if (c == ']') {
          return l;
        }
        if (c != ',') {
          throw error("expected ',' or ']'");
        }
      }
    }

    private String string() {
      StringBuilder sb = new StringBuilder();
      pos++;
      while (true) {
        char c = next();
        if (c == '"') {
          return sb.toString();
        }
        if (c == '\\') {
          char e = next();
          switch (e) {
            case 'n' -> sb.append('\n');
            case 't' -> sb.append('\t');
            case 'r' -> sb.append('\r');
            case 'b' -> sb.append('\b');
            case 'f' -> sb.append('\f');
            case 'u' -> {
              if (pos + 4 > text.length()) {
                throw error("bad \\u escape");
              }
              sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
              pos += 4;
            }
            default -> sb.append(e);
          }
        } else {
          sb.append(c);
        }
      }
    }

    private Object number() {
      int start = pos;
      if (peek() == '-') {
        pos++;
      }
      while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
        pos++;
      }
      if (pos < text.length() && (text.charAt(pos) == '.' || text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
        throw error("only integers are expected");
      }
      try {
        return Long.parseLong(text.substring(start, pos));
      } catch (NumberFormatException e) {
        throw error("bad number '" + text.substring(start, pos) + "'");
      }
    }

    private void skipSpace() {
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
    }

    private char peek() {
      return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private char next() {
      if (pos >= text.length()) {
        throw error("unexpected end of line");
      }
      return text.charAt(pos++);
    }

    private void expect(char c) {
      if (next() != c) {
        pos--;
        throw error("expected '" + c + "'");
      }
    }

    private IllegalArgumentException error(String message) {
      return new IllegalArgumentException("bad JSON at column " + (pos + 1) + ": " + message);
    }
  }
}

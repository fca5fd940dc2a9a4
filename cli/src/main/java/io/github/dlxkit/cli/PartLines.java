package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.split.PartResult;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes the part lines that {@code --part K/N} prints ({@link #line}, the shape of
 * {@link PartResult#toJson()}, written by Gson) and reads them back with Gson's
 * strict {@link JsonReader}, so that the same object re-serialised by any JSON tool — keys
 * reordered, blanks added — is read, and anything else is refused: one JSON object per line with
 * exactly the keys {@code part}, {@code of}, {@code count}, {@code nodes} and {@code problem}, each
 * once, with {@code 1 <= part <= of <= }{@value #MAX_PARTS} (the largest {@code --part N}), counts
 * and nodes non-negative integers, and the problem a non-empty string. For example
 * {@code { "problem": "xcc:1f", "of": 3, "part": 2, "nodes": 10, "count": 4 }} is part 2 of 3
 * (SplitCommandsTest reads it). A vector count ({@code quantumino --count --aside all}) has one key
 * more, {@code counts}: an array of at least two such integers, whose sum is {@code count}.
 */
final class PartLines {
  /** The most parts a split is cut into ({@code --part K/N} takes N up to this). */
  static final int MAX_PARTS = 1_000_000;
  /** The keys of a part line, in the order {@link #line} writes them. */
  static final List<String> KEYS = List.of("part", "of", "count", "nodes", "problem");
  /** The key of a vector count's numbers, the one key a part line may leave out. */
  static final String COUNTS = "counts";
  /** The shape of a part line, for messages. */
  private static final String SHAPE = "{\"part\":K,\"of\":N,\"count\":C,\"nodes\":X,\"problem\":\"...\"}";
  /** The most numbers a vector count may have: far beyond any (Quantumino's has 17). */
  private static final int MAX_COUNTS = 1 << 16;
  /** Digits a count or node count may have: far beyond any count, short of an out-of-memory. */
  private static final int MAX_DIGITS = 1000;

  private PartLines() {}

  /** The line of {@code r}: {@code {"part":K,"of":N,"count":C[,"counts":[...]],"nodes":X,"problem":"..."}}. */
  static String line(PartResult r) {
    return Json.of(w -> {
      w.beginObject().name("part").value(r.part()).name("of").value(r.of()).name("count").value(r.count());
      if (r.counts() != null) {
        w.name(COUNTS).beginArray();
        for (BigInteger c : r.counts()) {
          w.value(c);
        }
        w.endArray();
      }
      w.name("nodes").value(r.nodes()).name("problem").value(r.problem()).endObject();
    });
  }

  /**
   * The part {@code line} holds.
   *
   * @throws BadInputException naming the bad key or value (the caller adds the file and line)
   */
  static PartResult parse(String line) {
    JsonReader in = new JsonReader(new StringReader(line));
    in.setStrictness(Strictness.STRICT);
    Set<String> seen = new HashSet<>();
    long part = 0;
    long of = 0;
    BigInteger count = null;
    BigInteger nodes = null;
    String problem = null;
    List<BigInteger> counts = null;
    try {
      if (in.peek() != JsonToken.BEGIN_OBJECT) {
        throw new BadInputException("not a part line: a JSON object " + SHAPE + " expected");
      }
      in.beginObject();
      while (in.hasNext()) {
        String key = in.nextName();
        if (!KEYS.contains(key) && !key.equals(COUNTS)) {
          throw new BadInputException("unknown key " + Json.string(abbreviate(key)) + " (a part line has "
              + String.join(", ", KEYS) + ")");
        }
        if (!seen.add(key)) {
          throw new BadInputException("key \"" + key + "\" twice");
        }
        switch (key) {
          case "part" -> part = integer(in, key, MAX_PARTS);
          case "of" -> of = integer(in, key, MAX_PARTS);
          case "count" -> count = natural(in, key);
          case "nodes" -> nodes = natural(in, key);
          case COUNTS -> counts = naturals(in);
          default -> problem = problem(in);
        }
      }
      in.endObject();
      if (in.peek() != JsonToken.END_DOCUMENT) {
        throw new BadInputException("more after the part's object");
      }
    } catch (IOException | IllegalStateException e) {
      // MalformedJsonException (an IOException), or a token of the wrong kind
      throw new BadInputException("not JSON: " + Messages.jsonSyntax(e.getMessage()));
    }
    for (String key : KEYS) {
      if (!seen.contains(key)) {
        throw new BadInputException("missing key \"" + key + "\"");
      }
    }
    if (part > of) {
      throw new BadInputException("part " + part + " of " + of + ": the part must be at most \"of\"");
    }
    return new PartResult((int) part, (int) of, count, nodes, problem, counts);
  }

  /** The next value: a JSON array of integers, 0 or more each, at most {@value #MAX_COUNTS} of them. */
  private static List<BigInteger> naturals(JsonReader in) throws IOException {
    if (in.peek() != JsonToken.BEGIN_ARRAY) {
      throw new BadInputException("\"" + COUNTS + "\" must be an array, got " + kind(in.peek()));
    }
    List<BigInteger> out = new java.util.ArrayList<>();
    in.beginArray();
    while (in.hasNext()) {
      if (out.size() == MAX_COUNTS) {
        throw new BadInputException("\"" + COUNTS + "\" has more than " + MAX_COUNTS + " numbers");
      }
      out.add(natural(in, COUNTS));
    }
    in.endArray();
    return out;
  }

  /** The next value: a JSON integer from 1 to {@code max}. */
  private static long integer(JsonReader in, String key, int max) throws IOException {
    String digits = number(in, key);
    if (digits.length() > 7 || Long.parseLong(digits) < 1 || Long.parseLong(digits) > max) {
      throw new BadInputException("\"" + key + "\" must be from 1 to " + max + ", got " + abbreviate(digits));
    }
    return Long.parseLong(digits);
  }

  /** The next value: a JSON integer, 0 or more. */
  private static BigInteger natural(JsonReader in, String key) throws IOException {
    String digits = number(in, key);
    if (digits.length() > MAX_DIGITS) {
      throw new BadInputException("\"" + key + "\" has " + digits.length() + " digits; at most " + MAX_DIGITS);
    }
    return new BigInteger(digits);
  }

  /** The next value's digits: a JSON number without sign, fraction or exponent. */
  private static String number(JsonReader in, String key) throws IOException {
    if (in.peek() != JsonToken.NUMBER) {
      throw new BadInputException("\"" + key + "\" must be a number, got " + kind(in.peek()));
    }
    String text = in.nextString();
    if (!text.matches("0|[1-9][0-9]*")) {
      throw new BadInputException("\"" + key + "\" must be a whole number, 0 or more, got " + abbreviate(text));
    }
    return text;
  }

  private static String problem(JsonReader in) throws IOException {
    if (in.peek() != JsonToken.STRING) {
      throw new BadInputException("\"problem\" must be a string, got " + kind(in.peek()));
    }
    String s = in.nextString();
    if (s.isEmpty() || s.length() > 200 || !s.chars().allMatch(c -> c > ' ' && c < 127)) {
      throw new BadInputException("\"problem\" must be a problem's identity (printable, no blanks), got "
          + Json.string(abbreviate(s)));
    }
    return s;
  }

  private static String kind(JsonToken t) {
    return switch (t) {
      case STRING -> "a string";
      case NUMBER -> "a number";
      case BOOLEAN -> "a boolean";
      case NULL -> "null";
      case BEGIN_ARRAY -> "an array";
      case BEGIN_OBJECT -> "an object";
      default -> t.toString();
    };
  }

  private static String abbreviate(String s) {
    return s.length() <= 30 ? s : s.substring(0, 27) + "...";
  }

}

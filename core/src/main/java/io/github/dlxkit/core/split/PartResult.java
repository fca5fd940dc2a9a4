package io.github.dlxkit.core.split;

import io.github.dlxkit.core.BadInputException;
import java.math.BigInteger;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The output of one part of a job array ({@code --part K/N}), as one JSON line:
 * {@code {"part":K,"of":N,"count":C,"nodes":X,"problem":"IDENTITY"}}. The identity lets
 * {@code dlx sum} refuse to add parts of different problems.
 *
 * @param part which part, from 1
 * @param of how many parts
 * @param count solutions in the part
 * @param nodes search-tree nodes in the part
 * @param problem the {@link SplittableSearch#identity()} of the search
 */
public record PartResult(int part, int of, BigInteger count, BigInteger nodes, String problem) {
  private static final Pattern LINE = Pattern.compile(
      "\\{\"part\":(\\d{1,10}),\"of\":(\\d{1,10}),\"count\":(\\d+),\"nodes\":(\\d+),\"problem\":\"([!-~&&[^\"\\\\]]+)\"}");

  public PartResult {
    Objects.requireNonNull(count, "count");
    Objects.requireNonNull(nodes, "nodes");
    Objects.requireNonNull(problem, "problem");
    if (of < 1 || part < 1 || part > of) {
      throw new BadInputException("part " + part + " of " + of + ": need 1 <= part <= of");
    }
  }

  /** The JSON line, without a newline. */
  public String toJson() {
    return "{\"part\":" + part + ",\"of\":" + of + ",\"count\":" + count + ",\"nodes\":" + nodes
        + ",\"problem\":\"" + problem + "\"}";
  }

  /**
   * Reads a line written by {@link #toJson()} (surrounding blanks allowed).
   *
   * @throws IllegalArgumentException if it is not such a line
   */
  public static PartResult parse(String line) {
    Matcher m = LINE.matcher(line.strip());
    if (!m.matches()) {
      throw new BadInputException("not a part line {\"part\":K,\"of\":N,\"count\":C,\"nodes\":X,\"problem\":\"...\"}");
    }
    long part = Long.parseLong(m.group(1));
    long of = Long.parseLong(m.group(2));
    if (part > Integer.MAX_VALUE || of > Integer.MAX_VALUE) {
      throw new BadInputException("part number too large: " + part + " of " + of);
    }
    return new PartResult((int) part, (int) of, new BigInteger(m.group(3)), new BigInteger(m.group(4)), m.group(5));
  }
}

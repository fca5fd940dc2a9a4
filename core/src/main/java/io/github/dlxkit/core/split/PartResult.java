package io.github.dlxkit.core.split;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SplittableSearch;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;

/**
 * The output of one part of a job array ({@code --part K/N}), as one JSON line:
 * {@code {"part":K,"of":N,"count":C,"nodes":X,"problem":"IDENTITY"}}. The identity lets
 * {@code dlx sum} refuse to add parts of different problems (the CLI reads the lines back with a
 * JSON parser: {@code dlx sum}). A search that counts a vector ({@link SplittableSearch#width()}
 * above 1) adds its counts after the count, which is their sum:
 * {@code {"part":K,"of":N,"count":C,"counts":[C0,C1,…],"nodes":X,"problem":"IDENTITY"}}.
 *
 * <pre>{@code
 * PartResult r = new PartResult(1, 3, BigInteger.valueOf(40), BigInteger.valueOf(700), "xcc:0123");
 * r.toJson();   // "{\"part\":1,\"of\":3,\"count\":40,\"nodes\":700,\"problem\":\"xcc:0123\"}"
 * PartResult v = new PartResult(1, 3, BigInteger.valueOf(5), BigInteger.valueOf(9), "v:01",
 *     List.of(BigInteger.TWO, BigInteger.valueOf(3)));
 * v.toJson();   // "{\"part\":1,\"of\":3,\"count\":5,\"counts\":[2,3],\"nodes\":9,\"problem\":\"v:01\"}"
 * }</pre>
 *
 * @param part which part, from 1
 * @param of how many parts
 * @param count solutions in the part (for a vector, the sum of its counts)
 * @param nodes search-tree nodes in the part
 * @param problem the {@link SplittableSearch#identity()} of the search
 * @param counts the part's vector count, at least two numbers; null for a count of one number
 */
public record PartResult(int part, int of, BigInteger count, BigInteger nodes, String problem,
    List<BigInteger> counts) {
  public PartResult {
    Objects.requireNonNull(count, "count");
    Objects.requireNonNull(nodes, "nodes");
    Objects.requireNonNull(problem, "problem");
    if (of < 1 || part < 1 || part > of) {
      throw new BadInputException("part " + part + " of " + of + ": need 1 <= part <= of");
    }
    if (counts != null) {
      counts = List.copyOf(counts);
      if (counts.size() < 2) {
        throw new BadInputException("a vector count has at least two counts, got " + counts.size());
      }
      if (!counts.stream().reduce(BigInteger.ZERO, BigInteger::add).equals(count)) {
        throw new BadInputException("part " + part + " of " + of + ": the count " + count
            + " is not the sum of its counts " + counts);
      }
    }
  }

  /** A part of a count of one number. */
  public PartResult(int part, int of, BigInteger count, BigInteger nodes, String problem) {
    this(part, of, count, nodes, problem, null);
  }

  /** {@return how many numbers the count has: 1, or the vector's length} */
  public int width() {
    return counts == null ? 1 : counts.size();
  }

  /** {@return the JSON line, without a newline} */
  public String toJson() {
    StringBuilder b = new StringBuilder("{\"part\":").append(part).append(",\"of\":").append(of)
        .append(",\"count\":").append(count);
    if (counts != null) {
      b.append(",\"counts\":[");
      for (int i = 0; i < counts.size(); i++) {
        b.append(i == 0 ? "" : ",").append(counts.get(i));
      }
      b.append(']');
    }
    return b.append(",\"nodes\":").append(nodes).append(",\"problem\":\"").append(problem).append("\"}").toString();
  }
}

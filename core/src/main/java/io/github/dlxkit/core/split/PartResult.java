package io.github.dlxkit.core.split;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SplittableSearch;
import java.math.BigInteger;
import java.util.Objects;

/**
 * The output of one part of a job array ({@code --part K/N}), as one JSON line:
 * {@code {"part":K,"of":N,"count":C,"nodes":X,"problem":"IDENTITY"}}. The identity lets
 * {@code dlx sum} refuse to add parts of different problems (the CLI reads the lines back with a
 * JSON parser: {@code dlx sum}).
 *
 * <pre>{@code
 * PartResult r = new PartResult(1, 3, BigInteger.valueOf(40), BigInteger.valueOf(700), "xcc:0123");
 * r.toJson();   // "{\"part\":1,\"of\":3,\"count\":40,\"nodes\":700,\"problem\":\"xcc:0123\"}"
 * }</pre>
 *
 * @param part which part, from 1
 * @param of how many parts
 * @param count solutions in the part
 * @param nodes search-tree nodes in the part
 * @param problem the {@link SplittableSearch#identity()} of the search
 */
public record PartResult(int part, int of, BigInteger count, BigInteger nodes, String problem) {
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
}

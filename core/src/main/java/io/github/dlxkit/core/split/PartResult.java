package io.github.dlxkit.core.split;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SplittableSearch;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;

/**
 * The result of one part of a job array ({@code --part K/N}): the CLI writes it as one JSON line,
 * {@code {"part":K,"of":N,"count":C,"nodes":X,"problem":"IDENTITY"}} (by Gson, in its
 * {@code PartLines}; core writes no JSON). The identity lets {@code dlx sum} refuse to add parts of
 * different problems. A search that counts a vector ({@link SplittableSearch#width()} above 1)
 * carries its counts beside the count, which is their sum.
 *
 * <pre>{@code
 * PartResult r = new PartResult(1, 3, BigInteger.valueOf(40), BigInteger.valueOf(700), "xcc:0123");
 * r.width();   // 1
 * PartResult v = new PartResult(1, 3, BigInteger.valueOf(5), BigInteger.valueOf(9), "v:01",
 *     List.of(BigInteger.TWO, BigInteger.valueOf(3)));
 * v.width();   // 2
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
  /**
   * Checks the part and copies the vector.
   *
   * @param part which part, 1 to {@code of}
   * @param of how many parts, at least 1
   * @param count solutions in the part; not null; for a vector, the sum of its counts
   * @param nodes search-tree nodes in the part; not null
   * @param problem the search's identity; not null
   * @param counts the vector count, at least two numbers, copied; null for one number
   * @throws IllegalArgumentException ({@link BadInputException}) unless {@code 1 <= part <= of},
   *     or if the vector has fewer than two counts or does not add up to {@code count}
   */
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

  /**
   * A part of a count of one number.
   *
   * @param part which part, 1 to {@code of}
   * @param of how many parts, at least 1
   * @param count solutions in the part; not null
   * @param nodes search-tree nodes in the part; not null
   * @param problem the search's identity; not null
   * @throws IllegalArgumentException ({@link BadInputException}) unless {@code 1 <= part <= of}
   */
  public PartResult(int part, int of, BigInteger count, BigInteger nodes, String problem) {
    this(part, of, count, nodes, problem, null);
  }

  /** {@return how many numbers the count has: 1, or the vector's length} */
  public int width() {
    return counts == null ? 1 : counts.size();
  }
}

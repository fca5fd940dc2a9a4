package io.github.dlxkit.core.search;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import java.util.Arrays;

/**
 * One subtree of a split search: its position in the split and its prefix, the choices from the
 * root to it. What a choice number means is up to the {@link SplittableSearch} that made it (for
 * core's exact-cover engine: problem option ids, the options chosen on the levels above the subtree;
 * for a problem with bounds, Algorithm M, two numbers a level: the item branched on and the option
 * chosen, or the problem's option count for the null move).
 *
 * <p>Written as one line, {@code INDEX:C1,C2,…} (no choices: {@code INDEX:}), e.g. {@code 17:3,41,102}.
 *
 * <pre>{@code
 * SplittableSearch search = ExactCoverSolver.of(problem).splittable();
 * Subproblem s = search.split(16).get(3);
 * String line = s.toLine();                        // one line, to send to another machine
 * Subproblem.parse(line).equals(s);                // true
 * }</pre>
 *
 * @param index position in the split's list, from 0
 * @param prefix the choices leading to this subtree (not copied: do not modify)
 */
public record Subproblem(int index, int[] prefix) {
  /**
   * Checks the index.
   *
   * @param index position in the split's list, from 0
   * @param prefix the choices leading to this subtree, kept (not copied); not null
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code index} is negative
   */
  public Subproblem {
    if (index < 0) {
      throw new BadInputException("subproblem index must not be negative, got " + index);
    }
  }

  /** {@return this subproblem as one line of text, read back by {@link #parse}} */
  public String toLine() {
    StringBuilder b = new StringBuilder().append(index).append(':');
    for (int i = 0; i < prefix.length; i++) {
      if (i > 0) {
        b.append(',');
      }
      b.append(prefix[i]);
    }
    return b.toString();
  }

  /**
   * Reads a line written by {@link #toLine()}.
   *
   * @param line {@code INDEX:C1,C2,…}, as {@link #toLine()} writes it; not null
   * @return the subproblem
   * @throws IllegalArgumentException naming the bad part if the line is not of that form
   */
  public static Subproblem parse(String line) {
    Objects.requireNonNull(line, "line");
    int colon = line.indexOf(':');
    if (colon <= 0) {
      throw new BadInputException("subproblem '" + line + "': expected INDEX:C1,C2,...");
    }
    int index = number(line, line.substring(0, colon));
    String rest = line.substring(colon + 1);
    if (rest.isEmpty()) {
      return new Subproblem(index, new int[0]);
    }
    String[] parts = rest.split(",", -1);
    int[] prefix = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      prefix[i] = number(line, parts[i]);
    }
    return new Subproblem(index, prefix);
  }

  private static int number(String line, String text) {
    if (text.isEmpty() || text.length() > 10 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
      throw new BadInputException("subproblem '" + line + "': '" + text + "' is not a non-negative number");
    }
    long v = Long.parseLong(text);
    if (v > Integer.MAX_VALUE) {
      throw new BadInputException("subproblem '" + line + "': " + text + " is too large");
    }
    return (int) v;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Subproblem s && s.index == index && Arrays.equals(s.prefix, prefix);
  }

  @Override
  public int hashCode() {
    return 31 * index + Arrays.hashCode(prefix);
  }

  @Override
  public String toString() {
    return "Subproblem[" + toLine() + "]";
  }
}

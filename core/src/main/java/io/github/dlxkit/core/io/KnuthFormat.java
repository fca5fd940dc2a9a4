package io.github.dlxkit.core.io;

import java.util.Objects;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.util.IntList;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes exact-cover problems in the text format of Knuth's DLX programs.
 *
 * <pre>
 * | comment lines start with a bar
 * A B 2:3|C | X Y      &lt;- item names: primary, then '|', then secondary
 * A B X:0 Y:0          &lt;- one option per line; a secondary item may carry ":colour"
 * A C X:1 Y:1 |5        &lt;- "|n" entries give the option a cost (DLX5), summed
 * </pre>
 *
 * Blank lines and lines whose first non-blank character is {@code |} are comments. Item names are
 * any characters but white space, {@code :} and {@code |}. A primary item may carry bounds as in
 * Knuth's DLX3: {@code a:b|C} means every solution contains C in at least a and at most b options,
 * {@code b|C} means exactly b; such problems are solved with Algorithm M. Names may be longer
 * than DLX2's 8 characters,
 * and colours any non-empty word (DLX2 allows one character). An option without a primary item is
 * kept in the problem but dropped from the search, as DLX2 does; {@link DlxFile#warnings()} lists
 * them. An option may end with cost entries {@code |n} as in Knuth's DLX5 (n a decimal number;
 * several are summed), for {@link io.github.dlxkit.core.search.ExactCoverSolver#best(int)}.
 *
 * <pre>{@code
 * DlxFile file = KnuthFormat.read(queens8);   // a Path, e.g. Path.of("queens8.dlx")
 * long n = ExactCoverSolver.of(file.problem()).count();   // 92
 * String text = KnuthFormat.toText(file.problem());
 * }</pre>
 */
public final class KnuthFormat {
  private KnuthFormat() {}

  /**
   * Reads a file; bytes that are not UTF-8 or a line longer than {@link Utf8Reader#MAX_LINE}
   * characters are an {@link IOException} naming the file and line.
   *
   * @param path the file; messages name it by its file name
   * @return the problem, with the line and text of each option
   * @throws IOException if the file cannot be read, is not UTF-8 or has a line too long
   * @throws DlxFormatException for malformed input, naming the file, line and column
   */
  public static DlxFile read(Path path) throws IOException {
    try (Reader r = new Utf8Reader(Files.newInputStream(path), path.toString())) {
      return read(r, path.getFileName() == null ? path.toString() : path.getFileName().toString());
    }
  }

  /**
   * Reads from {@code text}, naming it {@code source} in messages.
   *
   * @param text the whole input, lines separated by {@code \n} or {@code \r\n}; not null
   * @param source the input's name in messages, e.g. a file name
   * @return the problem, with the line and text of each option
   * @throws DlxFormatException for malformed input, naming line and column
   */
  public static DlxFile parse(String text, String source) {
    Objects.requireNonNull(text, "text");
    try {
      return read(new StringReader(text), source);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads from {@code reader}, naming it {@code source} in messages. The reader is read to its end
   * and not closed.
   *
   * @param reader the input; not null
   * @param source the input's name in messages, e.g. a file name or {@code <stdin>}
   * @return the problem, with the line and text of each option
   * @throws IOException if the reader fails
   * @throws DlxFormatException for malformed input, naming line and column
   */
  public static DlxFile read(Reader reader, String source) throws IOException {
    return new Parser(source).parse(reader instanceof BufferedReader b ? b : new BufferedReader(reader));
  }

  /**
   * {@return the problem in Knuth's format: primary items, then secondary, then one line per
   * option, each line ending in {@code \n}} As {@link #write}.
   *
   * @param problem the problem; not null
   */
  public static String toText(ExactCoverProblem problem) {
    StringBuilder sb = new StringBuilder();
    try {
      write(problem, sb);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // StringBuilder does not throw
    }
    return sb.toString();
  }

  /**
   * Writes the problem in Knuth's format, each option's cost (if not 0) as DLX5's {@code |n} at the
   * end of its line. Primary items are written before secondary ones, so a
   * problem that interleaved them comes back with its items renumbered; options keep their order.
   *
   * @param problem the problem; not null
   * @param out where the lines go, each ending in {@code \n}; not flushed or closed
   * @throws IOException if {@code out} fails
   */
  public static void write(ExactCoverProblem problem, Appendable out) throws IOException {
    StringBuilder line = new StringBuilder();
    boolean anySecondary = false;
    for (int i = 0; i < problem.itemCount(); i++) {
      if (problem.isPrimary(i)) {
        sep(line);
        int a = problem.lowerBound(i);
        int b = problem.upperBound(i);
        if (a != b) {
          line.append(a).append(':').append(b).append('|');
        } else if (b != 1) {
          line.append(b).append('|');
        }
        line.append(problem.itemName(i));
      } else {
        anySecondary = true;
      }
    }
    if (anySecondary) {
      sep(line).append('|');
      for (int i = 0; i < problem.itemCount(); i++) {
        if (!problem.isPrimary(i)) {
          line.append(' ').append(problem.itemName(i));
        }
      }
    }
    out.append(line).append('\n');
    for (int o = 0; o < problem.optionCount(); o++) {
      out.append(problem.optionText(o));
      if (problem.optionCost(o) != 0) {
        out.append(" |").append(Long.toString(problem.optionCost(o)));
      }
      out.append('\n');
    }
  }

  private static StringBuilder sep(StringBuilder sb) {
    if (sb.length() > 0) {
      sb.append(' ');
    }
    return sb;
  }

  /** One parse: the item line first, then options. */
  private static final class Parser {
    private final String source;
    private final ExactCoverProblem.Builder builder = ExactCoverProblem.builder();
    private final Map<String, Integer> items = new HashMap<>();
    private final List<Boolean> primary = new ArrayList<>();
    private final IntList optionLines = new IntList();
    private final List<String> optionTexts = new ArrayList<>();
    private int[] stamp = new int[0];
    private int lineNo;

    Parser(String source) {
      this.source = source;
    }

    DlxFile parse(BufferedReader in) throws IOException {
      boolean haveItems = false;
      String line;
      while ((line = in.readLine()) != null) {
        lineNo++;
        int p = skipSpace(line, 0);
        if (p == line.length() || line.charAt(p) == '|') {
          continue; // blank or comment
        }
        if (!haveItems) {
          readItems(line, p);
          haveItems = true;
        } else {
          readOption(line, p);
        }
      }
      if (!haveItems) {
        throw error(lineNo + 1, 1, "no line of item names (the input is empty or only comments)");
      }
      int costly = builder.costlyOption();
      if (costly >= 0) {
        throw error(optionLines.get(costly), 1, "option cost " + builder.optionCost(costly) + " "
            + builder.costlyReason());
      }
      return new DlxFile(source, builder.build(), optionLines.toArray(), List.copyOf(optionTexts));
    }

    private void readItems(String line, int p) {
      boolean secondary = false;
      while (p < line.length()) {
        if (line.charAt(p) == '|') {
          if (secondary) {
            throw error(lineNo, p + 1, "the line of item names contains '|' twice");
          }
          secondary = true;
          p = skipSpace(line, p + 1);
          continue;
        }
        int end = tokenEnd(line, p);
        int start = p; // where the name begins, after any bounds
        int lower = 1;
        int upper = 1;
        int bar = line.indexOf('|', p);
        if (bar >= 0 && bar < end) {
          // DLX3's bounds: "a:b|name" or "b|name"
          if (secondary) {
            throw error(lineNo, p + 1, "bounds on secondary item '" + line.substring(bar + 1, end)
                + "' (only primary items take a:b| bounds)");
          }
          int colon = line.indexOf(':', p);
          if (colon >= 0 && colon < bar) {
            lower = bound(line, p, colon, "lower");
            upper = bound(line, colon + 1, bar, "upper");
          } else {
            upper = bound(line, p, bar, "upper");
            lower = upper;
          }
          if (upper == 0) {
            throw error(lineNo, p + 1, "upper bound 0 (it must be at least 1)");
          }
          if (lower > upper) {
            throw error(lineNo, p + 1, "lower bound " + lower + " exceeds upper bound " + upper);
          }
          start = bar + 1;
          if (start == end) {
            throw error(lineNo, start + 1, "missing item name after bounds");
          }
        }
        String name = line.substring(start, end);
        for (int k = 0; k < name.length(); k++) {
          char c = name.charAt(k);
          if (c == ':' || c == '|') {
            throw error(lineNo, start + k + 1, "illegal character '" + c + "' in item name '" + name + "'");
          }
        }
        if (items.containsKey(name)) {
          throw error(lineNo, p + 1, "duplicate item name '" + name + "'");
        }
        items.put(name, primary.size());
        primary.add(!secondary);
        if (secondary) {
          builder.addSecondary(name);
        } else {
          builder.addPrimary(name, lower, upper);
        }
        p = skipSpace(line, end);
      }
      stamp = new int[primary.size()];
    }

    private void readOption(String line, int p) {
      int option = optionLines.size();
      IntList ids = new IntList();
      IntList colours = new IntList();
      long cost = 0;
      while (p < line.length()) {
        int end = tokenEnd(line, p);
        if (line.charAt(p) == '|') {
          // DLX5's cost entry: "|n", several of them summed
          cost += cost(line, p + 1, end, cost);
          p = skipSpace(line, end);
          continue;
        }
        String token = line.substring(p, end);
        int colon = token.indexOf(':');
        String name = colon < 0 ? token : token.substring(0, colon);
        int bar = name.indexOf('|');
        if (bar >= 0) {
          throw error(lineNo, p + bar + 1, "illegal character '|' in item name '" + name + "'");
        }
        if (name.isEmpty()) {
          throw error(lineNo, p + 1, "empty item name before ':'");
        }
        Integer id = items.get(name);
        if (id == null) {
          throw error(lineNo, p + 1, "unknown item '" + name + "'");
        }
        if (stamp[id] == option + 1) {
          throw error(lineNo, p + 1, "item '" + name + "' appears twice in this option");
        }
        stamp[id] = option + 1;
        int colour = 0;
        if (colon >= 0) {
          String colourName = token.substring(colon + 1);
          if (primary.get(id)) {
            throw error(lineNo, p + colon + 1, "primary item '" + name + "' cannot have a colour");
          }
          if (colourName.isEmpty()) {
            throw error(lineNo, p + colon + 2, "missing colour after '" + name + ":'");
          }
          if (colourName.indexOf(':') >= 0 || colourName.indexOf('|') >= 0) {
            throw error(lineNo, p + colon + 2, "illegal character in colour '" + colourName + "'");
          }
          colour = builder.colour(colourName);
        }
        ids.add(id);
        colours.add(colour);
        p = skipSpace(line, end);
      }
      int id = builder.addOption(ids.toArray(), colours.toArray());
      if (cost != 0) {
        try {
          builder.cost(id, cost);
        } catch (IllegalArgumentException e) {
          throw error(lineNo, 1, e.getMessage());
        }
      }
      optionLines.add(lineNo);
      optionTexts.add(line.strip());
    }

    /** The cost {@code line[from, to)} of a {@code |n} entry, checked to keep the option's sum in range. */
    private long cost(String line, int from, int to, long sumSoFar) {
      if (from == to) {
        throw error(lineNo, from, "missing cost after '|' (a cost is |n, n a decimal number)");
      }
      long v = 0;
      for (int k = from; k < to; k++) {
        char c = line.charAt(k);
        if (c < '0' || c > '9') {
          throw error(lineNo, k + 1, "cost '" + line.substring(from, to)
              + "' is not a decimal number (costs are 0 to " + ExactCoverProblem.MAX_TOTAL_COST + ")");
        }
        v = 10 * v + (c - '0');
        if (v + sumSoFar > ExactCoverProblem.MAX_TOTAL_COST) {
          throw error(lineNo, from, "cost '" + line.substring(from, to)
              + "' is too large (an option's costs add up to at most " + ExactCoverProblem.MAX_TOTAL_COST + ")");
        }
      }
      return v;
    }

    /** The decimal number {@code line[from, to)}: a bound, 0 to 1,000,000,000. */
    private int bound(String line, int from, int to, String which) {
      if (from == to) {
        throw error(lineNo, from + 1, "missing " + which + " bound");
      }
      long v = 0;
      for (int k = from; k < to; k++) {
        char c = line.charAt(k);
        if (c < '0' || c > '9') {
          throw error(lineNo, k + 1, which + " bound '" + line.substring(from, to)
              + "' is not a number (bounds are 0 to 1000000000)");
        }
        v = 10 * v + (c - '0');
        if (v > 1_000_000_000) {
          throw error(lineNo, from + 1, which + " bound '" + line.substring(from, to)
              + "' is too large (bounds are 0 to 1000000000)");
        }
      }
      return (int) v;
    }

    private DlxFormatException error(int line, int column, String problem) {
      return new DlxFormatException(source, line, column, problem);
    }
  }

  private static int skipSpace(String s, int p) {
    while (p < s.length() && Character.isWhitespace(s.charAt(p))) {
      p++;
    }
    return p;
  }

  private static int tokenEnd(String s, int p) {
    while (p < s.length() && !Character.isWhitespace(s.charAt(p))) {
      p++;
    }
    return p;
  }
}

package io.github.dlxkit.tantrix.ga;

import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.ColourPath;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TantrixCheck;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * Tantrix-GA's fitness (Downing 2005, equations 2 and 3), higher is better:
 * <pre>
 *   F_sum = k_co·M − k_ho·H + Σ_i (k_seg·S_i + k_cyc·C_i)
 *   F_max = k_co·M − k_ho·H + Σ_i max(k_seg·S_i, k_cyc·C_i)
 * </pre>
 * over the focal colours i, where S_i and C_i are the tiles on the longest line (segment) and the
 * longest loop (cycle) of colour i, M the compactness (the mean number of placed neighbours of a
 * tile) and H the number of holes (empty cells enclosed by tiles). The paper's weights:
 * k_co = k_seg = k_cyc = 1, k_ho = 10; with F_max, k_cyc = 1.5 where loops are asked for (the
 * Professor) and 0 where lines are (the Genius).
 *
 * <p>Defaults per puzzle (guesses where the paper is silent): F_max for the two-colour puzzles
 * (the paper's "12-piece, two-colored Super puzzles"), F_sum otherwise; the focal colours are the
 * goal's; a scored puzzle (unsolved_curve, unsolved_loop) has all four colours focal and F_max with
 * k_seg = k_cyc = 1 for the Curve (so that the path term is the puzzle's own score) and
 * k_seg = 0.5, k_cyc = 1 for the Loop (its score counts loops only; lines get half, so that they
 * can grow into loops, as the paper's warning against favouring cycles too much suggests).
 *
 * <pre>{@code
 * Fitness f = Fitness.forPuzzle(PuzzleCatalog.get("rainbow_blue"), null);
 * f.kind();                        // SUM: one colour
 * Fitness.compactness(tantrix);    // 3.6: a pyramid of 10 cells has 18 shared sides
 * f.of(tantrix);                   // 13.6: compactness plus the blue line of 10, no hole
 * }</pre>
 *
 * <p>Whether a loop is also a "segment" the paper does not say; by default S_i counts lines only.
 * {@link #withLoopsAsSegments} makes S_i the longest path of either kind, so that closing a line
 * into a loop of n adds n (the variant docs/tantrix.md compares).
 *
 * <p>Immutable and thread-safe.
 *
 * @param kind F_sum or F_max
 * @param weights the constants k
 * @param focal the focal colours
 * @param loopsAsSegments whether S_i counts loops too
 */
public record Fitness(Kind kind, Weights weights, Set<Colour> focal, boolean loopsAsSegments) {
  /** Which of the paper's two fitness functions. */
  public enum Kind {
    /** Equation 2: the longest line and the longest loop of each focal colour both count. */
    SUM,
    /** Equation 3: the larger of the two counts. */
    MAX;

    /**
     * "sum" or "max", as on the command line.
     *
     * @param text the word, in any case, surrounding blanks ignored; not null
     * @return {@link #SUM} or {@link #MAX}
     * @throws NullPointerException if {@code text} is null
     * @throws io.github.dlxkit.core.BadInputException for any other word
     */
    public static Kind parse(String text) {
      return switch (Objects.requireNonNull(text, "text").strip().toLowerCase(Locale.ROOT)) {
        case "sum" -> SUM;
        case "max" -> MAX;
        default -> throw new io.github.dlxkit.core.BadInputException("unknown fitness '" + text + "' (use sum or max)");
      };
    }
  }

  /**
   * The constants of the fitness.
   *
   * @param compactness k_co
   * @param holes k_ho, the penalty per hole
   * @param segment k_seg
   * @param cycle k_cyc
   */
  public record Weights(double compactness, double holes, double segment, double cycle) {}

  /**
   * Copies the colours, kept in colour order: the fitness adds their terms in that order, so that
   * a seeded run gives the same sums to the last bit in every JVM (Set.copyOf's order is not fixed).
   *
   * @param kind F_sum or F_max; not null
   * @param weights the constants k; not null
   * @param focal the focal colours, whose path terms are added; copied; empty for none; not null
   * @param loopsAsSegments whether S_i counts loops too (else lines only)
   * @throws NullPointerException if {@code kind}, {@code weights} or {@code focal} is null
   */
  public Fitness {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(weights, "weights");
    focal = focal.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(focal));
  }

  /**
   * A fitness whose S_i counts lines only (the default).
   *
   * @param kind F_sum or F_max; not null
   * @param weights the constants k; not null
   * @param focal the focal colours, whose path terms are added; copied; empty for none; not null
   * @throws NullPointerException if an argument is null
   */
  public Fitness(Kind kind, Weights weights, Set<Colour> focal) {
    this(kind, weights, focal, false);
  }

  /**
   * {@return this fitness with S_i the longest path of either kind or the longest line}
   *
   * @param loops true for the longest path of either kind, false for the longest line only
   */
  public Fitness withLoopsAsSegments(boolean loops) {
    return new Fitness(kind, weights, focal, loops);
  }

  /**
   * {@return the fitness the paper would use on {@code p}, or with {@code kind} (null: the default) and the
   * weights that go with it}
   *
   * @param p the puzzle, whose goal colours (or, if scored, scoring) choose the defaults; not null
   * @param kind F_sum or F_max; null for the puzzle's default (described in the class comment)
   */
  public static Fitness forPuzzle(TantrixPuzzle p, Kind kind) {
    if (p.isScored()) {
      boolean loop = p.scoring().orElseThrow() == PathScore.Scoring.LOOP;
      return new Fitness(kind == null ? Kind.MAX : kind, new Weights(1, 10, loop ? 0.5 : 1, 1),
          EnumSet.copyOf(Colour.ARC_COLOURS));
    }
    Set<Colour> colours = p.goal().colours();
    Kind k = kind != null ? kind : colours.size() > 1 ? Kind.MAX : Kind.SUM;
    boolean linesOnly = p.goal().asMap().values().stream().allMatch(x -> x == PathKind.LINE);
    double cycle = k == Kind.SUM ? 1 : linesOnly ? 0 : 1.5;
    return new Fitness(k, new Weights(1, 10, 1, cycle), colours);
  }

  /** The fitness from the measures of a grown tantrix. */
  double of(Measures m) {
    double f = weights.compactness() * m.compactness - weights.holes() * m.holes;
    for (Colour c : focal) {
      f += paths(m.longestLine[c.ordinal()], m.longestLoop[c.ordinal()]);
    }
    return f;
  }

  private double paths(int line, int loop) {
    double s = weights.segment() * (loopsAsSegments ? Math.max(line, loop) : line);
    double l = weights.cycle() * loop;
    return kind == Kind.SUM ? s + l : Math.max(s, l);
  }

  /**
   * {@return the fitness of any tantrix, from its {@link TantrixCheck} (the slow, plain twin of the fitness
   * of a grown tantrix, and the way to score a hand-made one)}
   *
   * @param t the tantrix, of any shape, holes allowed; not null
   */
  public double of(Tantrix t) {
    TantrixCheck check = t.check();
    double f = weights.compactness() * compactness(t) - weights.holes() * check.holes().size();
    for (Colour c : focal) {
      int line = 0;
      int loop = 0;
      for (ColourPath p : check.paths(c)) {
        if (p.kind() == PathKind.LOOP) {
          loop = Math.max(loop, p.length());
        } else {
          line = Math.max(line, p.length());
        }
      }
      f += paths(line, loop);
    }
    return f;
  }

  /**
   * {@return the mean number of placed neighbours of a tile of {@code t}, 0 to 6 (0 for no tile)}
   *
   * @param t the tantrix; not null
   */
  public static double compactness(Tantrix t) {
    if (t.size() == 0) {
      return 0;
    }
    int n = 0;
    for (Hex h : t.cells()) {
      for (Side s : Side.values()) {
        if (t.at(h.neighbour(s)) != null) {
          n++;
        }
      }
    }
    return n / (double) t.size();
  }

  /** e.g. "F_sum, focal red, k_co 1, k_ho 10, k_seg 1, k_cyc 1". */
  @Override
  public String toString() {
    List<String> names = new ArrayList<>();
    for (Colour c : Colour.ARC_COLOURS) {
      if (focal.contains(c)) {
        names.add(c.displayName());
      }
    }
    return String.format(Locale.ROOT, "F_%s, focal %s, k_co %s, k_ho %s, k_seg %s, k_cyc %s%s",
        kind.name().toLowerCase(Locale.ROOT), String.join(" and ", names), num(weights.compactness()),
        num(weights.holes()), num(weights.segment()), num(weights.cycle()), loopsAsSegments ? ", loops are segments" : "");
  }

  private static String num(double x) {
    return x == Math.rint(x) ? Long.toString((long) x) : Double.toString(x);
  }
}

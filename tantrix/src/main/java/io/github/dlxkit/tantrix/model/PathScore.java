package io.github.dlxkit.tantrix.model;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The score of the two Unsolved puzzles (Downing 2005, section 3.4): the sum over the four colours
 * of the number of tiles (one arc of a colour per tile) on that colour's longest path — any path
 * for the Curve puzzle, loops only for the Loop puzzle. With 42 arcs of each colour in the full set,
 * 4 × 42 = {@value #PERFECT} would be perfect.
 *
 * <p>A loop counts in the Curve puzzle too: the Tantrix program's help defines a loop as "a closed
 * line", and the paper scores "the longest segment or loop of each color". The paths are
 * {@link TantrixCheck}'s, so a path ends where the Golden Rule is broken or a cell is empty: any
 * tantrix can be scored, a partial one of a few tiles included (as a search that improves the score
 * needs); whether it keeps the rules is the check's question, not the score's.
 *
 * <pre>{@code
 * Tantrix t = PuzzleCatalog.get("rainbow_blue").fixed().findFirst().orElseThrow();
 * PathScore curve = PathScore.of(t, PathScore.Scoring.CURVE);
 * curve.length(Colour.BLUE);   // 10: the blue line runs through every tile
 * curve.total();               // blue plus the longest red, green and yellow paths
 * PathScore.of(t, PathScore.Scoring.LOOP).length(Colour.BLUE);   // 0: a line is not a loop
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class PathScore {
  /** The perfect score: 42 arcs of each of the four colours in the full set. */
  public static final int PERFECT = 168;

  /** Which paths count. */
  public enum Scoring {
    /** The Curve puzzle: each colour's longest path, line or loop. */
    CURVE,
    /** The Loop puzzle: each colour's longest loop; lines count nothing. */
    LOOP;

    /**
     * {@return the highest score possible, by the computer analyses the Tantrix manual reports (quoted in
     * Downing 2005, section 3.4): 146 for the Curve puzzle, 136 for the Loop puzzle}
     */
    public int maximum() {
      return this == CURVE ? 146 : 136;
    }

    /**
     * {@return the best score recorded, by the same sources: 140 for the Curve puzzle; the Loop
     * puzzle's maximum 136, reached by hand by Jack Kuiper in 2003}
     */
    public int record() {
      return this == CURVE ? 140 : 136;
    }

    /**
     * {@return a line for the puzzle list, e.g. "scored: each colour's longest path, line or loop
     * (168 perfect, 146 possible, 140 recorded)"}
     */
    public String describe() {
      return "scored: each colour's longest " + (this == CURVE ? "path, line or loop" : "loop") + " (" + PERFECT
          + " perfect, " + maximum() + " possible, " + record() + " recorded)";
    }

    /** {@return "path" or "loop": what is measured in each colour} */
    public String word() {
      return this == CURVE ? "path" : PathKind.LOOP.word();
    }

    private boolean counts(ColourPath p) {
      return this == CURVE || p.kind() == PathKind.LOOP;
    }
  }

  private final Scoring scoring;
  private final Map<Colour, ColourPath> longest; // only colours with a counted path

  private PathScore(Scoring scoring, Map<Colour, ColourPath> longest) {
    this.scoring = scoring;
    this.longest = longest;
  }

  /**
   * Scores {@code t} (its rules unchecked: see {@link TantrixCheck}).
   *
   * @param t the tantrix, complete or partial; not null
   * @param scoring which paths count; not null
   * @return the score of each colour's longest counted path
   */
  public static PathScore of(Tantrix t, Scoring scoring) {
    return of(t.check(), scoring);
  }

  /**
   * Scores the paths of a check already made, saving a second check.
   *
   * @param check the check of the tantrix to score; not null
   * @param scoring which paths count; not null
   * @return the score of each colour's longest counted path
   */
  public static PathScore of(TantrixCheck check, Scoring scoring) {
    Map<Colour, ColourPath> longest = new EnumMap<>(Colour.class);
    for (Colour c : Colour.ARC_COLOURS) {
      for (ColourPath p : check.paths(c)) {
        ColourPath best = longest.get(c);
        if (scoring.counts(p) && (best == null || p.length() > best.length())) {
          longest.put(c, p);
        }
      }
    }
    return new PathScore(scoring, longest);
  }

  /** {@return which paths count} */
  public Scoring scoring() {
    return scoring;
  }

  /**
   * {@return the longest counted path of colour {@code c}, if there is one (the first found on a tie)}
   *
   * @param c the colour; empty for a colour with no counted path (white, or null, included)
   */
  public Optional<ColourPath> longest(Colour c) {
    return Optional.ofNullable(longest.get(c));
  }

  /**
   * {@return the number of tiles on colour {@code c}'s longest counted path, 0 if it has none}
   *
   * @param c the colour; 0 for a colour with no counted path (white, or null, included)
   */
  public int length(Colour c) {
    ColourPath p = longest.get(c);
    return p == null ? 0 : p.length();
  }

  /** {@return the score: the lengths of the four colours added up} */
  public int total() {
    int sum = 0;
    for (Colour c : Colour.ARC_COLOURS) {
      sum += length(c);
    }
    return sum;
  }

  /** e.g. "140 = red 36 + green 35 + blue 34 + yellow 35". */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder().append(total()).append(" =");
    List<Colour> colours = Colour.ARC_COLOURS;
    for (int i = 0; i < colours.size(); i++) {
      sb.append(i == 0 ? " " : " + ").append(colours.get(i).displayName()).append(' ').append(length(colours.get(i)));
    }
    return sb.toString();
  }
}

package io.github.dlxkit.tantrix;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.ColourPath;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TantrixCheck;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A claimed solution checked rule by rule against its puzzle: the tiles are the puzzle's, the board
 * (for a fixed shape) is filled, the Golden Rule holds, there is no hole, the tiles form one group,
 * and each goal colour forms one line or loop through all its arcs; a scored puzzle (an Unsolved
 * puzzle) has no goal but a {@link #score()}, computed whether or not the rules hold. The game's
 * rules alone, for any tantrix and no puzzle, are {@link TantrixCheck}'s ({@code tantrix.check()});
 * this class adds the puzzle's tiles, board, goal and score.
 *
 * <pre>{@code
 * PuzzleCheck c = PuzzleCheck.of("rainbow_blue", tantrix);
 * c.passed();
 * c.rules().forEach(r -> System.out.println(r.name() + ": " + (r.ok() ? "ok" : "FAILED") + " " + r.detail()));
 * }</pre>
 */
public final class PuzzleCheck {
  private final String puzzle;
  private final List<Rule> rules;
  private final Optional<PathScore> score;

  /** One rule and its verdict, with a short explanation. */
  public record Rule(String name, boolean ok, String detail) {}

  private PuzzleCheck(String puzzle, List<Rule> rules, Optional<PathScore> score) {
    this.puzzle = puzzle;
    this.rules = List.copyOf(rules);
    this.score = score;
  }

  /**
   * Checks {@code t} as a solution of the puzzle called {@code puzzleName}: a catalogue name, a
   * Discovery challenge or a custom name such as {@code custom:line:B@tri4}.
   *
   * @param puzzleName the puzzle's name, as {@link PuzzleCatalog#get} or {@link PuzzleCatalog#custom}
   *     gives it; not null
   * @param t the tantrix to check; not null
   * @return each rule's verdict (and, for a scored puzzle, the score)
   * @throws IllegalArgumentException ({@link io.github.dlxkit.core.BadInputException}) if there is
   *     no puzzle of that name
   */
  public static PuzzleCheck of(String puzzleName, Tantrix t) {
    Goal goal;
    Optional<HexShape> board;
    List<Tile> expectedTiles = null;
    Optional<PathScore.Scoring> scoring = Optional.empty();
    if (PuzzleCatalog.isCustom(puzzleName)) {
      goal = PuzzleCatalog.customGoal(puzzleName);
      board = PuzzleCatalog.customShape(puzzleName);
    } else {
      TantrixPuzzle p = PuzzleCatalog.get(puzzleName);
      goal = p.goal();
      board = p.shape();
      expectedTiles = p.tiles();
      scoring = p.scoring();
    }
    return check(puzzleName, goal, board, expectedTiles, scoring, t);
  }

  /**
   * Checks {@code t} as a solution of {@code puzzle}, its tiles included: as {@link #of(String,
   * Tantrix)} does for a catalogue name, and for a custom puzzle ({@link PuzzleCatalog#custom}),
   * whose name spells only its goal and board, the tiles are checked against the puzzle's too.
   *
   * @param puzzle the puzzle; not null
   * @param t the tantrix to check; not null
   * @return each rule's verdict (and, for a scored puzzle, the score)
   * @throws NullPointerException if an argument is null
   */
  public static PuzzleCheck of(TantrixPuzzle puzzle, Tantrix t) {
    java.util.Objects.requireNonNull(puzzle, "puzzle");
    java.util.Objects.requireNonNull(t, "t");
    return check(puzzle.name(), puzzle.goal(), puzzle.shape(), puzzle.tiles(), puzzle.scoring(), t);
  }

  private static PuzzleCheck check(String puzzleName, Goal goal, Optional<HexShape> board, List<Tile> expectedTiles,
      Optional<PathScore.Scoring> scoring, Tantrix t) {
    List<Rule> rules = new ArrayList<>();
    if (expectedTiles != null) {
      rules.add(tilesRule(expectedTiles, t.tiles()));
    }
    board.ifPresent(b -> rules.add(boardRule(b, t)));
    TantrixCheck c = t.check();
    rules.add(goldenRule(t, c));
    rules.add(new Rule("holes", c.holes().isEmpty(), c.holes().isEmpty() ? "none"
        : c.holes().size() + " enclosed empty cell" + (c.holes().size() == 1 ? "" : "s") + " at "
            + c.holes().stream().map(Hex::toString).collect(Collectors.joining(" "))));
    rules.add(new Rule("connected", c.isConnected(), c.isConnected() ? "one group of " + t.size() + " tiles"
        : "the tiles fall apart into separate groups"));
    for (Colour colour : goal.colours()) {
      rules.add(pathRule(colour, goal.kind(colour), c.paths(colour)));
    }
    return new PuzzleCheck(puzzleName, rules, scoring.map(s -> PathScore.of(c, s)));
  }

  /** {@return the puzzle name checked against} */
  public String puzzle() {
    return puzzle;
  }

  /** {@return the rules in order} */
  public List<Rule> rules() {
    return rules;
  }

  /**
   * {@return the score of a scored puzzle's tantrix (empty for a puzzle that is solved); it counts for the
   * puzzle only when {@link #passed()}}
   */
  public Optional<PathScore> score() {
    return score;
  }

  /** {@return whether every rule holds} */
  public boolean passed() {
    return rules.stream().allMatch(Rule::ok);
  }

  private static Rule tilesRule(List<Tile> expected, List<Tile> actual) {
    Map<Integer, Integer> want = histogram(expected);
    Map<Integer, Integer> got = histogram(actual);
    if (want.equals(got)) {
      return new Rule("tiles", true, "the puzzle's " + expected.size() + " tiles");
    }
    List<String> diff = new ArrayList<>();
    for (int n : new java.util.TreeSet<>(union(want, got))) {
      int w = want.getOrDefault(n, 0);
      int g = got.getOrDefault(n, 0);
      if (w > g) {
        diff.add("tile " + n + " missing" + (w - g > 1 ? " " + (w - g) + " times" : ""));
      } else if (g > w) {
        diff.add("tile " + n + " used " + times(g) + (w == 0 ? ", not in the puzzle"
            : ", the puzzle has it " + times(w)));
      }
    }
    return new Rule("tiles", false, String.join(", ", diff));
  }

  private static String times(int n) {
    return n == 1 ? "once" : n == 2 ? "twice" : n + " times";
  }

  private static java.util.Set<Integer> union(Map<Integer, Integer> a, Map<Integer, Integer> b) {
    java.util.Set<Integer> s = new HashSet<>(a.keySet());
    s.addAll(b.keySet());
    return s;
  }

  private static Map<Integer, Integer> histogram(List<Tile> tiles) {
    Map<Integer, Integer> m = new TreeMap<>();
    for (Tile t : tiles) {
      m.merge(t.number(), 1, Integer::sum);
    }
    return m;
  }

  private static Rule boardRule(HexShape board, Tantrix t) {
    java.util.Set<Hex> cells = new HashSet<>(t.cells());
    java.util.Set<Hex> want = new HashSet<>(board.cells());
    if (cells.equals(want)) {
      return new Rule("board", true, "all " + board.size() + " cells filled");
    }
    List<String> diff = new ArrayList<>();
    board.cells().stream().filter(h -> !cells.contains(h)).forEach(h -> diff.add(h + " empty"));
    t.cells().stream().filter(h -> !want.contains(h)).sorted().forEach(h -> diff.add(h + " off the board"));
    return new Rule("board", false, String.join(", ", diff));
  }

  private static Rule goldenRule(Tantrix t, TantrixCheck c) {
    if (c.mismatches().isEmpty()) {
      int shared = 0;
      for (Hex h : t.cells()) {
        for (Side s : Side.values()) {
          shared += t.at(h.neighbour(s)) != null ? 1 : 0;
        }
      }
      return new Rule("golden rule", true, "all " + shared / 2 + " shared edges match");
    }
    return new Rule("golden rule", false, c.mismatches().size() + " mismatch"
        + (c.mismatches().size() == 1 ? "" : "es") + ": "
        + c.mismatches().stream().map(TantrixCheck.Mismatch::toString).collect(Collectors.joining("; ")));
  }

  private static Rule pathRule(Colour colour, PathKind kind, List<ColourPath> paths) {
    String name = colour.displayName() + " " + kind.word();
    if (paths.size() == 1 && paths.get(0).kind() == kind) {
      return new Rule(name, true, "one " + kind.word() + " through all " + paths.get(0).length() + " "
          + colour.displayName() + " tiles");
    }
    if (paths.isEmpty()) {
      return new Rule(name, false, "no tile carries " + colour.displayName());
    }
    return new Rule(name, false, paths.stream().map(p -> p.kind().word() + " of " + p.length())
        .collect(Collectors.joining(", ", paths.size() + " paths: ", "")));
  }
}

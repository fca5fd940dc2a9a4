package io.github.dlxkit.tantrix;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The named puzzles: the tile lists of {@code puzzles.tsv}, each with the goal and board chosen
 * here (the table's goal column is prose, and some goals are uncertain — see {@code docs/tantrix.md}),
 * the Discovery challenges of both editions, and the two Unsolved puzzles ({@code unsolved_curve},
 * {@code unsolved_loop}: all 56 tiles, a free shape, scored by {@link PathScore}).
 *
 * <pre>{@code
 * TantrixPuzzle red = PuzzleCatalog.get("rainbow_red");   // 15 tiles, tri5, one red line
 * TantrixPuzzle d20 = PuzzleCatalog.get("discovery:20");  // tiles 1..20, one yellow loop
 * TantrixPuzzle p40 = PuzzleCatalog.get("discovery-pack:40");
 * TantrixPuzzle curve = PuzzleCatalog.get("unsolved_curve");   // all 56 tiles, scored
 * }</pre>
 *
 * <p>Thread-safe: the catalogue is read from its resource once, on first use.
 */
public final class PuzzleCatalog {
  private static final String RESOURCE = "/io/github/dlxkit/tantrix/puzzles.tsv";
  private static final Pattern DISCOVERY = Pattern.compile("(discovery|discovery-pack):(\\d{1,4})");
  /** Largest pack challenge accepted: the most tiles a free-shape search takes. */
  public static final int MAX_PACK_CHALLENGE = FreeShapePuzzle.MAX_TILES;
  /**
   * The colours printed on the numbers of the 10-tile Discovery pack, tile 1..10: the game set's
   * back colours except tile 7 (red in the pack) and tile 10 (blue), see {@code discovery.tsv}.
   */
  private static final String PACK_COLOURS = "YYYRRBRBYB";
  private static final Pattern NAMED_SHAPE = Pattern.compile("(?i)(tri|hex)\\d{1,2}");

  private static volatile Map<String, TantrixPuzzle> named;

  private PuzzleCatalog() {}

  /**
   * {@return the puzzle called {@code name}: a name from {@link #names()}, or {@code discovery:K} (tiles
   * 1..K of the full set, K = 3..47, one loop in the back colour of tile K) or
   * {@code discovery-pack:K} (K ≥ 3 tiles from the 10-tile pack 1..10 over and over, one loop in
   * the colour of the units digit's tile, 0 standing for tile 10)}
   *
   * @param name the puzzle's name, in any case, surrounding blanks ignored; not null
   * @throws NullPointerException if {@code name} is null
   * @throws IllegalArgumentException ({@link BadInputException}) naming the puzzle if there is none
   *     of that name, or K is out of range
   */
  public static TantrixPuzzle get(String name) {
    String key = Objects.requireNonNull(name, "name").strip().toLowerCase(Locale.ROOT);
    Matcher m = DISCOVERY.matcher(key);
    if (m.matches()) {
      int k = Integer.parseInt(m.group(2));
      return m.group(1).equals("discovery") ? discovery(k) : discoveryPack(k);
    }
    TantrixPuzzle p = all().get(key);
    if (p == null) {
      throw new BadInputException("unknown puzzle '" + name + "' (known: " + String.join(", ", names())
          + ", discovery:K, discovery-pack:K)");
    }
    return p;
  }

  /** {@return the names of the fixed puzzles (not the Discovery challenges), in catalogue order} */
  public static List<String> names() {
    return List.copyOf(all().keySet());
  }

  /** {@return every named puzzle (not the Discovery challenges), in catalogue order} */
  public static List<TantrixPuzzle> puzzles() {
    return List.copyOf(all().values());
  }

  /**
   * Discovery challenge {@code k} of the full set: tiles 1..k, one loop in the back colour of tile
   * k. Published for k = 3..30; defined here as long as that colour is an arc colour (k ≤ 47).
   *
   * @param k the number of tiles, 3 to 47
   * @return the challenge, named {@code discovery:k}, free shape
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code k} is out of range
   */
  public static TantrixPuzzle discovery(int k) {
    TileSet set = TileSet.standard();
    if (k < 3 || k > set.size()) {
      throw new BadInputException("Discovery challenges run from 3 tiles to 47, got " + k);
    }
    Colour c = set.tile(k).back();
    if (!c.isArcColour()) {
      throw new BadInputException("Discovery challenge " + k + " has no loop colour: tile " + k
          + " has a white number (challenges run from 3 to 47)");
    }
    return new TantrixPuzzle("discovery:" + k, "Discovery " + k + " (game set)", set.tiles().subList(0, k),
        Goal.loop(c), Optional.empty(), "discovery.tsv: tiles 1.." + k + ", colour = back of tile " + k);
  }

  /**
   * Discovery challenge {@code k} of the 10-tile pack: tiles 1, 2, …, 10, 1, 2, … (k in all), one
   * loop in the colour printed on the tile of k's units digit (0 meaning tile 10).
   *
   * @param k the number of tiles, 3 to {@link #MAX_PACK_CHALLENGE}
   * @return the challenge, named {@code discovery-pack:k}, free shape
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code k} is out of range
   */
  public static TantrixPuzzle discoveryPack(int k) {
    if (k < 3 || k > MAX_PACK_CHALLENGE) {
      throw new BadInputException("pack challenges run from 3 to " + MAX_PACK_CHALLENGE + " tiles, got " + k);
    }
    TileSet set = TileSet.standard();
    List<Tile> tiles = new ArrayList<>(k);
    for (int i = 0; i < k; i++) {
      tiles.add(set.tile(i % 10 + 1));
    }
    int digit = (k + 9) % 10; // index of the units digit's tile in PACK_COLOURS
    Colour c = Colour.ofLetter(PACK_COLOURS.charAt(digit));
    return new TantrixPuzzle("discovery-pack:" + k, "Discovery " + k + " (10-tile pack)", tiles, Goal.loop(c),
        Optional.empty(), "discovery.tsv: pack tiles 1..10 repeated, colour of the units digit");
  }

  /**
   * {@return a puzzle made up on the spot: {@code tiles} to place, {@code goal}, and a board
   * ({@code shapeText} as given by the user, a name such as {@code tri4} or a list of cells) or
   * none for a free shape} Its name spells the goal and board, e.g. {@code custom:line:B@tri4} or
   * {@code custom:loop:R+loop:Y}, so that a saved solution can be checked again
   * ({@link #customGoal}, {@link #customShape}).
   *
   * @param tiles the tiles, all to be placed; not null
   * @param goal the lines and loops asked for, at least one; not null
   * @param shapeText the board as the user typed it, or null for a free shape
   * @throws IllegalArgumentException ({@link BadInputException}) if the goal is empty or the board
   *     cannot be read
   */
  public static TantrixPuzzle custom(List<Tile> tiles, Goal goal, String shapeText) {
    if (goal.isEmpty()) {
      throw new BadInputException("a custom puzzle needs a goal: --line C or --loop C");
    }
    Optional<HexShape> shape = Optional.empty();
    String name = "custom:" + goal.toWords().replace(' ', '+');
    if (shapeText != null) {
      HexShape s = HexShape.byNameOrCells(shapeText);
      shape = Optional.of(s);
      name += "@" + (NAMED_SHAPE.matcher(shapeText.strip()).matches() ? shapeText.strip() : s.toString().replace(" ", ""));
    }
    return new TantrixPuzzle(name, "custom puzzle", tiles, goal, shape, "given on the command line");
  }

  /**
   * {@return whether {@code name} is the name of a 10-tile pack challenge ({@code discovery-pack:K}),
   * whose tiles repeat}
   *
   * @param name a puzzle's name as {@link TantrixPuzzle#name()} gives it (lower case); not null
   */
  public static boolean isPack(String name) {
    return name.startsWith("discovery-pack:");
  }

  /**
   * {@return whether {@code name} is the name of a custom puzzle ({@code custom:…})}
   *
   * @param name a puzzle's name as {@link TantrixPuzzle#name()} gives it; not null
   */
  public static boolean isCustom(String name) {
    return name.startsWith("custom:");
  }

  /**
   * {@return the goal spelled in a custom puzzle's name}
   *
   * @param name the name of a custom puzzle, as {@link #custom} made it; not null
   * @throws IllegalArgumentException ({@link BadInputException}) if the name spells no goal
   */
  public static Goal customGoal(String name) {
    String body = name.substring("custom:".length());
    int at = body.indexOf('@');
    return Goal.parse((at < 0 ? body : body.substring(0, at)).replace('+', ' '));
  }

  /**
   * {@return the board spelled in a custom puzzle's name, if any}
   *
   * @param name the name of a custom puzzle, as {@link #custom} made it; not null
   * @throws IllegalArgumentException ({@link BadInputException}) if the board cannot be read
   */
  public static Optional<HexShape> customShape(String name) {
    int at = name.indexOf('@');
    return at < 0 ? Optional.empty() : Optional.of(HexShape.byNameOrCells(name.substring(at + 1)));
  }

  private static Map<String, TantrixPuzzle> all() {
    Map<String, TantrixPuzzle> m = named;
    if (m == null) {
      synchronized (PuzzleCatalog.class) {
        m = named;
        if (m == null) {
          m = build(readTileLists());
          named = m;
        }
      }
    }
    return m;
  }

  private static Map<String, TantrixPuzzle> build(Map<String, List<Tile>> lists) {
    Map<String, TantrixPuzzle> m = new LinkedHashMap<>();
    HexShape tri4 = HexShape.pyramid(4);
    HexShape tri5 = HexShape.pyramid(5);
    String pb = "pierrebai/Tantrix puzzle files";
    add(m, lists, "rainbow_blue", "rainbow_blue", "Rainbow Blue: the 10-tile pyramid", "line:B", tri4, pb);
    add(m, lists, "rainbow_red", "rainbow_red", "Rainbow Red: the 15-tile pyramid", "line:R", tri5, pb);
    add(m, lists, "pyramid_1", "pyramid_1", "Pyramid puzzle 1", "loop:R", tri5, pb + " (goal uncertain)");
    add(m, lists, "pyramid_2", "pyramid_2", "Pyramid puzzle 2", "loop:R loop:Y", tri5, pb + " (goal uncertain)");
    add(m, lists, "pyramid_3", "pyramid_3", "Pyramid puzzle 3", "line:R line:B", tri5, pb);
    add(m, lists, "xtreme", "xtreme", "Tantrix Xtreme pyramid, red line", "line:R", tri4,
        pb + " (Extreme Puzzle Red; the pack's 'pink' is not mapped)");
    add(m, lists, "xtreme_blue", "xtreme", "Tantrix Xtreme pyramid, blue line", "line:B", tri4,
        pb + " (Extreme Puzzle Blue)");
    add(m, lists, "rainbow_green", "rainbow_green", "Rainbow Green: a 10-tile loop", "loop:G", null, pb);
    add(m, lists, "rainbow_yellow", "rainbow_yellow", "Rainbow Yellow: a 12-tile loop", "loop:Y", null, pb);
    add(m, lists, "rainbow_white", "rainbow_white", "Rainbow White: a 9-tile loop", "loop:B", null, pb);
    add(m, lists, "super_junior", "super_junior", "Super 5 Junior", "loop:B", null, pb);
    add(m, lists, "super_student", "super_student", "Super 5 Student", "loop:G", null, pb);
    add(m, lists, "super_master", "super_master", "Super 5 Master", "loop:G", null, pb + " (colour not given by the puzzle)");
    add(m, lists, "super_professor", "super_professor", "Super 5 Professor: two loops", "loop:B loop:Y", null,
        pb + " (an older file says green and blue)");
    add(m, lists, "super_genius", "super_genius", "Super 5 Genius: red and yellow lines", "line:R line:Y", null,
        pb + " (Genius Puzzle Red Yellow)");
    add(m, lists, "super_genius_rb", "super_genius", "Super 5 Genius: red and blue lines", "line:R line:B", null,
        pb + " (Genius Puzzle Red Blue)");
    for (Colour c : List.of(Colour.RED, Colour.YELLOW, Colour.BLUE)) {
      add(m, lists, "original_crazy_" + c.displayName(), "original_crazy",
          "Original Tantrix puzzle (Crazy Tantrix), " + c.displayName() + " loop", "loop:" + c.letter(), null,
          pb + " (Crazy Tantrix Puzzle " + c.displayName() + ")");
    }
    for (PathScore.Scoring scoring : PathScore.Scoring.values()) {
      String word = scoring.name().toLowerCase(Locale.ROOT);
      m.put("unsolved_" + word, new TantrixPuzzle("unsolved_" + word, "Unsolved "
          + (scoring == PathScore.Scoring.CURVE ? "Curve" : "Loop") + " puzzle: all 56 tiles, one long "
          + scoring.word() + " per colour", TileSet.standard().tiles(), Goal.none(), Optional.empty(),
          "Downing 2005, section 3.4, quoting the Tantrix manual", Optional.of(scoring)));
    }
    return m;
  }

  private static void add(Map<String, TantrixPuzzle> m, Map<String, List<Tile>> lists, String name, String row,
      String title, String goal, HexShape shape, String source) {
    List<Tile> tiles = lists.get(row);
    if (tiles == null) {
      throw new IllegalStateException(RESOURCE + " has no row " + row);
    }
    m.put(name, new TantrixPuzzle(name, title, tiles, Goal.parse(goal), Optional.ofNullable(shape),
        source + "; tiles from puzzles.tsv row " + row));
  }

  // puzzles.tsv columns: 0 id, 1 family, 2 name, 3 tiles, 4 goal, 5 colours, 6 shape, 7 confidence, 8 sources
  private static Map<String, List<Tile>> readTileLists() {
    Map<String, List<Tile>> out = new LinkedHashMap<>();
    try (InputStream in = PuzzleCatalog.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      r.readLine();
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.isBlank()) {
          String[] f = line.split("\t");
          out.put(f[0], TileSet.standard().tiles(TileSet.parseNumbers(f[3])));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}

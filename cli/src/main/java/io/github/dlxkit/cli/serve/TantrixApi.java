package io.github.dlxkit.cli.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import io.github.dlxkit.tantrix.Completion;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.PuzzleCheck;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TantrixCheck;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Tantrix puzzles for the page: the catalogue, a puzzle's tiles and board, the check of an
 * arrangement (which rule fails, and where), a hint (one more tile of a solution that extends the
 * tiles played) and a solution. A scored puzzle (the two Unsolved puzzles) has no solution: its
 * check gives the score of the arrangement, a partial one too, and hint and solve refuse it.
 * Arrangements travel as the project's Tantrix JSON
 * ({@code {"puzzle":NAME,"tiles":[{"tile":N,"q":Q,"r":R,"rot":K},…]}}, {@code dlx tantrix solve --json}).
 */
final class TantrixApi {
  private TantrixApi() {}

  static void register(Routes routes, Searches searches) {
    routes.get("/api/tantrix/puzzles", r -> catalogue());
    routes.post("/api/tantrix/puzzle", r -> describe(puzzle(r)));
    routes.post("/api/tantrix/check", r -> check(puzzle(r), TantrixPlacements.read(r.json())));
    routes.post("/api/tantrix/hint", r -> {
      TantrixPuzzle p = solved(puzzle(r), "no solution to hint at");
      Tantrix placed = TantrixPlacements.read(r.json());
      return searches.quick(r, "tantrix-hint", job -> hint(p, placed, job));
    });
    routes.post("/api/tantrix/solve", r -> {
      TantrixPuzzle p = solved(puzzle(r), "no solution to show");
      Tantrix placed = TantrixPlacements.read(r.json());
      return searches.call(r, "tantrix-solve", job -> solve(p, placed, job));
    });
  }

  /**
   * The puzzle a request names: {@code "puzzle"} (a catalogue name, {@code discovery:K},
   * {@code discovery-pack:K}, or a custom name as a saved file holds it) with, for a tile list,
   * {@code "tileList"} ("1-10", "3 5 8"), {@code "goal"} ("loop:R line:B") and optionally
   * {@code "board"} ("tri4", "hex2" or cells).
   */
  static TantrixPuzzle puzzle(Request r) throws IOException {
    String list = r.string("tileList", null);
    if (list != null) {
      Goal goal = Goal.parse(r.string("goal"));
      String board = r.string("board", null);
      return PuzzleCatalog.custom(TileSet.standard().tiles(TileSet.parseNumbers(list)), goal,
          board == null || board.isBlank() ? null : board);
    }
    return PuzzleCatalog.get(r.string("puzzle"));
  }

  /** {@code p}, refused if it is scored: there is no solution to search for (as {@code dlx tantrix solve} says). */
  private static TantrixPuzzle solved(TantrixPuzzle p, String why) {
    if (p.isScored()) {
      throw HttpError.badRequest(p.name() + " is scored, not solved: " + why + "; play all " + p.tiles().size()
          + " tiles, and the check scores the layout as it grows");
    }
    return p;
  }

  private static JsonObject catalogue() {
    JsonArray puzzles = new JsonArray();
    for (TantrixPuzzle p : PuzzleCatalog.puzzles()) {
      puzzles.add(summary(p));
    }
    JsonObject o = new JsonObject();
    o.add("puzzles", puzzles);
    o.addProperty("discovery", "discovery:K, K = 3..47: tiles 1..K, one loop in the back colour of tile K");
    o.addProperty("discoveryPack", "discovery-pack:K, K >= 3: the pack's tiles 1..10 repeated, one loop");
    return o;
  }

  private static JsonObject summary(TantrixPuzzle p) {
    JsonObject o = new JsonObject();
    o.addProperty("name", p.name());
    o.addProperty("title", p.title());
    o.addProperty("tiles", p.tiles().size());
    o.addProperty("board", p.boardName());
    o.addProperty("goal", p.goal().toWords());
    o.add("scoring", p.scoring().<JsonElement>map(TantrixApi::scoring).orElse(JsonNull.INSTANCE));
    return o;
  }

  /** How a scored puzzle is scored: which paths count and the figures to compare with. */
  private static JsonObject scoring(PathScore.Scoring s) {
    JsonObject o = new JsonObject();
    o.addProperty("scoring", s.name().toLowerCase(Locale.ROOT));
    o.addProperty("longest", s.word());
    o.addProperty("perfect", PathScore.PERFECT);
    o.addProperty("possible", s.maximum());
    o.addProperty("recorded", s.record());
    return o;
  }

  /** A score: its scoring's figures, each colour's length, the total, and whether it counts. */
  private static JsonObject score(PathScore score, boolean counted) {
    JsonObject o = scoring(score.scoring());
    JsonObject colours = new JsonObject();
    for (Colour c : Colour.ARC_COLOURS) {
      colours.addProperty(c.displayName(), score.length(c));
    }
    o.add("colours", colours);
    o.addProperty("total", score.total());
    o.addProperty("text", score.toString());
    o.addProperty("counted", counted);
    return o;
  }

  /** The puzzle with its tiles (number, edge colours, back colour) and board cells (or null). */
  private static JsonObject describe(TantrixPuzzle p) {
    JsonObject o = summary(p);
    JsonArray tiles = new JsonArray();
    for (Tile t : p.tiles()) {
      JsonObject j = new JsonObject();
      j.addProperty("tile", t.number());
      j.addProperty("edges", t.edgeLetters());
      j.addProperty("back", String.valueOf(t.back().letter()));
      tiles.add(j);
    }
    o.add("tileSet", tiles);
    if (p.shape().isPresent()) {
      JsonArray cells = new JsonArray();
      for (Hex h : p.shape().get().cells()) {
        JsonArray c = new JsonArray();
        c.add(h.q());
        c.add(h.r());
        cells.add(c);
      }
      o.add("cells", cells);
    } else {
      o.add("cells", JsonNull.INSTANCE);
    }
    o.addProperty("source", p.source());
    return o;
  }

  /**
   * The puzzle's rules checked on the arrangement, as {@code dlx tantrix check} does, with where each
   * failure is: the edges whose colours differ and the holes; for a scored puzzle also the score,
   * which counts only when every rule holds.
   */
  private static JsonObject check(TantrixPuzzle p, Tantrix t) {
    if (t.size() == 0) {
      throw HttpError.badRequest("no tiles to check");
    }
    PuzzleCheck c = PuzzleCheck.of(p, t);
    JsonObject o = new JsonObject();
    o.addProperty("puzzle", p.name());
    o.addProperty("passed", c.passed());
    c.score().ifPresent(s -> o.add("score", score(s, c.passed())));
    JsonArray rules = new JsonArray();
    for (PuzzleCheck.Rule rule : c.rules()) {
      JsonObject j = new JsonObject();
      j.addProperty("name", rule.name());
      j.addProperty("ok", rule.ok());
      j.addProperty("detail", rule.detail());
      rules.add(j);
    }
    o.add("rules", rules);
    TantrixCheck tc = t.check();
    JsonArray mismatches = new JsonArray();
    for (TantrixCheck.Mismatch m : tc.mismatches()) {
      JsonObject j = new JsonObject();
      j.addProperty("q", m.cell().q());
      j.addProperty("r", m.cell().r());
      j.addProperty("side", m.side().ordinal());
      mismatches.add(j);
    }
    o.add("mismatches", mismatches);
    JsonArray holes = new JsonArray();
    for (Hex h : tc.holes()) {
      JsonArray c2 = new JsonArray();
      c2.add(h.q());
      c2.add(h.r());
      holes.add(c2);
    }
    o.add("holes", holes);
    return o;
  }

  /** One tile more of a solution extending {@code placed}, or why there is none. */
  private static JsonObject hint(TantrixPuzzle p, Tantrix placed, Job job) {
    JsonObject o = new JsonObject();
    if (placed.size() >= p.tiles().size()) {
      throw HttpError.badRequest("every tile is placed: nothing to hint");
    }
    Optional<Tantrix> s = Completion.find(p, placed, job.limits());
    if (s.isEmpty()) {
      o.add("tile", JsonNull.INSTANCE);
      o.addProperty("message", placed.size() == 0 ? "the puzzle has no solution"
          : "no solution extends the " + placed.size() + " tiles placed: undo some");
      return o;
    }
    Map.Entry<Hex, OrientedTile> next = Completion.nextTile(s.get(), placed)
        .orElseThrow(() -> new IllegalStateException("a solution with more tiles has a tile next to those placed"));
    o.add("tile", TantrixPlacements.json(next.getKey(), next.getValue()));
    o.addProperty("message", "tile " + next.getValue().tile().number() + " goes at " + next.getKey()
        + ", as in a solution that extends the tiles placed");
    return o;
  }

  /** A solution extending {@code placed} if there is one, else any solution. */
  private static JsonObject solve(TantrixPuzzle p, Tantrix placed, Job job) {
    Optional<Tantrix> s = placed.size() == 0 ? Optional.empty() : Completion.find(p, placed, job.limits());
    boolean extends_ = s.isPresent();
    if (s.isEmpty()) {
      s = Completion.find(p, Tantrix.builder().build(), job.limits());
    }
    JsonObject o = new JsonObject();
    if (s.isEmpty()) {
      o.addProperty("puzzle", p.name());
      o.add("tiles", JsonNull.INSTANCE);
      o.addProperty("message", "the puzzle has no solution");
      return o;
    }
    o = TantrixPlacements.json(p.name(), s.get());
    o.addProperty("message", placed.size() == 0 ? "a solution"
        : extends_ ? "a solution that extends the tiles placed" : "no solution extends the tiles placed; here is another");
    return o;
  }
}

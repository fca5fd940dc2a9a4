package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.polyomino.PieceSets;
import io.github.dlxkit.polyomino.SymmetryClasses;
import io.github.dlxkit.polyomino.Tiling;
import io.github.dlxkit.polyomino.TilingJson;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.io.PuzzleParser;
import io.github.dlxkit.polyomino.model.PolyominoPuzzle;
import io.github.dlxkit.polyomino.model.Region;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;

/**
 * Polyomino tilings for the page: a built-in piece set in a box, as {@code dlx polyomino --set S --box B},
 * or a puzzle file sent as {@code "puzzle"} (the text {@code dlx polyomino FILE} reads). Solutions come as
 * {@code --json}'s objects with the module's SVG picture, one by one or one per symmetry class (with the
 * class's size); counts (all, or up to symmetry as {@code --distinct}) are jobs.
 */
final class PolyominoApi {
  /** The largest box accepted, in cells (a box of that size already takes the pieces of no set). */
  static final int MAX_BOX_CELLS = 1000;
  static final int MAX_SOLUTIONS = 100;
  /** The most pieces a puzzle file may have (each piece's placements are rows of the matrix). */
  static final int MAX_PIECES = 64;

  private PolyominoApi() {}

  static void register(Routes routes, Searches searches) {
    routes.post("/api/polyomino/solve", r -> {
      TilingSolver.Builder b = problem(r);
      int limit = (int) r.integer("limit", 10, 1, MAX_SOLUTIONS);
      return searches.call(r, "polyomino-solve", job -> solve(b, limit, job));
    });
    routes.post("/api/polyomino/classes", r -> {
      TilingSolver.Builder b = problem(r);
      int limit = (int) r.integer("limit", 10, 1, MAX_SOLUTIONS);
      return searches.call(r, "polyomino-classes", job -> classes(b, limit));
    });
    routes.post("/api/polyomino/count", r -> {
      TilingSolver.Builder b = problem(r);
      boolean distinct = r.bool("distinct", false);
      return Api.job(r, searches, "polyomino-count", job -> distinct ? distinct(b, job) : count(b, job));
    });
  }

  /** The tiling problem of the request: {@code "puzzle"} (a file's text), or {@code "set"} and {@code "box"}. */
  private static TilingSolver.Builder problem(Request r) throws IOException {
    return r.json().has("puzzle") ? puzzle(r) : pieceSet(r);
  }

  private static TilingSolver.Builder puzzle(Request r) throws IOException {
    PolyominoPuzzle p;
    try {
      p = PuzzleParser.parse(r.string("puzzle"));
    } catch (BadInputException e) {
      throw new BadInputException("puzzle: " + e.getMessage());
    }
    if (p.region().size() > MAX_BOX_CELLS) {
      throw new BadInputException("puzzle: the region has " + p.region().size() + " cells; at most "
          + MAX_BOX_CELLS + " here");
    }
    if (p.pieces().size() > MAX_PIECES) {
      throw new BadInputException("puzzle: " + p.pieces().size() + " pieces; at most " + MAX_PIECES + " here");
    }
    TilingSolver.Builder b = TilingSolver.builder(p.pieces(), p.region()).reflection(r.bool("reflections", false));
    boolean[] reusable = p.reusable();
    for (int i = 0; i < reusable.length; i++) {
      b.reusable(i, reusable[i]);
    }
    return b;
  }

  private static TilingSolver.Builder pieceSet(Request r) throws IOException {
    String set = r.string("set");
    List<Polyomino> pieces = PieceSets.named(set);
    int[] sizes = box(r.string("box"));
    if (pieces.get(0).dimension() != sizes.length) {
      throw new BadInputException("the " + set + " are " + pieces.get(0).dimension() + "-D pieces but the box "
          + Messages.quote(r.string("box")) + " has " + sizes.length + " sizes");
    }
    return TilingSolver.builder(pieces, Region.box(sizes))
        .reflection(r.bool("reflections", PieceSets.reflectedByDefault(set)));
  }

  /** A box "AxB[xC]" of at most {@value #MAX_BOX_CELLS} cells. */
  static int[] box(String text) {
    String[] parts = text.strip().split("[xX×]", -1);
    int[] sizes = new int[parts.length];
    long cells = 1;
    for (int i = 0; i < parts.length; i++) {
      try {
        sizes[i] = Integer.parseInt(parts[i].strip());
      } catch (NumberFormatException e) {
        sizes[i] = 0;
      }
      if (sizes[i] < 1) {
        throw new BadInputException("the box must be sizes separated by 'x', like 6x10 or 3x3x3, each at least 1;"
            + " got " + Messages.quote(text));
      }
      cells = Math.min(cells * sizes[i], MAX_BOX_CELLS + 1L);
    }
    if (cells > MAX_BOX_CELLS) {
      throw new BadInputException("the box " + Messages.quote(text) + " has more than " + MAX_BOX_CELLS + " cells");
    }
    return sizes;
  }

  private static JsonObject solve(TilingSolver.Builder b, int limit, Job job) throws InterruptedException {
    JsonArray solutions = new JsonArray();
    if (b.cellCountAdmits()) {
      TilingSolver solver = b.build();
      for (Iterator<Tiling> it = solver.solutions().iterator(); solutions.size() < limit && it.hasNext(); ) {
        if (Thread.interrupted()) {
          throw new InterruptedException();
        }
        Tiling t = it.next();
        solutions.add(tiling(t, solver));
      }
    }
    JsonObject o = new JsonObject();
    o.add("solutions", solutions);
    return o;
  }

  /**
   * {@code {"symmetries": |G|, "classes": [{pieces..., "svg", "classSize"}]}}: the first {@code limit}
   * solutions one per symmetry class ({@link SymmetryClasses}).
   */
  private static JsonObject classes(TilingSolver.Builder b, int limit) throws InterruptedException {
    JsonArray classes = new JsonArray();
    JsonObject o = new JsonObject();
    if (!b.cellCountAdmits()) {
      o.addProperty("symmetries", 1);
      o.add("classes", classes);
      return o;
    }
    TilingSolver solver = b.build();
    for (SymmetryClasses.SolutionClass c : SymmetryClasses.first(solver, limit)) {
      JsonObject s = tiling(c.representative(), solver);
      s.addProperty("classSize", c.size());
      classes.add(s);
    }
    o.addProperty("symmetries", solver.symmetries().size());
    o.add("classes", classes);
    return o;
  }

  /** {@code t} as {@code --json} prints it, with its SVG picture. */
  private static JsonObject tiling(Tiling t, TilingSolver solver) {
    JsonObject s = JsonParser.parseString(TilingJson.tiling(t, solver.pieces())).getAsJsonObject();
    s.addProperty("svg", t.toSvg());
    return s;
  }

  private static JsonObject count(TilingSolver.Builder b, Job job) {
    JsonObject o = new JsonObject();
    if (!b.cellCountAdmits()) {
      o.addProperty("count", 0);
      return o;
    }
    SearchResult r = b.build().solver().withLimits(job.limits()).withProgress(job, XccApi.PROGRESS_INTERVAL).run();
    if (!r.isComplete()) {
      throw new SearchStoppedException(r);
    }
    job.onProgress(new Progress(1, r.statistics().nodes(), r.solutions(), r.statistics().elapsed()));
    o.addProperty("count", r.solutions());
    return o;
  }

  /**
   * {@code {"count": N, "distinct": true}}, the solutions up to the problem's symmetries, in the
   * CLI's one count shape, as {@code --distinct --json} prints it.
   */
  private static JsonObject distinct(TilingSolver.Builder b, Job job) {
    JsonObject o = new JsonObject();
    o.addProperty("count", b.cellCountAdmits()
        ? b.build().withProgress(job, XccApi.PROGRESS_INTERVAL).countDistinct() : 0);
    o.addProperty("distinct", true);
    return o;
  }
}

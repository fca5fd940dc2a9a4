package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.generate.Difficulty;
import io.github.dlxkit.sudoku.generate.EntryCheck;
import io.github.dlxkit.sudoku.generate.Generator;
import io.github.dlxkit.sudoku.generate.Hint;
import io.github.dlxkit.sudoku.model.Geometry;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Sudoku for the page: solve, count (a job, with progress), hint (the next cell and the technique),
 * generate with a difficulty, and check entries as they are typed. A grid travels as the compact
 * string of {@code dlx sudoku} ({@code .} for a blank, 1–9, then a = 10, …), every size from 1×1 to
 * 36×36, or any other text form {@code dlx sudoku} reads.
 */
final class SudokuApi {
  /** Puzzles tried to meet a difficulty before giving up. */
  static final int MAX_TRIES = 200;

  private SudokuApi() {}

  static void register(Routes routes, Searches searches) {
    routes.post("/api/sudoku/solve", r -> {
      Sudoku s = grid(r, "grid");
      return searches.quick(r, "sudoku-solve", job -> solve(s));
    });
    routes.post("/api/sudoku/count", r -> {
      Sudoku s = grid(r, "grid");
      return Api.job(r, searches, "sudoku-count", job -> count(s, job));
    });
    routes.post("/api/sudoku/hint", r -> {
      String entries = r.string("grid");
      String givens = r.string("puzzle", null);
      if (givens != null) {
        Sudoku puzzle = Sudoku.parse(givens);
        return searches.quick(r, "sudoku-hint", job -> wrongEntry(puzzle, entries).orElseGet(() -> hint(Sudoku.parse(entries))));
      }
      Sudoku s = Sudoku.parse(entries);
      return searches.quick(r, "sudoku-hint", job -> hint(s));
    });
    routes.post("/api/sudoku/check", r -> {
      Sudoku puzzle = grid(r, "puzzle");
      String entries = r.string("grid");
      return searches.quick(r, "sudoku-check", job -> check(puzzle, entries));
    });
    routes.post("/api/sudoku/generate", r -> {
      int side = (int) r.integer("size", 9, 1, (long) Generator.MAX_BOX_SIZE * Generator.MAX_BOX_SIZE);
      int box = Geometry.boxSizeForSide(side);
      String level = r.string("difficulty", "any").toLowerCase(Locale.ROOT);
      Optional<Difficulty.Technique> wanted = technique(level);
      long seed = r.integer("seed", System.nanoTime() & 0xffffffL, 0, Long.MAX_VALUE);
      return searches.call(r, "sudoku-generate", job -> generate(box, wanted, seed));
    });
  }

  private static Sudoku grid(Request r, String field) throws IOException {
    return Sudoku.parse(r.string(field));
  }

  private static JsonObject solve(Sudoku s) {
    List<Sudoku> two = s.solutionsUpTo(2, SudokuKernel.AUTO);
    JsonObject o = new JsonObject();
    o.addProperty("puzzle", s.toString());
    if (two.isEmpty()) {
      o.add("solution", JsonNull.INSTANCE);
    } else {
      o.addProperty("solution", two.get(0).toString());
    }
    o.addProperty("unique", two.size() == 1);
    return o;
  }

  private static JsonObject count(Sudoku s, Job job) {
    SearchResult r = s.exactCover().withLimits(job.limits()).withProgress(job, XccApi.PROGRESS_INTERVAL).run();
    if (!r.isComplete()) {
      throw new SearchStoppedException(r);
    }
    job.onProgress(new Progress(1, r.statistics().nodes(), r.solutions(), r.statistics().elapsed()));
    JsonObject o = new JsonObject();
    o.addProperty("puzzle", s.toString());
    o.addProperty("count", r.solutions());
    o.addProperty("unique", r.solutions() == 1);
    o.addProperty("nodes", r.statistics().nodes());
    return o;
  }

  private static JsonObject hint(Sudoku s) {
    Optional<Hint> h = Hint.next(s);
    JsonObject o = new JsonObject();
    if (h.isEmpty()) {
      o.add("cell", JsonNull.INSTANCE);
      o.addProperty("explanation", "the grid is full");
      return o;
    }
    Geometry g = s.geometry();
    o.addProperty("cell", h.get().cell());
    o.addProperty("row", g.row(h.get().cell()) + 1);
    o.addProperty("column", g.column(h.get().cell()) + 1);
    o.addProperty("value", h.get().value());
    o.addProperty("technique", h.get().technique().label());
    o.addProperty("explanation", h.get().explanation());
    return o;
  }

  /** The hint a wrong entry gets before any other ({@link EntryCheck#firstMistake()}); its value is not told. */
  private static Optional<JsonObject> wrongEntry(Sudoku puzzle, String text) {
    return EntryCheck.of(puzzle, entries(text)).firstMistake().map(m -> {
      Geometry g = puzzle.geometry();
      JsonObject o = new JsonObject();
      o.addProperty("cell", m.cell());
      o.addProperty("row", g.row(m.cell()) + 1);
      o.addProperty("column", g.column(m.cell()) + 1);
      o.addProperty("wrong", true);
      o.addProperty("explanation", m.explanation());
      return o;
    });
  }

  /** The entries as typed: repeats are what the check reports, so they are not refused. */
  private static Sudoku entries(String text) {
    return new Sudoku(text.replaceAll("\\s", ""), false);
  }

  /** {@link EntryCheck} as {@code {"conflicts":[cells],"wrong":[cells],"unique":B,"solved":B}}. */
  private static JsonObject check(Sudoku puzzle, String text) {
    EntryCheck c = EntryCheck.of(puzzle, entries(text));
    JsonArray conflicts = new JsonArray();
    c.conflicts().forEach(conflicts::add);
    JsonArray wrong = new JsonArray();
    c.wrong().forEach(wrong::add);
    JsonObject o = new JsonObject();
    o.add("conflicts", conflicts);
    o.add("wrong", wrong);
    o.addProperty("unique", c.isUnique());
    o.addProperty("solved", c.isSolved());
    return o;
  }

  private static Optional<Difficulty.Technique> technique(String level) {
    if (level.equals("any")) {
      return Optional.empty();
    }
    try {
      Difficulty.Technique t = Difficulty.Technique.ofLabel(level);
      if (t != Difficulty.Technique.NONE) {
        return Optional.of(t);
      }
    } catch (IllegalArgumentException e) {
      // the same words as for none, below
    }
    throw new BadInputException("difficulty must be any, naked-singles, hidden-singles or guessing, got "
        + Messages.quote(level));
  }

  /** A unique puzzle of the difficulty asked (the first of up to {@value #MAX_TRIES} generated). */
  private static JsonObject generate(int box, Optional<Difficulty.Technique> wanted, long seed) {
    Generator generator = new Generator(box, seed);
    Sudoku p = wanted.isEmpty() ? generator.next(false) : generator.next(wanted.get(), MAX_TRIES)
        .orElseThrow(() -> new BadInputException("no " + wanted.get().label() + " puzzle of this size in " + MAX_TRIES
            + " tries; try another difficulty"));
    Difficulty d = Difficulty.of(p);
    JsonObject o = new JsonObject();
    o.addProperty("puzzle", p.toString());
    o.addProperty("givens", p.givenCount());
    o.addProperty("difficulty", d.technique().label());
    o.addProperty("guesses", d.guesses());
    o.addProperty("seed", seed);
    return o;
  }
}

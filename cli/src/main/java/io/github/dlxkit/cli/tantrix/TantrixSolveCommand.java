package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Json;
import io.github.dlxkit.cli.OutputForm;
import io.github.dlxkit.cli.Stats;
import io.github.dlxkit.cli.Outputs;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.cli.ProgressPrinter;
import io.github.dlxkit.cli.SearchOptions;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.FixedShapePuzzle;
import io.github.dlxkit.tantrix.FreeShapePuzzle;
import io.github.dlxkit.tantrix.freeshape.GrowthSearch;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.LoopParity;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;
import io.github.dlxkit.tantrix.render.SvgGallery;
import io.github.dlxkit.tantrix.render.TextRenderer;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx tantrix solve}: solves or counts a named or custom puzzle. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solves a Tantrix puzzle: a name (see 'dlx tantrix list') or a custom one given",
      "by --tiles, --shape for a fixed board (none for a free shape) and the goal",
      "(--line C, --loop C, repeatable). Prints the first solution as text, each tile",
      "as number/rotation at its place; --json prints one object per line:",
      "{\"puzzle\":NAME,\"tiles\":[{\"tile\":N,\"q\":Q,\"r\":R,\"rot\":K},...]}.",
      "Counting: on a fixed board --count counts every solution, its turns on a",
      "symmetric board (3 for the pyramids) apart; on a free shape --count counts",
      "each solution once per turn that changes it (6 times when all tiles differ).",
      "--count --distinct counts each solution once, up to those turns (and, on a",
      "free shape, translations). Free-shape solutions start at (0,0)."
    })
final class TantrixSolveCommand implements Callable<Integer> {

  Invocation invocation;

  @Parameters(arity = "0..1", paramLabel = "PUZZLE", description = "a puzzle name, e.g. rainbow_blue")
  String name;

  @Option(names = "--tiles", paramLabel = "LIST", description = "tile numbers, e.g. 6,7,8 or 1-10")
  String tiles;

  @Option(names = "--shape", paramLabel = "SHAPE",
      description = "the board: tri4, tri5, triN, hexN or cells such as '0,0 -1,1 0,1'")
  String shape;

  @Option(names = "--line", paramLabel = "C", description = "one line of colour C (R, G, B, Y); repeatable")
  List<String> lines = new ArrayList<>();

  @Option(names = "--loop", paramLabel = "C", description = "one loop of colour C; repeatable")
  List<String> loops = new ArrayList<>();

  @Option(names = "--count", description = "print the number of solutions alone")
  boolean count;

  @Option(names = "--distinct", description = "count or list each solution once up to turns (see above)")
  boolean distinct;

  @Option(names = "--all", description = "print every solution (default: the first)")
  boolean all;

  @Option(names = "--limit", paramLabel = "N", converter = Ranges.Limit.class, description = "print at most N solutions")
  Long limit;

  @Option(names = "--json", description = "one JSON object per solution per line; with --count"
      + " {\"count\":N} ({\"count\":N,\"distinct\":true} with --distinct)")
  boolean json;

  @Option(names = "--svg", paramLabel = "FILE",
      description = "draw the solutions shown (goal highlighted, four to a row) into FILE, one picture"
          + " written at the end; none is kept in memory meanwhile, but the picture grows by about 0.7 KB a"
          + " tile (discovery:13 --all: 1.7 GB), so use --limit N for one to look at")
  Path svg;

  @Option(names = "--threads", paramLabel = "N", converter = Ranges.Threads.class, defaultValue = "1",
      description = "threads for --count on a fixed board (default: 1)")
  int threads;

  @Option(names = "--max-nodes", paramLabel = "N", converter = Ranges.Nodes.class, description = "give up after N search-tree nodes")
  Long maxNodes;

  @Option(names = "--stats", description = "print 'nodes=N solutions=N seconds=S' on stderr (a count adds"
      + " route=loop-first or route=growth)")
  boolean stats;

  @Option(names = "--round", description =
      "free shapes: only round solutions, the official-record condition as read in"
      + " docs/tantrix.md (in the direction of the longest row, more than 75%% of the rows"
      + " of each other direction hold more than 30%% of its tiles)")
  boolean round;

  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class,
      description = "give up after TIME (seconds, or 500ms, 30s, 5m, 1h)")
  Duration timeLimit;

  /** The old name of {@code --time-limit}, for one release: {@code call} warns and takes it. */
  @Option(names = "--budget", hidden = true, paramLabel = "TIME", converter = Ranges.Time.class)
  Duration budget;

  @Option(names = "--progress", description = "show a live progress line on stderr for runs over a second,"
      + " also when stderr is not a terminal (on a terminal it is shown without this option)")
  boolean progress;

  @Option(names = "--no-progress", description = "no progress line, also when stderr is a terminal")
  boolean noProgress;

  @Mixin SplitOptions split;

  @Mixin io.github.dlxkit.cli.MatrixOption matrix;

  @Override
  public Integer call() throws IOException {
    timeLimit = io.github.dlxkit.cli.DeprecatedOption.take(invocation, "--budget", budget, "--time-limit", timeLimit);
    matrix.allowOnly("--tiles", "--shape", "--line", "--loop", "--distinct");
    TantrixPuzzle puzzle = puzzle();
    if (puzzle.isScored()) {
      throw new BadInputException(puzzle.name() + " is scored, not solved: lay out all " + puzzle.tiles().size()
          + " tiles and score the layout with 'dlx tantrix check FILE'");
    }
    checkOptions(puzzle);
    PrintWriter out = invocation.out();
    if (matrix.requested()) {
      if (!puzzle.isFixedShape()) {
        throw new io.github.dlxkit.core.BadInputException("--dlx needs a fixed board (--shape): a free shape"
            + " is searched by growing it, not as one exact-cover problem");
      }
      List<String> args = invocation.args();
      return matrix.write("dlx " + String.join(" ", args.stream().filter(a -> !a.equals("--dlx")).toList()),
          puzzle.fixed().encoding(distinct).problem(), List.of(
              "items: a cell is filled; a tile is placed; the coloured secondary items make touching sides agree"
              + (distinct ? "; with --distinct some options are left out to keep one solution per turn of the board" : ""),
              "names: (q,r) a cell (c<i> if longer), (q,r)SE its edge, t<n> a tile; end1-C end2-C a line's ends,"
              + " ordC<i> keeps end2 after end1; vC<i>b, vC<i>r the bottom, lower right corner of cell i"
              + " (one sharp corner there); i = the cell's index in reading order: " + cellIndex(puzzle),
              "the command also checks each cover for its goal (each goal colour one line or loop through every tile"
              + " carrying it), which the matrix does not express: it counts the covers before that check"), out);
    }
    PrintWriter err = invocation.err();
    if (split.isActive()) {
      // a fixed board's count in subproblems of its exact-cover encoding; a free shape's on the
      // search its --count takes: loop shape first where that applies, else the growth search
      SplittableSearch search = puzzle.isFixedShape() ? puzzle.fixed().splittable(distinct)
          : FreeShapePuzzle.of(puzzle).withRound(round).splittable(distinct);
      return split.count(search, SearchOptions.of(threads, progress, noProgress, invocation), output());
    }
    return SearchOptions.of(threads, progress, noProgress, invocation).withProgress(err, listener ->
        puzzle.isFixedShape() ? solveFixed(puzzle, listener, out, err) : solveFree(puzzle, listener, out, err));
  }

  private SearchLimits limits() {
    SearchLimits l = SearchLimits.none();
    if (timeLimit != null) {
      l = l.withTimeLimit(timeLimit);
    }
    if (maxNodes != null) {
      l = l.withMaxNodes(maxNodes);
    }
    return l;
  }

  private int solveFixed(TantrixPuzzle puzzle, ProgressListener printer, PrintWriter out, PrintWriter err) {
    FixedShapePuzzle fixed = puzzle.fixed().withLimits(limits());
    fixed = fixed.withProgress(printer, ProgressPrinter.INTERVAL);
    if (count) {
      SearchResult r = fixed.count(threads, distinct);
      output().count(r.solutions(), distinct ? Json.DISTINCT : Json.NO_FIELDS);
      output().stats(Stats.of(r.statistics().nodes(), r.solutions(), r.statistics().elapsed()));
      return 0;
    }
    try (Shown shown = new Shown(puzzle)) {
      long max = maxShown();
      SearchResult r = max == 0 ? null : fixed.forEachSolution(distinct, t -> {
        shown.add(t);
        return shown.count < max;
      });
      return finishListing(puzzle, shown, r, out, err);
    }
  }

  private int solveFree(TantrixPuzzle puzzle, ProgressListener printer, PrintWriter out, PrintWriter err) {
    FreeShapePuzzle free = FreeShapePuzzle.of(puzzle).withLimits(limits());
    if (round) {
      free = free.withRound(true);
    }
    free = free.withProgress(printer, ProgressPrinter.INTERVAL);
    if (count) {
      // one loop of distinct tiles that all carry its colour: counted loop shape first, as
      // 'dlx tantrix loops --count' counts it (FreeShapePuzzle.loopFirst)
      Optional<SearchResult> loops = free.countByLoops(distinct);
      if (loops.isPresent()) {
        SearchResult r = loops.get();
        if (!r.isComplete()) {
          throw new SearchStoppedException(r);
        }
        output().count(r.solutions(), distinct ? Json.DISTINCT : Json.NO_FIELDS);
        output().stats(Stats.of(r.statistics().nodes(), r.solutions(), r.statistics().elapsed())
            .with("route", "loop-first"));
        return 0;
      }
      GrowthSearch.Outcome o = free.runToEnd();
      output().count(o.count(distinct), distinct ? Json.DISTINCT : Json.NO_FIELDS);
      output().stats(Stats.of(o.nodes(), o.count(distinct), o.elapsed()).with("filling_nodes", o.fillingNodes())
          .with("route", "growth"));
      return 0;
    }
    try (Shown shown = new Shown(puzzle)) {
      long max = maxShown();
      SearchResult r = null;
      if (max == 1) {
        // one solution: the restarting search, quickest to a first solution (still complete)
        FreeShapePuzzle.First first = free.findFirstWithStatistics();
        first.solution().ifPresent(shown::add);
        r = first.toResult();
      } else if (max > 0) {
        GrowthSearch.Outcome o = free.forEachSolution((t, stabiliser) -> {
          shown.add(t);
          return shown.count < max;
        });
        r = o.toResult(shown.count);
      }
      return finishListing(puzzle, shown, r, out, err);
    }
  }

  private long maxShown() {
    return all ? Long.MAX_VALUE : limit != null ? limit : 1;
  }

  /**
   * The solutions shown: each printed as it comes and, with {@code --svg}, added to the picture's
   * gallery, which writes it to its spool at once; none is kept, so a listing of any length, drawn or
   * not (discovery:13 --all: 178,240 solutions), runs in a small fixed heap. Closing it deletes the
   * gallery's spool.
   */
  private final class Shown implements AutoCloseable {
    final TantrixPuzzle puzzle;
    final SvgGallery gallery;
    long count;

    Shown(TantrixPuzzle puzzle) {
      this.puzzle = puzzle;
      try {
        gallery = svg == null ? null : SvgGallery.open(puzzle.goal(), puzzle.title());
      } catch (IOException e) {
        throw Outputs.failed("--svg", svg, e);
      }
    }

    void add(Tantrix t) {
      show(puzzle, t);
      count++;
      if (gallery != null) {
        try {
          gallery.add(t);
        } catch (IOException e) {
          throw Outputs.failed("--svg", svg, e);
        }
      }
    }

    /** Writes the picture of the solutions shown to {@code --svg}'s file. */
    void draw() {
      Outputs.write("--svg", svg, gallery::writeTo);
    }

    @Override
    public void close() {
      if (gallery != null) {
        try {
          gallery.close();
        } catch (IOException e) {
          // the picture is written (or the run failed for a reason of its own): a scratch file left
          // in the temporary directory is no reason to fail it
        }
      }
    }
  }

  /** Draws the solutions shown, says so if there was none, reports a search cut short. */
  private int finishListing(TantrixPuzzle puzzle, Shown shown, SearchResult r, PrintWriter out,
      PrintWriter err) {
    boolean cutShort = r != null && !r.isComplete() && r.stopReason() != StopReason.VISITOR;
    boolean none = shown.count == 0 && r != null && !cutShort;
    if (svg != null && shown.count > 0) {
      shown.draw();
    }
    out.flush();
    if (r != null) {
      output().stats(Stats.of(r.statistics().nodes(), r.statistics().solutions(), r.statistics().elapsed()));
    }
    if (cutShort) {
      throw new SearchStoppedException(r);
    }
    if (none) {
      // the convention of every command (docs/cli.md): nothing on stdout, one line on stderr, exit 1
      err.println("dlx tantrix solve: no solution" + parityReason(puzzle));
      return 1;
    }
    return 0;
  }

  /**
   * ": " and why a goal loop's tiles cannot close in a free shape ({@link LoopParity}: a free shape
   * has no holes), or "" when they can or the board is fixed.
   */
  private static String parityReason(TantrixPuzzle puzzle) {
    Goal goal = puzzle.goal();
    if (puzzle.isFixedShape()) {
      return "";
    }
    return goal.colours().stream().filter(c -> goal.kind(c) == PathKind.LOOP)
        .map(c -> LoopParity.obstruction(puzzle.tiles(), c)).flatMap(Optional::stream)
        .findFirst().map(why -> ": " + why).orElse("");
  }

  private OutputForm output;

  /** The writer of the results, in the form asked for: one per run, which knows the solutions written. */
  private OutputForm output() {
    if (output == null) {
      output = OutputForm.of(invocation, json, stats);
    }
    return output;
  }

  private void show(TantrixPuzzle puzzle, Tantrix t) {
    String text = json ? null : TextRenderer.render(t);
    output().solutionLine(text == null || !text.endsWith("\n") ? text : text.substring(0, text.length() - 1),
        json ? TantrixJson.write(puzzle.name(), t) : null);
  }

  /** The named puzzle, or the custom one given by --tiles, --shape and the goal options. */
  private TantrixPuzzle puzzle() {
    Goal goal = goal();
    if (name != null) {
      if (tiles != null || shape != null) {
        throw new BadInputException("give a puzzle name or --tiles/--shape, not both");
      }
      TantrixPuzzle p = PuzzleCatalog.get(name);
      return goal.isEmpty() ? p : p.withGoal(goal);
    }
    if (tiles == null) {
      throw new BadInputException("give a puzzle name (see 'dlx tantrix list') or --tiles with --line/--loop");
    }
    return PuzzleCatalog.custom(TileSet.standard().tiles(TileSet.parseNumbers(tiles)), goal, shape);
  }

  private Goal goal() {
    Goal g = Goal.none();
    for (String c : lines) {
      g = g.and(PathKind.LINE, Colour.parseArc(c));
    }
    for (String c : loops) {
      g = g.and(PathKind.LOOP, Colour.parseArc(c));
    }
    return g;
  }

  private void checkOptions(TantrixPuzzle puzzle) {
    if (svg != null) {
      Outputs.checkWritable("--svg", svg);
    }
    if (round && puzzle.isFixedShape()) {
      throw new BadInputException("--round applies to free shapes only");
    }
    if (threads > 1 && !puzzle.isFixedShape() && !split.isActive()) {
      throw new BadInputException("--threads applies to fixed boards, and to free shapes counted with --checkpoint or --part");
    }
    if (all && limit != null) {
      throw new BadInputException("--all and --limit exclude each other");
    }
    if (count && (all || limit != null || svg != null)) {
      throw new BadInputException("--count prints a number only: drop --all, --limit and --svg");
    }
    if (split.isActive() && (timeLimit != null || maxNodes != null)) {
      throw new BadInputException("--checkpoint and --part count to the end: drop --time-limit and --max-nodes");
    }
    if (split.isActive() && !count) {
      throw new BadInputException("--checkpoint and --part go with --count");
    }
  }

  /** The board's cells in reading order with their indices, "0 (0,0), 1 (-1,1), …", for the export's names. */
  private static String cellIndex(TantrixPuzzle puzzle) {
    List<io.github.dlxkit.tantrix.model.Hex> cells = puzzle.fixed().shape().cells();
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < cells.size(); i++) {
      b.append(i == 0 ? "" : ", ").append(i).append(' ').append(cells.get(i));
    }
    return b.toString();
  }
}

package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.cli.BadInputException;
import io.github.dlxkit.cli.ProgressPrinter;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.tantrix.FixedShapePuzzle;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;
import io.github.dlxkit.tantrix.render.SvgRenderer;
import io.github.dlxkit.tantrix.render.TextRenderer;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code dlx tantrix solve}: solves or counts a named or custom puzzle. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solves a Tantrix puzzle: a name (see 'dlx tantrix list') or a custom puzzle given by",
      "--tiles, an optional --shape and the goal (--line C, --loop C, repeatable).",
      "Prints the first solution as text (each tile as number/rotation at its place), or",
      "with --json one object per line: {\"puzzle\":NAME,\"tiles\":[{\"tile\":N,\"q\":Q,\"r\":R,\"rot\":K},...]}.",
      "Counts on a fixed board include every turn of the board that maps it onto itself",
      "(3 for the pyramids); --distinct counts one of each."
    })
final class TantrixSolveCommand implements Callable<Integer> {
  private static final Pattern DURATION = Pattern.compile("(\\d+)(ms|s|m|h)");

  @Spec CommandSpec spec;

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

  @Option(names = "--distinct", description = "one solution of each orbit under the board's turns")
  boolean distinct;

  @Option(names = "--all", description = "print every solution (default: the first)")
  boolean all;

  @Option(names = "--limit", paramLabel = "N", description = "print at most N solutions")
  Long limit;

  @Option(names = "--json", description = "one JSON object per solution per line")
  boolean json;

  @Option(names = "--svg", paramLabel = "FILE", description = "draw the first solution, goal highlighted, into FILE")
  Path svg;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "threads for --count (default: 1)")
  int threads;

  @Option(names = "--budget", paramLabel = "TIME", description = "give up after TIME, e.g. 30s, 5m, 1h")
  String budget;

  @Option(names = "--progress", description = "show a live progress line on stderr for runs over a second")
  boolean progress;

  @Override
  public Integer call() throws IOException {
    TantrixPuzzle puzzle = puzzle();
    checkOptions();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (!puzzle.isFixedShape()) {
      throw new BadInputException(puzzle.name() + " has a free shape; free shapes are not supported yet");
    }
    FixedShapePuzzle fixed = puzzle.fixed();
    if (budget != null) {
      fixed = fixed.withLimits(SearchLimits.none().withTimeLimit(parseDuration(budget)));
    }
    ProgressPrinter printer = null;
    if (progress) {
      printer = new ProgressPrinter(err);
      fixed = fixed.withProgress(printer, ProgressPrinter.INTERVAL);
    }
    try {
      if (count) {
        out.println(distinct ? fixed.countDistinct(threads) : fixed.count(threads));
        return 0;
      }
      long max = all ? Long.MAX_VALUE : limit != null ? limit : 1;
      long[] shown = {0};
      Tantrix[] first = {null};
      if (max > 0) {
        fixed.forEachSolution(distinct, t -> {
          show(out, puzzle, t, shown[0]);
          if (first[0] == null) {
            first[0] = t;
          }
          return ++shown[0] < max;
        });
      }
      if (shown[0] == 0 && max > 0) {
        out.println("no solution");
      }
      if (svg != null && first[0] != null) {
        Files.writeString(svg, SvgRenderer.render(first[0], puzzle.goal(), puzzle.title()), StandardCharsets.UTF_8);
      }
    } finally {
      if (printer != null) {
        printer.finish();
      }
    }
    return 0;
  }

  private void show(PrintWriter out, TantrixPuzzle puzzle, Tantrix t, long index) {
    if (json) {
      out.println(TantrixJson.write(puzzle.name(), t));
      return;
    }
    if (index > 0) {
      out.println();
    }
    out.print(TextRenderer.render(t));
    out.flush();
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

  private void checkOptions() {
    if (limit != null && limit < 0) {
      throw new BadInputException("--limit must not be negative, got " + limit);
    }
    if (all && limit != null) {
      throw new BadInputException("--all and --limit exclude each other");
    }
    if (count && (json || all || limit != null || svg != null)) {
      throw new BadInputException("--count prints a number only: drop --json, --all, --limit and --svg");
    }
    if (threads < 1) {
      throw new BadInputException("--threads must be at least 1, got " + threads);
    }
  }

  static Duration parseDuration(String text) {
    Matcher m = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
    if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
      throw new BadInputException("--budget: bad time '" + text + "' (use e.g. 500ms, 30s, 5m, 1h)");
    }
    long n = Long.parseLong(m.group(1));
    return switch (m.group(2)) {
      case "ms" -> Duration.ofMillis(n);
      case "s" -> Duration.ofSeconds(n);
      case "m" -> Duration.ofMinutes(n);
      default -> Duration.ofHours(n);
    };
  }
}

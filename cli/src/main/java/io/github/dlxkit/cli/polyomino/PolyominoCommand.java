package io.github.dlxkit.cli.polyomino;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Json;
import io.github.dlxkit.cli.OutputForm;
import io.github.dlxkit.cli.Combinations;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.cli.Inputs;
import io.github.dlxkit.polyomino.PieceSets;
import io.github.dlxkit.polyomino.Tiling;
import io.github.dlxkit.polyomino.TilingJson;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.model.PolyominoPuzzle;
import io.github.dlxkit.polyomino.model.Region;
import io.github.dlxkit.polyomino.io.PuzzleParser;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx polyomino}: tile a region with polyominoes, from a puzzle file or a classic set. */
@Command(
    name = "polyomino",
    mixinStandardHelpOptions = true,
    description = {
      "Tiles a region with polyominoes (any dimension) and prints the first solution, all of them,",
      "or their number. The puzzle is a text FILE of 'piece NAME' and 'region' blocks (see",
      "docs/polyomino.md), or a classic set with --set and --box."
    })
public final class PolyominoCommand implements Callable<Integer> {
  Invocation invocation;

  @Parameters(arity = "0..1", paramLabel = "FILE|-", description = "the puzzle in the text format; - reads stdin")
  String file;

  @Option(names = "--set", paramLabel = "NAME", description = "a built-in piece set: pentominoes, tetrominoes or soma")
  String set;

  @Option(names = "--box", paramLabel = "AxB[xC]", description = "the box to tile with --set, e.g. 6x10 or 3x3x3")
  String box;

  @Option(names = "--count", description = "print the number of solutions (every orientation counted)")
  boolean count;

  @Option(names = "--distinct", description = "print the number of solutions up to the symmetries of the puzzle")
  boolean distinct;

  @Option(names = "--rows", description = "print the number of rows (placements) of the exact-cover matrix")
  boolean rows;

  @Option(names = "--reflections", negatable = true,
      description = "allow reflected pieces (default: yes for pentominoes and tetrominoes, no for soma and files)")
  Boolean reflections;

  @Mixin SolutionOptions output;

  @Mixin io.github.dlxkit.cli.MatrixOption matrix;

  @Option(names = "--json", description = "one JSON object per solution: {\"pieces\":[{\"piece\":NAME,\"cells\":[[..],..]},..]}")
  boolean json;

  @Override
  public Integer call() throws Exception {
    if (matrix.requested() && distinct) {
      // the count up to symmetry divides by the puzzle's symmetries, which no matrix of placements says
      throw Combinations.refused("--dlx", "--distinct", "the matrix counts every solution, --distinct those up to"
          + " symmetry");
    }
    matrix.allowOnly("--set", "--box", "--reflections");
    checkOptions();
    TilingSolver.Builder problem = problem();
    PrintWriter out = invocation.out();
    if (matrix.requested()) {
      // the exact cover that --count counts (every orientation)
      return matrix.write(invocation.name() + (file != null ? " " + file : " --set " + set + " --box " + box)
          + (reflections == null ? "" : reflections ? " --reflections" : " --no-reflections"),
          problem.build().problem(), java.util.List.of("items: a piece is placed; a cell is covered; an option is a"
              + " placement"), out);
    }
    if (!rows && !output.splits() && !problem.cellCountAdmits()) {
      // the cell counts alone say there is none: answer before building any placement
      if (count || distinct) {
        form().count(0, count ? Json.NO_FIELDS : Json.DISTINCT);
        out.flush();
        return 0;
      }
      invocation.err().println(invocation.name() + ": no solution");
      return 1;
    }
    TilingSolver plain = problem.build();
    int threads = output.search.threads();
    Integer bySplit = count ? output.countBySplit(plain, form()) : null;
    if (bySplit != null) {
      out.flush();
      return bySplit;
    }
    try {
      return output.search.withProgress(invocation.err(), listener -> {
        TilingSolver solver = SolutionOptions.withProgress(plain, listener);
        if (rows) {
          out.println(TilingOutput.rowsLine(solver, json));
        } else if (distinct) {
          form().count(solver.countDistinct(threads), Json.DISTINCT);
        } else if (count) {
          form().count(solver.count(threads));
        } else {
          return printSolutions(solver, out);
        }
        return 0;
      });
    } finally {
      out.flush();
    }
  }

  /** The writer of the results, in the form asked for (this command has no --stats). */
  private OutputForm form() {
    return OutputForm.of(invocation, json, false);
  }

  private int printSolutions(TilingSolver solver, PrintWriter out) {
    return output.print(solver.solutions().iterator(), json,
        t -> TilingJson.tiling(t, solver.pieces()),
        Tiling::toAscii, Tiling::toSvg, out, invocation.err(), invocation.name());
  }

  private void checkOptions() {
    if ((file == null) == (set == null)) {
      throw new BadInputException(file == null ? "give a puzzle FILE or --set NAME --box AxB"
          : "give a puzzle FILE or --set, not both");
    }
    if (set != null && box == null) {
      throw new BadInputException("--set needs --box, e.g. --set pentominoes --box 6x10");
    }
    if (set == null && box != null) {
      throw new BadInputException("--box goes with --set (a puzzle FILE has its own region)");
    }
    int modes = (count ? 1 : 0) + (distinct ? 1 : 0) + (rows ? 1 : 0);
    if (rows && modes > 1) {
      throw new BadInputException("--rows cannot be combined with --count or --distinct");
    }
    if (count && distinct) {
      // two counts of one tiling problem; printing one of them would ignore the other option
      throw Combinations.refused("--count", "--distinct", "--count counts every solution, --distinct those up to symmetry");
    }
    if (distinct && output.splits()) {
      // the split cuts the plain search: it counts every solution, never up to symmetry
      throw new BadInputException("--checkpoint and --part count every solution; --distinct does not go with them");
    }
    output.check(modes == 0 ? null : rows ? "--rows" : count ? "--count" : "--distinct");
  }

  private TilingSolver.Builder problem() throws Exception {
    if (set != null) {
      int[] sizes = TilingOutput.parseBox(box);
      boolean reflect = reflections != null ? reflections : PieceSets.reflectedByDefault(set);
      var pieces = PieceSets.named(set);
      if (pieces.get(0).dimension() != sizes.length) {
        throw new BadInputException("the " + set.toLowerCase(java.util.Locale.ROOT) + " are " + pieces.get(0).dimension()
            + "-D pieces but --box " + box + " has " + sizes.length + " sizes");
      }
      return TilingSolver.builder(pieces, Region.box(sizes)).reflection(reflect);
    }
    PolyominoPuzzle puzzle;
    try (Reader in = Inputs.open(file)) {
      puzzle = PuzzleParser.parse(in);
    } catch (BadInputException e) {
      throw new BadInputException(Inputs.displayName(file) + ": " + e.getMessage());
    }
    TilingSolver.Builder b = TilingSolver.builder(puzzle.pieces(), puzzle.region())
        .reflection(reflections != null && reflections);
    boolean[] reusable = puzzle.reusable();
    for (int i = 0; i < reusable.length; i++) {
      b.reusable(i, reusable[i]);
    }
    return b;
  }
}

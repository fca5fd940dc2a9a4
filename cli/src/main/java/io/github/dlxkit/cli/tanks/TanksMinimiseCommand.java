package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Inputs;
import io.github.dlxkit.cli.OptimiseOptions;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.optimise.Acceptance;
import io.github.dlxkit.core.optimise.Optimiser;
import io.github.dlxkit.core.optimise.Optimum;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.optimise.DraftGrid;
import io.github.dlxkit.tanks.render.GridFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx tanks minimise}: local search for the grid with the fewest wrong cells. */
@Command(
    name = "minimise",
    mixinStandardHelpOptions = true,
    description = {
      "Minimises the violations of an NxN Tank Attack grid, the cells whose range differs from the",
      "number of tanks attacking them, by simulated annealing at a fixed temperature over moves",
      "that give one cell (one orbit with --symmetry) a new range. 0 violations is a solution.",
      "--not-symmetric rot180 keeps every grid unequal to its half turn (Chlond's open 8x8",
      "question). Seeded; one thread. Prints the violations and the best grid.",
      "Exit status: 0 a solution reached, 1 stopped with violations left, 2 bad input."
    })
final class TanksMinimiseCommand implements Callable<Integer> {
  /** The default temperature: a wrong cell more is kept with probability e^-2 (see docs/tanks.md). */
  static final double TEMPERATURE = 0.5;

  Invocation invocation;

  @Parameters(paramLabel = "N", description = "the board side, 3.." + Board.MAX_SIZE)
  int n;

  @Mixin OptimiseOptions optimise;

  @Option(names = "--not-symmetric", paramLabel = "SYM",
      description = "never reach a grid unchanged by SYM (rot90 or rot180)")
  RequiredSymmetry notSymmetric = RequiredSymmetry.NONE;

  @Option(names = "--symmetry", paramLabel = "SYM",
      description = "keep the grid unchanged by SYM (rot90 or rot180): moves change whole orbits")
  RequiredSymmetry symmetry = RequiredSymmetry.NONE;

  @Option(names = "--torus", description = "rows and columns wrap round")
  boolean torus;

  @Option(names = "--temperature", paramLabel = "T",
      description = "the annealing temperature: a move adding d violations is kept with probability e^(-d/T)"
          + " (default: " + TEMPERATURE + ")")
  double temperature = TEMPERATURE;

  @Override
  public Integer call() throws IOException {
    if (n < 3 || n > Board.MAX_SIZE) {
      throw new BadInputException("N must be in 3.." + Board.MAX_SIZE + " (smaller boards have no solution), got " + n);
    }
    if (!(temperature > 0 && temperature <= 1000)) {
      throw new BadInputException("--temperature must be in (0, 1000], got " + temperature);
    }
    optimise.checkOut();
    Board board = Board.of(n, torus);
    long seed = optimise.seed();
    DraftGrid start = optimise.from() == null ? DraftGrid.random(board, symmetry, notSymmetric, seed)
        : DraftGrid.of(read(optimise.from(), board), symmetry, notSymmetric);
    PrintWriter stdout = invocation.out();
    PrintWriter err = invocation.err();
    AtomicInteger best = new AtomicInteger(Integer.MAX_VALUE);
    SearchControl control = optimise.control(err, () -> best.get() + " violations");
    Optimum<Grid> o = Optimiser.of(start, Acceptance.annealing(temperature, temperature)).withSeed(seed)
        .withTarget(0)
        .onBest((g, score, moves) -> {
          // every new best, also one with as many violations but counts nearer the ranges (the
          // tie term): the file then holds the grid the run prints at its end
          best.set(violations(g));
          optimise.writeBest(GridFormat.text(g) + "\n");
        })
        .run(control);
    Grid g = o.best();
    int v = violations(g);
    // a claimed solution is checked again on the grid itself, the excluded symmetry included
    boolean excluded = notSymmetric != RequiredSymmetry.NONE && notSymmetric.holdsFor(g);
    String check = v != 0 ? "" : " (a solution: Grid.isSolution() " + g.isSolution() + (notSymmetric == RequiredSymmetry.NONE
        ? "" : ", " + notSymmetric.name().toLowerCase(Locale.ROOT) + " symmetric " + excluded) + ")";
    stdout.println(String.format(Locale.ROOT, "violations %d%s; %d moves, %.0f moves/s, %.1f s, seed %d, stopped: %s", v,
        check, o.moves(), o.movesPerSecond(), o.elapsed().toMillis() / 1000.0, seed,
        o.stopReason().name().toLowerCase(Locale.ROOT).replace('_', ' ')));
    stdout.println(GridFormat.text(g));
    return v == 0 && g.isSolution() && !excluded ? 0 : 1;
  }

  /** The cells of {@code g} whose range differs from their attackers, counted on the grid itself. */
  static int violations(Grid g) {
    int v = 0;
    for (int i = 0; i < g.size(); i++) {
      for (int j = 0; j < g.size(); j++) {
        v += g.attackers(i, j) != g.value(i, j) ? 1 : 0;
      }
    }
    return v;
  }

  /** The grid in {@code file}: rows of ranges, as --out writes them, on {@code board}. */
  private static Grid read(String file, Board board) throws IOException {
    String text;
    try (Reader in = Inputs.open(file)) {
      StringBuilder sb = new StringBuilder();
      char[] buf = new char[4096];
      for (int k; (k = in.read(buf)) >= 0; ) {
        sb.append(buf, 0, k);
      }
      text = sb.toString();
    }
    String name = Inputs.displayName(file);
    if (text.isBlank()) {
      throw new BadInputException("--from " + name + ": no grid");
    }
    Grid g;
    try {
      g = Grid.parse(text, board.isTorus());
    } catch (BadInputException e) {
      throw new BadInputException("--from " + name + ": " + e.getMessage());
    }
    if (g.size() != board.size()) {
      throw new BadInputException("--from " + name + ": a " + g.size() + "x" + g.size() + " grid, expected "
          + board.size() + "x" + board.size());
    }
    return g;
  }
}

package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.Combinations;
import io.github.dlxkit.cli.Json;
import io.github.dlxkit.cli.Outputs;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.cli.ProgressPrinter;
import io.github.dlxkit.cli.SearchOptions;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.tanks.TankKernel;
import io.github.dlxkit.tanks.TankAttack;
import io.github.dlxkit.tanks.cubes.CubeLog;
import io.github.dlxkit.tanks.cubes.CubeProofs;
import io.github.dlxkit.tanks.cubes.CubeSample;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.sat.MeteredSolver;
import io.github.dlxkit.tanks.encoding.CnfEncoding;
import io.github.dlxkit.tanks.sat.Cadical;
import io.github.dlxkit.tanks.sat.SatSolver;
import io.github.dlxkit.tanks.sat.SmallSat;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.render.GridFormat;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;

/** {@code dlx tanks}: solves and counts the Tank Attack puzzle. */
@Command(
    name = "tanks",
    mixinStandardHelpOptions = true,
    description = {
      "Solves the Tank Attack puzzle (Chlond 2008): fill an NxN grid with tank ranges 1..N-1 so",
      "that every tank's range equals the number of tanks attacking it (a tank attacks the tanks",
      "exactly its range away along its row and column). Prints the first solution (rows of",
      "numbers, '.' for an empty cell), or more with --all/--limit, separated by blank lines.",
      "Exit status: 0 solved or counted, 1 no solution (or a limit stopped the search), 2 bad input."
    },
    subcommands = TanksMinimiseCommand.class)
public final class TanksCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  // optional for picocli, so that a subcommand (minimise) can stand in its place; call() requires it
  @Parameters(paramLabel = "N", arity = "0..1", description = "the board side, 1.." + Board.MAX_SIZE)
  Integer side;

  private int n;

  @Option(names = "--symmetry", paramLabel = "SYM",
      description = "require a rotational symmetry: rot90, rot180 or none (default: none)")
  RequiredSymmetry symmetry = RequiredSymmetry.NONE;

  @Option(names = "--torus", description = "rows and columns wrap round")
  boolean torus;

  @Option(names = "--holes", description = "allow empty cells (no tank; no tank may attack them)")
  boolean holes;

  @Option(names = "--count", description = "print the number of solutions alone")
  boolean count;

  @ArgGroup(exclusive = true)
  HowMany howMany;

  static final class HowMany {
    @Option(names = "--all", description = "print every solution")
    boolean all;

    @Option(names = "--limit", paramLabel = "N", converter = Ranges.Limit.class, description = "print at most N solutions")
    Long limit;
  }

  @Option(names = "--json", description = "one JSON object per solution per line: {\"n\":N,\"grid\":[[...],...]}, 0 for an empty cell;"
      + " with --count {\"count\":N}")
  boolean json;

  @Option(names = "--kernel", paramLabel = "K",
      description = "auto (default), exact-cover, propagation or row-scan; all find the same solutions")
  String method = "auto";

  /** The old name of {@code --kernel}, for one release. */
  @Option(names = "--method", hidden = true, paramLabel = "K")
  void oldMethod(String k) {
    io.github.dlxkit.cli.DeprecatedOption.warn(spec, "--method", "--kernel");
    method = k;
  }

  @Mixin SearchOptions search;
  @Mixin SplitOptions split;

  @Mixin io.github.dlxkit.cli.MatrixOption matrix;

  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class, description = "stop the search after TIME (seconds, or 500ms, 30s, 5m, 1h): exit 1")
  Duration timeLimit;

  @Option(names = "--estimate", paramLabel = "PROBES", converter = Ranges.Probes.class,
      description = "do not search: print Knuth's estimate of the search-tree size and time from PROBES random walks")
  Integer estimate;

  @Option(names = "--cnf",
      description = "do not search: print the puzzle as a Boolean formula in DIMACS CNF for a SAT solver "
          + "(comment lines give each cell's variables)")
  boolean cnf;

  @Option(names = "--not-symmetric", paramLabel = "SYM",
      description = "with --cnf: keep only the grids NOT unchanged by SYM (rot90 or rot180); "
          + "unsatisfiable then means every solution has that symmetry")
  RequiredSymmetry notSymmetric;

  @Option(names = "--break-symmetry",
      description = "keep one grid per class under the square's eight rotations and mirrors (the lexicographically"
          + " smallest, row by row): with --cnf and --sat-cubes, and the row scan; counts are then of classes")
  boolean breakSymmetry;

  @Option(names = "--sat-cubes", paramLabel = "SOLVER",
      description = "with --count: cube and conquer on the CNF, each cube decided by SOLVER (cadical, a path to it,"
          + " or java for the small built-in solver); with --checkpoint/--part, --refine-after counts conflicts")
  String satCubes;

  @Option(names = "--cube-log", paramLabel = "FILE",
      description = "with --sat-cubes: append every SAT call (cube, answer, conflicts, CPU seconds) and every solution to FILE")
  java.nio.file.Path cubeLog;

  @Option(names = "--sample-cubes", paramLabel = "PROBES", converter = Ranges.Probes.class,
      description = "with --sat-cubes and --refine-after: do not count; estimate what the --checkpoint run would"
          + " spend from PROBES random root-to-leaf paths of its refinement tree (Knuth's estimator), each cube on"
          + " a path decided by the solver")
  Integer sampleCubes;

  @Option(names = "--sample-seed", paramLabel = "SEED", defaultValue = "1",
      description = "with --sample-cubes: the random seed (default: ${DEFAULT-VALUE}); the same seed, the same cubes")
  long sampleSeed;

  @Option(names = "--probe-calls", paramLabel = "N", converter = Ranges.Probes.class, defaultValue = "1000",
      description = "with --sample-cubes: stop a path after N SAT calls (default: ${DEFAULT-VALUE}); such a path"
          + " makes the estimate a lower bound")
  int probeCalls;

  @Option(names = "--check-proofs", paramLabel = "K",
      description = "with --sat-cubes cadical and --cube-log FILE: do not count; decide again K of the cubes the log"
          + " records as unsatisfiable (chosen at random with --sample-seed; 0: all), each with a DRAT proof that"
          + " dlxkit's own checker verifies; one line per cube; exit 1 if one fails")
  Integer checkProofs;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (side == null) {
      throw new BadInputException("missing N, the board side 1.." + Board.MAX_SIZE + " (or a subcommand: minimise)");
    }
    n = side;
    if (n < 1 || n > Board.MAX_SIZE) {
      throw new BadInputException("N must be in 1.." + Board.MAX_SIZE + ", got " + n);
    }
    // --cnf and --dlx write the problem instead of solving it: each refuses what it does not express
    Combinations.allowOnly(spec, "--cnf", "--cnf writes the CNF, no search",
        java.util.List.of("--symmetry", "--torus", "--holes", "--not-symmetric", "--break-symmetry"));
    matrix.allowOnly("--symmetry", "--torus", "--holes", "--break-symmetry");
    int threads = search.threads();
    if (notSymmetric != null && !cnf && satCubes == null) {
      throw new BadInputException("--not-symmetric works with --cnf or --sat-cubes only");
    }
    if (cubeLog != null && satCubes == null) {
      throw new BadInputException("--cube-log works with --sat-cubes only");
    }
    if (checkProofs != null) {
      return checkProofs(out);
    }
    if (sampleCubes != null && (satCubes == null || split.refineAfterNodes() == null)) {
      throw new BadInputException("--sample-cubes needs --sat-cubes SOLVER and --refine-after CONFLICTS");
    }
    if (satCubes != null) {
      return satCubes(out, err);
    }
    if (count && howMany != null) {
      throw Combinations.refused("--count", howMany.all ? "--all" : "--limit", "--count prints the number of solutions alone");
    }
    if (split.isActive() && (!count || json || timeLimit != null)) {
      throw new BadInputException("--checkpoint and --part work with --count only (and without --json, --time-limit)");
    }
    if (estimate != null && (count || howMany != null || json)) {
      throw new BadInputException("--estimate does not search: drop --count, --all, --limit and --json");
    }
    if (cnf) {
      RequiredSymmetry forbidden = notSymmetric == null ? RequiredSymmetry.NONE : notSymmetric;
      CnfEncoding.of(Board.of(n, torus), symmetry, holes, forbidden, breakSymmetry).writeDimacs(out);
      out.flush();
      return 0;
    }
    TankAttack puzzle = TankAttack.of(n).withSymmetry(symmetry).withTorus(torus).withHoles(holes)
        .withKernel(kernel());
    if (breakSymmetry) {
      puzzle = puzzle.withSymmetryBreaking(true);
    }
    if (matrix.requested()) {
      // the problem --kernel exact-cover solves (--kernel itself is refused with --dlx), symmetry breaking included
      java.util.List<String> notes = new java.util.ArrayList<>(java.util.List.of("items: a cell is named row letter,"
          + " column (b3: row 2, column 3); vCELL the range of the tank on CELL; rowCELL, colCELL which tanks of its"
          + " row, column attack it; A>T colour y if A attacks T, n if not; nrCELL, ncCELL coloured with how many"
          + " attack it from its row, column, one digit in base 36 (see TankEncoding)"));
      if (breakSymmetry) {
        notes.add("--break-symmetry: xCELL coloured with the range of CELL; g<S>CELL compares CELL with its image"
            + " under symmetry S (0-6: the quarter, half, three-quarter turns, the left-right, up-down mirrors,"
            + " the transpose, the anti-transpose), e<S>CELL coloured = while the grid equals its image so far,"
            + " < once it is smaller: the covers are the leaders, one grid per class");
      }
      String command = "dlx tanks " + n
          + (symmetry == RequiredSymmetry.NONE ? "" : " --symmetry " + symmetry.name().toLowerCase(Locale.ROOT))
          + (torus ? " --torus" : "") + (holes ? " --holes" : "") + (breakSymmetry ? " --break-symmetry" : "");
      return matrix.write(command, puzzle.encoding().problem(), notes, out);
    }
    if (timeLimit != null) {
      puzzle = puzzle.withLimits(SearchLimits.none().withTimeLimit(timeLimit));
    }
    if (estimate != null) {
      TreeSizeEstimate e = puzzle.estimateTreeSize(estimate, 1);
      double seconds = e.nodesPerSecond() > 0 ? e.nodes() / e.nodesPerSecond() : 0;
      out.println(String.format(Locale.ROOT, "nodes %.3g (standard error %.2g), %.0f nodes/s, single-thread time %s",
          e.nodes(), e.nodesStandardError(), e.nodesPerSecond(), clock(seconds)));
      return 0;
    }
    if (split.isActive()) {
      return split.count(puzzle.splittable(), search, out, err);
    }
    TankAttack plain = puzzle;
    return search.withProgress(err, listener ->
        search(plain.withProgress(listener, ProgressPrinter.INTERVAL), threads, out, err));
  }

  /** {@code --sat-cubes}: counts the cubes (all, or as --checkpoint/--part ask); returns the exit status. */
  private int satCubes(PrintWriter out, PrintWriter err) {
    if (sampleCubes != null && (cnf || count || json || howMany != null || timeLimit != null || estimate != null)) {
      throw new BadInputException("--sample-cubes does not count: drop --count, --cnf, --json, --all, --limit,"
          + " --time-limit and --estimate");
    }
    if (cnf || (!count && sampleCubes == null) || json || howMany != null || timeLimit != null || estimate != null) {
      throw new BadInputException("--sat-cubes counts: it needs --count, and not --cnf, --json, --all, --limit,"
          + " --time-limit or --estimate");
    }
    if (!"auto".equals(method)) {
      throw new BadInputException("--sat-cubes and --kernel cannot be used together: the cubes go to the SAT solver");
    }
    SatSolver solver;
    if ("java".equals(satCubes)) {
      solver = new SmallSat();
    } else {
      if (!Cadical.isInstalled(satCubes)) {
        throw new BadInputException("--sat-cubes: cannot run '" + satCubes + "' (install Debian's cadical, or give its path)");
      }
      solver = new Cadical(satCubes);
    }
    if (cubeLog != null) {
      Outputs.checkWritable("--cube-log", cubeLog);
    }
    RequiredSymmetry forbidden = notSymmetric == null ? RequiredSymmetry.NONE : notSymmetric;
    MeteredSolver meter = new MeteredSolver(solver);
    // through Outputs, so that a log that is a pipe whose reader left ends the run as stdout's would
    CubeLog log = cubeLog == null ? null : new CubeLog(line -> Outputs.append("--cube-log", cubeLog, line));
    CubeSearch cubes = TankAttack.of(n).withSymmetry(symmetry).withTorus(torus).withHoles(holes)
        .cubes(meter, forbidden, breakSymmetry, log);
    if (sampleCubes != null) {
      CubeSample sample = new CubeSample(cubes, meter, split.splitTarget(), split.refineAfterNodes(), probeCalls);
      CubeSample.Estimate e = sample.run(sampleCubes, sampleSeed, p -> {
        if (log != null) {
          log.probe(p);
        }
        err.println(p.toLine());
        err.flush();
      });
      out.println(e.report());
      return 0;
    }
    if (split.isActive()) {
      return split.count(cubes, search, out, err);
    }
    try {
      java.util.List<io.github.dlxkit.core.search.Subproblem> list = cubes.split(64);
      long total = io.github.dlxkit.core.search.Runner.count(cubes, list,
          io.github.dlxkit.core.search.Runner.Recorded.NOTHING, search.threads(), (s, c) -> { }, 0).count().longValue();
      out.println(total);
      return 0;
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  /** {@code --check-proofs K}: DRAT-checks K of the unsatisfiable cubes of the cube log; returns the exit status. */
  private int checkProofs(PrintWriter out) {
    if (satCubes == null || "java".equals(satCubes) || cubeLog == null || checkProofs < 0) {
      throw new BadInputException("--check-proofs needs --sat-cubes cadical (or a path to it), --cube-log FILE"
          + " and K >= 0, got " + checkProofs);
    }
    if (count || sampleCubes != null || split.isActive() || cnf) {
      throw new BadInputException("--check-proofs does not count: drop --count, --sample-cubes, --checkpoint, --part,"
          + " --refine-after and --cnf");
    }
    if (!java.nio.file.Files.isReadable(cubeLog)) {
      throw new BadInputException("--cube-log: cannot read " + cubeLog);
    }
    if (!Cadical.isInstalled(satCubes)) {
      throw new BadInputException("--sat-cubes: cannot run '" + satCubes + "' (install Debian's cadical, or give its path)");
    }
    RequiredSymmetry forbidden = notSymmetric == null ? RequiredSymmetry.NONE : notSymmetric;
    CubeSearch cubes = TankAttack.of(n).withSymmetry(symmetry).withTorus(torus).withHoles(holes)
        .cubes(new SmallSat(), forbidden, breakSymmetry, null);
    java.util.List<io.github.dlxkit.core.search.Subproblem> all = CubeProofs.unsatisfiable(cubeLog);
    CubeProofs proofs = new CubeProofs(cubes, new Cadical(satCubes));
    int failed = 0;
    for (io.github.dlxkit.core.search.Subproblem s : checkProofs == 0 ? all : CubeProofs.sample(all, checkProofs, sampleSeed)) {
      CubeProofs.Result r = proofs.check(s);
      failed += r.verified() ? 0 : 1;
      out.println(r.toLine());
      out.flush();
    }
    return failed == 0 ? 0 : 1;
  }

  private TankKernel kernel() {
    try {
      return TankKernel.parse(method);
    } catch (BadInputException e) {
      throw new BadInputException("--kernel: " + e.getMessage());
    }
  }

  /** Counts or prints the solutions asked for; returns the exit status. */
  private int search(TankAttack puzzle, int threads, PrintWriter out, PrintWriter err) {
    if (count) {
      SearchResult r = puzzle.run(threads);
      if (!r.isComplete()) {
        throw new SearchStoppedException(r);
      }
      out.println(json ? Json.count("count", r.solutions()) : Long.toString(r.solutions()));
      return 0;
    }
    long max = howMany == null ? 1 : howMany.all ? Long.MAX_VALUE : howMany.limit;
    if (max == 0) {
      return 0;
    }
    AtomicLong printed = new AtomicLong();
    SearchResult r = puzzle.forEach(threads, grid -> {
      synchronized (out) {
        if (printed.get() >= max) {
          return false;
        }
        print(out, grid);
        return printed.incrementAndGet() < max;
      }
    });
    out.flush();
    if (r.stopReason() != StopReason.COMPLETED && r.stopReason() != StopReason.VISITOR) {
      throw new SearchStoppedException(r);
    }
    if (printed.get() == 0) {
      err.println("dlx tanks: no solution");
      return 1;
    }
    return 0;
  }

  private void print(PrintWriter out, Grid grid) {
    if (json) {
      out.println(GridFormat.json(grid));
    } else {
      if (printedAny) {
        out.println();
      }
      out.println(GridFormat.text(grid));
      printedAny = true;
    }
  }

  private boolean printedAny;

  /** Seconds as h:mm:ss, or in days or years when long. */
  static String clock(double seconds) {
    if (seconds >= 86_400.0 * 365.25) {
      return String.format(Locale.ROOT, "%.3g years", seconds / (86_400.0 * 365.25));
    }
    if (seconds >= 86_400) {
      return String.format(Locale.ROOT, "%.1f days", seconds / 86_400.0);
    }
    long s = (long) seconds;
    return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  }
}

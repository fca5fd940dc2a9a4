package io.github.dlxkit.benchmarks.polyomino;

import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.polyomino.QuantuminoSolver;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.encoding.SymmetryPlan;
import java.util.Locale;

/**
 * How long would counting every Quantumino solution take? Two Monte Carlo estimates of the search
 * that {@code count()} runs (piece P restricted to one placement per orbit of the box's
 * symmetries, each representative's subtree estimated separately, the sums' standard errors
 * combined):
 * <ol>
 *   <li>with the Dancing Links kernel: Knuth's estimate of the tree size (the core's
 *       {@link ExactCoverSolver#estimateTreeSize}, random root-to-leaf probes) and the engine's
 *       speed measured on the same problem;
 *   <li>with the bitboard kernel (what {@code count()} uses for 80 cells): random walks down
 *       {@code depth} levels, the subtree below each walk counted exactly and timed
 *       ({@link TilingSolver#estimateCountCost}).
 * </ol>
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar
 * io.github.dlxkit.benchmarks.polyomino.QuantuminoEstimate [aside] [probes per representative] [seed]
 * [speed sample nodes] [bitboard walks per representative] [bitboard depth]}
 */
public final class QuantuminoEstimate {
  private QuantuminoEstimate() {}

  /** Prints the estimates; see the class comment for the arguments. */
  public static void main(String[] args) {
    int aside = args.length > 0 ? Integer.parseInt(args[0]) : 0;
    int probes = args.length > 1 ? Integer.parseInt(args[1]) : 10_000;
    long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
    long speedSample = args.length > 3 ? Long.parseLong(args[3]) : 2_000_000;
    int walks = args.length > 4 ? Integer.parseInt(args[4]) : 0;
    int depth = args.length > 5 ? Integer.parseInt(args[5]) : 6;
    TilingSolver t = QuantuminoSolver.of(aside).tilingSolver();
    ExactCoverSolver engine = t.solver();
    SymmetryPlan plan = SymmetryPlan.of(t.encoding(), t.symmetries(), 1);
    double nodes = 0;
    double variance = 0;
    double solutions = 0;
    for (SymmetryPlan.Representative r : plan.representatives()) {
      TreeSizeEstimate e = engine.withFixedOptions(r.row()).estimateTreeSize(probes, seed + r.row(), 0);
      nodes += e.nodes();
      variance += e.nodesStandardError() * e.nodesStandardError();
      solutions += e.solutions() * r.orbitSize();
    }
    SearchResult sample = engine.withLimits(SearchLimits.none().withMaxNodes(speedSample)).run();
    double rate = sample.statistics().nodes() / (sample.statistics().elapsed().toNanos() / 1e9);
    System.out.printf(Locale.ROOT, "aside %d: %d symmetries, piece %d restricted to %d placements, %d probes each%n",
        aside, t.symmetries().size(), plan.piece(), plan.representatives().size(), probes);
    System.out.printf(Locale.ROOT, "estimated nodes %.3g (standard error %.2g), solutions %.3g%n", nodes,
        Math.sqrt(variance), solutions);
    System.out.printf(Locale.ROOT, "engine speed %.3g nodes/s over %d nodes: %.3g s = %.1f days on one thread%n",
        rate, sample.statistics().nodes(), nodes / rate, nodes / rate / 86400);
    if (walks > 0) {
      TreeSizeEstimate e = t.estimateCountCost(depth, walks, seed);
      double seconds = e.estimatedTime().toNanos() / 1e9;
      System.out.printf(Locale.ROOT, "bitboard, %d walks of depth %d per representative: solutions %.3g "
          + "(standard error %.2g), one thread %.3g s = %.1f hours (standard error %.2g s)%n", walks, depth, e.solutions(),
          e.solutionsStandardError(), seconds, seconds / 3600, e.estimatedTimeStandardError());
    }
  }
}

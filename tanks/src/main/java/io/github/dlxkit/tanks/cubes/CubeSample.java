package io.github.dlxkit.tanks.cubes;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.sat.MeteredSolver;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Knuth's estimator ("Estimating the efficiency of backtrack programs", 1975) applied to a cube
 * and conquer run: what {@code --checkpoint … --refine-after CAP} would spend on the whole split,
 * estimated from random root-to-leaf paths of its refinement tree, each cube on the path really
 * decided (or stopped at the cap) by the SAT solver.
 *
 * <p>A <em>probe</em> picks one of the split's cubes uniformly at random (weight w = the number of
 * cubes) and calls the solver on it with the conflict cap, exactly as the run would. If the cube is
 * decided, the probe ends. If not, the run would cut it into its sub-cubes ({@link CubeSearch#refine})
 * and decide each; the probe picks one of them uniformly (w multiplied by their number) and goes on.
 * The probe's value for a measure (CPU seconds, conflicts, SAT calls, solutions) is the sum over its
 * cubes of w times that cube's measure. Each cube of the refinement tree is reached with probability
 * exactly 1/w, so the value's expectation is the run's total: the mean over probes is an unbiased
 * estimate, and its standard error (sample standard deviation / √probes) the error bar. That holds
 * as long as each cube's cost is a fixed number; CaDiCaL's conflicts are (it is deterministic), its
 * CPU seconds nearly.
 *
 * <p>Unbiased is not the same as close: the cost is concentrated in rare expensive (or, for
 * solutions, rare satisfiable) cubes, which few probes miss, so with few probes the estimate is more
 * often below the total than above, and the standard error is then too small as well.
 *
 * <p>A probe that reaches {@code maxCalls} SAT calls, or a cube that fixes every cube cell and is
 * still undecided, stops <em>truncated</em>: its value counts only what it measured, so the estimate
 * is then a <strong>lower bound</strong> (the report says how many probes were truncated).
 *
 * <pre>{@code
 * MeteredSolver meter = new MeteredSolver(new SmallSat());
 * CubeSearch cubes = TankAttack.of(4).withHoles(true).cubes(meter, RequiredSymmetry.NONE, true, null);
 * CubeSample.Estimate e = new CubeSample(cubes, meter, 8, 3, 100).run(200, 1, p -> { });
 * e.solutions().mean();   // about 8 (the 4x4 with holes has 8 classes); e.conflicts() the run's conflicts
 * }</pre>
 */
public final class CubeSample {
  private final CubeSearch cubes;
  private final MeteredSolver meter;
  private final List<Subproblem> roots;
  private final long cap;
  private final int maxCalls;

  /**
   * Probes of the run that splits {@code cubes} for {@code splitTarget} cubes (as {@code --checkpoint}
   * does for its target) and cuts a cube after {@code cap} conflicts; {@code meter} must be the
   * solver {@code cubes} calls; a probe stops after {@code maxCalls} calls. Splits now (unit
   * propagation on each candidate cube, no SAT call).
   *
   * @param cubes the cube search of the run to estimate
   * @param meter the metered solver that {@code cubes} decides its cubes with
   * @param splitTarget the number of cubes the split aims for, as the run's (it makes at least as
   *     many unless the cube cells run out)
   * @param cap the conflicts after which a cube is cut into its sub-cubes, at least 1
   * @param maxCalls the SAT calls after which a probe stops truncated, at least 1
   * @throws BadInputException if {@code cap} or {@code maxCalls} is below 1
   */
  public CubeSample(CubeSearch cubes, MeteredSolver meter, int splitTarget, long cap, int maxCalls) {
    if (cap < 1) {
      throw new BadInputException("the conflict cap must be at least 1, not " + cap);
    }
    if (maxCalls < 1) {
      throw new BadInputException("the calls per probe must be at least 1, not " + maxCalls);
    }
    this.cubes = cubes;
    this.meter = meter;
    this.cap = cap;
    this.maxCalls = maxCalls;
    this.roots = cubes.split(splitTarget);
  }

  /** {@return the cubes of the split that probes start from} */
  public int cubes() {
    return roots.size();
  }

  /**
   * One probe's path and values.
   *
   * @param leaf the last cube tried ({@code INDEX:R1,R2,…})
   * @param calls the SAT calls the probe made (unweighted)
   * @param cpuSeconds the probe's weighted solver CPU seconds (an estimate of the run's total)
   * @param conflicts the probe's weighted conflicts (an estimate of the run's total)
   * @param satCalls the probe's weighted SAT calls (an estimate of the run's total)
   * @param solutions the probe's weighted solutions (an estimate of the run's count)
   * @param ownCpuSeconds the CPU seconds the probe itself spent in the solver
   * @param truncated whether it stopped before its last cube was decided (its values are then lower bounds)
   */
  public record Probe(String leaf, int calls, double cpuSeconds, double conflicts, double satCalls,
      double solutions, double ownCpuSeconds, boolean truncated) {
    /** {@return one line for a log} */
    public String toLine() {
      return String.format(Locale.ROOT, "probe %s calls %d %s cpu_seconds %.6g conflicts %.6g sat_calls %.6g solutions %.6g own_cpu %.2f",
          leaf, calls, truncated ? "truncated" : "decided", cpuSeconds, conflicts, satCalls, solutions, ownCpuSeconds);
    }
  }

  /**
   * A mean over probes and its standard error (0 with one probe).
   *
   * @param mean the mean of the probes' values
   * @param standardError the sample standard deviation over √probes; 0 with one probe
   */
  public record Mean(double mean, double standardError) {
    static Mean of(double[] x) {
      double m = 0;
      for (double v : x) {
        m += v;
      }
      m /= x.length;
      double ss = 0;
      for (double v : x) {
        ss += (v - m) * (v - m);
      }
      double se = x.length < 2 ? 0 : Math.sqrt(ss / (x.length - 1) / x.length);
      return new Mean(m, se);
    }

    /** {@return the mean and its standard error to a few digits, e.g. {@code 8.00 ± 0.52}} */
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%.3g ± %.2g", mean, standardError);
    }
  }

  /**
   * The estimates of the run's totals from {@code probes} probes.
   *
   * @param cubes the cubes of the split the probes started from
   * @param cap the conflicts after which a cube is cut
   * @param probes the probes made
   * @param truncated probes that stopped before a decided cube: when above 0, every estimate is a lower bound
   * @param cpuSeconds the run's solver CPU seconds
   * @param conflicts the run's conflicts
   * @param satCalls the run's SAT calls
   * @param solutions the run's count of solutions
   * @param ownCpuSeconds the CPU seconds the probes themselves spent in the solver
   */
  public record Estimate(int cubes, long cap, int probes, int truncated, Mean cpuSeconds, Mean conflicts,
      Mean satCalls, Mean solutions, double ownCpuSeconds) {
    /** {@return the report printed by {@code dlx tanks --sample-cubes}} */
    public String report() {
      return String.format(Locale.ROOT,
          "probes %d (truncated %d%s), split %d cubes, cut after %d conflicts, sampled in %.1f CPU s%n"
              + "estimated run: cpu_seconds %s, conflicts %s, sat_calls %s, solutions %s (± one standard error)",
          probes, truncated, truncated > 0 ? ": the estimates are lower bounds" : "", cubes, cap, ownCpuSeconds,
          cpuSeconds, conflicts, satCalls, solutions);
    }
  }

  /**
   * Runs {@code probes} probes from {@code seed} (the same seed, the same cubes), handing each to
   * {@code each}, one after the other on the calling thread.
   *
   * @param probes how many probes, at least 1
   * @param seed the random seed
   * @param each called with each probe as it ends (e.g. to log it)
   * @return the estimates, means over the probes with their standard errors
   * @throws BadInputException if {@code probes} is below 1
   */
  public Estimate run(int probes, long seed, Consumer<Probe> each) {
    if (probes < 1) {
      throw new BadInputException("the number of probes must be at least 1, not " + probes);
    }
    SplittableRandom random = new SplittableRandom(seed);
    double[][] v = new double[4][probes];
    int truncated = 0;
    double own = 0;
    for (int i = 0; i < probes; i++) {
      Probe p = roots.isEmpty() ? new Probe("-", 0, 0, 0, 0, 0, 0, false) : probe(random);
      v[0][i] = p.cpuSeconds();
      v[1][i] = p.conflicts();
      v[2][i] = p.satCalls();
      v[3][i] = p.solutions();
      own += p.ownCpuSeconds();
      truncated += p.truncated() ? 1 : 0;
      each.accept(p);
    }
    return new Estimate(roots.size(), cap, probes, truncated, Mean.of(v[0]), Mean.of(v[1]), Mean.of(v[2]),
        Mean.of(v[3]), own);
  }

  private Probe probe(SplittableRandom random) {
    double w = roots.size();
    Subproblem s = roots.get(random.nextInt(roots.size()));
    double cpu = 0;
    double conflicts = 0;
    double calls = 0;
    double solutions = 0;
    double own = 0;
    int made = 0;
    while (true) {
      long calls0 = meter.calls();
      long conflicts0 = meter.conflicts();
      double cpu0 = meter.cpuSeconds();
      boolean decided;
      long found = 0;
      try {
        PartCount c = cubes.count(s, SearchLimits.none().withMaxNodes(cap));
        decided = true;
        found = c.count();
      } catch (SearchStoppedException e) {
        decided = false;
      }
      double dCpu = meter.cpuSeconds() - cpu0;
      own += dCpu;
      cpu += w * dCpu;
      conflicts += w * (meter.conflicts() - conflicts0);
      calls += w * (meter.calls() - calls0);
      solutions += w * found;
      made += (int) (meter.calls() - calls0);
      if (decided) {
        return new Probe(s.toLine(), made, cpu, conflicts, calls, solutions, own, false);
      }
      List<Subproblem> children = cubes.refine(s);
      if (children.isEmpty() && s.prefix().length < cubes.cubeCells().length) {
        return new Probe(s.toLine(), made, cpu, conflicts, calls, solutions, own, false); // every sub-cube refuted
      }
      if (children.isEmpty() || made >= maxCalls) {
        return new Probe(s.toLine(), made, cpu, conflicts, calls, solutions, own, true);
      }
      w *= children.size();
      s = children.get(random.nextInt(children.size()));
    }
  }
}

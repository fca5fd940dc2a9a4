package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.cubes.CubeSample;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.sat.MeteredSolver;
import io.github.dlxkit.tanks.sat.SmallSat;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cube sampler ({@link CubeSample}) against the exact totals of a run it estimates: the 4×4
 * board with holes, leaders only (8 classes of its 22 solutions: RowScanLeadersTest, counted outside
 * dlxkit), decided by {@link SmallSat}, whose conflicts are deterministic. The exact totals come
 * from walking the whole refinement tree here (every cube decided or cut, as core's refining count
 * does), not from the sampler.
 */
class CubeSampleTest {
  private static final long CAP = 3;
  private static final int TARGET = 8;

  /** Conflicts, SAT calls and solutions of the whole run. */
  private static long[] exact(CubeSearch cubes, MeteredSolver meter) {
    long[] total = new long[3];
    List<Subproblem> todo = new ArrayList<>(cubes.split(TARGET));
    while (!todo.isEmpty()) {
      Subproblem s = todo.remove(todo.size() - 1);
      long c0 = meter.conflicts();
      long k0 = meter.calls();
      try {
        total[2] += cubes.count(s, SearchLimits.none().withMaxNodes(CAP)).count();
      } catch (SearchStoppedException e) {
        todo.addAll(cubes.refine(s));
      }
      total[0] += meter.conflicts() - c0;
      total[1] += meter.calls() - k0;
    }
    return total;
  }

  private static CubeSearch cubes(MeteredSolver meter) {
    return TankAttack.of(4).withHoles(true).cubes(meter, RequiredSymmetry.NONE, true, null);
  }

  @Test
  void meanOfProbesMatchesTheExactTotalsWithinTheErrorBar() {
    MeteredSolver meter = new MeteredSolver(new SmallSat());
    CubeSearch cubes = cubes(meter);
    long[] exact = exact(cubes, meter);
    assertEquals(8, exact[2], "the run counts the 8 classes");
    assertTrue(exact[1] > cubes.split(TARGET).size(), "the cap makes the run refine: " + exact[1] + " calls");
    CubeSample sample = new CubeSample(cubes, meter, TARGET, CAP, 1000);
    CubeSample.Estimate e = sample.run(2000, 38, p -> { });
    assertEquals(0, e.truncated());
    // unbiased: the mean lies within 4 standard errors of the exact total (fails by chance ~1e-4; the seed is fixed)
    assertWithin(exact[0], e.conflicts());
    assertWithin(exact[1], e.satCalls());
    assertWithin(exact[2], e.solutions());
    assertTrue(e.conflicts().standardError() > 0, "the probes differ");
  }

  @Test
  void aSingleCubeRunIsEstimatedExactlyByEveryProbe() {
    MeteredSolver meter = new MeteredSolver(new SmallSat());
    CubeSearch cubes = cubes(meter);
    long before = meter.conflicts();
    long count = cubes.count(cubes.split(1).get(0), SearchLimits.none()).count();
    long conflicts = meter.conflicts() - before;
    CubeSample.Estimate e = new CubeSample(cubes, meter, 1, Long.MAX_VALUE, 10).run(3, 1, p -> { });
    assertEquals(conflicts, e.conflicts().mean(), 0.0);
    assertEquals(0.0, e.conflicts().standardError(), 0.0);
    assertEquals(count, e.solutions().mean(), 0.0);
    assertEquals(8, count);
  }

  @Test
  void theSameSeedGivesTheSameProbesAndAShortProbeLimitTruncates() {
    List<String> a = new ArrayList<>();
    List<String> b = new ArrayList<>();
    MeteredSolver meter = new MeteredSolver(new SmallSat());
    CubeSample sample = new CubeSample(cubes(meter), meter, TARGET, CAP, 1000);
    sample.run(20, 7, p -> a.add(p.toLine()));
    sample.run(20, 7, p -> b.add(p.toLine()));
    assertEquals(a, b);
    CubeSample.Estimate e = new CubeSample(cubes(meter), meter, TARGET, 1, 1).run(20, 7, p -> { });
    assertTrue(e.truncated() > 0, "one call per probe at a cap of 1 conflict cannot decide every cube");
    assertTrue(e.report().contains("lower bounds"), e.report());
  }

  private static void assertWithin(long exact, CubeSample.Mean m) {
    assertTrue(Math.abs(m.mean() - exact) <= 4 * m.standardError(), "exact " + exact + ", estimated " + m);
  }
}

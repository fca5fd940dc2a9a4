package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.kernel.MinCostSearch;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The k cheapest costs of the costed reference files against Knuth's DLX5 on the same files:
 * {@code xcc/knuth-dlx5-costs.tsv} holds what {@code dlx5 k<K> < FILE} printed (its "optimum
 * costs", repeats expanded) and its node count; the command that made the table is in
 * {@code xcc/README.md}. Our search follows DLX5's branching rule, so with DLX5's taxes
 * ({@code new MinCostSearch(p, k, true)}) the node counts agree too; the solver's own taxes are
 * larger (see {@code CostTaxes}), so its node counts differ (fewer on pentominoes).
 */
class KnuthDlx5CostsTest {

  @TestFactory
  List<DynamicTest> costsAndNodesAsDlx5() throws IOException, URISyntaxException {
    Path dir = Path.of(getClass().getResource("/xcc/knuth-dlx5-costs.tsv").toURI()).getParent();
    List<DynamicTest> tests = new ArrayList<>();
    for (String line : Files.readAllLines(dir.resolve("knuth-dlx5-costs.tsv"))) {
      if (line.startsWith("#") || line.isBlank()) {
        continue;
      }
      String[] f = line.split("\t");
      int k = Integer.parseInt(f[1]);
      List<Long> expected = Arrays.stream(f[2].split(",")).map(Long::parseLong).toList();
      long nodes = Long.parseLong(f[3]);
      tests.add(DynamicTest.dynamicTest(f[0] + " k" + k, () -> {
        ExactCoverProblem p = KnuthFormat.read(dir.resolve(f[0])).problem();
        assertFalse(expected.isEmpty());
        CostResult r = ExactCoverSolver.of(p).runCheapest(k);
        assertEquals(expected, r.solutions().stream().map(Solution::cost).toList());
        MinCostSearch asDlx5 = new MinCostSearch(p, k, true);
        asDlx5.run();
        assertEquals(expected, Arrays.stream(asDlx5.bestSolutions()).map(ids -> new Solution(p, ids).cost()).toList());
        assertEquals(nodes, asDlx5.nodes(), "nodes, as DLX5 counts them, with DLX5's taxes");
      }));
    }
    return tests;
  }
}

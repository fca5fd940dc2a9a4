package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.dlxkit.core.io.KnuthFormat;
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
 * {@code xcc/README.md}. Our search follows DLX5's branching rule, so the node counts agree too.
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
        assertEquals(nodes, r.statistics().nodes(), "nodes, as DLX5 counts them");
      }));
    }
    return tests;
  }
}

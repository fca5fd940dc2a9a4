package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import java.util.List;

/**
 * The Javadoc examples of the one writer, {@link OutputForm} and {@link Stats}, as written there
 * (OrphanExamplesTest holds every example to a test), with what they print asserted. 8 queens: 92
 * solutions (OEIS A000170).
 */
class OutputExamplesTest {

  @ParameterizedTest
  @CsvSource({"false, false, 92, ''", "true, true, '{\"count\":92}', 'nodes='"})
  void outputFormsExample(boolean json, boolean stats, String out, String err) throws Exception {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    Invocation invocation = new Invocation("dlx count", new PrintWriter(o, true), new PrintWriter(e, true),
        List.of(), List.of("count"));
    SearchStatistics statistics = DocExamplesTest.queens8().run().statistics();

    OutputForm output = OutputForm.of(invocation, json, stats);
    output.count(92);                      // 92, or {"count":92}
    output.stats(Stats.of(statistics));    // nodes=... solutions=92 seconds=... (with --stats)

    assertEquals(out, o.toString().strip());
    assertTrue(e.toString().startsWith(err), e.toString());
    if (stats) {
      assertTrue(e.toString().matches("nodes=[0-9]+ (updates=[0-9]+ )?solutions=92 seconds=[0-9.]+\\R"), e.toString());
    }
  }

  @Test
  void statsExample() throws Exception {
    SearchResult result = DocExamplesTest.queens8().run();
    Stats.of(result.statistics()).with("kernel", "bits");
    // nodes=... solutions=92 seconds=... kernel=bits (8 queens; updates=... after nodes on links)
    String line = Stats.of(result.statistics()).with("kernel", "bits").toString();
    assertTrue(line.matches("nodes=[0-9]+ (updates=[0-9]+ )?solutions=92 seconds=[0-9.]+ kernel=bits"), line);
  }
}

package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link QuantuminoCounts}, the shipped table as API: every aside once, in order, raw = 4 × up to
 * rotation, and the sum up to rotation is S. Labb&eacute;'s published total, 13,366,431,646 (2015),
 * as {@code frontier.QuantuminoCountsTest} checks on the file itself; and the Javadoc's example, word for
 * word (cli's OrphanExamplesTest looks for it in a file named *ExamplesTest).
 */
class QuantuminoCountsExamplesTest {
  @Test
  void theTableHasEveryAsideAndAddsUpToLabbesTotal() {
    List<QuantuminoCounts.Row> rows = QuantuminoCounts.table();
    assertEquals(17, rows.size());
    long sum = 0;
    for (int a = 0; a < 17; a++) {
      assertEquals(a, rows.get(a).aside());
      assertEquals(4 * rows.get(a).upToRotation(), rows.get(a).raw(), "aside " + a);
      sum += rows.get(a).upToRotation();
    }
    assertEquals(13_366_431_646L, sum);
  }

  /** The Javadoc's example: the row of piece 8. */
  @Test
  void theJavadocExample() {
    QuantuminoCounts.table().get(8).raw();           // 789301192: piece 8 put aside
    QuantuminoCounts.table().get(8).upToRotation();  // 197325298 = raw / 4

    assertEquals(789_301_192L, QuantuminoCounts.table().get(8).raw());
    assertEquals(197_325_298L, QuantuminoCounts.table().get(8).upToRotation());
  }
}

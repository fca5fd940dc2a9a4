package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code dlx count --memo}: the count of the plain engine (Knuth's DLX2 counts for these files), and its errors. */
class MemoCountCommandTest {
  @ParameterizedTest
  @CsvSource({"langford8.dlx,300", "queens8.dlx,92", "knuth-colours.dlx,1",
      "a001499-6.dlx,67950"}) // DLX3 bounds: OEIS A001499 n = 6 (the memo once gave 720)
  void memoCountsLikeThePlainCount(String file, String count) {
    String path = "core/src/test/resources/xcc/" + file;
    assertEquals(List.of(count), CliRun.of("count", "--memo", path).outLines());
    assertEquals(List.of(count), CliRun.of("count", path).outLines());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "--memo --memo-budget 0|dlx count: --memo-budget must be from 1 to 1048576 MiB, got 0",
      "--memo --order nosuch|dlx count: --order: no item named 'nosuch'",
      "--order 1|dlx count: --order needs --memo",
      "--memo --threads 2|dlx count: --memo counts on one thread: drop --threads"})
  void badMemoOptionsAreOneLine(String options, String error) {
    String[] args = (options + " core/src/test/resources/xcc/langford8.dlx").split(" ");
    String[] full = new String[args.length + 1];
    full[0] = "count";
    System.arraycopy(args, 0, full, 1, args.length);
    CliRun r = CliRun.of(full);
    assertEquals(2, r.status());
    assertEquals(List.of(error), r.errLines());
  }

  /**
   * Without --order, the memo picks the narrowest of a few orders and says which on stderr: on
   * Knuth's pentominoes 5x12 (pieces first) the file's order filled the budget and exited 2; the
   * chosen one counts 4040 (Knuth, "Dancing links": 1010 up to symmetry, times 4).
   */
  @org.junit.jupiter.api.Test
  void anOrderIsChosenAndSaid() {
    CliRun r = CliRun.of("count", "--memo", "--memo-budget", "256", "core/src/test/resources/xcc/pentominoes5x12.dlx");
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of("4040"), r.outLines());
    assertEquals(List.of("dlx count: memo order: spectral sweep, the 12 items one in every option last"
        + " (frontier width 32; the file's order: 60)"), r.errLines());
  }

  /** A full budget says what to try. */
  @org.junit.jupiter.api.Test
  void aFullBudgetSaysWhatToTry() {
    CliRun r = CliRun.of("count", "--memo", "--memo-budget", "1", "core/src/test/resources/xcc/queens12.dlx");
    assertEquals(2, r.status());
    String last = r.errLines().get(r.errLines().size() - 1);
    org.junit.jupiter.api.Assertions.assertTrue(last.startsWith("dlx count: memo budget of 1 MiB full after ")
        && last.contains("; try --memo-budget MB, --recount, or --order"), last);
  }
}

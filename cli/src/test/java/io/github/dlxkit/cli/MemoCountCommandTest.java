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
}

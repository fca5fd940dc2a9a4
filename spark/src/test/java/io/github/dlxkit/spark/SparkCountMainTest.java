package io.github.dlxkit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The spark-submit main class: bad arguments and files are exit status 2; a good file and a dlx command are counted. */
class SparkCountMainTest {
  @TempDir Path dir;

  @Test
  void badArgumentsAndFilesAreExitStatus2() throws Exception {
    assertEquals(2, SparkCountMain.run(new String[0]));
    assertEquals(2, SparkCountMain.run(new String[] {"x.dlx", "0"}));
    assertEquals(2, SparkCountMain.run(new String[] {dir.resolve("absent.dlx").toString()}));
    Path bad = dir.resolve("bad.dlx");
    Files.writeString(bad, "A B\nA C\n"); // C is not an item
    assertEquals(2, SparkCountMain.run(new String[] {bad.toString()}));
    assertEquals(2, SparkCountMain.run(new String[] {"--"}));
    assertEquals(2, SparkCountMain.run(new String[] {"0", "--", "count", "x.dlx"}));
    assertEquals(2, SparkCountMain.run(new String[] {"--", "tantrix", "list"}), "not a count");
    assertEquals(2, SparkCountMain.run(new String[] {"--", "count", dir.resolve("absent.dlx").toString()}));
  }

  /** Issue 32: the JDK's "Input length = 4" becomes core's message naming file, line and byte. */
  @Test
  void aFileThatIsNotUtf8IsNamedWithLineAndByte() throws Exception {
    Path bad = dir.resolve("bad.dlx");
    Files.write(bad, new byte[] {'A', ' ', 'B', '\n', 'A', (byte) 0xf0, (byte) 0x80, '\n'});
    PrintStream old = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      assertEquals(2, SparkCountMain.run(new String[] {bad.toString()}));
    } finally {
      System.setErr(old);
    }
    assertEquals("dlx-spark: cannot read " + bad + ": not UTF-8 at line 2, byte 6 of the file",
        err.toString(StandardCharsets.UTF_8).strip());
  }

  @Test
  void countsAFileInLocalMode() throws Exception {
    Path queens = dir.resolve("queens8.dlx");
    Files.writeString(queens, SparkCountTest.text("queens8.dlx"));
    PrintStream old = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setProperty("spark.master", "local[2]");
    System.setProperty("spark.ui.enabled", "false");
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      assertEquals(0, SparkCountMain.run(new String[] {queens.toString(), "20"}));
      assertEquals(0, SparkCountMain.run(new String[] {"20", "--", "tantrix", "solve", "discovery:8", "--count", "--distinct"}));
    } finally {
      System.setOut(old);
      System.clearProperty("spark.master");
      System.clearProperty("spark.ui.enabled");
    }
    assertEquals(java.util.List.of("92", "84"), out.toString(StandardCharsets.UTF_8).strip().lines().toList(),
        "8 queens: OEIS A000170; Discovery 8 up to turns: 84, Wiest's exhaustive solver (docs/tantrix.md)");
  }
}

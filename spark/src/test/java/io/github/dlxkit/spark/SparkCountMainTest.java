package io.github.dlxkit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The spark-submit main class: bad arguments and files are exit status 2; a good file is counted. */
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
    } finally {
      System.setOut(old);
      System.clearProperty("spark.master");
      System.clearProperty("spark.ui.enabled");
    }
    assertEquals("92", out.toString(StandardCharsets.UTF_8).strip(), "8 queens: OEIS A000170");
  }
}

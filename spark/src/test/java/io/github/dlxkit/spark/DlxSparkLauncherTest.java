package io.github.dlxkit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution's {@code bin/dlx-spark}, run as a user runs it (a child process, no Spark
 * installation): on its first run it resolves Spark's class path through Maven (here into a fresh
 * cache folder, from the local Maven repository the build filled), then counts in local mode. 12
 * queens: 14200 solutions (OEIS A000170). The build's jars stand in for the distribution's
 * ({@code DLX_JAR}, {@code DLX_SPARK_JAR}, {@code DLX_SPARK_POM}, as {@code ./dlx-spark} sets them).
 */
class DlxSparkLauncherTest {
  @TempDir Path cache;

  @Test
  void countsQueens12WithWarningsOnlyAndProgressOnStderr() throws Exception {
    Path root = Path.of("..").toAbsolutePath().normalize();
    Path out = cache.resolve("out.txt");
    Path err = cache.resolve("err.txt");
    ProcessBuilder pb = new ProcessBuilder(root.resolve("cli/src/dist/bin/dlx-spark").toString(),
        root.resolve("core/src/test/resources/xcc/queens12.dlx").toString(), "512")
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    pb.environment().put("DLX_JAR", root.resolve("cli/target/dlx.jar").toString());
    pb.environment().put("DLX_SPARK_JAR", Path.of("target/classes").toAbsolutePath().toString());
    pb.environment().put("DLX_SPARK_POM", root.resolve("cli/target/dist/lib/spark/pom.xml").toString());
    pb.environment().put("XDG_CACHE_HOME", cache.toString());
    pb.environment().put("DLX_JAVA_OPTS", "-Xmx1g -Dspark.master=local[2]");
    pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Process p = pb.start();
    assertTrue(p.waitFor(5, TimeUnit.MINUTES), "dlx-spark did not finish in 5 minutes");
    String stderr = read(err);
    assertEquals(0, p.exitValue(), stderr);
    assertEquals("14200", read(out).strip(), "stdout holds the count only; stderr: " + stderr);

    List<String> lines = stderr.lines().toList();
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("dlx-spark: first run: fetching Spark's jars")), stderr);
    assertTrue(lines.stream().anyMatch(l -> l.matches("progress (\\d+)/\\1 tasks, .*")),
        "progress up to the last task: " + stderr);
    assertFalse(lines.stream().anyMatch(l -> l.contains(" INFO ")), "Spark logs at WARN: " + stderr);
    assertFalse(stderr.contains("SparkUI"), "no web UI: " + stderr);
    assertTrue(Files.readString(Files.list(cache.resolve("dlxkit")).findFirst().orElseThrow())
        .contains("spark-core_2.13"), "the class path is kept for the next run");
  }

  /**
   * The launcher as the unpacked distribution runs it, with no DLX_* variable: lib/dlx.jar,
   * lib/dlx-spark.jar and lib/spark beside bin. It used to exit 1 with no message unless
   * DLX_SPARK_JAR was set (a failed test under {@code set -e}), and then it would have fetched
   * dlxkit-spark, which is not published (issue 50). 8 queens: 92 solutions (OEIS A000170).
   */
  @Test
  void runsFromTheDistributionsFoldersWithNoDlxVariable() throws Exception {
    Path root = Path.of("..").toAbsolutePath().normalize();
    Path dist = cache.resolve("dlxkit");
    Files.createDirectories(dist.resolve("bin"));
    Files.createDirectories(dist.resolve("lib/spark"));
    Files.copy(root.resolve("cli/src/dist/bin/dlx-spark"), dist.resolve("bin/dlx-spark"));
    Files.copy(root.resolve("cli/target/dlx.jar"), dist.resolve("lib/dlx.jar"));
    for (String f : List.of("pom.xml", "log4j2.properties")) {
      Files.copy(root.resolve("cli/target/dist/lib/spark/" + f), dist.resolve("lib/spark/" + f));
    }
    jar(Path.of("target/classes"), dist.resolve("lib/dlx-spark.jar"));
    Path out = cache.resolve("out.txt");
    Path err = cache.resolve("err.txt");
    ProcessBuilder pb = new ProcessBuilder(dist.resolve("bin/dlx-spark").toString(),
        root.resolve("core/src/test/resources/xcc/queens8.dlx").toString())
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    pb.environment().keySet().removeIf(k -> k.startsWith("DLX_"));
    pb.environment().put("XDG_CACHE_HOME", cache.toString());
    pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Process p = pb.start();
    assertTrue(p.waitFor(5, TimeUnit.MINUTES), "dlx-spark did not finish in 5 minutes");
    String stderr = read(err);
    assertEquals(0, p.exitValue(), stderr);
    assertEquals("92", read(out).strip(), "stdout holds the count only; stderr: " + stderr);
  }

  /** A jar of the classes under {@code classes}, as the spark module's jar holds them. */
  private static void jar(Path classes, Path jar) throws IOException {
    try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar));
         java.util.stream.Stream<Path> files = Files.walk(classes)) {
      for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        out.putNextEntry(new java.util.jar.JarEntry(classes.relativize(f).toString().replace('\\', '/')));
        Files.copy(f, out);
        out.closeEntry();
      }
    }
  }

  private static String read(Path file) throws IOException {
    return Files.readString(file, StandardCharsets.UTF_8);
  }
}

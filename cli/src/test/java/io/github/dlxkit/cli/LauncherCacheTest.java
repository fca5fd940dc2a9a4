package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's class-data sharing archive (Java 17 to 24) is written by the first run that does
 * some work, not by one answered before picocli ({@code dlx --version}, {@code --help},
 * {@code help}, {@code dlx} alone): such a run loads about 500 classes, and its archive (221 KB
 * against 3.4 MB) would be every later run's, which then loaded picocli and the command's classes
 * from the jar each time (251 classes on a one-option count, none with the archive of a count). On
 * Java 25 the AOT cache is trained by a count in the background whatever the first run is.
 */
class LauncherCacheTest {
  @TempDir Path dir;

  @Test
  void aRunAnsweredBeforePicocliWritesNoArchive() throws Exception {
    assumeTrue(Runtime.version().feature() < 25, "Java 25 trains its AOT cache on a count in the background");
    for (List<String> light : List.of(List.of("--version"), List.of("-V"), List.of("--help"), List.of("-h"),
        List.of("help"))) {
      assertFalse(launch(light).contains("ArchiveClassesAtExit"), light + " would write the archive");
    }
    String count = launch(List.of("count", "core/src/test/resources/xcc/queens8.dlx"));
    assertTrue(count.contains("-XX:ArchiveClassesAtExit="), "a count writes it: " + count);
    assertTrue(count.strip().endsWith("92"), count); // OEIS A000170
  }

  /** Runs the launcher with an empty start-up cache; returns its stdout (the JVM's flags first). */
  private String launch(List<String> args) throws Exception {
    ProcessBuilder pb = LauncherRun.of(dir, args);
    pb.environment().put("DLX_CDS_DIR", Files.createTempDirectory(dir, "cache").toString()); // empty: a first run
    pb.environment().remove("DLX_CDS");
    pb.environment().put("DLX_JAVA_OPTS", "-XX:+PrintCommandLineFlags");
    return LauncherRun.stdout(pb);
  }
}

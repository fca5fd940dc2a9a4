package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher (cli/src/dist/bin/dlx) hands TMPDIR to Java as java.io.tmpdir, which Java on Linux
 * takes to be /tmp whatever TMPDIR says: so the remedy the scratch file's error names (set TMPDIR)
 * works. Only a TMPDIR that is a directory: Java 25 prints "WARNING: java.io.tmpdir directory does
 * not exist" at every start otherwise (the first version of this test failed so on Temurin 25).
 * Java's own settings ({@code -XshowSettings:properties}, on stderr) say what it was given.
 */
class LauncherTmpdirTest {
  @TempDir Path dir;

  /** Stderr of {@code dlx --version} with TMPDIR {@code tmpdir}, Java's properties in it. */
  private String stderr(Path tmpdir) throws Exception {
    ProcessBuilder pb = LauncherRun.of(dir, List.of("--version"));
    pb.environment().put("DLX_CDS", "off");
    pb.environment().put("TMPDIR", tmpdir.toString());
    pb.environment().put("DLX_JAVA_OPTS", "-XshowSettings:properties");
    return LauncherRun.stderr(pb);
  }

  @Test
  void aTmpdirThatIsADirectoryIsJavasTmpdir() throws Exception {
    Path tmp = Files.createDirectory(dir.resolve("tmp"));
    String err = stderr(tmp);
    assertTrue(err.lines().anyMatch(l -> l.strip().equals("java.io.tmpdir = " + tmp)), err);
  }

  @Test
  void aTmpdirThatIsNoDirectoryIsLeftOutWithoutAWarning() throws Exception {
    Path missing = dir.resolve("missing");
    String err = stderr(missing);
    assertFalse(err.contains(missing.toString()), err);
    assertFalse(err.lines().anyMatch(l -> l.startsWith("WARNING")), err);
  }
}

package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher (cli/src/dist/bin/dlx) hands TMPDIR to Java as java.io.tmpdir, which Java on Linux
 * takes to be /tmp whatever TMPDIR says: so the remedy the scratch file's error names (set TMPDIR)
 * works. A TMPDIR that does not exist makes {@code tantrix solve --svg} fail on one line naming it.
 */
class LauncherTmpdirTest {
  @TempDir Path dir;

  @Test
  void tmpdirIsWhereTheScratchFileGoes() throws Exception {
    Path missing = dir.resolve("missing");
    ProcessBuilder pb = LauncherRun.of(dir, List.of("tantrix", "solve", "rainbow_blue", "--all", "--svg",
        dir.resolve("all.svg").toString()));
    pb.environment().put("DLX_CDS", "off");
    pb.environment().put("TMPDIR", missing.toString());
    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Process p = pb.start();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher must end");
    assertEquals(2, p.exitValue(), err);
    assertEquals(1, err.lines().count(), err);
    assertTrue(err.contains("no scratch file can be made in " + missing + ","), err);
  }
}

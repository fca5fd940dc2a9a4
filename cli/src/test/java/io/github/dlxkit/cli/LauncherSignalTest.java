package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The installed launcher (cli/src/dist/bin/dlx) on a first run, while it has Java write the
 * class-data sharing archive, passes Ctrl-C and SIGTERM on: Java ends, and none is left running
 * (issue 32: the launcher ran Java as a child there, so SIGINT never reached it and SIGTERM killed
 * the launcher alone).
 */
class LauncherSignalTest {
  @ParameterizedTest
  @ValueSource(strings = {"INT", "TERM"})
  void aSignalToTheLauncherOnAFirstRunEndsJava(String signal, @TempDir Path dir) throws Exception {
    Path queens = dir.resolve("queens20.dlx");
    Files.writeString(queens, InterruptTest.queens(20));
    ProcessBuilder pb = LauncherRun.of(dir, List.of("count", "--progress", queens.toString()));
    pb.environment().put("DLX_CDS_DIR", dir.resolve("cache").toString()); // empty: a first run
    pb.environment().put("DLX_JAVA_OPTS", "-Xmx256m");
    pb.environment().remove("DLX_CDS");
    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Process p = pb.start();
    List<ProcessHandle> started = new ArrayList<>();
    try {
      BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
      String line = err.readLine();
      while (line != null && !line.startsWith("progress")) {
        line = err.readLine();
      }
      assertTrue(line != null && p.isAlive(), "the count must be running");
      started.add(p.toHandle());
      p.descendants().forEach(started::add);
      new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
      assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher must end on SIG" + signal);
      for (ProcessHandle h : started) {
        h.onExit().get(30, TimeUnit.SECONDS);
        assertFalse(h.isAlive(), "a process of the launcher is still running: " + h.info().command().orElse("?"));
      }
      String last = "";
      for (String l = err.readLine(); l != null; l = err.readLine()) {
        if (!l.isBlank() && !l.startsWith("progress")) {
          last = l.strip();
        }
      }
      // Java itself got the signal: its shutdown hook reports the partial count
      assertEquals(signal.equals("INT") ? 130 : 143, p.exitValue(), last);
      assertTrue(last.startsWith("dlx count: interrupted after"), last);
    } finally {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      started.forEach(ProcessHandle::destroyForcibly);
    }
  }
}

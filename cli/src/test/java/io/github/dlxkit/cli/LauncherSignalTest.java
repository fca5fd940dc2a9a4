package io.github.dlxkit.cli;

import io.github.dlxkit.cli.main.Dlx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
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
    Path launcher = Path.of("cli/src/dist/bin/dlx").toAbsolutePath();
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")) && Files.isRegularFile(launcher), "needs bash and the launcher");
    Path queens = dir.resolve("queens20.dlx");
    Files.writeString(queens, InterruptTest.queens(20));
    ProcessBuilder pb = new ProcessBuilder("/bin/bash", launcher.toString(), "count", "--progress", queens.toString());
    pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
    pb.environment().put("DLX_JAR", jarOfTheClassPath(dir).toString());
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

  /** A jar holding only a manifest: Main-Class Dlx, Class-Path the test's class path. */
  static Path jarOfTheClassPath(Path dir) throws Exception {
    StringBuilder classPath = new StringBuilder();
    for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
      if (!entry.isEmpty()) {
        classPath.append(Path.of(entry).toAbsolutePath().toUri()).append(' ');
      }
    }
    Manifest m = new Manifest();
    m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, Dlx.class.getName());
    m.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath.toString().strip());
    Path jar = dir.resolve("dlx.jar");
    try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out, m)) {
      j.finish(); // the manifest is the whole jar
    }
    return jar;
  }
}

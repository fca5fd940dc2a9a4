package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.dlxkit.cli.main.Dlx;
import java.io.File;
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

/**
 * Runs the installed launcher (cli/src/dist/bin/dlx) as a user runs it, on this test run's Java and
 * classes: the launcher tests' one way to start it ({@link LauncherSignalTest},
 * {@link LauncherCacheTest}, {@link LauncherJitOptionsTest}, {@link LauncherTmpdirTest}). Skips the test where there is no bash.
 */
final class LauncherRun {
  private LauncherRun() {}

  /**
   * The launcher running {@code dlx args}, not started: JAVA_HOME is this test's Java and DLX_JAR a
   * jar of its class path (written into {@code dir}); the caller adds the start-up cache's settings.
   */
  static ProcessBuilder of(Path dir, List<String> args) throws Exception {
    Path launcher = Path.of("cli/src/dist/bin/dlx").toAbsolutePath();
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")) && Files.isRegularFile(launcher), "needs bash and the launcher");
    List<String> command = new ArrayList<>(List.of("/bin/bash", launcher.toString()));
    command.addAll(args);
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
    pb.environment().put("DLX_JAR", jarOfTheClassPath(dir).toString());
    return pb;
  }

  /** Starts {@code pb}, stderr discarded; returns its stdout once it ended with status 0. */
  static String stdout(ProcessBuilder pb) throws Exception {
    return output(pb.redirectError(ProcessBuilder.Redirect.DISCARD), true);
  }

  /** Starts {@code pb}, stdout discarded; returns its stderr once it ended with status 0. */
  static String stderr(ProcessBuilder pb) throws Exception {
    return output(pb.redirectOutput(ProcessBuilder.Redirect.DISCARD), false);
  }

  /** Starts {@code pb}; returns its stdout (or stderr) once it ended with status 0. */
  private static String output(ProcessBuilder pb, boolean stdout) throws Exception {
    Process p = pb.start();
    String text = new String((stdout ? p.getInputStream() : p.getErrorStream()).readAllBytes(),
        StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher must end");
    assertEquals(0, p.exitValue(), text);
    return text;
  }

  /** A jar holding only a manifest: Main-Class Dlx, Class-Path the test's class path. */
  static Path jarOfTheClassPath(Path dir) throws Exception {
    StringBuilder classPath = new StringBuilder();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
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

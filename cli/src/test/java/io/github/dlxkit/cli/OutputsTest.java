package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.dlxkit.core.BadInputException;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The up-front check of an output file ({@code --checkpoint}, {@code --svg}, ...) never makes the
 * file it checks: a checkpoint that appeared and vanished before the run made it raced with its
 * readers (CheckpointWritersTest, once on Temurin 25 in CI). The check and the write say a failure
 * in the same words.
 */
class OutputsTest {
  @TempDir
  Path dir;

  @Test
  void aNewFileIsCheckedWithoutBeingMade() throws Exception {
    Path file = dir.resolve("q13.checkpoint");
    List<String> seen = new ArrayList<>();
    try (WatchService watch = FileSystems.getDefault().newWatchService()) {
      dir.register(watch, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_DELETE);
      Outputs.checkWritable("--checkpoint", file);
      // the check makes and removes a file of its own: wait for its removal, then all is seen
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (!seen.contains("ENTRY_DELETE") && System.nanoTime() < deadline) {
        WatchKey key = watch.poll(100, TimeUnit.MILLISECONDS);
        if (key == null) {
          continue;
        }
        for (WatchEvent<?> e : key.pollEvents()) {
          Path name = (Path) e.context();
          assertFalse(name.equals(file.getFileName()), "the check made " + name + " (" + e.kind() + ")");
          seen.add(e.kind().name());
        }
        key.reset();
      }
    }
    assertTrue(seen.contains("ENTRY_CREATE") && seen.contains("ENTRY_DELETE"), "events: " + seen);
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(List.of(), left.toList(), "nothing is left behind");
    }
  }

  /**
   * In /proc no file can be made, and the JDK's NoSuchFileException gives no reason: the check said
   * "a file cannot be created there" but the write said the file's name alone.
   */
  @Test
  void theCheckAndTheWriteGiveOneLineForOneFailure() {
    assumeTrue(Files.isDirectory(Path.of("/proc/self")), "needs Linux's /proc");
    Path file = Path.of("/proc/dlx-outputs-test.svg");
    String checked = assertThrows(BadInputException.class, () -> Outputs.checkWritable("--svg", file)).getMessage();
    String written = assertThrows(BadInputException.class, () -> Outputs.write("--svg", file, "<svg/>")).getMessage();
    assertEquals("cannot write --svg /proc/dlx-outputs-test.svg: a file cannot be created there", checked);
    assertEquals(checked, written);
  }

  /**
   * A FileSystemException without a reason (the JDK leaves it out where the class says it) is
   * named by its class, not by its message, which would repeat the file's name.
   */
  @Test
  void aFileSystemExceptionWithoutAReasonIsNamedByItsClass() {
    assertEquals("file system error (FileAlreadyExistsException)",
        Outputs.reason(new java.nio.file.FileAlreadyExistsException("/tmp/a.svg")));
    assertEquals("Read-only file system", Outputs.reason(new java.nio.file.FileSystemException("/a.svg", null,
        "Read-only file system")));
    assertEquals("permission denied", Outputs.reason(new java.nio.file.AccessDeniedException("/root/a.svg")));
    assertEquals("No space left on device", Outputs.reason(new java.io.IOException("No space left on device")));
  }

  /**
   * The check of a new file loads no {@code SecureRandom} (and so none of the JDK's security
   * providers, some ninety classes before a checkpointed count starts: issue 54), as
   * {@code Files.createTempFile}'s random names did: a child JVM ({@link OutputsChild}) checks one.
   */
  @Test
  void checkingANewFileLoadsNoSecureRandom() throws Exception {
    Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xlog:class+load=info:stdout", "-cp", System.getProperty("java.class.path"), OutputsChild.class.getName(),
        dir.resolve("new.checkpoint").toString()).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), out);
    assertTrue(out.contains("checked"), out);
    assertFalse(out.contains("java.security.SecureRandom "), "SecureRandom was loaded");
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(List.of(), left.toList(), "nothing is left behind");
    }
  }
}

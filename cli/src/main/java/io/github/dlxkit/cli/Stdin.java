package io.github.dlxkit.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Whether standard input can be read, and standard output written, at all. */
public final class Stdin {
  private Stdin() {}

  /** True when the process was started with standard input closed ({@code <&-}); see {@link #isClosed(int)}. */
  static boolean isClosed() {
    return isClosed(0);
  }

  /**
   * True when the process was started with descriptor {@code fd} (0 stdin, 1 stdout) closed
   * ({@code <&-}, {@code >&-}). The JVM then reuses the descriptor for a file of its own (its
   * module image or a jar), whose bytes would be read as input; Linux shows where a descriptor
   * points in /proc. Elsewhere this says false.
   */
  public static boolean isClosed(int fd) {
    Path target;
    try {
      target = Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd));
    } catch (NoSuchFileException e) {
      return Files.isDirectory(Path.of("/proc/self/fd"));
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return false;
    }
    String t = target.toString();
    String javaHome = System.getProperty("java.home", "\0");
    return t.startsWith(javaHome) || t.endsWith(".jar");
  }
}

package io.github.dlxkit.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether stderr is a terminal, so that the progress line may be redrawn in place.
 *
 * <p>{@code System.console()} answers for stdin and stdout, not stderr: with {@code > out} it says
 * "no" though the user watches stderr, and with {@code 2> log} it says "yes" and the log fills with
 * carriage returns. Java 17 has no call for stderr alone, so the answer comes from, in order: the
 * system property {@value #PROPERTY} ({@code true}/{@code false}), which the launchers set from the
 * shell's {@code [ -t 2 ]}; else, on Linux, where {@code /proc/self/fd/2} points (a {@code /dev/pts}
 * or {@code /dev/tty} device); else "not a terminal", whose plain lines are right everywhere.
 */
final class Terminal {
  /** The system property that says whether stderr is a terminal. */
  static final String PROPERTY = "dlx.stderr.terminal";

  private Terminal() {}

  /** True if stderr is known to be a terminal. */
  static boolean isStderr() {
    String told = System.getProperty(PROPERTY);
    if (told != null) {
      return Boolean.parseBoolean(told);
    }
    try {
      String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (Exception | LinkageError notLinux) {
      return false;
    }
  }
}

package io.github.dlxkit.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether stderr (and stdout) is a terminal, so that the progress line is shown by default and
 * redrawn in place.
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

  /** The system property that says whether stdout is a terminal. */
  static final String STDOUT_PROPERTY = "dlx.stdout.terminal";

  /** True if stderr is known to be a terminal. */
  static boolean isStderr() {
    return is(PROPERTY, 2);
  }

  /**
   * True if stdout is known to be a terminal: then a progress line drawn in place on stderr is
   * cleared before stdout writes ({@link ProgressPrinter}).
   */
  static boolean isStdout() {
    return is(STDOUT_PROPERTY, 1);
  }

  private static boolean is(String property, int fd) {
    String told = System.getProperty(property);
    if (told != null) {
      return Boolean.parseBoolean(told);
    }
    try {
      String target = Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (Exception | LinkageError notLinux) {
      return false;
    }
  }
}

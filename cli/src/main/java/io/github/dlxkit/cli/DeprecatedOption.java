package io.github.dlxkit.cli;

/**
 * Old option names, kept hidden for one release after the rename to one word per idea
 * (docs/ARCHITECTURE.md's glossary): each use still works and prints one line on stderr naming
 * the new option.
 */
public final class DeprecatedOption {
  private DeprecatedOption() {}

  /**
   * The value of an option given by its old name {@code old} ({@code oldValue}, null if not given),
   * with the warning, or else {@code nowValue}, the option's by its name {@code now}; both given is
   * bad input, naming both.
   */
  public static <T> T take(Invocation invocation, String old, T oldValue, String now, T nowValue) {
    if (oldValue == null) {
      return nowValue;
    }
    if (invocation.given(now)) {
      throw Combinations.refused(old, now, old + " is " + now + "'s old name");
    }
    warn(invocation, old, now);
    return oldValue;
  }

  /** Prints {@code dlx <command>: <old> is deprecated, use <now> (<old> goes in the next release)}. */
  public static void warn(Invocation invocation, String old, String now) {
    invocation.err().println(invocation.name() + ": " + old + " is deprecated, use " + now
        + " (" + old + " goes in the next release)");
    invocation.err().flush();
  }
}

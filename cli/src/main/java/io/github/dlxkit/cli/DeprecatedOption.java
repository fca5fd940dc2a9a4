package io.github.dlxkit.cli;

import picocli.CommandLine.Model.CommandSpec;

/**
 * Old option names, kept hidden for one release after the rename to one word per idea
 * (docs/ARCHITECTURE.md's glossary): each use still works and prints one line on stderr naming
 * the new option.
 */
public final class DeprecatedOption {
  private DeprecatedOption() {}

  /** Prints {@code dlx <command>: <old> is deprecated, use <now> (<old> goes in the next release)}. */
  public static void warn(CommandSpec spec, String old, String now) {
    spec.commandLine().getErr().println(spec.qualifiedName() + ": " + old + " is deprecated, use " + now
        + " (" + old + " goes in the next release)");
    spec.commandLine().getErr().flush();
  }
}

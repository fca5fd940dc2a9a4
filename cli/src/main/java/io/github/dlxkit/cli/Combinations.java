package io.github.dlxkit.cli;

import io.github.dlxkit.core.BadInputException;
import java.util.Collection;

/**
 * Options that do not combine are refused before any work, never ignored (docs/cli.md,
 * "Conventions"): exit 2 and one line naming both, {@code --cnf and --threads cannot be used
 * together: --cnf writes the CNF, no search}. The words of every such refusal, and, for an option
 * that replaces what a command does ({@code --dlx}), the refusal of every
 * other option given with it that it does not honour.
 *
 * <pre>{@code
 * Combinations.allowOnly(invocation, "--cnf", "--cnf writes the CNF, no search", List.of("--symmetry", "--torus"));
 * BadInputException e = Combinations.refused("--count", "--all", "--count prints the number of solutions alone");
 * e.getMessage();   // "--count and --all cannot be used together: --count prints the number of solutions alone"
 * }</pre>
 */
public final class Combinations {
  private Combinations() {}

  /**
   * The refusal of {@code one} with {@code other}: {@code ONE and OTHER cannot be used together}, then
   * {@code ": " + why} unless {@code why} is null.
   */
  public static BadInputException refused(String one, String other, String why) {
    return new BadInputException(one + " and " + other + " cannot be used together" + (why == null ? "" : ": " + why));
  }

  /**
   * If {@code option} was given to {@code invocation}'s command, refuses the first other option given with
   * it (in command-line order) that is not one of {@code honoured} (any of an option's names counts;
   * {@code --help} and {@code --version} never get this far).
   *
   * @throws BadInputException {@link #refused} of {@code option} and the other option, with {@code why}
   */
  public static void allowOnly(Invocation invocation, String option, String why, Collection<String> honoured) {
    if (!invocation.given(option)) {
      return;
    }
    for (Invocation.Option o : invocation.options()) {
      boolean allowed = false;
      for (String name : o.names()) {
        allowed |= name.equals(option) || honoured.contains(name);
      }
      if (!allowed) {
        throw refused(option, o.longestName(), why);
      }
    }
  }
}

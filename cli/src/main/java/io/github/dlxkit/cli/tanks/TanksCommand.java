package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Stack;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Parameters;

/**
 * {@code dlx tanks}: the Tank Attack puzzle, one subcommand per thing to do with a board. The
 * flag forms of the release before ({@code dlx tanks 5 --count}, {@code --cnf}, {@code --sat-cubes},
 * ...) still run, for one release, as the subcommand they stand for, with one line on stderr
 * naming it ({@link #translate}).
 */
@Command(
    name = "tanks",
    mixinStandardHelpOptions = true,
    description = {
      "The Tank Attack puzzle (Chlond 2008): fill an NxN grid with tank ranges 1..N-1 so that every",
      "tank's range equals the number of tanks attacking it (a tank attacks the tanks exactly its",
      "range away along its row and column).",
      "Exit status: 0 success, 1 no solution (or a limit stopped the search), 2 bad input."
    },
    subcommands = {
      TanksSolveCommand.class,
      TanksCountCommand.class,
      TanksEstimateCommand.class,
      TanksCnfCommand.class,
      TanksCubesCommand.class,
      TanksSampleCubesCommand.class,
      TanksCheckProofsCommand.class,
      TanksMinimiseCommand.class})
public final class TanksCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  /** The words of a flag form ({@code 5 --count}), in order, options included ({@link TakeAll}). */
  @Parameters(arity = "0..*", hidden = true, preprocessor = TakeAll.class)
  List<String> old = new ArrayList<>();

  /**
   * The old flags that chose the mode, in the order they are tried: the first one given names the
   * subcommand; each maps to its new name there (null: dropped, the subcommand says it).
   */
  private static final List<Mode> MODES = List.of(
      new Mode("--check-proofs", "check-proofs", Map.of("--check-proofs", "--sample", "--sat-cubes", "--sat-solver")),
      new Mode("--sample-cubes", "sample-cubes", Map.of("--sample-cubes", "--probes", "--sat-cubes", "--sat-solver")),
      new Mode("--sat-cubes", "cubes", Map.of("--sat-cubes", "--sat-solver")),
      new Mode("--cnf", "cnf", Map.of()),
      new Mode("--estimate", "estimate", Map.of("--estimate", "--probes")),
      new Mode("--count", "count", Map.of()));

  /** An old flag, the subcommand it stands for, and the old options renamed there. */
  private record Mode(String flag, String subcommand, Map<String, String> renamed) {}

  /**
   * Takes every word from the first positional one on (the N of a flag form) as it stands, options
   * included, so that picocli neither refuses the old flags here nor, in the subcommands, lets an
   * unknown option pass (it shares one parser configuration among them).
   */
  static final class TakeAll implements CommandLine.IParameterPreprocessor {
    @Override
    public boolean preprocess(Stack<String> args, CommandSpec spec, ArgSpec arg, Map<String, Object> info) {
      List<String> words = ((TanksCommand) spec.userObject()).old;
      while (!args.isEmpty()) {
        words.add(args.pop());
      }
      return true;
    }
  }

  @Override
  public Integer call() {
    if (old.isEmpty()) {
      throw new BadInputException("missing a subcommand: " + String.join(", ", spec.subcommands().keySet())
          + " (dlx tanks --help)");
    }
    List<String> now = translate(old);
    String command = "dlx tanks " + String.join(" ", now);
    spec.commandLine().getErr().println("dlx tanks: dlx tanks " + String.join(" ", old) + " is deprecated, use "
        + command + " (the flag forms go in the next release)");
    spec.commandLine().getErr().flush();
    CommandLine sub = spec.subcommands().get(now.get(0));
    return sub.execute(now.subList(1, now.size()).toArray(new String[0]));
  }

  /**
   * The subcommand's words for the flag form {@code old}: {@code 5 --count --symmetry rot180} is
   * {@code count 5 --symmetry rot180}, {@code 4 --sat-cubes java --count} is
   * {@code cubes 4 --sat-solver java}, and a form with no mode flag is {@code solve}.
   */
  static List<String> translate(List<String> old) {
    Mode mode = MODES.stream().filter(m -> old.contains(m.flag())).findFirst()
        .orElse(new Mode(null, "solve", Map.of()));
    List<String> now = new ArrayList<>(List.of(mode.subcommand()));
    for (String word : old) {
      if (word.equals("--count") || word.equals("--cnf")) {
        continue; // the subcommand's name says it
      }
      now.add(mode.renamed().getOrDefault(word, word));
    }
    return now;
  }
}

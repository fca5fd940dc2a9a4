package io.github.dlxkit.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import io.github.dlxkit.cli.main.CommandTree;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A CLI sweep: every subcommand × every numeric option (found in picocli's model, so a
 * new option is swept without editing this test) × {0, -1, 2^31, 2^63, 10^30, "abc"} exits 0, 1
 * or 2 with at most a few lines on stderr, never 3, never a stack trace, in bounded time. Runs in
 * process through picocli.
 */
class NumericOptionSweepTest {
  private static final List<String> VALUES =
      List.of("0", "-1", "2147483648", "9223372036854775808", "1000000000000000000000000000000", "abc");

  /** Cheap arguments that make each leaf command run; a command missing here fails the test. */
  private static final Map<String, List<String>> BASE = Map.ofEntries(
      Map.entry("dlx count", List.of("core/src/test/resources/xcc/queens8.dlx")),
      Map.entry("dlx solve", List.of("core/src/test/resources/xcc/queens8.dlx")),
      Map.entry("dlx sudoku solve", List.of("5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3")),
      Map.entry("dlx sudoku count", List.of("5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3")),
      Map.entry("dlx sudoku generate", List.of()),
      Map.entry("dlx sudoku bench", List.of("--time", "0", "--warmup", "0", "docs/examples/sudoku-16x16.txt")),
      Map.entry("dlx polyomino", List.of("--set", "pentominoes", "--box", "3x20")),
      Map.entry("dlx quantumino", List.of("--rows")), // no search: all its solutions would take hours
      Map.entry("dlx steiner", List.of("2", "3", "7")),
      Map.entry("dlx tanks", List.of("4")), // the flag forms, deprecated (issue 53)
      Map.entry("dlx tanks solve", List.of("4")),
      Map.entry("dlx tanks count", List.of("4")),
      Map.entry("dlx tanks estimate", List.of("4", "--probes", "5")),
      Map.entry("dlx tanks cubes", List.of("4", "--sat-solver", "java")),
      Map.entry("dlx tanks sample-cubes", List.of("4", "--sat-solver", "java", "--refine-after", "3", "--probes", "2")),
      // exit 2 without CaDiCaL, else checks the (empty) log's cubes: none
      Map.entry("dlx tanks check-proofs", List.of("4", "--cube-log", "/dev/null")),
      // the 4x4's one solution comes within a second; the limit bounds a sweep value that slows it
      Map.entry("dlx tanks minimise", List.of("4", "--time-limit", "200ms")),
      Map.entry("dlx tantrix solve", List.of("rainbow_blue")),
      Map.entry("dlx tantrix loops", List.of("discovery:10")),
      Map.entry("dlx tantrix game", List.of("--players", "random,random")),
      Map.entry("dlx tantrix tournament", List.of("--players", "random,random", "--games", "2")),
      // a fifth of a second of search: without a time limit it runs until interrupted
      Map.entry("dlx tantrix optimise", List.of("unsolved_curve", "--time-limit", "200ms")),
      // two generations of Discovery 5: a run ends within a second
      Map.entry("dlx tantrix ga", List.of("discovery:5", "--generations", "2")),
      // an address of no machine here (TEST-NET-1, RFC 5737): the server cannot bind and exits 2
      // at once instead of serving until Ctrl-C
      Map.entry("dlx serve", List.of("--host", "192.0.2.1")));

  static Stream<Arguments> sweep() {
    List<Arguments> cases = new ArrayList<>();
    for (CommandSpec spec : leaves(CommandTree.commandLine(new PrintWriter(new StringWriter()),
        new PrintWriter(new StringWriter())).getCommandSpec())) {
      for (OptionSpec o : spec.options()) {
        if (!isNumeric(o.type())) {
          continue;
        }
        List<String> base = BASE.get(spec.qualifiedName());
        assertTrue(base != null, "no base arguments for " + spec.qualifiedName() + " " + o.longestName());
        for (String v : VALUES) {
          List<String> args = new ArrayList<>(List.of(spec.qualifiedName().substring(4).split(" ")));
          args.addAll(base);
          args.add(o.longestName());
          args.add(v);
          cases.add(Arguments.of(String.join(" ", args)));
        }
      }
    }
    // the numeric positional parameters
    for (String v : VALUES) {
      cases.add(Arguments.of("steiner " + v + " 3 7"));
      cases.add(Arguments.of("steiner 2 " + v + " 7"));
      cases.add(Arguments.of("steiner 2 3 " + v));
      cases.add(Arguments.of("tanks solve " + v));
      cases.add(Arguments.of("tanks count " + v));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "dlx {0}")
  @MethodSource("sweep")
  void exitsZeroOneOrTwoWithoutATrace(String args) {
    long start = System.nanoTime();
    CliRun r = CliRun.of(args.split(" "));
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    assertTrue(r.status() >= 0 && r.status() <= 2, "exit " + r.status() + ": " + r.err());
    assertFalse(r.err().contains("\tat ") || r.err().contains("Exception"), r.err());
    assertTrue(r.errLines().size() <= 3, r.err());
    assertTrue(r.errLines().stream().allMatch(l -> l.length() <= 400), r.err());
    assertTrue(took.toSeconds() < 10, "took " + took);
    if (args.matches(".* (9223372036854775808|1000000000000000000000000000000|abc)$")) {
      // beyond every range (0, -1 and 2^31 are in some ranges, e.g. a seed's)
      assertTrue(r.status() == 2, "exit " + r.status() + " for " + args + ": " + r.err());
    }
  }

  @Test
  void everyNumericOptionIsSwept() {
    assertTrue(sweep().count() > 60, "the model lists the numeric options");
  }

  private static boolean isNumeric(Class<?> type) {
    return Set.of(int.class, Integer.class, long.class, Long.class, Duration.class).contains(type);
  }

  private static List<CommandSpec> leaves(CommandSpec spec) {
    List<CommandSpec> out = new ArrayList<>();
    for (CommandLine sub : spec.subcommands().values()) {
      if (sub.getCommandSpec().name().equals("help")) {
        continue;
      }
      CommandSpec s = sub.getCommandSpec();
      // a command with subcommands that also runs itself (dlx tanks N) is swept as well
      if (s.subcommands().isEmpty() || !s.positionalParameters().isEmpty()) {
        out.add(s);
      }
      if (!s.subcommands().isEmpty()) {
        out.addAll(leaves(s));
      }
    }
    return out.stream().distinct().toList();
  }
}

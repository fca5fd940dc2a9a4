package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.main.CommandTree;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options that write a command's problem instead of solving it, {@code --dlx} on every puzzle
 * command, take only the options that change that problem; every other one
 * is refused with exit 2 and one line naming both (docs/cli.md, "Conventions"), never ignored
 * (issue 50: {@code --json}, {@code --limit}, {@code --kernel}, {@code --svg}, {@code --cnf}, ... were
 * accepted with {@code --dlx} and ignored). One table, checked against picocli's model of every
 * command: an option a command gains must be put in its row, honoured or refused, or this test
 * fails; an honoured {@code --dlx} option must be in a row of {@link MatrixExportTest}, where the
 * export's count is compared with the command's.
 */
class ExportOptionsTest {
  /**
   * A command (its name under {@code dlx}), the option that writes its problem, a small instance to
   * add options to, and the options given with it that are honoured (they change the problem) and
   * refused.
   */
  record Row(String command, String export, String instance, Set<String> honoured, Set<String> refused) {
    @Override
    public String toString() {
      return "dlx " + command + " " + export;
    }
  }

  static final Set<String> SPLIT = Set.of("--checkpoint", "--part", "--refine-after");

  static Set<String> with(Set<String> some, String... more) {
    Set<String> all = new TreeSet<>(some);
    all.addAll(List.of(more));
    return all;
  }

  static final List<Row> TABLE = List.of(
      // issue 53: dlx tanks cnf writes the CNF with only the options that change it (a subcommand
      // of its own: no row), and --dlx is an option of dlx tanks solve alone
      new Row("tanks solve", "--dlx", "tanks solve 4", Set.of("--symmetry", "--torus", "--holes", "--break-symmetry"),
          Set.of("--all", "--limit", "--json", "--kernel", "--method", "--threads", "--progress", "--no-progress",
              "--time-limit")),
      new Row("polyomino", "--dlx", "polyomino --set pentominoes --box 3x20", Set.of("--set", "--box", "--reflections"),
          with(SPLIT, "--count", "--distinct", "--rows", "--all", "--limit", "--svg", "--threads", "--progress", "--no-progress",
              "--json")),
      new Row("quantumino", "--dlx", "quantumino --aside 16 --box 2x2x20", Set.of("--aside", "--box"),
          with(SPLIT, "--count", "--slice", "--rows", "--all", "--limit", "--svg", "--threads", "--progress", "--no-progress", "--json")),
      new Row("steiner", "--dlx", "steiner 2 3 7", Set.of("--plain"),
          with(SPLIT, "--count", "--first", "--threads", "--progress", "--no-progress", "--json")),
      new Row("sudoku solve", "--dlx", "sudoku solve 1...........34..", Set.of(),
          Set.of("--file", "--kernel", "--solver", "--threads", "--all", "--limit", "--time-limit", "--format")),
      new Row("sudoku count", "--dlx", "sudoku count 1...........34..", Set.of(),
          with(SPLIT, "--file", "--kernel", "--solver", "--threads", "--limit", "--json", "--progress", "--no-progress", "--time-limit")),
      new Row("tantrix solve", "--dlx", "tantrix solve rainbow_blue", Set.of("--tiles", "--shape", "--line", "--loop",
          "--distinct"),
          with(SPLIT, "--count", "--all", "--limit", "--json", "--svg", "--threads", "--max-nodes", "--stats", "--round",
              "--time-limit", "--budget", "--progress", "--no-progress")));

  /** A value each option taking one accepts (checked when the command line is read, before the refusal). */
  static final Map<String, String> VALUES = Map.ofEntries(
      Map.entry("--limit", "2"), Map.entry("--time-limit", "5"), Map.entry("--budget", "5"),
      Map.entry("--threads", "2"), Map.entry("--max-nodes", "100"),
      Map.entry("--checkpoint", "target/export-options-never.checkpoint"), Map.entry("--part", "1/2"),
      Map.entry("--refine-after", "100"), Map.entry("--kernel", "dlx"), Map.entry("--method", "row-scan"),
      Map.entry("--solver", "dlx"), Map.entry("--file", "target/export-options-none.txt"),
      Map.entry("--format", "json"), Map.entry("--svg", "target/export-options-never.svg"),
      Map.entry("--slice", "0/1"));

  private static CommandLine command(String name) {
    CommandLine cl = CommandTree.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    for (String word : name.split(" ")) {
      cl = cl.getSubcommands().get(word);
    }
    return cl;
  }

  /** Every command of {@code cl}'s tree, depth first. */
  private static void everyCommand(CommandLine cl, List<CommandLine> into) {
    into.add(cl);
    for (CommandLine sub : cl.getSubcommands().values()) {
      everyCommand(sub, into);
    }
  }

  /**
   * The table and picocli agree: every command with {@code --dlx} or {@code --cnf} has its row, and
   * every option of such a command is honoured or refused there (a new option must be added);
   * every name in a row is an option of its command, in one list only; every honoured
   * {@code --dlx} option is exercised by a count in {@link MatrixExportTest} (which also sees that
   * the export is written with it, exit 0).
   */
  @Test
  void everyOptionOfEveryExportingCommandIsHonouredOrRefused() {
    List<CommandLine> all = new ArrayList<>();
    everyCommand(CommandTree.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())), all);
    List<String> problems = new ArrayList<>();
    int exporting = 0;
    for (CommandLine cl : all) {
      String name = cl.getCommandSpec().qualifiedName().replaceFirst("^dlx ", "");
      for (String export : List.of("--dlx")) {
        if (cl.getCommandSpec().findOption(export) == null) {
          continue;
        }
        exporting++;
        Row row = TABLE.stream().filter(r -> r.command().equals(name) && r.export().equals(export)).findFirst()
            .orElse(null);
        if (row == null) {
          problems.add("dlx " + name + " has " + export + " but no row in TABLE");
          continue;
        }
        for (OptionSpec o : cl.getCommandSpec().options()) {
          String option = o.longestName();
          if (o.usageHelp() || o.versionHelp() || option.equals(export)) {
            continue;
          }
          if (!row.honoured().contains(option) && !row.refused().contains(option)) {
            problems.add("dlx " + name + " " + option + ": neither honoured nor refused with " + export);
          }
        }
        for (String listed : with(row.honoured(), row.refused().toArray(new String[0]))) {
          if (cl.getCommandSpec().findOption(listed) == null) {
            problems.add("dlx " + name + " has no option " + listed);
          }
          if (row.honoured().contains(listed) && row.refused().contains(listed)) {
            problems.add("dlx " + name + " " + listed + ": both honoured and refused with " + export);
          }
        }
        for (String honoured : export.equals("--dlx") ? row.honoured() : Set.<String>of()) {
          boolean counted = Stream.concat(MatrixExportTest.COUNTED.stream().map(c -> c.split(";")[0]),
              Stream.of(MatrixExportTest.QUANTUMINO)).anyMatch(e -> (e.startsWith(name + " ")
                  && List.of(MatrixExportTest.args(e)).stream().anyMatch(a -> a.equals(honoured)
                      || a.equals(honoured.replaceFirst("^--", "--no-")))));
          if (!counted) {
            problems.add("dlx " + name + " --dlx " + honoured + ": no row of MatrixExportTest exercises it");
          }
        }
      }
    }
    assertEquals(List.of(), problems);
    assertEquals(TABLE.size(), exporting, "every row is a command with its option");
  }

  static Stream<Arguments> refusals() {
    return TABLE.stream().flatMap(row -> row.refused().stream().map(option -> Arguments.of(row, option)));
  }

  /**
   * Each refused option, given with the export option: exit 2, nothing on stdout, and one line
   * naming both ({@code dlx tanks: --dlx and --json cannot be used together: ...}); an old option
   * name may add its one deprecation line ({@link DeprecatedOption}), printed as it is read.
   */
  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("refusals")
  @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // an ignored option may start a search
  void refusedWithOneLineNamingBoth(Row row, String option) {
    List<String> args = new ArrayList<>(List.of(row.instance().split(" ")));
    args.add(row.export());
    args.add(option);
    boolean takesValue = command(row.command()).getCommandSpec().findOption(option).arity().max() > 0;
    if (takesValue) {
      assertTrue(VALUES.containsKey(option), "a value for " + option + " in VALUES");
      args.add(VALUES.get(option));
    }
    CliRun r = CliRun.of(args.toArray(new String[0]));
    assertEquals(2, r.status(), String.join(" ", args) + ": " + r.out() + r.err());
    assertEquals("", r.out());
    List<String> lines = r.errLines().stream().filter(l -> !l.contains(" is deprecated, use ")).toList();
    assertEquals(1, lines.size(), r.err());
    String both = row.export() + " and " + option;
    String line = lines.get(0);
    assertTrue(line.startsWith("dlx " + row.command() + ": " + both + " cannot be used together"), line);
  }

  /** Either order on the command line: the option that writes the problem is named first. */
  @Test
  void refusedInEitherOrder() {
    CliRun r = CliRun.of("tanks", "solve", "4", "--json", "--dlx");
    assertEquals(2, r.status());
    assertEquals(List.of("dlx tanks solve: --dlx and --json cannot be used together: --dlx writes the exact-cover problem,"
        + " no search"), r.errLines());
  }
}

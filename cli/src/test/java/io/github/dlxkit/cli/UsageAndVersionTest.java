package io.github.dlxkit.cli;

import io.github.dlxkit.cli.main.CommandTree;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * What every command shares (set once in {@link CommandTree#commandLine}): usage errors on stderr with
 * exit status 2 and picocli's suggestions, dlx's version under every subcommand's
 * {@code --version}, and the exit statuses in every command's help.
 */
class UsageAndVersionTest {
  @Test
  void noArgumentsIsUsageOnStderrAndStatus2() {
    CliRun r = CliRun.of();
    assertEquals(2, r.status());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("Usage: dlx"), r.err());
  }

  @Test
  void aMistypedSubcommandGetsASuggestionOnOneLine() {
    CliRun r = CliRun.of("cont", "core/src/test/resources/xcc/queens8.dlx");
    assertEquals(2, r.status());
    assertEquals("", r.out());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(r.err().contains("did you mean 'count'"), r.err());
  }

  @Test
  void aMistypedOptionGetsASuggestion() {
    CliRun r = CliRun.of("count", "--kernal", "links", "core/src/test/resources/xcc/queens8.dlx");
    assertEquals(2, r.status());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(r.err().contains("'--kernel'"), r.err());
  }

  @Test
  void everySubcommandPrintsDlxsVersion() {
    String version = CliRun.of("--version").out();
    assertTrue(version.startsWith("dlx (dlxkit) "), version);
    for (List<String> path : commands()) {
      List<String> args = new ArrayList<>(path);
      args.add("--version");
      CliRun r = CliRun.of(args.toArray(new String[0]));
      assertEquals(0, r.status(), "dlx " + args + ": " + r.err());
      assertEquals(version, r.out(), "dlx " + String.join(" ", args));
    }
    assertEquals(version, CliRun.of("generate-completion", "-V").out());
  }

  @Test
  void everyHelpListsTheExitStatuses() {
    for (List<String> path : commands()) {
      List<String> args = new ArrayList<>(path);
      args.add("--help");
      String help = CliRun.of(args.toArray(new String[0])).out();
      assertTrue(help.contains("Exit status:"), "dlx " + String.join(" ", args) + ":\n" + help);
      assertTrue(help.lines().anyMatch(l -> l.strip().matches("2\\s+bad usage or bad input.*")), help);
    }
  }

  /** Every subcommand that has a --version option (picocli's help command has none). */
  private static List<List<String>> commands() {
    List<List<String>> paths = new ArrayList<>();
    collect(CommandTree.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())),
        new ArrayList<>(), paths);
    assertTrue(paths.size() > 15, "too few commands: " + paths);
    return paths;
  }

  private static void collect(CommandLine cl, List<String> path, List<List<String>> paths) {
    if (cl.getCommandSpec().findOption("--version") != null) {
      paths.add(path);
    }
    cl.getSubcommands().forEach((name, sub) -> {
      List<String> p = new ArrayList<>(path);
      p.add(name);
      collect(sub, p, paths);
    });
  }
}

package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Windows launcher (cli/src/dist/bin/dlx.cmd), which no test can run here, gives Java the
 * options the bash launcher (bin/dlx) gives it, but for the start-up cache (bash's alone): the same
 * collector and JIT thresholds, and a value for each system property bin/dlx sets. It set
 * {@code dlx.stderr.terminal} but not {@code dlx.stdout.terminal}, nor Sudoku's thresholds.
 */
class WindowsLauncherTest {
  /** A JVM option as bin/dlx writes it: -XX:… or -D…, up to a blank, a bracket or a quote. */
  private static final Pattern OPTION = Pattern.compile("-(?:XX:|D)[^\\s)\"]+");

  @Test
  void itGivesJavaTheBashLaunchersDefaultOptions() throws IOException {
    String bash = Files.readString(Path.of("cli/src/dist/bin/dlx"));
    String cmd = Files.readString(Path.of("cli/src/dist/bin/dlx.cmd"));
    // the defaults come before the start-up cache's function, which adds options of its own
    String defaults = bash.substring(0, bash.indexOf("start_up_cache() {")).replaceAll("(?m)^\\s*#.*$", "");
    List<String> options = new ArrayList<>();
    Matcher m = OPTION.matcher(defaults);
    while (m.find()) {
      options.add(m.group());
    }
    assertFalse(options.isEmpty(), "no JVM option found in bin/dlx");
    List<String> missing = new ArrayList<>();
    for (String option : options) {
      // a property bin/dlx sets from a test of the terminal: dlx.cmd gives it a value of its own
      String wanted = option.startsWith("-D") ? option.substring(0, option.indexOf('=') + 1) : option;
      if (!cmd.contains(wanted) && !missing.contains(wanted)) {
        missing.add(wanted);
      }
    }
    assertEquals(List.of(), missing, "bin/dlx gives Java these, dlx.cmd does not");
    // cmd cannot tell a console from a file: "not a terminal", whose output is right everywhere
    assertTrue(cmd.contains(" -Ddlx.stderr.terminal=false "), "dlx.cmd: stderr not a terminal");
    assertTrue(cmd.contains(" -Ddlx.stdout.terminal=false "), "dlx.cmd: stdout not a terminal");
  }
}

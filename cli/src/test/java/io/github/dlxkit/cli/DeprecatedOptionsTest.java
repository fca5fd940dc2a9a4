package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The option names renamed to one word per idea (the engine choice is {@code --kernel}, a time limit
 * {@code --time-limit TIME}) keep their old names for one release: the same output and status as
 * the new name, and exactly one line more on stderr naming the new option. The old names are not
 * in the help.
 */
class DeprecatedOptionsTest {
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "sudoku solve --solver backtrack .4..32....14..3. | --solver | --kernel",
      "sudoku count --solver dlx .4..32....14..3. | --solver | --kernel",
      "tanks count 4 --method row-scan | --method | --kernel",
      "tantrix solve rainbow_blue --count --budget 60s | --budget | --time-limit",
      "tantrix loops discovery:6 --count --budget 60 | --budget | --time-limit",
      "tantrix game --play greedy,random --seed 4 --final | --play | --players"})
  void anOldNameWorksAndSaysSoOnce(String args, String old, String now) {
    List<String> oldArgs = List.of(args.split(" "));
    List<String> newArgs = oldArgs.stream().map(a -> a.equals(old) ? now : a).toList();
    CliRun before = CliRun.of(oldArgs.toArray(String[]::new));
    CliRun after = CliRun.of(newArgs.toArray(String[]::new));
    assertEquals(0, after.status(), after.err());
    assertEquals(after.status(), before.status(), before.err());
    assertEquals(after.out(), before.out());
    assertFalse(after.out().isBlank(), "the command must print something for the comparison to mean anything");
    String command = "dlx " + String.join(" ", oldArgs.subList(0, 2));
    List<String> expected = new ArrayList<>();
    expected.add(command + ": " + old + " is deprecated, use " + now + " (" + old + " goes in the next release)");
    expected.addAll(after.errLines());
    assertEquals(expected, before.errLines());
  }

  @Test
  void theBenchTakesItsOldNameToo() {
    CliRun run = CliRun.of("sudoku", "bench", "--time", "0", "--warmup", "0", "--solver", "backtrack,dlx",
        "docs/examples/sudoku-16x16.txt");
    assertEquals(0, run.status(), run.err());
    assertEquals(List.of("dlx sudoku bench: --solver is deprecated, use --kernel (--solver goes in the next release)"),
        run.errLines());
    assertTrue(run.outLines().stream().anyMatch(l -> l.startsWith("|backtrack ")), run.out());
    assertTrue(run.outLines().stream().anyMatch(l -> l.startsWith("|dlx ")), run.out());
  }

  @Test
  void theHelpShowsOnlyTheNewNames() {
    for (String[] help : List.of(new String[] {"sudoku", "solve", "--help"}, new String[] {"tanks", "count", "--help"},
        new String[] {"tantrix", "loops", "--help"}, new String[] {"sudoku", "bench", "--help"},
        new String[] {"tantrix", "game", "--help"}, new String[] {"quantumino", "--help"})) {
      String text = CliRun.of(help).out();
      assertFalse(text.contains("--solver") || text.contains("--method") || text.contains("--budget")
          || text.matches("(?s).*--play\\b.*") || text.contains("--slice"), text);
      assertTrue(text.contains("--kernel") || text.contains("--time-limit") || text.contains("--players")
          || text.contains("--part K/N"), text);
    }
  }
}

package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code dlx help COMMAND...} prints the help of the command named, at any depth. */
class HelpCommandTest {
  @Test
  void helpOfASubcommandIsItsOwnHelp() {
    for (String command : List.of("sudoku solve", "tantrix loops", "hexad blackjack", "count", "sudoku")) {
      CliRun help = CliRun.of(("help " + command).split(" "));
      CliRun own = CliRun.of((command + " --help").split(" "));
      assertEquals(0, help.status(), help.err());
      assertEquals(own.out(), help.out(), command);
    }
    assertEquals(CliRun.of("--help").out(), CliRun.of("help").out());
  }

  @Test
  void anUnknownCommandIsBadUsage() {
    CliRun r = CliRun.of("help", "sudoku", "slove");
    assertEquals(2, r.status());
    assertEquals(List.of("dlx help: no command 'dlx sudoku slove' (see 'dlx sudoku --help')"), r.errLines());
  }
}

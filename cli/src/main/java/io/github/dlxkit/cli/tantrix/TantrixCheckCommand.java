package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.cli.Errors;
import io.github.dlxkit.cli.Inputs;
import io.github.dlxkit.tantrix.PuzzleCheck;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.io.TantrixJson;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code dlx tantrix check}: validates solutions written by {@code solve --json}. */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description = {
      "Checks solution files written by 'dlx tantrix solve --json' (one object per line) rule by",
      "rule: the puzzle's tiles, its board, the Golden Rule, no holes, one group, and each goal",
      "colour's line or loop; for a scored puzzle (unsolved_curve, unsolved_loop) also the score.",
      "Exit status 1 if some solution breaks a rule."
    })
final class TantrixCheckCommand implements Callable<Integer> {
  Invocation invocation;

  @Parameters(paramLabel = "FILE|-", description = "the solutions as JSON lines; - reads stdin")
  String file;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = invocation.out();
    int checked = 0;
    int failed = 0;
    try (BufferedReader in = new BufferedReader(Inputs.open(file))) {
      int lineNumber = 0;
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        lineNumber++;
        if (line.isBlank()) {
          continue;
        }
        PuzzleCheck c;
        try {
          TantrixJson.Entry e = TantrixJson.read(line);
          c = PuzzleCheck.of(e.puzzle(), e.tantrix());
        } catch (BadInputException e) {
          throw new BadInputException(Inputs.displayName(file) + " line " + lineNumber + ": " + e.getMessage());
        }
        checked++;
        out.println("solution " + checked + " (" + c.puzzle() + "): " + (c.passed() ? "valid" : "NOT valid"));
        for (PuzzleCheck.Rule r : c.rules()) {
          out.println("  " + r.name() + ": " + (r.ok() ? "ok, " : "FAILED, ") + r.detail());
        }
        c.score().ifPresent(s -> out.println("  score: " + s + " (longest " + s.scoring().word() + " of each colour; "
            + PathScore.PERFECT + " perfect, " + s.scoring().maximum() + " possible, " + s.scoring().record()
            + " recorded)" + (c.passed() ? "" : ", not counted: a rule is broken")));
        failed += c.passed() ? 0 : 1;
      }
    }
    if (checked == 0) {
      throw new BadInputException(Inputs.displayName(file) + " holds no solution");
    }
    return failed > 0 ? Errors.FAILURES : 0;
  }
}

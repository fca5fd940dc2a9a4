package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.model.PathScore;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code dlx tantrix list}: the named puzzles. */
@Command(name = "list", mixinStandardHelpOptions = true,
    description = "Lists the named puzzles: name, number of tiles, board (or free), goal (or how it is scored).")
final class TantrixListCommand implements Callable<Integer> {
  Invocation invocation;

  @Override
  public Integer call() {
    PrintWriter out = invocation.out();
    for (TantrixPuzzle p : PuzzleCatalog.puzzles()) {
      out.printf("%-22s %2d tiles  %-4s  %s%n", p.name(), p.tiles().size(),
          p.boardName(), p.scoring().map(PathScore.Scoring::describe).orElse(p.goal().toString()));
    }
    out.printf("%-22s %s%n", "discovery:K", "tiles 1..K of the game set (K = 3..47), one loop in the back colour of tile K");
    out.printf("%-22s %s%n", "discovery-pack:K", "K tiles of the pack 1..10 repeated (K >= 3), one loop in the units digit's colour");
    return 0;
  }
}

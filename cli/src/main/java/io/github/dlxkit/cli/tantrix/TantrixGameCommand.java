package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Inputs;
import io.github.dlxkit.cli.Outputs;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tantrix.game.ComputerPlayer;
import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.game.GameJson;
import io.github.dlxkit.tantrix.game.GameSetup;
import io.github.dlxkit.tantrix.game.Placement;
import io.github.dlxkit.tantrix.render.GameText;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx tantrix game}: replays a saved game as text pictures, or plays one between computer players. */
@Command(
    name = "game",
    mixinStandardHelpOptions = true,
    description = {
      "Replays a saved Tantrix game (JSON with the seed, or the tiles drawn so far of a game in",
      "progress saved without its seed, the colours and the moves) turn by turn as text",
      "pictures (tiles as number/rotation, forced spaces *, cells on controlled sides x, then each",
      "player's score and hand), or has computer players (--players) play a new game from --seed."
    })
final class TantrixGameCommand implements Callable<Integer> {
  Invocation invocation;

  @Parameters(arity = "0..1", paramLabel = "FILE|-", description = "a saved game; - reads stdin")
  String file;

  /** {@code --players} (2 to 4 here) and {@code --seed}, as in {@code tantrix tournament}. */
  @Mixin ComputerGameOptions computer;

  /** The old name of {@code --players}, for one release: {@code call} warns and takes it. */
  @Option(names = "--play", hidden = true, split = ",", paramLabel = "LEVEL")
  List<String> play;

  @Option(names = "--save", paramLabel = "FILE", description = "write the --players game to FILE (JSON)")
  Path save;

  @Option(names = "--final", description = "show only the end of the game")
  boolean finalOnly;

  @Option(names = "--json", description = "print the game's final state as one JSON object instead")
  boolean json;

  @Override
  public Integer call() throws IOException {
    computer.players = io.github.dlxkit.cli.DeprecatedOption.take(invocation, "--play", play, "--players", computer.players);
    if ((file == null) == !computer.given()) {
      throw new BadInputException("give a saved game FILE or --players LEVELS, not both or neither");
    }
    if (save != null && file != null) {
      throw new BadInputException("--save writes a --players game; a saved game FILE is already saved");
    }
    if (file != null && computer.seedGiven()) {
      throw new BadInputException("--seed deals a --players game; a saved game FILE has its own seed");
    }
    if (finalOnly && json) {
      throw new BadInputException("--final and --json cannot be used together: --json prints only the end already");
    }
    List<String> levels = file == null ? computer.levels(2, 4) : null;
    if (save != null) {
      Outputs.checkWritable("--save", save);
    }
    Game game = file != null ? opened(file) : played(levels, computer.seed);
    if (save != null) {
      Outputs.write("--save", save, GameJson.write(game) + "\n");
    }
    PrintWriter out = invocation.out();
    if (json) {
      out.println(GameJson.state(game));
      return 0;
    }
    Game view = Game.start(game.setup());
    for (int i = 0; i < game.moves().size(); i++) {
      Placement m = game.moves().get(i);
      if (!finalOnly) {
        out.printf("%d. %s %s%s%n", i + 1, view.colour(game.mover(i)).displayName(), m,
            game.wasForced(i) ? " (forced)" : "");
      }
      view.play(m);
      boolean turnEnds = i + 1 == game.moves().size() || game.mover(i + 1) != game.mover(i);
      if (!finalOnly && turnEnds) {
        out.print(GameText.render(view));
        out.println();
      }
    }
    if (finalOnly) {
      out.print(GameText.render(view));
    }
    out.println(result(view));
    return 0;
  }

  private static Game played(List<String> levels, long seed) {
    List<ComputerPlayer> players = new ArrayList<>();
    for (int i = 0; i < levels.size(); i++) {
      players.add(ComputerPlayer.of(levels.get(i), seed * 31 + i + 1));
    }
    Game game = Game.start(GameSetup.of(seed, levels.size()));
    while (!game.isOver()) {
      game.play(players.get(game.current()).choose(game));
    }
    return game;
  }

  /** The saved game in {@code file}, replayed; a bad one is named with the file. */
  private static Game opened(String file) throws IOException {
    StringWriter text = new StringWriter();
    try (Reader in = Inputs.open(file)) {
      in.transferTo(text);
    }
    try {
      return GameJson.read(text.toString().strip());
    } catch (BadInputException e) {
      throw new BadInputException(Inputs.displayName(file) + ": " + e.getMessage());
    }
  }

  /** "red 20, green 15: red wins" (or "…: draw"; or "game not finished"). */
  static String result(Game game) {
    StringBuilder s = new StringBuilder();
    int top = 0;
    for (int p = 0; p < game.players(); p++) {
      s.append(p == 0 ? "" : ", ").append(game.colour(p).displayName()).append(' ').append(game.score(p));
      top = Math.max(top, game.score(p));
    }
    if (!game.isOver()) {
      return s.append(": game not finished").toString();
    }
    List<String> winners = new ArrayList<>();
    for (int p = 0; p < game.players(); p++) {
      if (game.score(p) == top) {
        winners.add(game.colour(p).displayName());
      }
    }
    return s.append(winners.size() == 1 ? ": " + winners.get(0) + " wins" : ": draw between " + String.join(", ", winners))
        .toString();
  }
}

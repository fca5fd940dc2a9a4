package io.github.dlxkit.cli.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.game.GameJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dlx tantrix game} and {@code dlx tantrix tournament}: output, saved games and bad input. */
class TantrixGameCliTest {

  @Test
  void aPlayedGameIsSavedAndReplaysToTheSameEnd(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("g.json");
    CliRun played = CliRun.of("tantrix", "game", "--play", "greedy,random", "--seed", "4", "--save", file.toString(),
        "--final");
    assertEquals(0, played.status(), played.err());
    Game saved = GameJson.read(Files.readString(file).strip());
    assertTrue(saved.isOver());
    String last = played.outLines().get(played.outLines().size() - 1);
    assertTrue(last.startsWith("red " + saved.score(0) + ", green " + saved.score(1) + ": "), last);
    CliRun replay = CliRun.of("tantrix", "game", file.toString());
    assertEquals(0, replay.status(), replay.err());
    assertEquals(last, replay.outLines().get(replay.outLines().size() - 1));
    assertTrue(replay.out().startsWith("1. red "), replay.out());
    assertEquals(saved.moves().size(), replay.outLines().stream().filter(l -> l.matches("\\d+\\. .*")).count());
    CliRun json = CliRun.of("tantrix", "game", file.toString(), "--json");
    assertTrue(json.out().contains("\"over\":true"), json.out());
  }

  @Test
  void aTournamentPrintsItsCounts() {
    CliRun run = CliRun.of("tantrix", "tournament", "--players", "random,greedy", "--games", "4", "--seed", "1",
        "--json");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("{\"count\":4,\"seed\":1,\"players\":[{\"name\":\"random\","), run.out());
  }

  @Test
  void badInputIsOneLineAndStatusTwo(@TempDir Path dir) throws IOException {
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, "{\"game\":\"tantrix\",\"seed\":1,\"colours\":[\"R\",\"G\"],\"moves\":[{\"tile\":1,"
        + "\"q\":5,\"r\":0,\"rot\":0}]}");
    for (List<String> args : List.of(
        List.of("tantrix", "game", bad.toString()),
        List.of("tantrix", "game"),
        List.of("tantrix", "game", "--play", "greedy"),
        List.of("tantrix", "game", "--play", "greedy,expert"),
        List.of("tantrix", "tournament", "--players", "greedy"),
        List.of("tantrix", "tournament", "--players", "greedy,random", "--games", "0"))) {
      CliRun run = CliRun.of(args.toArray(new String[0]));
      assertEquals(2, run.status(), args + ": " + run.err());
      assertEquals(1, run.errLines().size(), args + ": " + run.err());
    }
    CliRun run = CliRun.of("tantrix", "game", bad.toString());
    assertTrue(run.err().contains("bad.json: move 1 (1/0 at (5,0)): "), run.err());
  }
}

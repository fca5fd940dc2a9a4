package io.github.dlxkit.cli.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.game.GameJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dlx tantrix game} and {@code dlx tantrix tournament}: output, saved games and bad input. */
class TantrixGameCliTest {

  @Test
  void aPlayedGameIsSavedAndReplaysToTheSameEnd(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("g.json");
    CliRun played = CliRun.of("tantrix", "game", "--players", "greedy,random", "--seed", "4", "--save", file.toString(),
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
        List.of("tantrix", "game", "--players", "greedy"),
        List.of("tantrix", "game", "--players", "greedy,expert"),
        List.of("tantrix", "tournament", "--players", "greedy"),
        List.of("tantrix", "tournament", "--players", "greedy,random", "--games", "0"))) {
      CliRun run = CliRun.of(args.toArray(new String[0]));
      assertEquals(2, run.status(), args + ": " + run.err());
      assertEquals(1, run.errLines().size(), args + ": " + run.err());
    }
    CliRun run = CliRun.of("tantrix", "game", bad.toString());
    assertTrue(run.err().contains("bad.json: move 1 (1/0 at (5,0)): "), run.err());
  }

  /** A game in progress saved without its seed (the web page's Save) replays to where it was. */
  @Test
  void aGameSavedInProgressWithoutItsSeedReplays(@TempDir Path dir) throws IOException {
    Game g = Game.start(io.github.dlxkit.tantrix.game.GameSetup.of(3, 2));
    for (int i = 0; i < 7; i++) {
      g.play(g.legalMoves().get(0));
    }
    Path file = dir.resolve("on.json");
    Files.writeString(file, GameJson.writePublic(g) + "\n");
    CliRun run = CliRun.of("tantrix", "game", file.toString(), "--final");
    assertEquals(0, run.status(), run.err());
    String last = run.outLines().get(run.outLines().size() - 1);
    assertEquals("red " + g.score(0) + ", green " + g.score(1) + ": game not finished", last);
    CliRun json = CliRun.of("tantrix", "game", file.toString(), "--json");
    assertFalse(json.out().contains("seed"), json.out());
  }

  /**
   * A saved game cut short (issue 50: it printed {@code bad JSON: java.io.EOFException: End of input
   * at …}) is one line in the project's words naming the file, line and column; a malformed one too
   * (Gson's message named {@code MalformedJsonException}).
   */
  @Test
  void aCutOrMalformedSaveIsOneCleanLine(@TempDir Path dir) throws IOException {
    Path whole = dir.resolve("whole.json");
    assertEquals(0, CliRun.of("tantrix", "game", "--players", "greedy,random", "--seed", "4", "--save", whole.toString())
        .status());
    Path cut = dir.resolve("cut.json");
    Files.writeString(cut, Files.readString(whole).substring(0, 200));
    CliRun run = CliRun.of("tantrix", "game", cut.toString());
    assertEquals(2, run.status(), run.err());
    assertEquals(List.of("dlx tantrix game: " + cut + ": bad JSON: the text ends too early, at line 1, column 201"
        + " (is it cut short?)"), run.errLines());
    Path malformed = dir.resolve("malformed.json");
    Files.writeString(malformed, "{\"game\":\"tantrix\",\n\"seed\":1 2}");
    run = CliRun.of("tantrix", "game", malformed.toString());
    assertEquals(2, run.status(), run.err());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.err().startsWith("dlx tantrix game: " + malformed + ": bad JSON: "), run.err());
    assertTrue(run.err().contains("at line 2, column "), run.err());
    assertFalse(run.err().contains("Exception") || run.err().contains("java."), run.err());
  }

  /**
   * Options that would be ignored are refused, and {@code --save} is checked before the game is
   * played (it was written after the game, and a bad path said "cannot read … no such file").
   */
  @Test
  void optionsThatWouldBeIgnoredOrFailLateAreRefusedAtOnce(@TempDir Path dir) throws IOException {
    Path saved = dir.resolve("g.json");
    assertEquals(0, CliRun.of("tantrix", "game", "--players", "random,random", "--save", saved.toString()).status());
    String file = saved.toString();
    Map<List<String>, String> refusals = Map.of(
        List.of("tantrix", "game", "--players", "greedy,random", "--save", "/proc/g.json"),
        "dlx tantrix game: cannot write --save /proc/g.json: a file cannot be created there",
        List.of("tantrix", "game", "--players", "greedy,random", "--save", dir.resolve("no/g.json").toString()),
        "dlx tantrix game: cannot write --save " + dir.resolve("no/g.json") + ": no such directory " + dir.resolve("no"),
        List.of("tantrix", "game", file, "--seed", "4"),
        "dlx tantrix game: --seed deals a --players game; a saved game FILE has its own seed",
        List.of("tantrix", "game", file, "--save", dir.resolve("h.json").toString()),
        "dlx tantrix game: --save writes a --players game; a saved game FILE is already saved",
        List.of("tantrix", "game", "--players", "greedy,random", "--final", "--json"),
        "dlx tantrix game: --final and --json cannot be used together: --json prints only the end already",
        List.of("tantrix", "tournament", "--games", "2"),
        "dlx tantrix tournament: give --players LEVEL,LEVEL (random, greedy, lookahead)",
        List.of("tantrix", "tournament", "--players", "greedy,random,random"),
        "dlx tantrix tournament: --players takes 2 levels, got 3",
        List.of("tantrix", "tournament", "--players", "greedy,random", "--games", "100001"),
        "dlx tantrix tournament: Invalid value for option '--games': '100001' is out of range (allowed: 1..100000)"
            + " (see 'dlx tantrix tournament --help')");
    for (Map.Entry<List<String>, String> refusal : refusals.entrySet()) {
      CliRun run = CliRun.of(refusal.getKey().toArray(new String[0]));
      assertEquals(List.of(refusal.getValue()), run.errLines(), refusal.getKey().toString());
      assertEquals(2, run.status(), refusal.getKey().toString());
      assertEquals("", run.out(), refusal.getKey().toString());
    }
    assertFalse(Files.exists(dir.resolve("h.json")));
  }

  /** One name per idea: both commands take {@code --players} and {@code --seed} from one mixin, described alike. */
  @Test
  void gameAndTournamentNameTheirSharedOptionsAlike() {
    picocli.CommandLine dlx = io.github.dlxkit.cli.main.CommandTree.commandLine(new java.io.PrintWriter(new java.io.StringWriter()),
        new java.io.PrintWriter(new java.io.StringWriter()));
    picocli.CommandLine tantrix = dlx.getSubcommands().get("tantrix");
    var game = tantrix.getSubcommands().get("game").getCommandSpec();
    var tournament = tantrix.getSubcommands().get("tournament").getCommandSpec();
    for (String name : List.of("--players", "--seed")) {
      assertEquals(List.of(game.findOption(name).description()), List.of(tournament.findOption(name).description()), name);
      assertEquals(game.findOption(name).paramLabel(), tournament.findOption(name).paramLabel(), name);
    }
    assertTrue(game.findOption("--play").hidden());
    assertEquals(null, tournament.findOption("--play"));
  }
}

package io.github.dlxkit.tantrix.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tantrix.model.Colour;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The game's life: restrictions lifted with the last draw, undo, saving and opening, players, tournaments. */
class GameTest {
  static Game randomGame(long seed, int players) {
    Game g = Game.start(GameSetup.of(seed, players));
    Random random = new Random(seed);
    while (!g.isOver()) {
      List<Placement> legal = g.legalMoves();
      g.play(legal.get(random.nextInt(legal.size())));
    }
    return g;
  }

  @Test
  void theRestrictionsHoldUntilTheLastTileIsDrawn() {
    Game g = Game.start(GameSetup.of(11, 2));
    Random random = new Random(11);
    while (!g.isOver()) {
      assertEquals(g.bagSize() > 0, g.restricted());
      List<Placement> legal = g.legalMoves();
      int before = g.bagSize();
      g.play(legal.get(random.nextInt(legal.size())));
      if (before == 1) {
        assertFalse(g.restricted(), "the player who draws the last tile is already free of them");
      }
    }
    assertEquals(0, g.bagSize());
    assertEquals(56, g.tantrix().size());
    assertEquals(0, g.hand(0).size() + g.hand(1).size());
  }

  @Test
  void undoTakesBackOneMoveExactly() {
    Game g = Game.start(GameSetup.of(3, 2));
    Random random = new Random(3);
    for (int i = 0; i < 20; i++) {
      g.play(g.legalMoves().get(random.nextInt(g.legalMoves().size())));
    }
    List<Placement> legal = g.legalMoves();
    List<Integer> scores = g.scores();
    int bag = g.bagSize();
    int current = g.current();
    g.play(legal.get(0));
    g.undo();
    assertEquals(legal, g.legalMoves());
    assertEquals(scores, g.scores());
    assertEquals(bag, g.bagSize());
    assertEquals(current, g.current());
    assertEquals(20, g.moves().size());
  }

  @Test
  void undoIsOffUnderCompetitionRules() {
    Game g = Game.start(GameSetup.of(3, 2).withCompetition(true));
    g.play(g.legalMoves().get(0));
    assertThrows(IllegalStateException.class, g::undo);
    assertThrows(IllegalStateException.class, () -> Game.start(GameSetup.of(3, 2)).undo());
  }

  @Test
  void aSavedGameOpensAsTheSameGame() {
    Game g = randomGame(21, 3);
    String saved = GameJson.write(g);
    Game back = GameJson.read(saved);
    assertEquals(g.moves(), back.moves());
    assertEquals(g.scores(), back.scores());
    assertEquals(saved, GameJson.write(back));
    assertEquals(List.of(Colour.RED, Colour.GREEN, Colour.BLUE), back.setup().colours());
    String state = GameJson.state(back);
    assertTrue(state.contains("\"over\":true") && state.contains("\"legalMoves\":[]"), state);
    com.google.gson.JsonObject o = com.google.gson.JsonParser.parseString(state).getAsJsonObject();
    assertEquals(56, o.getAsJsonArray("faces").size());
    assertEquals(io.github.dlxkit.tantrix.model.TileSet.standard().tile(6).edgeLetters(),
        o.getAsJsonArray("faces").get(5).getAsString());
    assertEquals(56, o.getAsJsonArray("tiles").size());
    assertEquals(3, o.getAsJsonArray("scores").size());
    assertEquals(g.score(1), o.getAsJsonArray("scores").get(1).getAsInt());
  }

  /**
   * Issue 50: the seed tells the whole bag, so the public form of a game in progress holds the
   * tiles drawn so far instead: exactly the hands as dealt and each tile drawn after, in order;
   * opened, it is the same game (moves, hands, scores) with the rest of the bag shuffled from a new
   * secret, which two openings show (the next draws differ). Once over, the public form is the
   * saved form with the seed, and it replays.
   */
  @Test
  void aGameInProgressIsSavedForPlayersWithoutItsSeed() {
    Game g = Game.start(GameSetup.of(5, 2));
    List<Integer> dealt = new java.util.ArrayList<>();
    for (int seat = 0; seat < 2; seat++) {
      List<Integer> hand = g.hand(seat).stream().map(io.github.dlxkit.tantrix.model.Tile::number).toList();
      dealt.addAll(hand);
    }
    assertEquals(new java.util.TreeSet<>(dealt), new java.util.TreeSet<>(g.drawn()), "the deal");
    Random random = new Random(5);
    List<Integer> draws = new java.util.ArrayList<>();
    for (int i = 0; i < 10; i++) {
      java.util.Set<Integer> before = numbers(g.hand(g.current()));
      int seat = g.current();
      Placement p = g.legalMoves().get(random.nextInt(g.legalMoves().size()));
      g.play(p);
      java.util.Set<Integer> after = numbers(g.hand(seat));
      after.removeAll(before);
      draws.addAll(after); // the tile drawn (none once the bag is empty)
    }
    assertEquals(draws, g.drawn().subList(12, g.drawn().size()), "then each draw in order");
    String open = GameJson.writePublic(g);
    assertFalse(open.contains("seed"), open);
    assertFalse(GameJson.state(g).contains("seed"));
    java.util.Set<List<Integer>> nextDraws = new java.util.HashSet<>();
    for (int k = 0; k < 5; k++) {
      Game back = GameJson.read(open);
      assertEquals(g.moves(), back.moves());
      assertEquals(g.hand(0), back.hand(0));
      assertEquals(g.hand(1), back.hand(1));
      assertEquals(g.scores(), back.scores());
      assertEquals(g.drawn(), back.drawn());
      Placement p = back.legalMoves().get(0);
      back.play(p);
      nextDraws.add(back.drawn());
    }
    assertTrue(nextDraws.size() > 1, "the rest of the bag is not fixed by the public form: " + nextDraws);
    Game done = randomGame(9, 2);
    assertEquals(GameJson.write(done), GameJson.writePublic(done), "over: the seed is told");
    assertTrue(GameJson.state(done).contains("\"seed\":9,"));
  }

  /**
   * Reshuffled: the same game, and the tiles still in the bag in another order; a game opened from
   * a public form and finished saves both its drawn tiles and its new seed, and replays exactly.
   */
  @Test
  void aReshuffledGameKeepsItsPastAndReplaysFromItsSave() {
    Game g = Game.start(GameSetup.of(8, 3));
    Random random = new Random(8);
    for (int i = 0; i < 6; i++) {
      g.play(g.legalMoves().get(random.nextInt(g.legalMoves().size())));
    }
    Game r = g.reshuffled(12345);
    assertEquals(g.moves(), r.moves());
    assertEquals(g.drawn(), r.drawn());
    assertEquals(g.drawn(), r.setup().drawn());
    for (int seat = 0; seat < 3; seat++) {
      assertEquals(g.hand(seat), r.hand(seat));
    }
    while (!r.isOver()) {
      r.play(r.legalMoves().get(random.nextInt(r.legalMoves().size())));
    }
    String saved = GameJson.write(r);
    assertTrue(saved.startsWith("{\"game\":\"tantrix\",\"seed\":12345,\"drawn\":["), saved);
    Game back = GameJson.read(saved);
    assertEquals(r.moves(), back.moves());
    assertEquals(r.scores(), back.scores());
    assertEquals(saved, GameJson.write(back));
    // with nothing drawn first, the shuffle is the one old saves were made with
    assertEquals(Game.start(GameSetup.of(8, 3)).hand(0),
        Game.start(new GameSetup(8, List.of(Colour.RED, Colour.GREEN, Colour.BLUE), false, List.of())).hand(0));
  }

  private static java.util.Set<Integer> numbers(List<io.github.dlxkit.tantrix.model.Tile> tiles) {
    java.util.Set<Integer> out = new java.util.TreeSet<>();
    tiles.forEach(t -> out.add(t.number()));
    return out;
  }

  @Test
  void badSavedGamesAreRefusedNamingTheBadPart() {
    assertEquals("game: \"seed\" (a number) or \"drawn\" (the tiles drawn so far) is missing",
        assertThrows(BadInputException.class, () -> GameJson.read("{\"game\":\"tantrix\",\"colours\":[\"R\",\"G\"],"
            + "\"moves\":[]}")).getMessage());
    assertEquals("drawn: tile 3 is drawn twice", assertThrows(BadInputException.class, () -> GameJson.read(
        "{\"game\":\"tantrix\",\"drawn\":[3,4,3],\"colours\":[\"R\",\"G\"],\"moves\":[]}")).getMessage());
    assertEquals("drawn: no tile 57 (tiles are 1..56)", assertThrows(BadInputException.class, () -> GameJson.read(
        "{\"game\":\"tantrix\",\"drawn\":[57],\"colours\":[\"R\",\"G\"],\"moves\":[]}")).getMessage());
    assertTrue(assertThrows(BadInputException.class, () -> GameJson.read(
        "{\"game\":\"tantrix\",\"drawn\":[\"x\"],\"colours\":[\"R\",\"G\"],\"moves\":[]}")).getMessage()
        .startsWith("drawn: expected tile numbers 1..56, got"));
    assertEquals("bad JSON: the text ends too early, at line 1, column 26 (is it cut short?)",
        assertThrows(BadInputException.class, () -> GameJson.read("{\"game\":\"tantrix\",\"seed\":")).getMessage());
    assertEquals("bad JSON: expected a game object",
        assertThrows(BadInputException.class, () -> GameJson.read("[1]")).getMessage());
    assertTrue(assertThrows(BadInputException.class, () -> GameJson.read("{\"game\":\"tantrix\",\"seed\":1,"
        + "\"colours\":[\"R\",\"R\"],\"moves\":[]}")).getMessage().contains("two players have the colour red"));
    assertTrue(assertThrows(BadInputException.class, () -> GameJson.read("{\"game\":\"tantrix\",\"seed\":1,"
        + "\"colours\":[\"R\",\"G\"]}")).getMessage().contains("\"moves\" must be a list"));
    Game g = Game.start(GameSetup.of(1, 2));
    int notInHand = g.hand(1).get(0).number();
    String bad = "{\"game\":\"tantrix\",\"seed\":1,\"colours\":[\"R\",\"G\"],\"moves\":[{\"tile\":" + notInHand
        + ",\"q\":0,\"r\":0,\"rot\":0}]}";
    assertEquals("move 1 (" + notInHand + "/0 at (0,0)): " + Rule.NOT_IN_HAND.words(),
        assertThrows(BadInputException.class, () -> GameJson.read(bad)).getMessage());
    assertTrue(assertThrows(BadInputException.class, () -> GameJson.read("{\"game\":\"tantrix\",\"seed\":1,"
        + "\"colours\":[\"R\",\"G\"],\"moves\":[{\"tile\":57,\"q\":0,\"r\":0,\"rot\":0}]}")).getMessage()
        .contains("move 1: tile must be 1..56, got 57"));
  }

  @Test
  void everyLevelPlaysOnlyLegalMovesToTheEnd() {
    for (String level : ComputerPlayer.LEVELS) {
      Game g = Game.start(GameSetup.of(8, 2));
      ComputerPlayer me = ComputerPlayer.of(level, 1);
      ComputerPlayer other = ComputerPlayer.of("random", 2);
      while (!g.isOver()) {
        Placement m = (g.current() == 0 ? me : other).choose(g);
        assertTrue(g.legalMoves().contains(m), level + " chose " + m);
        g.play(m);
      }
      assertEquals(56, g.tantrix().size(), level);
    }
    assertThrows(BadInputException.class, () -> ComputerPlayer.of("expert", 1));
  }

  @Test
  void aTournamentIsReproducibleAndItsCountsAddUp() {
    TournamentResult a = Tournament.of("random", "greedy").play(6, 5);
    TournamentResult b = Tournament.of("random", "greedy").play(6, 5);
    assertEquals(a.toJson(), b.toJson());
    assertEquals(6, a.wins(0) + a.wins(1) + a.draws());
    assertTrue(a.toJson().startsWith("{\"count\":6,"), a.toJson());
    assertNotEquals(a.toJson(), Tournament.of("random", "greedy").play(6, 6).toJson());
    assertThrows(BadInputException.class, () -> Tournament.of("random", "greedy").play(0, 1));
  }
}

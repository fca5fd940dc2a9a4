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

  @Test
  void badSavedGamesAreRefusedNamingTheBadPart() {
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

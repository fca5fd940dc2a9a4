package io.github.dlxkit.tantrix.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.render.GameText;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Runs the Java examples of the game's Javadoc, each copied here word for word (cli's
 * OrphanExamplesTest checks that), and asserts what their comments say. The numbers follow from
 * the rules (36 = six tiles in six turns; 43 = 56 tiles less two hands of six less one drawn) or
 * are what the seeded games give (the picture's tile 18, the margin 7.75), which the rules tests
 * and the twin check independently.
 */
class GameExamplesTest {

  @Test
  void game() {
    Game game = Game.start(GameSetup.of(7, 2));      // red against green, red starts
    List<Placement> moves = game.legalMoves();       // 36: six tiles, six turns each, in the middle
    game.play(moves.get(0));
    game.current();                                  // 1: green's turn
    game.bagSize();                                  // 43 = 56 - 12 - 1

    assertEquals(36, moves.size());
    assertEquals(1, game.current());
    assertEquals(43, game.bagSize());
  }

  @Test
  void gameJson() {
    Game game = Game.start(GameSetup.of(7, 2));
    game.play(game.legalMoves().get(0));
    String saved = GameJson.write(game);
    Game back = GameJson.read(saved);                // the same game: back.moves().equals(game.moves())
    String state = GameJson.state(back);             // {"game":"tantrix","drawn":[…],…,"legalMoves":[…]}: no seed

    assertEquals(game.moves(), back.moves());
    assertTrue(saved.startsWith("{\"game\":\"tantrix\",\"seed\":7,"), saved);
    assertTrue(state.startsWith("{\"game\":\"tantrix\",\"drawn\":" + back.drawn().toString().replace(" ", "") + ","), state);
    assertFalse(state.contains("seed"), state);
    assertTrue(state.contains(",\"legalMoves\":[{"), state);
  }

  @Test
  void computerPlayer() {
    Game game = Game.start(GameSetup.of(3, 2));
    ComputerPlayer red = ComputerPlayer.of("greedy", 1);
    ComputerPlayer green = ComputerPlayer.of("random", 2);
    while (!game.isOver()) {
      game.play((game.current() == 0 ? red : green).choose(game));
    }
    game.moves().size();                                 // 56 (or fewer, if nobody could move)

    assertEquals(56, game.moves().size());
  }

  @Test
  void tournament() {
    TournamentResult r = Tournament.of("random", "greedy").play(4, 1);
    r.games();                                   // 4
    int all = r.wins(0) + r.wins(1) + r.draws(); // 4
    r.meanMargin();                              // greedy's score minus random's, averaged: 7.75

    assertEquals(4, r.games());
    assertEquals(4, all);
    assertEquals(7.75, r.meanMargin(), 1e-9);
  }

  @Test
  void gameText() {
    Game game = Game.start(GameSetup.of(7, 2));
    game.play(game.legalMoves().get(0));
    String picture = GameText.render(game);    // " 18/0", then "red     score  1  hand 4 20 22 36 49 52", …

    assertTrue(picture.startsWith(" 18/0\nred     score  1  hand 4 20 22 36 49 52\n"), picture);
  }
}

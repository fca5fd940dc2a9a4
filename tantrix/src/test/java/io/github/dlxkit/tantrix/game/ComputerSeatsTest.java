package io.github.dlxkit.tantrix.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A game of people and computers moving on (moved here from the web layer's game table, issue 53):
 * the computers answer at once, an undo takes their answers back with the person's move. Each
 * expectation is counted from the game's own moves and movers, not stored.
 */
class ComputerSeatsTest {
  @Test
  void theComputersAnswerAPersonsMoveAndGoBackWithIt() {
    Game game = Game.start(GameSetup.of(7, 3));   // red a person, green and blue computers
    ComputerSeats seats = new ComputerSeats(3, Map.of(1, ComputerPlayer.of("greedy", 1), 2, ComputerPlayer.of("random", 2)));
    assertFalse(seats.isComputer(0));
    assertTrue(seats.isComputer(1) && seats.isComputer(2));
    assertEquals(0, seats.reply(game), "red, a person, is to move");
    for (int round = 0; round < 3; round++) {
      game.play(game.legalMoves().get(0));
      int moves = game.moves().size();
      int played = seats.reply(game);
      assertEquals(moves + played, game.moves().size());
      assertTrue(game.current() == 0, "the answers end at red's turn");
      for (int i = moves; i < game.moves().size(); i++) {
        assertTrue(seats.isComputer(game.mover(i)), "move " + i + " is a computer's");
      }
    }
    List<Placement> before = List.copyOf(game.moves());
    int last = before.size() - 1;
    int person = last;
    while (seats.isComputer(game.mover(person))) {
      person--;
    }
    assertEquals(before.size() - person, seats.takeBack(game));
    assertEquals(before.subList(0, person), game.moves());
    assertEquals(0, game.current(), "red moves again");
  }

  /** With no person at the table the computers play the game to its end: 56 tiles (GameExamplesTest). */
  @Test
  void computersAloneFinishTheGameAndTakeBackEverything() {
    Game game = Game.start(GameSetup.of(3, 2));
    ComputerSeats seats = new ComputerSeats(2, Map.of(0, ComputerPlayer.of("greedy", 1), 1, ComputerPlayer.of("random", 2)));
    assertEquals(56, seats.reply(game));
    assertTrue(game.isOver());
    assertEquals(56, seats.takeBack(game));
    assertEquals(0, seats.takeBack(game), "nothing left to take back");
  }

  @Test
  void seatsOutsideTheGameAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new ComputerSeats(2, Map.of(2, ComputerPlayer.of("greedy", 1))));
    assertThrows(IllegalArgumentException.class, () -> new ComputerSeats(5, Map.of()));
    ComputerSeats two = new ComputerSeats(2, Map.of());
    assertThrows(IllegalArgumentException.class, () -> two.reply(Game.start(GameSetup.of(1, 3))));
  }
}

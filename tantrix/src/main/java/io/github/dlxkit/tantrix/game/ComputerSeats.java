package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.core.util.Indices;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;

/**
 * Who of a game's players are computers, and how a game with people and computers moves on: the
 * computers answer as soon as it is their turn ({@link #reply}), and a person's undo takes back the
 * computers' answers with the person's move ({@link #takeBack}). The web page's game tables sit on it.
 *
 * <pre>{@code
 * Game game = Game.start(GameSetup.of(7, 2));                        // red (a person) against green
 * ComputerSeats seats = new ComputerSeats(2, Map.of(1, ComputerPlayer.of("greedy", 1)));
 * game.play(game.legalMoves().get(0));                               // the person's move
 * seats.reply(game);                                                 // 1: green answered
 * seats.takeBack(game);                                              // 2: both moves went
 * }</pre>
 *
 * <p>Not thread-safe: the computer players keep their own random streams; a caller that shares it
 * (a game table) holds one lock around it and its game.
 */
public final class ComputerSeats {
  private final ComputerPlayer[] computers;

  /**
   * Seats 0 to {@code players - 1}, the computer players at the seats {@code computers} names; the
   * others are people's.
   *
   * @param players the game's number of players, 2 to 4
   * @param computers the computer player at each computer's seat (0 to {@code players - 1}); read
   *     now, not kept; not null, nor any player
   * @throws NullPointerException if {@code computers} or a player in it is null
   * @throws IllegalArgumentException if a seat named is not one of the game's, or players is not 2 to 4
   */
  public ComputerSeats(int players, Map<Integer, ComputerPlayer> computers) {
    Objects.requireNonNull(computers, "computers");
    if (players < 2 || players > 4) {
      throw new IllegalArgumentException("a game has 2 to 4 players, got " + players);
    }
    this.computers = new ComputerPlayer[players];
    computers.forEach((seat, player) -> {
      this.computers[Indices.checked("seat", seat, players)] = Objects.requireNonNull(player, "the player at seat " + seat);
    });
  }

  /**
   * {@return whether a computer sits at {@code seat}}
   *
   * @param seat 0 to the number of players − 1
   * @throws IllegalArgumentException if there is no such seat
   */
  public boolean isComputer(int seat) {
    return computers[Indices.checked("seat", seat, computers.length)] != null;
  }

  /**
   * Plays the computers' moves for as long as it is a computer's turn and the game is not over.
   *
   * @param game the game, with as many players as these seats; changed in place; not null
   * @return the moves played (0 when it is a person's turn)
   * @throws IllegalArgumentException if the game has another number of players
   */
  public int reply(Game game) {
    check(game);
    int played = 0;
    while (!game.isOver() && computers[game.current()] != null) {
      game.play(computers[game.current()].choose(game));
      played++;
    }
    return played;
  }

  /**
   * Takes back the moves since the last move of a person, that one included: the computers' answers
   * go with the move they answered. With no person's move played, every move goes.
   *
   * @param game the game, with as many players as these seats; changed in place; not null
   * @return the moves taken back (0 when none was played)
   * @throws IllegalStateException if the game is under competition rules (no undo) and has a move
   * @throws IllegalArgumentException if the game has another number of players
   */
  public int takeBack(Game game) {
    check(game);
    int taken = 0;
    while (!game.moves().isEmpty()) {
      boolean person = computers[game.mover(game.moves().size() - 1)] == null;
      game.undo();
      taken++;
      if (person) {
        break;
      }
    }
    return taken;
  }

  private void check(Game game) {
    if (game.players() != computers.length) {
      throw new IllegalArgumentException("the game has " + game.players() + " players, the seats "
          + computers.length);
    }
  }

  @Override
  public String toString() {
    return "ComputerSeats" + Arrays.toString(computers);
  }
}

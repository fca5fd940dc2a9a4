package io.github.dlxkit.cli.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.dlxkit.tantrix.game.ComputerPlayer;
import io.github.dlxkit.tantrix.game.ComputerSeats;
import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.game.GameJson;
import io.github.dlxkit.tantrix.game.Placement;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One Tantrix game at the server and who sits at it. A seat is {@code here} (a person at the browser
 * that made the table), {@code remote} (a person at another browser, who joins by the table's id) or a
 * computer level ({@link ComputerPlayer#LEVELS}); the server plays the computers' moves as soon as it
 * is their turn. A person's moves need the token of their seat: the maker's token owns every
 * {@code here} seat, each {@code join} hands out the token of one free {@code remote} seat.
 *
 * <p>A table's bag is secret unless the people here typed its seed (and nobody sits at another
 * browser, and competition rules are off): the server shuffled it from a secret, the state sent
 * holds no seed before the game is over ({@link GameJson#state}), the computers draw their choices
 * from streams of their own, and a move taken back puts its tile back into a bag shuffled again
 * (else whoever took it back would know the next tile).
 *
 * <p>Every change counts up {@link #version}; a browser waits for the next version
 * ({@link #await}) instead of asking again and again. All methods hold the table's lock.
 */
final class GameTable {
  static final String HERE = "here";
  static final String REMOTE = "remote";

  final String id;
  /** The address of the browser that made the table (tables are counted per maker). */
  final String maker;
  private Game game;
  private final boolean secret;
  private final SecureRandom random;
  private final List<String> seats;
  private final String[] owners;
  private final ComputerSeats computers;
  private int version;
  private long touched;

  /**
   * A table for {@code game}; {@code secret}: the bag's seed is the server's (see the class
   * comment), and {@code random} gives the computers' and the reshuffles' seeds.
   */
  GameTable(String id, Game game, List<String> seats, String makerToken, boolean secret, SecureRandom random,
      String maker) {
    this.id = id;
    this.maker = maker;
    this.game = game;
    this.secret = secret;
    this.random = random;
    this.seats = List.copyOf(seats);
    this.owners = new String[seats.size()];
    Map<Integer, ComputerPlayer> computers = new HashMap<>();
    for (int s = 0; s < seats.size(); s++) {
      String kind = seats.get(s);
      if (kind.equals(HERE)) {
        owners[s] = makerToken;
      } else if (!kind.equals(REMOTE)) {
        // a typed seed replays the computers too; a secret bag's computers must not follow from its seed
        computers.put(s, ComputerPlayer.of(kind, secret ? random.nextLong() : game.setup().seed() * 31 + s));
      }
    }
    this.computers = new ComputerSeats(seats.size(), computers);
    touched = System.nanoTime();
    synchronized (this) { // the computers may open the game; changed() notifies, which needs the lock
      playComputers();
    }
  }

  /**
   * A secret seed for a bag: 53 bits, so that a page's JavaScript number holds it exactly when the
   * game is over and the page saves it.
   */
  static long secretSeed(SecureRandom random) {
    return random.nextLong() >>> 11;
  }

  /** Nanoseconds since the last request about this table. */
  synchronized long idleNanos() {
    return System.nanoTime() - touched;
  }

  /** Whether the game is over. */
  synchronized boolean over() {
    return game.isOver();
  }

  /** Gives the token the next free remote seat; 409 when none is left. */
  synchronized int join(String token) {
    touched = System.nanoTime();
    for (int s = 0; s < owners.length; s++) {
      if (seats.get(s).equals(REMOTE) && owners[s] == null) {
        owners[s] = token;
        changed();
        return s;
      }
    }
    throw new HttpError(409, "game " + id + " has no free seat for a player at another browser");
  }

  /**
   * Plays {@code move} for the player to move, whose seat {@code token} must own; then the computers'
   * moves. An illegal move is refused (400) naming the rule it breaks.
   */
  synchronized void play(String token, Placement move) {
    touched = System.nanoTime();
    if (game.isOver()) {
      throw HttpError.badRequest("the game is over");
    }
    int seat = game.current();
    if (!Secrets.matches(token, owners[seat])) {
      throw new HttpError(403, "it is " + game.colour(seat).displayName() + "'s turn, not yours");
    }
    game.play(move); // IllegalMoveException (a BadInputException): 400 with the rule's words
    changed();
    playComputers();
  }

  /** Takes back the moves since the last move of a person's seat (so a computer's replies go too). */
  synchronized void undo(String token) {
    touched = System.nanoTime();
    if (java.util.Arrays.stream(owners).noneMatch(o -> Secrets.matches(token, o))) {
      throw new HttpError(403, "only a player at this table may take a move back");
    }
    if (game.setup().competition()) {
      throw HttpError.badRequest("undo is off under competition rules");
    }
    if (game.moves().isEmpty()) {
      throw HttpError.badRequest("no move to take back");
    }
    computers.takeBack(game);
    if (secret) {
      game = game.reshuffled(secretSeed(random));
    }
    changed();
  }

  private void playComputers() {
    int played = computers.reply(game);   // one version per move, as a person's
    if (played > 0) {
      changed(played);
    }
  }

  private void changed() {
    changed(1);
  }

  private void changed(int moves) {
    version += moves;
    notifyAll();
  }

  /** Waits up to {@code millis} for a version after {@code after}; returns the state for {@code token}. */
  synchronized JsonObject await(long after, long millis, String token) throws InterruptedException {
    touched = System.nanoTime();
    long end = System.currentTimeMillis() + millis;
    for (long left = millis; version <= after && left > 0; left = end - System.currentTimeMillis()) {
      wait(left);
    }
    return state(token);
  }

  /**
   * The game's state ({@link GameJson#state}) with the table's: {@code id}, {@code version},
   * {@code seats} (kind, colour, taken) and {@code you} (the seats {@code token} owns).
   */
  synchronized JsonObject state(String token) {
    JsonObject o = JsonParser.parseString(GameJson.state(game)).getAsJsonObject();
    o.addProperty("id", id);
    o.addProperty("version", version);
    JsonArray seatList = new JsonArray();
    JsonArray you = new JsonArray();
    for (int s = 0; s < seats.size(); s++) {
      JsonObject seat = new JsonObject();
      seat.addProperty("kind", seats.get(s));
      seat.addProperty("colour", game.colour(s).displayName());
      seat.addProperty("taken", computers.isComputer(s) || owners[s] != null);
      seatList.add(seat);
      if (Secrets.matches(token, owners[s])) {
        you.add(s);
      }
    }
    o.add("seats", seatList);
    o.add("you", you);
    return o;
  }
}

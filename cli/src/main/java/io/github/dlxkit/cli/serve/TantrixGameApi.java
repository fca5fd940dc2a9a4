package io.github.dlxkit.cli.serve;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.tantrix.game.ComputerPlayer;
import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.game.GameJson;
import io.github.dlxkit.tantrix.game.GameSetup;
import io.github.dlxkit.tantrix.model.Colour;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;

/**
 * The Tantrix game at the server: a bounded set of {@link GameTable}s that one or several browsers
 * play at. Routes (docs/web.md, "The Tantrix game"):
 * <ul>
 *   <li>{@code POST /api/tantrix/games} makes a table: {@code "seats"} (two to four of {@code here},
 *       {@code remote}, {@code random}, {@code greedy}, {@code lookahead}), {@code "seed"} (optional,
 *       and only for a table without a remote seat or competition rules: otherwise, and when it is
 *       not given, the server shuffles the bag from a secret, see {@link GameTable}),
 *       {@code "competition"} (no undo), or {@code "saved"} (a saved game, whose colours and moves it
 *       replays; the tiles still in the bag are shuffled again from a secret if the table's bag is
 *       secret); the answer is the state and the maker's {@code token};</li>
 *   <li>{@code GET /api/tantrix/games/ID?token=T&after=V&wait=S} the state, once its version passes
 *       V or after S seconds (at most 20);</li>
 *   <li>{@code POST /api/tantrix/games/ID/join} a free remote seat and its token;</li>
 *   <li>{@code POST /api/tantrix/games/ID/move} ({@code token}, {@code tile}, {@code q}, {@code r},
 *       {@code rot}) and {@code POST /api/tantrix/games/ID/undo} ({@code token}).</li>
 * </ul>
 * At most {@link #MAX_TABLES} tables, and at most {@link #MAX_PER_MAKER} made from one address, so
 * that one page (or a page of another site posting to this server) cannot fill the tables: when an
 * address that holds its share makes another, its table whose game is over and that was left alone
 * longest is dropped, else the one left alone longest. A table left alone for {@link #IDLE} is
 * dropped, and at most {@link #MAX_WAITING} requests wait at once (the others are answered at
 * once), so waiting browsers never hold all the server's request threads.
 */
final class TantrixGameApi {
  static final int MAX_TABLES = 32;
  static final int MAX_PER_MAKER = 4;
  static final Duration IDLE = Duration.ofMinutes(30);
  static final int MAX_WAIT_SECONDS = 20;
  static final int MAX_WAITING = 4;

  private final Map<String, GameTable> tables = new ConcurrentHashMap<>();
  private final Semaphore waiting = new Semaphore(MAX_WAITING);
  private final SecureRandom random = new SecureRandom();

  static void register(Routes routes) {
    TantrixGameApi api = new TantrixGameApi();
    routes.post("/api/tantrix/games", api::create);
    routes.get("/api/tantrix/games/", api::state);
    routes.post("/api/tantrix/games/", api::act);
  }

  private JsonObject create(Request r) throws java.io.IOException {
    JsonObject body = r.json();
    Game game;
    List<String> seats;
    boolean secret;
    if (body.has("saved") && !body.get("saved").isJsonNull()) {
      JsonElement saved = body.get("saved");
      game = GameJson.read(saved.isJsonPrimitive() ? saved.getAsString() : saved.toString());
      seats = seats(body, game.players());
      // a save without its seed was secret; a seeded one opened for others may be known to the opener
      secret = !game.setup().drawn().isEmpty() || seats.contains(GameTable.REMOTE) || game.setup().competition();
      if (secret && !game.isOver()) {
        game = game.reshuffled(GameTable.secretSeed(random));
      }
    } else {
      seats = seats(body, 0);
      boolean competition = competition(body);
      secret = competition || seats.contains(GameTable.REMOTE);
      long seed;
      if (body.has("seed") && !body.get("seed").isJsonNull()) {
        if (secret) {
          throw HttpError.badRequest("a typed seed is for a game without remote seats or competition rules:"
              + " the others would know the bag; leave it empty and the server shuffles it in secret");
        }
        seed = r.integer("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE);
      } else {
        secret = true;
        seed = GameTable.secretSeed(random);
      }
      game = Game.start(new GameSetup(seed, Colour.ARC_COLOURS.subList(0, seats.size()), competition));
    }
    String maker = r.client().getHostAddress();
    return open(game, seats, secret, maker);
  }

  /** A table for {@code game} made from address {@code maker}: its state and the maker's token. */
  JsonObject open(Game game, List<String> seats, boolean secret, String maker) {
    String token = Secrets.next();
    synchronized (tables) {
      tables.values().removeIf(t -> t.idleNanos() > IDLE.toNanos());
      record Own(String id, boolean over, long idle) {}
      List<Own> own = tables.values().stream().filter(t -> t.maker.equals(maker))
          .map(t -> new Own(t.id, t.over(), t.idleNanos()))
          .sorted(Comparator.comparing((Own t) -> !t.over()).thenComparing(t -> -t.idle())).toList();
      for (int i = 0; i <= own.size() - MAX_PER_MAKER; i++) {
        tables.remove(own.get(i).id()); // the over ones first, each kind longest left alone first
      }
      if (tables.size() >= MAX_TABLES) {
        throw new HttpError(503, "the server holds " + MAX_TABLES + " games, its most; try again later");
      }
      String id;
      do {
        id = Secrets.next();
      } while (tables.containsKey(id));
      GameTable table = new GameTable(id, game, seats, token, secret, random, maker);
      tables.put(id, table);
      JsonObject o = table.state(token);
      o.addProperty("token", token);
      return o;
    }
  }

  /** Whether table {@code id} is held (for tests). */
  boolean has(String id) {
    return tables.containsKey(id);
  }

  /** The number of tables made from address {@code maker} (for tests). */
  int tablesOf(String maker) {
    return (int) tables.values().stream().filter(t -> t.maker.equals(maker)).count();
  }

  private static boolean competition(JsonObject body) {
    JsonElement e = body.get("competition");
    if (e == null || e.isJsonNull()) {
      return false;
    }
    if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
      throw HttpError.badRequest("\"competition\" must be true or false, got " + Messages.quote(e.toString()));
    }
    return e.getAsBoolean();
  }

  /** The seats of the request: two to four kinds; {@code players} (if not 0) must match the saved game. */
  private static List<String> seats(JsonObject body, int players) {
    JsonElement e = body.get("seats");
    List<String> out = new ArrayList<>();
    if (e == null || e.isJsonNull()) {
      for (int s = 0; s < Math.max(players, 2); s++) {
        out.add(GameTable.HERE);
      }
      return out;
    }
    if (!e.isJsonArray()) {
      throw HttpError.badRequest("\"seats\" must be a list, got " + Messages.quote(e.toString()));
    }
    for (JsonElement s : e.getAsJsonArray()) {
      String kind = s.isJsonPrimitive() ? s.getAsString() : s.toString();
      if (!kind.equals(GameTable.HERE) && !kind.equals(GameTable.REMOTE) && !ComputerPlayer.LEVELS.contains(kind)) {
        throw HttpError.badRequest("a seat is here, remote or one of " + String.join(", ", ComputerPlayer.LEVELS)
            + ", got " + Messages.quote(kind));
      }
      out.add(kind);
    }
    if (out.size() < 2 || out.size() > 4) {
      throw HttpError.badRequest("a game has 2 to 4 seats, got " + out.size());
    }
    if (players != 0 && out.size() != players) {
      throw HttpError.badRequest("the saved game has " + players + " players, the seats are " + out.size());
    }
    return out;
  }

  private GameTable table(String id) {
    GameTable t = tables.get(id);
    if (t == null) {
      throw new HttpError(404, "no game " + Messages.quote(id) + " (a game left alone for "
          + IDLE.toMinutes() + " minutes is dropped)");
    }
    return t;
  }

  private JsonObject state(Request r) throws InterruptedException {
    GameTable t = table(r.rest);
    String token = Http.query(r.exchange).get("token");
    long after = r.query("after", Long.MAX_VALUE - 1, -1, Long.MAX_VALUE - 1);
    long seconds = r.query("wait", 0, 0, MAX_WAIT_SECONDS);
    if (seconds == 0 || !waiting.tryAcquire()) {
      return t.state(token);
    }
    try {
      return t.await(after, seconds * 1000, token);
    } finally {
      waiting.release();
    }
  }

  /** {@code ID/join}, {@code ID/move}, {@code ID/undo}. */
  private JsonObject act(Request r) throws java.io.IOException {
    int slash = r.rest.indexOf('/');
    if (slash < 0) {
      throw HttpError.notFound("/api/tantrix/games/" + r.rest);
    }
    GameTable t = table(r.rest.substring(0, slash));
    String action = r.rest.substring(slash + 1);
    switch (action) {
      case "join" -> {
        String token = Secrets.next();
        int seat = t.join(token);
        JsonObject o = t.state(token);
        o.addProperty("token", token);
        o.addProperty("seat", seat);
        return o;
      }
      case "move" -> {
        String token = r.string("token");
        t.play(token, GameJson.readMove(moveOnly(r.json())));
        return t.state(token);
      }
      case "undo" -> {
        String token = r.string("token");
        t.undo(token);
        return t.state(token);
      }
      default -> throw HttpError.notFound("/api/tantrix/games/" + r.rest);
    }
  }

  private static String moveOnly(JsonObject body) {
    JsonObject m = new JsonObject();
    for (String k : new String[] {"tile", "q", "r", "rot"}) {
      if (body.has(k)) {
        m.add(k, body.get(k));
      }
    }
    return m.toString();
  }
}

package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.game.GameJson;
import io.github.dlxkit.tantrix.game.GameSetup;
import io.github.dlxkit.tantrix.game.Placement;
import io.github.dlxkit.tantrix.game.Rule;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The game tables over HTTP, without a browser: seats and tokens, the computers' replies, waiting for
 * the next move, undo, the bounds, and refusals with their status and words. Expected games come from
 * the rules engine ({@link Game}) replayed on the same seed.
 */
class TantrixGameApiTest {
  private WebServer server;
  private final HttpClient client = HttpClient.newHttpClient();

  @BeforeEach
  void start() throws Exception {
    server = WebServer.start("127.0.0.1", 0, ServerLimits.defaults());
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private record Answer(int status, JsonObject json) {}

  private Answer call(String method, String path, String body) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server.uri() + path.substring(1)));
    b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) {
      b.header("Content-Type", "application/json"); // the API's type for JSON (docs/web.md, "Safe by default")
    }
    HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    return new Answer(r.statusCode(), JsonParser.parseString(r.body()).getAsJsonObject());
  }

  private JsonObject ok(String method, String path, String body) throws Exception {
    Answer a = call(method, path, body);
    assertEquals(200, a.status(), a.json().toString());
    return a.json();
  }

  private static String move(String token, Placement p) {
    JsonObject o = JsonParser.parseString(GameJson.write(p)).getAsJsonObject();
    o.addProperty("token", token);
    return o.toString();
  }

  @Test
  void twoBrowsersTakeTheirSeatsAndOnlyTheSeatsBrowserMoves() throws Exception {
    JsonObject made = ok("POST", "/api/tantrix/games", "{\"seats\":[\"here\",\"remote\"]}");
    String id = made.get("id").getAsString();
    String red = made.get("token").getAsString();
    assertEquals("[0]", made.getAsJsonArray("you").toString());
    JsonObject joined = ok("POST", "/api/tantrix/games/" + id + "/join", "{}");
    String green = joined.get("token").getAsString();
    assertEquals(1, joined.get("seat").getAsInt());
    Answer full = call("POST", "/api/tantrix/games/" + id + "/join", "{}");
    assertEquals(409, full.status());
    assertTrue(full.json().get("error").getAsString().contains("no free seat"), full.json().toString());

    Game expected = GameJson.read(made.toString()); // the hands as dealt; the bag behind them unknown
    Placement first = expected.legalMoves().get(0);
    Answer notYours = call("POST", "/api/tantrix/games/" + id + "/move", move(green, first));
    assertEquals(403, notYours.status());
    assertEquals("it is red's turn, not yours", notYours.json().get("error").getAsString().toLowerCase());
    Answer offMiddle = call("POST", "/api/tantrix/games/" + id + "/move",
        move(red, Placement.of(first.tile(), 1, 0, 0)));
    assertEquals(400, offMiddle.status());
    assertTrue(offMiddle.json().get("error").getAsString().endsWith(Rule.FIRST_TILE_IN_MIDDLE.words()),
        offMiddle.json().toString());

    // green's browser waits for the next change; red's move ends the wait with the new version
    int version = ok("GET", "/api/tantrix/games/" + id + "?token=" + green, null).get("version").getAsInt();
    CompletableFuture<Answer> waiting = CompletableFuture.supplyAsync(() -> {
      try {
        return call("GET", "/api/tantrix/games/" + id + "?token=" + green + "&after=" + version + "&wait=20", null);
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    Thread.sleep(300);
    ok("POST", "/api/tantrix/games/" + id + "/move", move(red, first));
    expected.play(first);
    JsonObject seen = waiting.get(15, java.util.concurrent.TimeUnit.SECONDS).json();
    assertEquals(version + 1, seen.get("version").getAsInt());
    assertEquals(expected.current(), seen.get("current").getAsInt());
    assertEquals("[1]", seen.getAsJsonArray("you").toString());
    assertEquals(expected.moves(), GameJson.read(seen.toString()).moves());
    assertEquals(expected.hand(1), GameJson.read(seen.toString()).hand(1));
  }

  /** Every key of {@code e} at any depth. */
  private static java.util.Set<String> keys(com.google.gson.JsonElement e) {
    java.util.Set<String> out = new java.util.TreeSet<>();
    if (e.isJsonObject()) {
      for (var entry : e.getAsJsonObject().entrySet()) {
        out.add(entry.getKey());
        out.addAll(keys(entry.getValue()));
      }
    } else if (e.isJsonArray()) {
      e.getAsJsonArray().forEach(x -> out.addAll(keys(x)));
    }
    return out;
  }

  /** The tile numbers of the hands and the board in a state: what every player sees. */
  private static java.util.Set<Integer> seen(JsonObject state) {
    java.util.Set<Integer> out = new java.util.TreeSet<>();
    state.getAsJsonArray("hands").forEach(h -> h.getAsJsonArray().forEach(t -> out.add(t.getAsInt())));
    state.getAsJsonArray("tiles").forEach(t -> out.add(t.getAsJsonObject().get("tile").getAsInt()));
    return out;
  }

  /**
   * Issue 50: the seed was in every state (also a remote seat's), so a remote seat foretold both
   * hands and the next draws. Now neither the maker's answer, its GET, nor the remote seat's join
   * and GET hold a seed; the only tiles they name are those in hands and on the board; and the bag
   * behind them is not fixed by what a seat sees (two replays of the public form draw differently).
   */
  @Test
  void aNewGamesStateHoldsNoSeedAndNothingTheDrawsFollowFrom() throws Exception {
    JsonObject made = ok("POST", "/api/tantrix/games", "{\"seats\":[\"here\",\"remote\",\"greedy\"]}");
    String id = made.get("id").getAsString();
    JsonObject joined = ok("POST", "/api/tantrix/games/" + id + "/join", "{}");
    String remote = joined.get("token").getAsString();
    for (JsonObject state : java.util.List.of(made, joined,
        ok("GET", "/api/tantrix/games/" + id + "?token=" + made.get("token").getAsString(), null),
        ok("GET", "/api/tantrix/games/" + id + "?token=" + remote, null),
        ok("GET", "/api/tantrix/games/" + id, null))) {
      assertFalse(keys(state).contains("seed"), state.toString());
      assertFalse(state.toString().contains("seed"), state.toString());
      java.util.Set<Integer> named = new java.util.TreeSet<>();
      if (state.has("drawn")) {
        state.getAsJsonArray("drawn").forEach(t -> named.add(t.getAsInt()));
      }
      assertTrue(seen(state).containsAll(named), "drawn names only seen tiles: " + named);
    }
    // typed seeds: only where the people here are the only ones to know it
    for (String seats : java.util.List.of("\"seats\":[\"here\",\"remote\"]",
        "\"seats\":[\"here\",\"greedy\"],\"competition\":true")) {
      Answer a = call("POST", "/api/tantrix/games", "{" + seats + ",\"seed\":5}");
      assertEquals(400, a.status(), seats);
      assertTrue(a.json().get("error").getAsString().startsWith("a typed seed is for a game without remote seats"),
          a.json().toString());
    }
  }

  /**
   * A table of two computers plays to the end at once: the finished game's state holds its seed
   * (shown only now), and the seed with the moves replays it in the rules engine to the same scores.
   */
  @Test
  void aFinishedGamesSaveHoldsTheSeedAndReplays() throws Exception {
    JsonObject done = ok("POST", "/api/tantrix/games", "{\"seats\":[\"random\",\"greedy\"]}");
    assertTrue(done.get("over").getAsBoolean(), "the computers played it out");
    assertTrue(done.has("seed"), done.toString());
    long seed = done.get("seed").getAsLong();
    assertTrue(seed >= 0 && seed < 1L << 53, "a page's JavaScript number holds the seed exactly: " + seed);
    JsonObject saved = new JsonObject();
    for (String k : new String[] {"game", "seed", "colours", "competition", "moves"}) {
      saved.add(k, done.get(k));
    }
    Game replayed = GameJson.read(saved.toString());
    assertTrue(replayed.isOver());
    assertEquals(done.getAsJsonArray("scores").toString(), replayed.scores().toString().replace(" ", ""));
    Game fromSeed = Game.start(GameSetup.of(done.get("seed").getAsLong(), 2));
    for (Placement p : replayed.moves()) {
      fromSeed.play(p);
    }
    assertEquals(replayed.scores(), fromSeed.scores(), "the seed alone deals the game");
  }

  /**
   * A move taken back put its drawn tile back in front of the bag, so whoever took it back knew the
   * next tile; now the tile goes back into a bag shuffled again. The same move played again (up to
   * ten times) draws another tile at least once: the same tile ten times is (1/44)^9 likely.
   */
  @Test
  void aMoveTakenBackDoesNotTellTheNextTile() throws Exception {
    JsonObject made = ok("POST", "/api/tantrix/games", "{\"seats\":[\"here\",\"here\"]}");
    String id = made.get("id").getAsString();
    String token = made.get("token").getAsString();
    Placement first = GameJson.read(made.toString()).legalMoves().get(0);
    java.util.Set<String> redHands = new java.util.TreeSet<>();
    for (int k = 0; k < 10 && redHands.size() < 2; k++) {
      JsonObject after = ok("POST", "/api/tantrix/games/" + id + "/move", move(token, first));
      redHands.add(after.getAsJsonArray("hands").get(0).toString());
      JsonObject undone = ok("POST", "/api/tantrix/games/" + id + "/undo", "{\"token\":\"" + token + "\"}");
      assertEquals(made.getAsJsonArray("hands").toString(), undone.getAsJsonArray("hands").toString(), "dealt again");
    }
    assertEquals(2, redHands.size(), "red drew another tile after the move was taken back: " + redHands);
  }


  @Test
  void theComputerRepliesBeforeTheAnswerAndUndoTakesBothBack() throws Exception {
    JsonObject made = ok("POST", "/api/tantrix/games", "{\"seats\":[\"greedy\",\"here\"],\"seed\":11}");
    assertTrue(made.getAsJsonArray("moves").size() >= 1, "the greedy player opened");
    assertEquals(1, made.get("current").getAsInt());
    String id = made.get("id").getAsString();
    String token = made.get("token").getAsString();
    Game g = GameJson.read(made.toString());
    JsonObject after = ok("POST", "/api/tantrix/games/" + id + "/move", move(token, g.legalMoves().get(0)));
    int moves = after.getAsJsonArray("moves").size();
    assertTrue(moves > g.moves().size() + 1, "the computer replied: " + moves + " moves");
    assertEquals(1, after.get("current").getAsInt());
    JsonObject undone = ok("POST", "/api/tantrix/games/" + id + "/undo", "{\"token\":\"" + token + "\"}");
    assertEquals(g.moves().size(), undone.getAsJsonArray("moves").size(), "back to before the person's move");
    assertEquals(403, call("POST", "/api/tantrix/games/" + id + "/undo", "{\"token\":\"nobody\"}").status());
  }

  @Test
  void refusalsNameTheBadPart() throws Exception {
    JsonObject made = ok("POST", "/api/tantrix/games", "{\"seats\":[\"here\",\"here\"],\"competition\":true}");
    String id = made.get("id").getAsString();
    String token = made.get("token").getAsString();
    Game g = GameJson.read(made.toString());
    ok("POST", "/api/tantrix/games/" + id + "/move", move(token, g.legalMoves().get(0)));
    Answer undo = call("POST", "/api/tantrix/games/" + id + "/undo", "{\"token\":\"" + token + "\"}");
    assertEquals(400, undo.status());
    assertEquals("undo is off under competition rules", undo.json().get("error").getAsString());
    assertEquals(404, call("GET", "/api/tantrix/games/nosuch", null).status());
    assertEquals(400, call("GET", "/api/tantrix/games/" + id + "?wait=21", null).status());
    assertEquals(400, call("POST", "/api/tantrix/games", "{\"seats\":[\"here\"]}").status());
    assertEquals(400, call("POST", "/api/tantrix/games", "{\"competition\":[1]}").status());
    Answer mismatch = call("POST", "/api/tantrix/games",
        "{\"saved\":" + GameJson.write(g) + ",\"seats\":[\"here\",\"here\",\"here\"]}");
    assertEquals(400, mismatch.status());
    assertEquals("the saved game has 2 players, the seats are 3", mismatch.json().get("error").getAsString());
    Answer bad = call("POST", "/api/tantrix/games", "{\"saved\":{\"game\":\"tantrix\",\"seed\":1,\"colours\":[\"R\",\"G\"],"
        + "\"moves\":[{\"tile\":1,\"q\":2,\"r\":0,\"rot\":0}]}}");
    assertEquals(400, bad.status());
    assertTrue(bad.json().get("error").getAsString().startsWith("move 1 "), bad.json().toString());
  }

  /**
   * The share and the whole: each address keeps at most {@link TantrixGameApi#MAX_PER_MAKER}
   * tables, a finished one reclaimed before a game on; 32 tables in all from 8 addresses fill the
   * server, and a ninth address is told so (503) while the eight can go on making tables.
   */
  @Test
  void eachAddressHasAShareAndTheServerAWhole() {
    TantrixGameApi api = new TantrixGameApi();
    java.util.List<String> here = java.util.List.of(GameTable.HERE, GameTable.HERE);
    java.util.List<String> computers = java.util.List.of("random", "random");
    String over = api.open(Game.start(GameSetup.of(1, 2)), computers, true, "10.0.0.1").get("id").getAsString();
    java.util.List<String> on = new java.util.ArrayList<>();
    for (int i = 0; i < TantrixGameApi.MAX_PER_MAKER; i++) {
      on.add(api.open(Game.start(GameSetup.of(i, 2)), here, true, "10.0.0.1").get("id").getAsString());
    }
    assertEquals(TantrixGameApi.MAX_PER_MAKER, api.tablesOf("10.0.0.1"));
    assertFalse(api.has(over), "the finished game went first");
    assertTrue(api.has(on.get(0)), "the games on stay while a finished one can go");
    api.open(Game.start(GameSetup.of(9, 2)), here, true, "10.0.0.1");
    assertFalse(api.has(on.get(0)), "then the one left alone longest");
    for (int a = 2; a <= TantrixGameApi.MAX_TABLES / TantrixGameApi.MAX_PER_MAKER; a++) {
      for (int i = 0; i < TantrixGameApi.MAX_PER_MAKER; i++) {
        api.open(Game.start(GameSetup.of(i, 2)), here, true, "10.0.0." + a);
      }
    }
    HttpError full = org.junit.jupiter.api.Assertions.assertThrows(HttpError.class,
        () -> api.open(Game.start(GameSetup.of(1, 2)), here, true, "10.0.0.99"));
    assertTrue(full.getMessage().contains(TantrixGameApi.MAX_TABLES + " games"), full.getMessage());
    api.open(Game.start(GameSetup.of(1, 2)), here, true, "10.0.0.2");
    assertEquals(TantrixGameApi.MAX_PER_MAKER, api.tablesOf("10.0.0.2"));
  }

  /**
   * Issue 50: 22 cross-site POSTs filled the 32 tables and New game failed. One address now holds a
   * few tables: each new one past its share drops its oldest, so a page can make tables for ever
   * (40 here) and the first is gone while the last plays.
   */
  @Test
  void oneAddressCannotFillTheTables() throws Exception {
    String first = ok("POST", "/api/tantrix/games", "{}").get("id").getAsString();
    String last = first;
    for (int i = 0; i < 40; i++) {
      last = ok("POST", "/api/tantrix/games", "{}").get("id").getAsString();
    }
    assertEquals(404, call("GET", "/api/tantrix/games/" + first, null).status(), "the oldest table was reclaimed");
    assertEquals(200, call("GET", "/api/tantrix/games/" + last, null).status());
  }
}

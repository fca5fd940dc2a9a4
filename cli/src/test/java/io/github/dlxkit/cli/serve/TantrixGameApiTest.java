package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
    JsonObject made = ok("POST", "/api/tantrix/games", "{\"seats\":[\"here\",\"remote\"],\"seed\":5}");
    String id = made.get("id").getAsString();
    String red = made.get("token").getAsString();
    assertEquals("[0]", made.getAsJsonArray("you").toString());
    JsonObject joined = ok("POST", "/api/tantrix/games/" + id + "/join", "{}");
    String green = joined.get("token").getAsString();
    assertEquals(1, joined.get("seat").getAsInt());
    Answer full = call("POST", "/api/tantrix/games/" + id + "/join", "{}");
    assertEquals(409, full.status());
    assertTrue(full.json().get("error").getAsString().contains("no free seat"), full.json().toString());

    Game expected = Game.start(GameSetup.of(5, 2));
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
    assertEquals(GameJson.write(expected), GameJson.write(GameJson.read(seen.toString())));
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

  @Test
  void theServerHoldsAtMostItsNumberOfTables() throws Exception {
    for (int i = 0; i < TantrixGameApi.MAX_TABLES; i++) {
      ok("POST", "/api/tantrix/games", "{}");
    }
    Answer more = call("POST", "/api/tantrix/games", "{}");
    assertEquals(503, more.status());
    assertTrue(more.json().get("error").getAsString().contains(TantrixGameApi.MAX_TABLES + " games"));
  }
}

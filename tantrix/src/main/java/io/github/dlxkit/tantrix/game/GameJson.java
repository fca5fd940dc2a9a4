package io.github.dlxkit.tantrix.game;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Tile;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON forms of a game. A saved game is its setup and its moves, which replay it exactly:
 * <pre>
 * {"game":"tantrix","seed":7,"colours":["R","G"],"competition":false,
 *  "moves":[{"tile":12,"q":0,"r":0,"rot":3},…]}
 * </pre>
 * A move is {@code {"tile":N,"q":Q,"r":R,"rot":K}} (axial coordinates, r downward; rotation K
 * clockwise, edge i on side (i+K) mod 6), as in the solutions of {@code TantrixJson}. The state of
 * a game, for a page to draw, adds what follows from the moves: {@code current}, {@code over},
 * {@code mustFill}, {@code freeMoveMade}, {@code restricted}, {@code bag} (the number of tiles in
 * it), {@code hands} (tile numbers by seat), {@code tiles} (the tantrix, as moves),
 * {@code forcedSpaces} and {@code controlledCells} (lists of {@code {"q":Q,"r":R}}),
 * {@code scores} by seat, {@code legalMoves}, and {@code faces} (the six edge colours of tile n in
 * rotation 0, e.g. "BRYRBY", at index n − 1, so that a page can draw the tiles).
 *
 * <pre>{@code
 * Game game = Game.start(GameSetup.of(7, 2));
 * game.play(game.legalMoves().get(0));
 * String saved = GameJson.write(game);
 * Game back = GameJson.read(saved);                // the same game: back.moves().equals(game.moves())
 * String state = GameJson.state(back);             // {"game":"tantrix","seed":7,…,"legalMoves":[…]}
 * }</pre>
 */
public final class GameJson {
  /** The longest text read, in characters (a saved game takes under 3,000). */
  public static final int MAX_LENGTH = 1 << 20;

  private GameJson() {}

  /** The saved form: setup and moves, one line. */
  public static String write(Game game) {
    return saved(game).toString();
  }

  /** The state for a page: the saved form and what follows from it (see the class comment). */
  public static String state(Game game) {
    JsonObject o = saved(game);
    o.addProperty("current", game.current());
    o.addProperty("over", game.isOver());
    o.addProperty("mustFill", game.mustFill());
    o.addProperty("freeMoveMade", game.freeMoveMade());
    o.addProperty("restricted", game.restricted());
    o.addProperty("bag", game.bagSize());
    JsonArray hands = new JsonArray();
    for (int p = 0; p < game.players(); p++) {
      JsonArray hand = new JsonArray();
      for (Tile t : game.hand(p)) {
        hand.add(t.number());
      }
      hands.add(hand);
    }
    o.add("hands", hands);
    o.add("tiles", moves(game.moves()));
    o.add("forcedSpaces", cells(game.forcedSpaces()));
    o.add("controlledCells", cells(game.controlledCells()));
    JsonArray scores = new JsonArray();
    game.scores().forEach(scores::add);
    o.add("scores", scores);
    o.add("legalMoves", moves(game.legalMoves()));
    JsonArray faces = new JsonArray();
    for (Tile t : io.github.dlxkit.tantrix.model.TileSet.standard().tiles()) {
      faces.add(t.edgeLetters());
    }
    o.add("faces", faces);
    return o.toString();
  }

  /** One move as JSON, {@code {"tile":N,"q":Q,"r":R,"rot":K}}. */
  public static String write(Placement move) {
    return move(move).toString();
  }

  /**
   * A saved game, replayed and checked move by move.
   *
   * @throws BadInputException naming the bad part: the JSON, a missing or wrong field, an illegal
   *     move with its number and rule
   */
  public static Game read(String text) {
    JsonObject o = object(text, "game");
    if (!o.has("game") || !"tantrix".equals(o.get("game").isJsonPrimitive() ? o.get("game").getAsString() : null)) {
      throw new BadInputException("not a saved Tantrix game: \"game\":\"tantrix\" missing");
    }
    long seed = number(o, "seed", "game");
    JsonArray cols = array(o, "colours", "game");
    List<Colour> colours = new ArrayList<>();
    for (JsonElement e : cols) {
      if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
        throw new BadInputException("colours: expected colour letters, got " + e);
      }
      colours.add(Colour.parseArc(e.getAsString()));
    }
    boolean competition = o.has("competition") && bool(o, "competition");
    GameSetup setup = new GameSetup(seed, colours, competition);
    JsonArray ms = array(o, "moves", "game");
    List<Placement> moves = new ArrayList<>();
    for (int i = 0; i < ms.size(); i++) {
      if (!ms.get(i).isJsonObject()) {
        throw new BadInputException("move " + (i + 1) + ": expected an object, got " + ms.get(i));
      }
      moves.add(move(ms.get(i).getAsJsonObject(), "move " + (i + 1)));
    }
    return Game.replay(setup, moves);
  }

  /**
   * One move, {@code {"tile":N,"q":Q,"r":R,"rot":K}}.
   *
   * @throws BadInputException naming the bad part
   */
  public static Placement readMove(String text) {
    return move(object(text, "move"), "move");
  }

  private static JsonObject saved(Game game) {
    JsonObject o = new JsonObject();
    o.addProperty("game", "tantrix");
    o.addProperty("seed", game.setup().seed());
    JsonArray colours = new JsonArray();
    for (Colour c : game.setup().colours()) {
      colours.add(String.valueOf(c.letter()));
    }
    o.add("colours", colours);
    o.addProperty("competition", game.setup().competition());
    o.add("moves", moves(game.moves()));
    return o;
  }

  private static JsonArray moves(List<Placement> moves) {
    JsonArray a = new JsonArray();
    moves.forEach(m -> a.add(move(m)));
    return a;
  }

  private static JsonObject move(Placement m) {
    JsonObject o = new JsonObject();
    o.addProperty("tile", m.tile());
    o.addProperty("q", m.cell().q());
    o.addProperty("r", m.cell().r());
    o.addProperty("rot", m.rotation());
    return o;
  }

  private static JsonArray cells(List<Hex> cells) {
    JsonArray a = new JsonArray();
    for (Hex h : cells) {
      JsonObject o = new JsonObject();
      o.addProperty("q", h.q());
      o.addProperty("r", h.r());
      a.add(o);
    }
    return a;
  }

  private static Placement move(JsonObject o, String where) {
    try {
      return Placement.of(Math.toIntExact(number(o, "tile", where)), Math.toIntExact(number(o, "q", where)),
          Math.toIntExact(number(o, "r", where)), Math.toIntExact(number(o, "rot", where)));
    } catch (ArithmeticException e) {
      throw new BadInputException(where + ": a number is out of range");
    } catch (BadInputException e) {
      throw new BadInputException(where + ": " + e.getMessage());
    }
  }

  private static JsonObject object(String text, String what) {
    if (text.length() > MAX_LENGTH) {
      throw new BadInputException("bad JSON: longer than " + MAX_LENGTH + " characters");
    }
    try {
      JsonReader reader = new JsonReader(new StringReader(text));
      reader.setStrictness(Strictness.STRICT);
      reader.setNestingLimit(16);
      JsonElement e = JsonParser.parseReader(reader);
      if (reader.peek() != com.google.gson.stream.JsonToken.END_DOCUMENT) {
        throw new BadInputException("bad JSON: text after the " + what);
      }
      if (!e.isJsonObject()) {
        throw new BadInputException("bad JSON: expected a " + what + " object");
      }
      return e.getAsJsonObject();
    } catch (JsonParseException | java.io.IOException | IllegalStateException e) {
      String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      throw new BadInputException("bad JSON: " + m.lines().findFirst().orElse(m));
    }
  }

  private static long number(JsonObject o, String key, String where) {
    JsonElement e = o.get(key);
    if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
      throw new BadInputException(where + ": \"" + key + "\" must be a number, got " + e);
    }
    try {
      return Long.parseLong(e.getAsString());
    } catch (NumberFormatException x) {
      throw new BadInputException(where + ": \"" + key + "\" must be a whole number, got " + e);
    }
  }

  private static boolean bool(JsonObject o, String key) {
    JsonElement e = o.get(key);
    if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
      throw new BadInputException("game: \"" + key + "\" must be true or false, got " + e);
    }
    return e.getAsBoolean();
  }

  private static JsonArray array(JsonObject o, String key, String where) {
    JsonElement e = o.get(key);
    if (e == null || !e.isJsonArray()) {
      throw new BadInputException(where + ": \"" + key + "\" must be a list, got " + e);
    }
    return e.getAsJsonArray();
  }
}

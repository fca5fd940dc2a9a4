package io.github.dlxkit.tantrix.game;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Tile;
import java.io.StringReader;
import java.math.BigDecimal;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The JSON forms of a game. A saved game is its setup and its moves, which replay it exactly:
 * <pre>
 * {"game":"tantrix","seed":7,"colours":["R","G"],"competition":false,
 *  "moves":[{"tile":12,"q":0,"r":0,"rot":3},…]}
 * </pre>
 * A move is {@code {"tile":N,"q":Q,"r":R,"rot":K}} (axial coordinates, r downward; rotation K
 * clockwise, edge i on side (i+K) mod 6), as in the solutions of {@code TantrixJson}.
 *
 * <p>The seed tells the order of the whole bag, so a player must not see it before the game is
 * over. {@link #writePublic} is the form a player may hold: once the game is over, the saved form
 * above; while it is on, {@code "drawn"} (the tiles dealt and drawn so far, in order, which every
 * player has seen) in place of the seed. {@link #read} of a form without a seed shuffles the tiles
 * still in the bag from a new secret ({@link SecureRandom}); a form with both (a game saved in
 * progress, opened and finished) puts the drawn tiles first and shuffles the rest by the seed.
 *
 * <p>The state of a game, for a page to draw, is the public form and what follows from the moves:
 * {@code current}, {@code over}, {@code mustFill}, {@code freeMoveMade}, {@code restricted},
 * {@code bag} (the number of tiles in it), {@code hands} (tile numbers by seat), {@code tiles} (the
 * tantrix, as moves), {@code movers} (the seat that played each of them), {@code forcedSpaces} and
 * {@code controlledCells} (lists of
 * {@code {"q":Q,"r":R}}), {@code scores} by seat, {@code legalMoves}, and {@code faces} (the six
 * edge colours of tile n in rotation 0, e.g. "BRYRBY", at index n − 1, so that a page can draw the
 * tiles).
 *
 * <p>Gson is an optional dependency of this module (its {@code module-info} says
 * {@code requires static com.google.gson}, its pom {@code <optional>}): only the JSON classes use
 * it, so a program that calls this class adds {@code com.google.code.gson:gson} itself; the rest of
 * the module runs without it, on the class path and the module path.
 *
 * <pre>{@code
 * Game game = Game.start(GameSetup.of(7, 2));
 * game.play(game.legalMoves().get(0));
 * String saved = GameJson.write(game);
 * Game back = GameJson.read(saved);                // the same game: back.moves().equals(game.moves())
 * String state = GameJson.state(back);             // {"game":"tantrix","drawn":[…],…,"legalMoves":[…]}: no seed
 * }</pre>
 */
public final class GameJson {
  /** The longest text read, in characters (a saved game takes under 3,000). */
  public static final int MAX_LENGTH = 1 << 20;

  private GameJson() {}

  private static final SecureRandom SECRET = new SecureRandom();

  /**
   * {@return the saved form: setup (with the seed) and moves, one line}
   *
   * @param game the game, over or not; not null
   */
  public static String write(Game game) {
    return saved(game, true).toString();
  }

  /**
   * {@return the saved form a player may hold: {@link #write} once the game is over; while it is on, the
   * tiles drawn so far instead of the seed (see the class comment)}
   *
   * @param game the game, over or not; not null
   */
  public static String writePublic(Game game) {
    return saved(game, game.isOver()).toString();
  }

  /**
   * {@return the state for a page: the public form ({@link #writePublic}, so no seed before the game is over)
   * and what follows from it (see the class comment)}
   *
   * @param game the game, over or not; not null
   */
  public static String state(Game game) {
    JsonObject o = saved(game, game.isOver());
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
    JsonArray movers = new JsonArray(); // who played each tile: the page names the others' moves
    for (int i = 0; i < game.moves().size(); i++) {
      movers.add(game.mover(i));
    }
    o.add("movers", movers);
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

  /**
   * A tournament's report as one line ({@link TournamentResult#toJson()} describes it): the
   * players' names escaped as every string is, the means with four decimals, null where an
   * interval is undefined (one game).
   *
   * @param r the tournament's result; not null
   * @return the report as one line of JSON
   */
  public static String tournament(TournamentResult r) {
    JsonObject o = new JsonObject();
    o.addProperty("count", r.games());
    o.addProperty("seed", r.seed());
    JsonArray players = new JsonArray();
    for (int i = 0; i < 2; i++) {
      JsonObject p = new JsonObject();
      p.addProperty("name", r.players().get(i));
      p.addProperty("wins", r.wins(i));
      p.add("meanScore", fourDecimals(r.meanScore(i)));
      players.add(p);
    }
    o.add("players", players);
    o.addProperty("draws", r.draws());
    o.add("margin", interval(r.meanMargin(), r.marginInterval()));
    o.add("share", interval(r.share(), r.shareInterval()));
    return o.toString();
  }

  private static JsonObject interval(double mean, double[] lowHigh) {
    JsonObject o = new JsonObject();
    o.add("mean", fourDecimals(mean));
    o.add("low", fourDecimals(lowHigh[0]));
    o.add("high", fourDecimals(lowHigh[1]));
    return o;
  }

  /** {@code x} with four decimals (a BigDecimal keeps them: 3.0000), or null if not finite. */
  private static JsonElement fourDecimals(double x) {
    return Double.isFinite(x) ? new JsonPrimitive(new BigDecimal(String.format(Locale.ROOT, "%.4f", x)))
        : JsonNull.INSTANCE;
  }

  /**
   * {@return one move as JSON, {@code {"tile":N,"q":Q,"r":R,"rot":K}}}
   *
   * @param move the move; not null
   */
  public static String write(Placement move) {
    return move(move).toString();
  }

  /**
   * {@return a saved game, replayed and checked move by move}
   *
   * @param text a saved game as {@link #write} or {@link #writePublic} wrote it, at most
   *     {@link #MAX_LENGTH} characters; not null
   * @throws BadInputException naming the bad part: the JSON, a missing or wrong field, an illegal
   *     move with its number and rule
   */
  public static Game read(String text) {
    JsonObject o = object(text, "game");
    if (!o.has("game") || !"tantrix".equals(o.get("game").isJsonPrimitive() ? o.get("game").getAsString() : null)) {
      throw new BadInputException("not a saved Tantrix game: \"game\":\"tantrix\" missing");
    }
    if (!o.has("seed") && !o.has("drawn")) {
      throw new BadInputException("game: \"seed\" (a number) or \"drawn\" (the tiles drawn so far) is missing");
    }
    long seed = o.has("seed") ? number(o, "seed", "game") : SECRET.nextLong();
    List<Integer> drawn = new ArrayList<>();
    if (o.has("drawn")) {
      JsonArray ds = array(o, "drawn", "game");
      if (ds.size() > Position.TILES) {
        throw new BadInputException("game: \"drawn\" lists " + ds.size() + " tiles; there are " + Position.TILES);
      }
      for (JsonElement e : ds) {
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber() || !e.getAsString().matches("[0-9]{1,2}")) {
          throw new BadInputException("drawn: expected tile numbers 1.." + Position.TILES + ", got " + e);
        }
        drawn.add(Integer.parseInt(e.getAsString()));
      }
    }
    JsonArray cols = array(o, "colours", "game");
    List<Colour> colours = new ArrayList<>();
    for (JsonElement e : cols) {
      if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
        throw new BadInputException("colours: expected colour letters, got " + e);
      }
      colours.add(Colour.parseArc(e.getAsString()));
    }
    boolean competition = o.has("competition") && bool(o, "competition");
    GameSetup setup = new GameSetup(seed, colours, competition, drawn);
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
   * {@return one move, {@code {"tile":N,"q":Q,"r":R,"rot":K}}}
   *
   * @param text one move as {@link #write(Placement)} writes it, at most {@link #MAX_LENGTH}
   *     characters; not null
   * @throws BadInputException naming the bad part
   */
  public static Placement readMove(String text) {
    return move(object(text, "move"), "move");
  }

  /** The saved form; without the seed, the tiles drawn so far stand in its place. */
  private static JsonObject saved(Game game, boolean withSeed) {
    JsonObject o = new JsonObject();
    o.addProperty("game", "tantrix");
    List<Integer> drawn = withSeed ? game.setup().drawn() : game.drawn();
    if (withSeed) {
      o.addProperty("seed", game.setup().seed());
    }
    if (!drawn.isEmpty()) {
      JsonArray a = new JsonArray();
      drawn.forEach(a::add);
      o.add("drawn", a);
    }
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
      throw new BadInputException("bad JSON: " + syntax(e));
    }
  }

  private static final java.util.regex.Pattern WHERE =
      java.util.regex.Pattern.compile(" at line (\\d+) column (\\d+) path (\\S+)");

  /**
   * Gson's complaint in the project's words: its message names the exception's class (the cause's
   * {@code toString}) and a troubleshooting link; the text's end comes as an {@code EOFException}.
   */
  private static String syntax(Exception e) {
    Throwable root = e;
    while (root.getCause() != null) {
      root = root.getCause();
    }
    String m = Messages.jsonSyntax(String.valueOf(root.getMessage()));
    java.util.regex.Matcher where = WHERE.matcher(m);
    if (root instanceof java.io.EOFException) {
      return "the text ends too early" + (where.find() ? ", at line " + where.group(1) + ", column " + where.group(2) : "")
          + " (is it cut short?)";
    }
    return where.replaceAll(" at line $1, column $2 ($3)");
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

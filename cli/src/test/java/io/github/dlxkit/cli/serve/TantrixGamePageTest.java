package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.game.GameJson;
import io.github.dlxkit.tantrix.game.Placement;
import io.github.dlxkit.tantrix.game.Rule;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The Tantrix game tab in Chromium: whole games against each computer level, a game between two
 * browsers at one server, an illegal move refused with the rule's name (one of the three
 * restrictions, and unmatched colours), a saved game opened from a file and replayed.
 *
 * <p>Moves go through the page: some with the mouse and the keyboard as a person makes them (a click
 * on a tile of the hand, a click on a space, PageDown to turn it, Enter), the rest through the page's
 * test hook {@code tantrixGame.playLegal()}, which sends the first legal move the way a click does.
 * What the page shows is checked against the game replayed independently from its saved form with
 * {@link GameJson#read} (the rules engine, whose rules GameRulesTest and GamePropertiesTest check).
 */
class TantrixGamePageTest extends PageTest {
  private static final int BY_HAND = 3; // moves made with mouse and keyboard in each game, one of each style

  /** The page's state of the game, as the server sent it. */
  private static JsonObject state(ChromeDriver b) {
    Object s = b.executeScript("const s = tantrixGame.state(); return s ? JSON.stringify(s) : null;");
    return s == null ? null : JsonParser.parseString((String) s).getAsJsonObject();
  }

  private static int version(ChromeDriver b) {
    JsonObject s = state(b);
    return s == null ? -1 : s.get("version").getAsInt();
  }

  private static boolean myTurn(JsonObject s) {
    return !s.get("over").getAsBoolean() && s.getAsJsonArray("you").contains(s.get("current"));
  }

  private void newGame(String... seats) {
    open("tantrix-game");
    for (int i = 0; i < 4; i++) {
      new Select(byId("tg-seat-" + i)).selectByValue(i < seats.length ? seats[i] : "");
    }
    byId("tg-seed").clear();
    if (!List.of(seats).contains("remote")) { // a seed typed for a remote seat is refused: the bag is the server's secret
      byId("tg-seed").sendKeys("36");
    }
    byId("tg-new").click();
    waitUntil(Duration.ofSeconds(30), () -> state(browser) != null);
    assertNoSeedShown(browser);
  }

  /** Issue 50: the page printed the seed ("New game … (seed S)") while the game was on. */
  private static void assertNoSeedShown(ChromeDriver b) {
    for (String id : List.of("tg-status", "tg-info")) {
      String text = b.findElement(By.id(id)).getText();
      assertFalse(text.toLowerCase(java.util.Locale.ROOT).contains("seed"), id + ": " + text);
    }
    JsonObject s = state(b);
    assertFalse(s.has("seed"), "the state of a game on holds no seed");
  }

  /** A move as a person makes it: the tile in the hand, the space, PageDown to the turn, Enter. */
  private static void playByHand(ChromeDriver b, JsonObject move) {
    int seat = state(b).get("current").getAsInt();
    b.findElement(By.cssSelector(".hand-tile[data-seat='" + seat + "'][data-tile='" + move.get("tile").getAsInt() + "']"))
        .click();
    b.findElement(By.cssSelector("#tg-board .space[data-q='" + move.get("q").getAsInt() + "'][data-r='"
        + move.get("r").getAsInt() + "'] polygon")).click();
    Actions keys = new Actions(b);
    for (int k = 0; k < move.get("rot").getAsInt(); k++) {
      keys.sendKeys(Keys.PAGE_DOWN);
    }
    keys.perform();
    assertEquals(move.get("rot").getAsString(),
        b.findElement(By.cssSelector("#tg-board .tile.pending")).getDomAttribute("data-rot"));
    new Actions(b).sendKeys(Keys.ENTER).perform();
  }

  /**
   * A legal move made with the keyboard: Tab until the tile of the first legal move is selected, an
   * arrow key brings it to the first space where it has a legal move (that move's), PageDown turns
   * it, a double-click plays it.
   */
  private static void playByKeyboard(ChromeDriver b, JsonObject move) {
    String tile = move.get("tile").getAsString();
    for (int k = 0; k < 7 && !tile.equals(selected(b)); k++) {
      new Actions(b).sendKeys(Keys.TAB).perform();
    }
    assertEquals(tile, selected(b), "Tab selects each tile of the hand in turn");
    new Actions(b).sendKeys(Keys.ARROW_RIGHT).perform();
    Actions keys = new Actions(b);
    for (int k = 0; k < move.get("rot").getAsInt(); k++) {
      keys.sendKeys(Keys.PAGE_DOWN);
    }
    keys.perform();
    var pending = b.findElement(By.cssSelector("#tg-board .tile.pending"));
    assertEquals(move.get("q").getAsString() + "," + move.get("r").getAsString() + "," + move.get("rot").getAsString(),
        pending.getDomAttribute("data-q") + "," + pending.getDomAttribute("data-r") + "," + pending.getDomAttribute("data-rot"));
    new Actions(b).doubleClick(pending).perform();
  }

  /** A legal move dragged from the hand to its space, turned with the ⟳ button, played with Play. */
  private static void playByDragging(ChromeDriver b, JsonObject move) {
    int seat = state(b).get("current").getAsInt();
    var tile = b.findElement(By.cssSelector(".hand-tile[data-seat='" + seat + "'][data-tile='"
        + move.get("tile").getAsInt() + "']"));
    new Actions(b).clickAndHold(tile).perform();
    var space = b.findElement(By.cssSelector("#tg-board .space[data-q='" + move.get("q").getAsInt() + "'][data-r='"
        + move.get("r").getAsInt() + "'] polygon"));
    new Actions(b).moveToElement(space).release().perform();
    for (int k = 0; k < move.get("rot").getAsInt(); k++) {
      b.findElement(By.id("tg-rotr")).click();
    }
    var pending = b.findElement(By.cssSelector("#tg-board .tile.pending"));
    assertEquals(move.get("q").getAsString() + "," + move.get("r").getAsString() + "," + move.get("rot").getAsString(),
        pending.getDomAttribute("data-q") + "," + pending.getDomAttribute("data-r") + "," + pending.getDomAttribute("data-rot"));
    b.findElement(By.id("tg-play")).click();
  }

  private static String selected(ChromeDriver b) {
    var sel = b.findElements(By.cssSelector(".hand-tile.selected"));
    return sel.isEmpty() ? null : sel.get(0).getDomAttribute("data-tile");
  }

  /**
   * Plays the player to move's turn in browser b: by hand in one of three ways (style 0: clicks and
   * keys, 1: the keyboard alone, 2: dragging and the buttons), or (style −1) by the page's hook.
   */
  private static void playOne(ChromeDriver b, int style) {
    JsonObject s = state(b);
    int before = s.get("version").getAsInt();
    JsonArray legal = s.getAsJsonArray("legalMoves");
    switch (style) {
      case 0 -> playByHand(b, legal.get(legal.size() / 2).getAsJsonObject());
      case 1 -> playByKeyboard(b, legal.get(0).getAsJsonObject());
      case 2 -> playByDragging(b, legal.get(legal.size() / 2).getAsJsonObject());
      default -> {
        Object ok = b.executeAsyncScript("tantrixGame.playLegal().then(arguments[arguments.length - 1]);");
        assertEquals(Boolean.TRUE, ok, "the hook's move was taken: " + b.findElement(By.id("tg-status")).getText());
      }
    }
    waiting(b, Duration.ofSeconds(60)).until(d -> version((ChromeDriver) d) > before);
  }

  /** What the page shows at the end agrees with the saved game replayed by the rules engine. */
  private Game checkFinished(ChromeDriver b) {
    JsonObject s = state(b);
    assertTrue(s.get("over").getAsBoolean());
    String saved = (String) b.executeScript("return tantrixGame.savedText();");
    Game replayed = GameJson.read(saved);
    assertTrue(replayed.isOver());
    assertEquals(56, replayed.tantrix().size(), "all 56 tiles played");
    assertEquals(56, s.getAsJsonArray("tiles").size());
    assertEquals(56, b.findElements(By.cssSelector("#tg-board .tile.played")).size(), "56 tiles drawn");
    for (int seat = 0; seat < replayed.players(); seat++) {
      assertEquals(replayed.score(seat), s.getAsJsonArray("scores").get(seat).getAsInt());
      assertEquals(Integer.toString(replayed.score(seat)),
          b.findElement(By.cssSelector(".hand[data-seat='" + seat + "'] .score")).getText(), "score shown");
    }
    assertEquals("0", s.get("bag").getAsString());
    assertTrue(b.findElement(By.id("tg-info")).getText().contains("game over"), b.findElement(By.id("tg-info")).getText());
    assertTrue(b.findElement(By.id("tg-info")).getText().contains("seed " + s.get("seed").getAsLong()),
        "the seed is shown once the game is over: " + b.findElement(By.id("tg-info")).getText());
    assertEquals(s.get("seed").getAsLong(), replayed.setup().seed());
    return replayed;
  }

  private void playAgainst(String level) throws Exception {
    newGame("here", level);
    int made = 0;
    while (!state(browser).get("over").getAsBoolean()) {
      assertTrue(myTurn(state(browser)), "the computer has moved when the page gets the state back");
      playOne(browser, made < BY_HAND ? made : -1);
      made++;
    }
    Game g = checkFinished(browser);
    int[] bySeat = new int[2];
    for (int i = 0; i < g.moves().size(); i++) {
      bySeat[g.mover(i)]++;
    }
    assertTrue(bySeat[0] > BY_HAND && bySeat[1] > 0, "both seats moved: " + bySeat[0] + ", " + bySeat[1]);
  }

  @Test
  void aWholeGameAgainstTheRandomPlayer() throws Exception {
    playAgainst("random");
  }

  @Test
  void aWholeGameAgainstTheGreedyPlayer() throws Exception {
    playAgainst("greedy");
  }

  @Test
  void aWholeGameAgainstTheLookaheadPlayer() throws Exception {
    playAgainst("lookahead");
  }

  /** Three people at one browser and the random player: the page moves for whichever of its seats is to move. */
  @Test
  void fourPlayersThreeOfThemAtOneBrowser() throws Exception {
    newGame("here", "here", "random", "here");
    assertEquals("[0,1,3]", state(browser).getAsJsonArray("you").toString());
    assertEquals(4, browser.findElements(By.cssSelector("#tg-hands .hand")).size(), "four hands shown");
    int made = 0;
    while (!state(browser).get("over").getAsBoolean()) {
      assertTrue(myTurn(state(browser)));
      playOne(browser, made == 1 ? 0 : -1);
      made++;
    }
    Game g = checkFinished(browser);
    int[] bySeat = new int[4];
    for (int i = 0; i < g.moves().size(); i++) {
      bySeat[g.mover(i)]++;
    }
    for (int seat = 0; seat < 4; seat++) {
      assertTrue(bySeat[seat] > 0, "seat " + seat + " moved: " + java.util.Arrays.toString(bySeat));
    }
  }

  /** Red at this browser, green at a second one that joins by the game's id; each sees the other's moves. */
  @Test
  void twoBrowsersPlayOneGameAtTheServer() throws Exception {
    newGame("here", "remote");
    String id = byId("tg-id").getDomProperty("value");
    assertEquals(state(browser).get("id").getAsString(), id);
    ChromeDriver other = Chromium.another();
    try {
      other.get(server.uri() + "#tantrix-game");
      waiting(other, Duration.ofSeconds(10)).until(d -> d.findElement(By.id("tg-join")).isDisplayed());
      other.findElement(By.id("tg-id")).sendKeys(id);
      other.findElement(By.id("tg-join")).click();
      waiting(other, Duration.ofSeconds(10)).until(d -> state((ChromeDriver) d) != null);
      assertEquals("[1]", state(other).getAsJsonArray("you").toString());
      assertEquals("[0]", state(browser).getAsJsonArray("you").toString());
      int[] byHand = {0, 0};
      while (!state(browser).get("over").getAsBoolean()) {
        JsonObject s = state(browser);
        int seat = s.get("current").getAsInt();
        ChromeDriver mover = seat == 0 ? browser : other;
        ChromeDriver watcher = seat == 0 ? other : browser;
        assertFalse(myTurn(state(watcher)), "only the seat's browser may move");
        playOne(mover, byHand[seat] < BY_HAND ? byHand[seat]++ : -1);
        int now = version(mover);
        waiting(watcher, Duration.ofSeconds(30)).until(d -> version((ChromeDriver) d) == now);
        if (!state(watcher).get("over").getAsBoolean()) {
          assertNoSeedShown(watcher);
        }
      }
      Game a = checkFinished(browser);
      Game b = checkFinished(other);
      assertEquals(a.moves(), b.moves());
      int green = 0;
      for (int i = 0; i < a.moves().size(); i++) {
        green += a.mover(i);
      }
      assertTrue(green > 0 && green < 56, "both moved, green " + green + " times");
    } finally {
      other.quit();
    }
  }

  /**
   * The candidates of the player to move that the rules refuse, by rule: (tile, space, turn), of a
   * tile that has no legal turn on that space (else the page turns it to fit and plays it).
   */
  private static List<Placement> refused(Game g, Set<Rule> rules) {
    Set<Hex> spaces = new TreeSet<>();
    for (Hex h : g.tantrix().cells()) {
      for (Side s : Side.values()) {
        if (!g.tantrix().cells().contains(h.neighbour(s))) {
          spaces.add(h.neighbour(s));
        }
      }
    }
    List<Placement> out = new ArrayList<>();
    for (Tile t : g.hand(g.current())) {
      for (Hex h : spaces) {
        for (int rot = 0; rot < 6; rot++) {
          Placement p = new Placement(t.number(), h, rot);
          if (g.broken(p).map(rules::contains).orElse(false) && noTurnFits(g, t.number(), h)) {
            out.add(p);
          }
        }
      }
    }
    return out;
  }

  private static boolean noTurnFits(Game g, int tile, Hex h) {
    for (int rot = 0; rot < 6; rot++) {
      if (g.broken(new Placement(tile, h, rot)).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  private void tryIllegal(Placement p, Rule rule) {
    int before = version(browser);
    JsonObject move = JsonParser.parseString(GameJson.write(p)).getAsJsonObject();
    playByHand(browser, move);
    String said = waitForText("tg-status", "Refused", Duration.ofSeconds(10));
    assertTrue(said.contains(rule.words()), said + " names " + rule);
    assertEquals(before, version(browser), "nothing changed");
  }

  /**
   * Against the greedy player, moves are made until a tile of the hand could go where a restriction
   * forbids it; that move, made with the mouse, is refused naming the restriction; so is a tile
   * whose links do not match its neighbours'. Restriction 1, 2 or 3, whichever comes first.
   */
  @Test
  void anIllegalMoveIsRefusedNamingTheRule() throws Exception {
    newGame("here", "greedy");
    playOne(browser, -1);
    Game g = GameJson.read((String) browser.executeScript("return tantrixGame.savedText();"));
    Placement wrong = refused(g, EnumSet.of(Rule.COLOURS_DIFFER)).get(0);
    tryIllegal(wrong, Rule.COLOURS_DIFFER);
    Set<Rule> restrictions = EnumSet.of(Rule.SAME_COLOUR_FORCED_SPACE, Rule.FOURTH_TILE, Rule.CONTROLLED_SIDE);
    List<Placement> found = List.of();
    for (int k = 0; k < 40 && found.isEmpty() && !g.isOver(); k++) {
      playOne(browser, -1);
      g = GameJson.read((String) browser.executeScript("return tantrixGame.savedText();"));
      found = g.restricted() ? refused(g, restrictions) : List.of();
    }
    assertFalse(found.isEmpty(), "a restricted move within 40 turns");
    Placement p = found.get(0);
    Rule rule = g.broken(p).orElseThrow();
    tryIllegal(p, rule);
    screenshot("tantrix-game");
    JsonElement forced = state(browser).get("forcedSpaces");
    assertEquals(((JsonArray) forced).size(), browser.findElements(By.cssSelector("#tg-board .space.forced")).size(),
        "every forced space marked");
    assertEquals(state(browser).getAsJsonArray("controlledCells").size(),
        browser.findElements(By.cssSelector("#tg-board .space.controlled")).size(), "every controlled cell marked");
  }

  private static String focusedTile(ChromeDriver b) {
    return (String) b.executeScript("const e = document.activeElement;"
        + "return e.getAttribute('role') === 'option' ? e.dataset.tile : e.id;");
  }

  /**
   * A turn with the keyboard alone: from New game, Tab on through the toolbar and the board (which
   * selects each tile of the hand in turn) into the hand (one Tab stop); Home and the arrows there to
   * the tile of the first legal move; Enter brings it onto the board at the first space where it has
   * a legal move, Enter plays it, turned to fit. The server took it: the version went up and the
   * move is one of the legal moves of that tile at that space.
   */
  @Test
  void aTurnWithTheKeyboardAlone() throws Exception {
    newGame("here", "greedy");
    playOne(browser, -1);                      // the first move goes anywhere: the second has to fit
    JsonObject s = state(browser);
    JsonObject first = s.getAsJsonArray("legalMoves").get(0).getAsJsonObject();
    String tile = first.get("tile").getAsString();
    browser.executeScript("document.getElementById('tg-new').focus()");
    for (int k = 0; k < 40 && !"option".equals(browser.executeScript("return document.activeElement.getAttribute('role')")); k++) {
      new Actions(browser).sendKeys(Keys.TAB).perform();
    }
    assertEquals("option", browser.executeScript("return document.activeElement.getAttribute('role')"),
        "Tab reaches the hand");
    new Actions(browser).sendKeys(Keys.HOME).perform();
    for (int k = 0; k < 6 && !tile.equals(focusedTile(browser)); k++) {
      new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();
    }
    assertEquals(tile, focusedTile(browser));
    assertEquals(tile, selected(browser), "the focused tile is the selected one");
    new Actions(browser).sendKeys(Keys.ENTER).perform();
    assertEquals("tg-board", focusedTile(browser));
    var pending = browser.findElement(By.cssSelector("#tg-board .tile.pending"));
    String at = pending.getDomAttribute("data-q") + "," + pending.getDomAttribute("data-r");
    assertEquals(first.get("q").getAsString() + "," + first.get("r").getAsString(), at);
    int before = version(browser);
    int played = s.getAsJsonArray("tiles").size();
    new Actions(browser).sendKeys(Keys.ENTER).perform();
    waitUntil(Duration.ofSeconds(30), () -> version(browser) > before);
    JsonObject move = state(browser).getAsJsonArray("tiles").get(played).getAsJsonObject();
    boolean legal = false;
    for (JsonElement m : s.getAsJsonArray("legalMoves")) {
      legal |= m.getAsJsonObject().equals(move);
    }
    assertTrue(legal && move.get("tile").getAsString().equals(tile), move + " is a legal move of tile " + tile + " at " + at);
  }

  /**
   * A tile put on a space in a turn where it does not fit is turned to fit as it is played (as in
   * the Tantrix tab): to the first legal turn clockwise from its own. It was refused ("touching links
   * must match colour").
   */
  @Test
  void aTilePlayedIsTurnedToFit() throws Exception {
    newGame("here", "greedy");
    playOne(browser, -1);
    JsonObject s = state(browser);
    JsonObject chosen = null;
    int expected = -1;
    for (JsonElement e : s.getAsJsonArray("legalMoves")) {
      JsonObject m = e.getAsJsonObject();
      TreeSet<Integer> turns = new TreeSet<>();
      for (JsonElement f : s.getAsJsonArray("legalMoves")) {
        JsonObject o = f.getAsJsonObject();
        if (o.get("tile").equals(m.get("tile")) && o.get("q").equals(m.get("q")) && o.get("r").equals(m.get("r"))) {
          turns.add(o.get("rot").getAsInt());
        }
      }
      if (!turns.contains(0)) {
        chosen = m;
        expected = turns.first();
        break;
      }
    }
    assertNotNull(chosen, "a legal move whose tile does not fit in turn 0 there");
    int seat = s.get("current").getAsInt();
    browser.findElement(By.cssSelector(".hand-tile[data-seat='" + seat + "'][data-tile='" + chosen.get("tile").getAsInt() + "']")).click();
    browser.findElement(By.cssSelector("#tg-board .space[data-q='" + chosen.get("q").getAsInt() + "'][data-r='"
        + chosen.get("r").getAsInt() + "'] polygon")).click();
    assertEquals("0", browser.findElement(By.cssSelector("#tg-board .tile.pending")).getDomAttribute("data-rot"));
    int before = version(browser);
    int played = s.getAsJsonArray("tiles").size();
    new Actions(browser).sendKeys(Keys.ENTER).perform();
    waitUntil(Duration.ofSeconds(30), () -> version(browser) > before || byId("tg-status").getText().startsWith("Refused"));
    assertTrue(version(browser) > before, byId("tg-status").getText());
    JsonObject move = state(browser).getAsJsonArray("tiles").get(played).getAsJsonObject();
    assertEquals(chosen.get("tile"), move.get("tile"));
    assertEquals(expected, move.get("rot").getAsInt(), "the first legal turn clockwise from 0");
  }

  /**
   * A whole game against the greedy player, checked at each of red's turns against the rules engine
   * (the saved game replayed by GameJson.read): the tiles of the hand that can be played are shaded
   * (those of the legal moves); the spaces where the selected tile has a legal move are marked (as
   * before issue 52); the
   * greedy player's moves since red's last are outlined and named; each player's traced line or loop
   * has as many tiles as the engine's score says (a loop's twice); the controlled sides are shaded
   * only while the restrictions hold. At the end the board has grown with the tantrix: a tile is at
   * 30 px wide in the 1280×900 window (this game, seed 36 against the deterministic greedy player,
   * ends wide: 33 px at the page's width; the fixed 430 px board drew its tiles about 23 px wide), and
   * the board is no higher than the window.
   */
  @Test
  void aWholeGameShowsWhatTheProgramShows() throws Exception {
    newGame("here", "greedy");
    List<String> wrong = new ArrayList<>();
    boolean lifted = false;
    boolean named = false;
    while (true) {
      // what the page shows, read in one script per turn (a WebDriver call per element cost some
      // 40 round trips to chromedriver a turn, half a minute a game)
      JsonObject shown = shown(browser);
      JsonObject s = shown.getAsJsonObject("state");
      if (s.get("over").getAsBoolean()) {
        break;
      }
      Game g = GameJson.read(shown.get("saved").getAsString());
      Set<String> canPlay = new TreeSet<>();
      for (JsonElement m : s.getAsJsonArray("legalMoves")) {
        canPlay.add(m.getAsJsonObject().get("tile").getAsString());
      }
      Set<String> shaded = strings(shown.getAsJsonArray("shaded"));
      if (!shaded.equals(canPlay)) {
        wrong.add("shading: move " + g.moves().size() + ": shaded " + shaded + ", can play " + canPlay);
      }
      String sel = shown.get("selected").isJsonNull() ? null : shown.get("selected").getAsString();
      Set<String> fits = new TreeSet<>();
      for (JsonElement m : s.getAsJsonArray("legalMoves")) {
        JsonObject o = m.getAsJsonObject();
        if (o.get("tile").getAsString().equals(sel)) {
          fits.add(o.get("q").getAsString() + "," + o.get("r").getAsString());
        }
      }
      Set<String> marked = strings(shown.getAsJsonArray("playable"));
      if (!marked.equals(fits)) {
        wrong.add("spaces: move " + g.moves().size() + ": tile " + sel + " marked " + marked + ", fits " + fits);
      }
      int last = 0;
      for (int i = g.moves().size() - 1; i >= 0 && g.mover(i) == 1; i--) {
        last++;
      }
      int outlined = shown.get("outlined").getAsInt();
      if (outlined != last) {
        wrong.add("last moves: move " + g.moves().size() + ": " + outlined + " outlined, green's last moves " + last);
      } else if (last > 0) {
        String said = shown.get("lastText").getAsString();
        for (int i = g.moves().size() - last; i < g.moves().size(); i++) {
          if (!said.contains("Green") || !said.contains("tile " + g.moves().get(i).tile() + " at")) {
            wrong.add("last moves: move " + i + " not named: " + said);
          }
        }
        named = true;
      }
      for (int seat = 0; seat < 2; seat++) {
        int traced = shown.getAsJsonArray("traced").get(seat).getAsInt();
        String head = shown.getAsJsonArray("heads").get(seat).getAsString();
        boolean loop = head.contains("a loop of ");
        if (g.score(seat) != traced * (loop ? 2 : 1)) {
          wrong.add("scoring lines: move " + g.moves().size() + " seat " + seat + ": score " + g.score(seat) + ", traced " + traced + " (" + head + ")");
        }
      }
      int controlled = shown.get("controlled").getAsInt();
      int expected = g.restricted() ? g.controlledCells().size() : 0;
      lifted |= !g.restricted() && !g.controlledCells().isEmpty();
      if (controlled != expected) {
        wrong.add("controlled: move " + g.moves().size() + ": " + controlled + " controlled cells shaded, restricted " + g.restricted()
            + ", controlled " + g.controlledCells().size());
      }
      playOne(browser, -1);
    }
    var face = browser.findElement(By.cssSelector("#tg-board .tile.played .face"));
    int width = face.getRect().getWidth();
    if (width < 30 || byId("tg-board").getRect().getHeight() > 900) {
      wrong.add("size: a tile " + width + " px wide at the end, board " + byId("tg-board").getRect().getHeight() + " px high");
    }
    java.util.Map<String, List<String>> byKind = new java.util.TreeMap<>();
    wrong.forEach(w -> byKind.computeIfAbsent(w.substring(0, w.indexOf(':')), k -> new ArrayList<>()).add(w));
    StringBuilder faults = new StringBuilder();
    byKind.forEach((kind, list) -> faults.append('\n').append(list.size()).append(" × ").append(list.get(0)));
    assertTrue(wrong.isEmpty(), wrong.size() + " faults, by kind (the first of each):" + faults);
    assertTrue(named, "the greedy player's moves were named");
    System.out.println("aWholeGameShowsWhatTheProgramShows: controlled cells after the restrictions lifted: " + lifted);
  }

  /**
   * What the page shows of a game of two, in one call: the state and the saved game, the shaded
   * tiles of the hand, the selected tile, the spaces marked for it, how many tiles are outlined as
   * the last moves and the text naming them, each seat's traced scoring line (its segments) and the
   * head of its hand, the controlled cells shaded. Texts are {@code innerText}, as Selenium's
   * {@code getText} reads them.
   */
  private static JsonObject shown(ChromeDriver b) {
    Object json = b.executeScript("const all = (css) => Array.from(document.querySelectorAll(css));"
        + "const sel = document.querySelector('.hand-tile.selected');"
        + "const last = document.getElementById('tg-last');"
        + "return JSON.stringify({state: tantrixGame.state(), saved: tantrixGame.savedText(),"
        + " shaded: all('.hand-tile.can-play').map(t => t.getAttribute('data-tile')),"
        + " selected: sel ? sel.getAttribute('data-tile') : null,"
        + " playable: all('#tg-board .space.playable').map(e => e.getAttribute('data-q') + ',' + e.getAttribute('data-r')),"
        + " outlined: all('#tg-board .tile.last').length, lastText: last ? last.innerText : '',"
        + " traced: [0, 1].map(i => all(\"#tg-board .scoring-line[data-seat='\" + i + \"']\").length),"
        + " heads: [0, 1].map(i => document.querySelector(\".hand[data-seat='\" + i + \"'] .hand-head\").innerText),"
        + " controlled: all('#tg-board .space.controlled').length});");
    return JsonParser.parseString((String) json).getAsJsonObject();
  }

  private static Set<String> strings(JsonArray a) {
    Set<String> out = new TreeSet<>();
    a.forEach(e -> out.add(e.getAsString()));
    return out;
  }

  /** A finished game saved, opened from the file at a new table, shown again move by move. */
  @Test
  void aSavedGameOpensFromItsFileAndReplays() throws Exception {
    newGame("here", "random");
    while (!state(browser).get("over").getAsBoolean()) {
      playOne(browser, -1);
    }
    byId("tg-save").click();
    String saved = byId("tg-saved").getDomProperty("value");
    Game original = GameJson.read(saved);
    Path file = Path.of("cli/target/tantrix-game-saved.json").toAbsolutePath();
    Files.createDirectories(file.getParent());
    Files.writeString(file, saved + "\n");

    open("tantrix-game");
    byId("tg-open").sendKeys(file.toString());
    waitForText("tg-status", "Opened a game of", Duration.ofSeconds(10));
    JsonObject s = state(browser);
    assertNotNull(s);
    Game opened = GameJson.read((String) browser.executeScript("return tantrixGame.savedText();"));
    assertEquals(original.moves(), opened.moves());
    assertEquals(original.scores(), opened.scores());
    assertEquals(original.setup(), opened.setup());
    checkFinished(browser);

    // the replay shows a move every 250 ms, 14 s for 56 moves: the page's timers run five times
    // faster from here, so the replay still goes move by move (seen half-way below) in a fifth of the time
    browser.executeScript("const later = window.setTimeout;"
        + "window.setTimeout = (f, ms, ...rest) => later(f, (ms || 0) / 5, ...rest);");
    byId("tg-replay").click();
    waitUntil(Duration.ofSeconds(10), () -> {
      int drawn = browser.findElements(By.cssSelector("#tg-board .tile.played")).size();
      return drawn > 0 && drawn < 56;
    });
    String done = waitForText("tg-status", "Replayed", Duration.ofSeconds(60));
    assertEquals("Replayed " + original.moves().size() + " moves.", done);
    assertEquals(56, browser.findElements(By.cssSelector("#tg-board .tile.played")).size());
  }
}

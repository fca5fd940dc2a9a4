package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The Tantrix tab in Chromium, played as in the Tantrix program with the mouse and the keyboard.
 *
 * <p>Discovery 3 (tiles 1, 2, 3 of the game set, one yellow loop) has a solution with tile 1 at
 * (0,0) in rotation 0, tile 2 at (-1,0) in rotation 2 and tile 3 at (0,-1) in rotation 0: the three
 * tiles around one corner, the yellow corners of each closing a loop. The test plays it; whether it
 * solves the puzzle is decided by the server's check (PuzzleCheck), not by the test.
 */
class TantrixPageTest extends PageTest {
  private void newPuzzle(String kind, int k) {
    open("tantrix");
    waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector(".tray-tile")).isEmpty());
    new Select(byId("tx-puzzle")).selectByValue(kind);
    byId("tx-k").clear();
    byId("tx-k").sendKeys(Integer.toString(k));
    byId("tx-new").click();
    waitUntil(Duration.ofSeconds(10), () -> browser.findElements(By.cssSelector(".tray-tile")).size() == k
        && browser.findElements(By.cssSelector(".board .tile")).isEmpty());
  }

  private WebElement trayTile(int n) {
    return browser.findElement(By.cssSelector(".tray-tile[data-tile='" + n + "']"));
  }

  private WebElement space(int q, int r) {
    return browser.findElement(By.cssSelector(".space[data-q='" + q + "'][data-r='" + r + "']"));
  }

  private WebElement boardTile(int n) {
    return browser.findElement(By.cssSelector(".board .tile[data-tile='" + n + "']"));
  }

  /** "q,r,rot,played" of tile n on the board. */
  private String where(int n) {
    WebElement t = boardTile(n);
    return t.getDomAttribute("data-q") + "," + t.getDomAttribute("data-r") + "," + t.getDomAttribute("data-rot")
        + "," + t.getDomAttribute("class").contains("played");
  }

  private void keys(CharSequence... keys) {
    new Actions(browser).sendKeys(keys).perform();
  }

  @Test
  void playsDiscovery3ToTheEndWithMouseAndKeyboard() throws Exception {
    newPuzzle("discovery", 3);
    // tile 1: a click in the tray, a click on the marked space, Enter
    trayTile(1).click();
    space(0, 0).click();
    assertEquals("0,0,0,false", where(1));
    keys(Keys.ENTER);
    assertEquals("0,0,0,true", where(1));

    // tile 2: Tab selects it; the arrows bring it onto the board at the first free space (1,-1), then
    // left, left, down to (-1,0); the right-click menu turns it twice; a double-click plays it
    keys(Keys.TAB);
    assertTrue(trayTile(2).getDomAttribute("class").contains("selected"));
    keys(Keys.ARROW_LEFT);
    assertEquals("1,-1,0,false", where(2));
    keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_DOWN);
    assertEquals("-1,0,0,false", where(2));
    for (int i = 0; i < 2; i++) {
      new Actions(browser).contextClick(boardTile(2)).perform();
      browser.findElement(By.cssSelector("#tx-menu button[data-action='right']")).click();
    }
    assertEquals("-1,0,2,false", where(2));
    new Actions(browser).doubleClick(boardTile(2)).perform();
    assertEquals("-1,0,2,true", where(2));

    // tile 3: dragged from the tray to (0,-1); clicks on its right and left sides and PageDown/PageUp
    // turn it and back; Enter plays it, the last tile, and the server checks the puzzle
    keys(Keys.TAB);
    new Actions(browser).clickAndHold(trayTile(3)).perform();   // selecting it redraws the board
    new Actions(browser).moveToElement(space(0, -1)).release().perform();
    assertEquals("0,-1,0,false", where(3));
    int half = boardTile(3).getRect().getWidth() / 2;
    new Actions(browser).moveToElement(boardTile(3), half * 3 / 4, 0).click().perform();
    assertEquals("0,-1,1,false", where(3));
    new Actions(browser).moveToElement(boardTile(3), -half * 3 / 4, 0).click().perform();
    assertEquals("0,-1,0,false", where(3));
    keys(Keys.PAGE_DOWN);
    assertEquals("0,-1,1,false", where(3));
    keys(Keys.PAGE_UP);
    keys(Keys.ENTER);
    String solved = waitForText("tx-status", "olved", Duration.ofSeconds(10));
    assertTrue(solved.startsWith("Solved!"), solved);
    assertTrue(browser.findElements(By.cssSelector("#tx-rules .failed")).isEmpty());
    screenshot("tantrix");

    // Undo takes tile 3 back, a click on it and Enter play it again; Replay plays all three again from the start
    byId("tx-undo").click();
    assertEquals("0,-1,0,false", where(3));
    boardTile(3).click();                  // Enter on the Undo button would undo again: back to the board
    keys(Keys.ENTER);
    waitForText("tx-status", "Solved!", Duration.ofSeconds(10));
    byId("tx-replay").click();
    assertTrue(byId("tx-status").getText().startsWith("Replaying 3 moves"));
    waitForText("tx-status", "Solved!", Duration.ofSeconds(10));
    assertEquals("0,-1,0,true", where(3));
  }

  private String focused() {
    return (String) browser.executeScript("const e = document.activeElement;"
        + "return e.id || (e.getAttribute('class') || '') + (e.dataset.tile ? ':' + e.dataset.tile : '');");
  }

  /**
   * Discovery 3 with the keyboard alone, from the page's start: Tab to k, 3, Tab to New puzzle,
   * Enter; Tab through the board (each tile selected in turn) on into the tray (one Tab stop, the
   * selected tile), the arrows there, Enter brings the
   * tile onto the board, Enter plays it; on the board Tab selects the next tile, the arrows move it,
   * PageDown turns it, Enter plays it. The server's check says it is solved; Tab then leaves the board.
   */
  @Test
  void playsDiscovery3WithTheKeyboardAlone() {
    open("tantrix");
    waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector(".tray-tile")).isEmpty());
    browser.executeScript("document.activeElement && document.activeElement.blur();");
    for (int k = 0; k < 10 && !"tx-k".equals(focused()); k++) {
      keys(Keys.TAB);
    }
    assertEquals("tx-k", focused());
    keys(Keys.chord(Keys.CONTROL, "a"), "3", Keys.TAB);
    assertEquals("tx-new", focused());
    keys(Keys.ENTER);
    waitUntil(Duration.ofSeconds(10), () -> browser.findElements(By.cssSelector(".tray-tile")).size() == 3);
    for (int k = 0; k < 20 && !focused().startsWith("tray-tile"); k++) {
      keys(Keys.TAB);
    }
    // on its way Tab went through the board, selecting tiles 1, 2, 3 in turn, then on into the tray
    assertEquals("tray-tile selected:3", focused(), "the tray's Tab stop is the selected tile");
    keys(Keys.ARROW_LEFT);
    assertEquals("tray-tile selected:2", focused());
    keys(Keys.ARROW_LEFT, Keys.ENTER);
    assertEquals("tx-board", focused());
    assertEquals("0,0,0,false", where(1));
    keys(Keys.ENTER);
    assertEquals("0,0,0,true", where(1));
    keys(Keys.TAB);                        // tile 2, from the tray onto the first free space
    keys(Keys.ARROW_LEFT);
    assertEquals("1,-1,0,false", where(2));
    keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_DOWN, Keys.PAGE_DOWN, Keys.PAGE_DOWN);
    assertEquals("-1,0,2,false", where(2));
    keys(Keys.ENTER);
    assertEquals("-1,0,2,true", where(2));
    keys(Keys.TAB, Keys.ARROW_LEFT);       // tile 3 onto the first free space, then left to (0,-1)
    if (!where(3).startsWith("0,-1,")) {
      keys(Keys.ARROW_LEFT);
    }
    assertEquals("0,-1,0,false", where(3));
    keys(Keys.ENTER);
    String solved = waitForText("tx-status", "olved", Duration.ofSeconds(10));
    assertTrue(solved.startsWith("Solved!"), solved);
    assertEquals("tx-board", focused());
    keys(Keys.TAB);
    assertFalse(focused().equals("tx-board"), "every tile played: Tab leaves the board");
  }

  private void openText(String line) {
    browser.executeScript("document.getElementById('tx-saved').value = arguments[0];"
        + "document.getElementById('tx-load').click();", line);
  }

  /** Issue 52: an unknown puzzle's error was overwritten by "Opened 0 tiles of discovery:3". */
  @Test
  void openingAnUnknownPuzzleKeepsItsError() {
    newPuzzle("discovery", 3);
    openText("{\"puzzle\":\"nonesuch:3\",\"tiles\":[]}");
    waitUntil(Duration.ofSeconds(10), () -> byId("tx-status").getDomAttribute("class").contains("bad"));
    String said = byId("tx-status").getText();
    assertFalse(said.contains("Opened"), said);
    assertTrue(said.contains("nonesuch"), said);
  }

  /** Issue 52: a layout whose tiles do not all touch was opened without complaint. */
  @Test
  void tilesThatDoNotTouchAreNotOpened() {
    newPuzzle("discovery", 3);
    openText("{\"puzzle\":\"discovery:3\",\"tiles\":[{\"tile\":1,\"q\":0,\"r\":0,\"rot\":0},"
        + "{\"tile\":2,\"q\":3,\"r\":0,\"rot\":0}]}");
    String said = waitForText("tx-status", "one group", Duration.ofSeconds(10));
    assertTrue(said.startsWith("Not one group: tile 2 does not touch"), said);
    assertTrue(browser.findElements(By.cssSelector(".board .tile.played")).isEmpty(), "nothing opened");
  }

  /**
   * Issue 52: the goal gave the colour of a Discovery puzzle away; the Tantrix program asks for it
   * (the colour of the last tile's number, on its back: yellow for tile 3, discovery.tsv).
   */
  @Test
  void asksForTheDiscoveryColour() {
    newPuzzle("discovery", 3);
    String goal = byId("tx-goal").getText();
    assertFalse(goal.contains("yellow"), goal);
    assertTrue(goal.contains("which colour?"), goal);
    new Select(byId("tx-colour")).selectByValue("G");
    assertTrue(byId("tx-status").getText().startsWith("Not green"), byId("tx-status").getText());
    new Select(byId("tx-colour")).selectByValue("Y");
    assertTrue(byId("tx-status").getText().startsWith("Right"), byId("tx-status").getText());
    assertTrue(byId("tx-goal").getText().contains("a loop of yellow"), byId("tx-goal").getText());
    assertFalse(byId("tx-ask").isDisplayed());
  }

  /**
   * Check with some tiles played: tile 2 west of tile 1 in turn 2 fits (the solution above); in turn
   * 0 its red east side meets tile 1's yellow west side (edges BRRBYY and BRBRYY from NE).
   */
  @Test
  void checksAPartialLayout() {
    newPuzzle("discovery", 3);
    openText("{\"puzzle\":\"discovery:3\",\"tiles\":[{\"tile\":1,\"q\":0,\"r\":0,\"rot\":0},"
        + "{\"tile\":2,\"q\":-1,\"r\":0,\"rot\":2}]}");
    waitForText("tx-status", "Opened 2 tiles", Duration.ofSeconds(10));
    byId("tx-check").click();
    String good = waitForText("tx-status", "Checked", Duration.ofSeconds(10));
    assertEquals("Checked the 2 of 3 tiles played: the colours match and there is no hole so far.", good);
    openText("{\"puzzle\":\"discovery:3\",\"tiles\":[{\"tile\":1,\"q\":0,\"r\":0,\"rot\":0},"
        + "{\"tile\":2,\"q\":-1,\"r\":0,\"rot\":0}]}");
    waitForText("tx-status", "Opened 2 tiles", Duration.ofSeconds(10));
    byId("tx-check").click();
    String bad = waitForText("tx-status", "Checked", Duration.ofSeconds(10));
    assertTrue(bad.contains("of different colours (marked on the board)"), bad);
    assertFalse(browser.findElements(By.cssSelector(".board .wrong")).isEmpty(), "the mismatch marked");
  }

  /** Three tiles in a row cannot close a loop: the check says which rule fails and how. */
  @Test
  void rejectsAWrongArrangementWithTheReason() throws Exception {
    newPuzzle("discovery", 3);
    trayTile(1).click();
    space(0, 0).click();
    keys(Keys.ENTER);
    keys(Keys.TAB, Keys.ARROW_LEFT, Keys.ARROW_DOWN);   // onto (1,-1), then down to (1,0)
    assertEquals("1,0", where(2).substring(0, 3));
    keys(Keys.ENTER);                                   // turned to fit tile 1 as it is played
    keys(Keys.TAB, Keys.ARROW_LEFT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN);   // (1,-1), (2,-1), (2,0)
    assertTrue(where(3).startsWith("2,0,"), where(3));
    keys(Keys.ENTER);
    String verdict = waitForText("tx-status", "Not solved", Duration.ofSeconds(10));
    assertTrue(verdict.contains("yellow loop ("), verdict);
    assertEquals(1, browser.findElements(By.cssSelector("#tx-rules .failed")).size(),
        byId("tx-rules").getText());
    screenshot("tantrix-wrong");
  }

  /** Discovery 5 has solutions (docs/tantrix.md's Discovery counts); Hint plays one tile, Solve the rest. */
  @Test
  void hintAndSolve() {
    newPuzzle("discovery", 5);
    byId("tx-hint").click();
    waitForText("tx-status", "Hint:", Duration.ofSeconds(30));
    assertEquals(1, browser.findElements(By.cssSelector(".board .tile.played")).size());
    byId("tx-hint").click();
    waitUntil(Duration.ofSeconds(30), () -> browser.findElements(By.cssSelector(".board .tile.played")).size() == 2);
    byId("tx-solve").click();
    String solved = waitForText("tx-status", "Solved!", Duration.ofSeconds(30));
    assertEquals(5, browser.findElements(By.cssSelector(".board .tile.played")).size(), solved);
  }

  /** A fixed board: pyramid 1 (15 tiles on the 5-row pyramid, one red loop; dlx tantrix list). */
  @Test
  void hintAndSolveAPyramid() throws Exception {
    open("tantrix");
    waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector(".tray-tile")).isEmpty());
    new Select(byId("tx-puzzle")).selectByValue("pyramid_1");
    byId("tx-new").click();
    waitUntil(Duration.ofSeconds(10), () -> browser.findElements(By.cssSelector(".tray-tile")).size() == 15);
    assertEquals(15, browser.findElements(By.cssSelector(".board .space")).size(), "the board's cells");
    byId("tx-hint").click();
    waitForText("tx-status", "Hint:", Duration.ofSeconds(30));
    byId("tx-solve").click();
    String solved = waitForText("tx-status", "Solved!", Duration.ofSeconds(30));
    assertEquals(15, browser.findElements(By.cssSelector(".board .tile.played")).size(), solved);
    screenshot("tantrix-pyramid");
  }

  /**
   * The Unsolved Curve puzzle is scored as it is played: after each tile the server's check gives the
   * score line. Tiles 1, 2, 3 around one corner (as in Discovery 3) meet only by their yellow arcs, so
   * by hand: tile 1 alone is red 1 + blue 1 + yellow 1 = 3; with tile 2 yellow is a line of 2 (4); with
   * tile 3 a loop of 3 (5; the same figures as TantrixApiTest's PathScore check). Hint and Solve say
   * that the puzzle is scored, not solved.
   */
  @Test
  void scoresTheUnsolvedCurvePuzzleLive() throws Exception {
    open("tantrix");
    waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector(".tray-tile")).isEmpty());
    new Select(byId("tx-puzzle")).selectByValue("unsolved_curve");
    byId("tx-new").click();
    waitUntil(Duration.ofSeconds(10), () -> browser.findElements(By.cssSelector(".tray-tile")).size() == 56);
    String goal = byId("tx-goal").getText();
    assertTrue(goal.contains("all 56 tiles") && goal.contains("168") && goal.contains("146") && goal.contains("140"), goal);
    int[][] plays = {{1, 0, 0}, {2, -1, 0}, {3, 0, -1}};
    String[] scores = {"Score: 3 = red 1 + green 0 + blue 1 + yellow 1", "Score: 4 = red 1 + green 0 + blue 1 + yellow 2",
        "Score: 5 = red 1 + green 0 + blue 1 + yellow 3"};
    for (int i = 0; i < plays.length; i++) {
      trayTile(plays[i][0]).click();
      space(plays[i][1], plays[i][2]).click();
      keys(Keys.ENTER);
      waitForText("tx-score", scores[i], Duration.ofSeconds(10));
    }
    assertEquals("-1,0,2,true", where(2));   // turned to fit as it was played
    screenshot("tantrix-unsolved");
    byId("tx-undo").click();
    waitForText("tx-score", scores[1], Duration.ofSeconds(10));
    byId("tx-hint").click();
    String hint = waitForText("tx-status", "scored, not solved", Duration.ofSeconds(10));
    assertEquals(2, browser.findElements(By.cssSelector(".board .tile.played")).size(), hint);
    byId("tx-solve").click();
    waitForText("tx-status", "no solution to show", Duration.ofSeconds(10));
    assertEquals(2, browser.findElements(By.cssSelector(".board .tile.played")).size());
  }

  /**
   * A full layout of the Curve puzzle, opened as Tantrix JSON: the check lists the rules and the score
   * counts. The layout is the tantrix module's 56 tiles in one row, valid and scoring 31 = red 8 +
   * green 8 + blue 7 + yellow 8 by the arc-graph twin (docs/tantrix.md, "The Unsolved puzzles").
   */
  @Test
  void checksAFullUnsolvedCurveLayout() throws Exception {
    open("tantrix");
    waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector(".tray-tile")).isEmpty());
    String line = Files.readString(Path.of("tantrix/src/test/resources/unsolved-curve-strip.json")).strip();
    browser.executeScript("document.getElementById('tx-saved').value = arguments[0]", line);
    browser.executeScript("document.getElementById('tx-load').click()");
    String verdict = waitForText("tx-status", "Every rule holds", Duration.ofSeconds(10));
    assertTrue(verdict.contains("the score 31 counts"), verdict);
    assertTrue(byId("tx-score").getText().startsWith("Score: 31 = red 8 + green 8 + blue 7 + yellow 8"),
        byId("tx-score").getText());
    assertTrue(byId("tx-score").getText().contains("every rule holds: it counts"), byId("tx-score").getText());
    assertEquals(4, browser.findElements(By.cssSelector("#tx-rules .ok")).size(), byId("tx-rules").getText());
    assertTrue(browser.findElements(By.cssSelector("#tx-rules .failed")).isEmpty(), byId("tx-rules").getText());
  }
}

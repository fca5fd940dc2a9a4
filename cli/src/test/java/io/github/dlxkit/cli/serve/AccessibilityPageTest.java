package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * Every tab checked by axe-core, Deque's accessibility engine (the axe.min.js that Maven Central's
 * com.deque.html.axe-core:selenium bundles, injected through Selenium): no violation of impact
 * "serious" or "critical" (axe's two highest of four) on any tab as it opens, with a Tantrix puzzle
 * on the board, with a Tank Attack solution shown, and in the middle of a Tantrix game.
 */
class AccessibilityPageTest extends PageTest {
  private static String axeSource;

  private static synchronized String axe() throws IOException {
    if (axeSource == null) {
      try (InputStream in = AccessibilityPageTest.class.getClassLoader().getResourceAsStream("axe.min.js")) {
        if (in == null) {
          throw new AssertionError("axe.min.js is not on the test class path (com.deque.html.axe-core:selenium)");
        }
        axeSource = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
    }
    return axeSource;
  }

  /** The serious and critical violations axe finds on the page as it is, one line each. */
  private List<String> violations() throws IOException {
    browser.executeScript("if (typeof axe === 'undefined') { window.eval(arguments[0]); }", axe());
    String json = (String) browser.executeAsyncScript("const done = arguments[arguments.length - 1];"
        + "axe.run(document, { resultTypes: ['violations'] })"
        + ".then(r => done(JSON.stringify(r.violations)), e => done(JSON.stringify({ error: String(e) })));");
    JsonElement parsed = JsonParser.parseString(json);
    if (parsed.isJsonObject()) {
      throw new AssertionError("axe failed: " + parsed);
    }
    List<String> out = new ArrayList<>();
    for (JsonElement e : (JsonArray) parsed) {
      JsonObject v = e.getAsJsonObject();
      String impact = v.get("impact").isJsonNull() ? "" : v.get("impact").getAsString();
      if (impact.equals("serious") || impact.equals("critical")) {
        List<String> where = new ArrayList<>();
        for (JsonElement n : v.getAsJsonArray("nodes")) {
          where.add(n.getAsJsonObject().getAsJsonArray("target").toString());
        }
        out.add(impact + " " + v.get("id").getAsString() + " (" + v.get("help").getAsString() + "): "
            + where.size() + " elements, " + where.subList(0, Math.min(4, where.size())));
      }
    }
    return out;
  }

  private void assertClean(String what) throws IOException {
    List<String> found = violations();
    assertTrue(found.isEmpty(), what + ": " + found.size() + " serious or critical violations:\n"
        + String.join("\n", found));
  }

  @ParameterizedTest
  @ValueSource(strings = {"xcc", "tantrix", "tantrix-game", "sudoku", "polyomino", "quantumino", "tanks", "steiner",
      "hexad"})
  void everyTabAsItOpens(String tab) throws Exception {
    open(tab);
    if (tab.equals("tantrix")) {
      waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector(".tray-tile")).isEmpty());
    }
    if (tab.equals("sudoku")) {
      waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector("#sd-grid input")).isEmpty());
    }
    assertClean("tab " + tab);
  }

  @Test
  void aTankAttackSolutionShown() throws Exception {
    open("tanks");
    new Select(byId("tk-symmetry")).selectByValue("rot180");   // found at once (TanksPageTest)
    byId("tk-solve").click();
    waitForText("tk-status", "A solution", Duration.ofSeconds(30));
    assertClean("a Tank Attack solution");
  }

  @Test
  void aTantrixPuzzleHalfPlayed() throws Exception {
    open("tantrix");
    waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector(".tray-tile")).isEmpty());
    byId("tx-hint").click();
    waitForText("tx-status", "Hint:", Duration.ofSeconds(30));
    assertClean("a Tantrix puzzle with a tile played");
  }

  /** Red here against the greedy player, seed 36, after four of red's moves. */
  @Test
  void theMiddleOfATantrixGame() throws Exception {
    open("tantrix-game");
    new Select(byId("tg-seat-1")).selectByValue("greedy");
    byId("tg-seed").sendKeys("36");
    byId("tg-new").click();
    waitUntil(Duration.ofSeconds(30), () -> browser.executeScript("return tantrixGame.state()") != null);
    for (int k = 0; k < 4; k++) {
      Object ok = browser.executeAsyncScript("tantrixGame.playLegal().then(arguments[arguments.length - 1]);");
      assertEquals(Boolean.TRUE, ok, byId("tg-status").getText());
    }
    assertClean("a Tantrix game after 4 moves of each player");
  }
}

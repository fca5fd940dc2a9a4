package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The Quantumino tab in Chromium: the 17 pieces to pick from, packings with piece 8 aside browsed as
 * the box and its two layers, and the per-aside table (its total up to rotation is S. Labb&eacute;'s
 * 13,366,431,646, 2015; the row of piece 8 is the shipped table's, polyomino QuantuminoCountsTest).
 */
class QuantuminoPageTest extends PageTest {
  @Test
  void picksAnAsidePieceAndBrowsesItsPackings() throws Exception {
    open("quantumino");
    waitUntil(Duration.ofSeconds(20), () -> browser.findElements(By.cssSelector("#qu-pieces button")).size() == 17);
    List<WebElement> rows = browser.findElements(By.cssSelector("#qu-counts tr[data-aside]"));
    assertEquals(17, rows.size());
    assertTrue(byId("qu-counts").getText().contains("all 53,465,726,584 13,366,431,646"), byId("qu-counts").getText());
    browser.findElement(By.cssSelector("#qu-pieces button[data-aside='8']")).click();
    assertEquals("Piece 8 aside: 789,301,192 packings (197,325,298 up to the box's rotations).", byId("qu-aside").getText());
    assertEquals("true", browser.findElement(By.cssSelector("#qu-pieces button[data-aside='8']")).getDomAttribute("aria-selected"));
    assertTrue(rows.get(8).getDomAttribute("class").contains("selected"));
    byId("qu-show").click();
    waitForText("qu-which", "packing 1 of the first 20", Duration.ofSeconds(60));
    // the box in isometric view, and its two layers of 5x8 cells labelled by piece: 16 pieces, not 8
    assertEquals(1, browser.findElements(By.cssSelector("#qu-picture .iso svg")).size());
    assertEquals(80, browser.findElements(By.cssSelector("#qu-picture svg.layers rect")).size());
    java.util.Map<String, Integer> symbols = new java.util.HashMap<>();
    for (WebElement t : browser.findElements(By.cssSelector("#qu-picture svg.layers text.symbol"))) {
      symbols.merge(t.getText(), 1, Integer::sum);
    }
    assertEquals(16, symbols.size(), symbols.toString());
    assertFalse(symbols.containsKey("8"), "piece 8 is aside");
    assertTrue(symbols.values().stream().allMatch(n -> n == 5), "5 cells a piece: " + symbols);
    String first = byId("qu-picture").getDomProperty("innerHTML");
    byId("qu-next").click();
    assertEquals("packing 2 of the first 20", byId("qu-which").getText());
    assertFalse(first.equals(byId("qu-picture").getDomProperty("innerHTML")), "another packing");
    screenshot("quantumino");
    browser.executeScript("document.getElementById('qu-counts').scrollIntoView()");
    screenshot("quantumino-counts");
    // a click on a row of the table picks that aside
    rows.get(3).click();
    assertTrue(byId("qu-aside").getText().startsWith("Piece 3 aside: 2,038,242,788 packings"));
    assertEquals("", byId("qu-which").getText(), "the packings of another aside are gone");
  }
}

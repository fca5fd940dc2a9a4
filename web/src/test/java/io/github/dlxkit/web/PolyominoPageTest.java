package io.github.dlxkit.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The Polyominoes tab in Chromium: the 12 pentominoes in a 3×20 box have 2 solutions up to symmetry
 * (Haselgrove 1960; Knuth, "Dancing Links", 2000), 8 with every orientation counted (README.md).
 */
class PolyominoPageTest extends PageTest {
  @Test
  void browsesAndCountsThePentominoesIn3x20() throws Exception {
    open("polyomino");
    byId("po-show").click();
    waitForText("po-which", "solution 1 of the first 8", Duration.ofSeconds(30));
    assertEquals(1, browser.findElements(By.cssSelector("#po-picture svg")).size());
    String first = byId("po-picture").getDomProperty("innerHTML");
    byId("po-next").click();
    assertEquals("solution 2 of the first 8", byId("po-which").getText());
    assertFalse(first.equals(byId("po-picture").getDomProperty("innerHTML")), "another picture");
    screenshot("polyomino");
    byId("po-count").click();
    assertEquals("8 solutions (every orientation counted).", waitForText("po-status", "8 solutions", Duration.ofSeconds(30)));
  }
}

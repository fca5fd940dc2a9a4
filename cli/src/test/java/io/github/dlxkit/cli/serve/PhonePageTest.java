package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The page on a phone, 390×844 CSS pixels (an iPhone 12 to 15; issue 52): no tab scrolls sideways,
 * the tab bar stays compact, and in the game the board and the hand fit on the screen together.
 */
class PhonePageTest extends PageTest {
  static final List<String> TABS =
      List.of("xcc", "tantrix", "tantrix-game", "sudoku", "polyomino", "quantumino", "tanks", "steiner", "hexad");

  @BeforeEach
  void phone() {
    phone(browser);
  }

  @AfterEach
  void desktop() {
    browser.executeCdpCommand("Emulation.clearDeviceMetricsOverride", java.util.Map.of());
  }

  /** Makes {@code browser}'s page a phone's: a 390×844 viewport, a mobile one (the viewport meta applies). */
  static void phone(org.openqa.selenium.chrome.ChromeDriver browser) {
    browser.executeCdpCommand("Emulation.setDeviceMetricsOverride",
        java.util.Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
  }

  private long number(String script) {
    return ((Number) browser.executeScript(script)).longValue();
  }

  private void fits(String what) {
    // a mobile viewport widens itself to content wider than the screen (as a phone zooms out)
    long viewport = number("return window.innerWidth;");
    assertTrue(viewport <= 390, what + ": the viewport widened to " + viewport + " px");
    long wide = number("return document.documentElement.scrollWidth;");
    long screen = number("return document.documentElement.clientWidth;");
    assertTrue(wide <= screen, what + ": the page is " + wide + " px wide on a screen of " + screen);
  }

  @Test
  void noTabScrollsSideways() throws Exception {
    for (String tab : TABS) {
      open(tab);
      Thread.sleep(300); // the tab's first drawing
      fits(tab);
      long bar = byId("tabs").getRect().getHeight();
      assertTrue(bar <= 90, "the tab bar takes " + bar + " px on " + tab);
    }
    open("sudoku");
    new Select(byId("sd-size")).selectByValue("16");
    waitUntil(Duration.ofSeconds(5), () -> browser.findElements(By.cssSelector("#sd-grid input")).size() == 256);
    fits("a 16×16 Sudoku");
  }

  @Test
  void theGamesBoardAndHandShowTogether() throws Exception {
    open("tantrix-game");
    byId("tg-new").click();
    waitUntil(Duration.ofSeconds(20), () -> !browser.findElements(By.cssSelector("#tg-hands .hand .tray > *")).isEmpty());
    fits("the game");
    WebElement board = byId("tg-board");
    browser.executeScript("arguments[0].scrollIntoView({block: 'start'});", board);
    WebElement hand = browser.findElements(By.cssSelector("#tg-hands .hand .tray")).get(0);
    long screen = number("return window.innerHeight;");
    long boardBottom = number("return arguments[0].getBoundingClientRect().bottom;".replace("arguments[0]",
        "document.getElementById('tg-board')"));
    double handBottom = ((Number) browser.executeScript("return arguments[0].getBoundingClientRect().bottom;", hand)).doubleValue();
    assertTrue(boardBottom <= screen && handBottom <= screen, "board to " + boardBottom + " px, hand to " + handBottom
        + " px, screen " + screen + " px");
  }
}

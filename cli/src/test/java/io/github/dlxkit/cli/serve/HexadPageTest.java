package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** The MINIMOG tab in Chromium: a hexad completed from five clicks, and blackjack to the end of a game. */
class HexadPageTest extends PageTest {
  /** 0 1 2 3 4 complete to the hexad 0 1 2 3 4 11, "square 2, picture 6" (SageMath, in README.md). */
  @Test
  void completesAHexadFromFiveClicks() {
    open("hexad");
    waitUntil(Duration.ofSeconds(10), () -> browser.findElements(By.cssSelector("#mg-array .point")).size() == 12);
    for (int p = 0; p < 5; p++) {
      browser.findElement(By.cssSelector("#mg-array .point[data-point='" + p + "']")).click();
    }
    assertEquals("Hexad 0 1 2 3 4 11 (square 2, picture 6).", waitForText("mg-status", "Hexad", Duration.ofSeconds(10)));
    assertEquals(6, browser.findElements(By.cssSelector("#mg-array .point.hexad")).size());
  }

  /**
   * From 5 6 7 8 9 11 (total 46) the player always takes the smallest step down; the game ends when
   * a move brings the total below 21, each computer move shown with Sage's message.
   */
  @Test
  void playsBlackjackToTheEnd() throws Exception {
    open("hexad");
    waitUntil(Duration.ofSeconds(10), () -> browser.findElements(By.cssSelector("#bj-table .card")).size() == 6);
    browser.executeScript("blackjack.deal([5, 6, 7, 8, 9, 11])");
    assertEquals("Total on the table: 46", byId("bj-total").getText());
    for (int moves = 0; moves < 30 && !byId("bj-status").getText().startsWith("Game over"); moves++) {
      int[] best = null;
      for (WebElement a : browser.findElements(By.cssSelector("#bj-table .card"))) {
        for (WebElement b : browser.findElements(By.cssSelector("#bj-others .card"))) {
          int x = Integer.parseInt(a.getText());
          int y = Integer.parseInt(b.getText());
          if (y < x && (best == null || x - y < best[0] - best[1])) {
            best = new int[] {x, y};
          }
        }
      }
      int before = browser.findElements(By.cssSelector("#bj-log li")).size();
      browser.findElement(By.cssSelector("#bj-table .card[data-card='" + best[0] + "']")).click();
      browser.findElement(By.cssSelector("#bj-others .card[data-card='" + best[1] + "']")).click();
      waitUntil(Duration.ofSeconds(10), () -> byId("bj-status").getText().startsWith("Game over")
          || browser.findElements(By.cssSelector("#bj-log li")).size() == before + 2);
    }
    String end = byId("bj-status").getText();
    assertTrue(end.equals("Game over. You brought the total below 21: you lose.")
        || end.equals("Game over. The computer brought the total below 21: you win!"), end);
    List<WebElement> log = browser.findElements(By.cssSelector("#bj-log li"));
    assertTrue(log.get(1).getText().startsWith("Computer: "), log.get(1).getText());
    // the computer's move: Sage's message, and the swap it made (a winning move, or a step down)
    assertTrue(log.get(1).getText().contains(" --> "), log.get(1).getText());
    screenshot("hexad");
  }
}

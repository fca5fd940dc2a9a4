package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * The Steiner tab in Chromium. 30 labelled Fano planes = 7!/168 (|PSL(2,7)| = 168); a system shown is
 * checked here by its definition (every pair in one block); a long count (S(2,3,15)) shows progress
 * and is cancelled.
 */
class SteinerPageTest extends PageTest {
  @Test
  void showsAndCountsTheFanoPlane() throws Exception {
    open("steiner");
    new Select(byId("st-example")).selectByValue("2,3,7");
    byId("st-find").click();
    assertEquals("An S(2,3,7): 7 blocks of 3 points; every 2 points lie in exactly one block.",
        waitForText("st-status", "blocks", Duration.ofSeconds(20)));
    String[] blocks = byId("st-blocks").getText().split("\n");
    assertEquals(7, blocks.length);
    int[][] pairs = new int[7][7];
    for (String b : blocks) {
      String[] p = b.split(" ");
      for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++) {
          pairs[Integer.parseInt(p[i])][Integer.parseInt(p[j])] += i == j ? 0 : 1;
        }
      }
    }
    for (int i = 0; i < 7; i++) {
      for (int j = 0; j < 7; j++) {
        assertEquals(i == j ? 0 : 1, pairs[i][j], "pair " + i + "," + j);
      }
    }
    assertEquals(21, browser.findElements(By.cssSelector("#st-picture svg g[fill] rect")).size(), "7 blocks of 3");
    byId("st-count").click();
    assertEquals("30 labelled S(2,3,7)s.", waitForText("st-status", "labelled", Duration.ofSeconds(20)));
    screenshot("steiner");
  }

  @Test
  void aLongCountShowsProgressAndIsCancelled() {
    open("steiner");
    new Select(byId("st-example")).selectByValue("2,3,15");
    byId("st-count").click();
    waitUntil(Duration.ofSeconds(30), () -> progress("steiner").contains("% of the tree"));
    String running = progress("steiner");
    assertTrue(running.matches("Counting… [0-9.]+% of the tree, [0-9,]+ solutions, [0-9,]+ nodes/s, [0-9.]+ s"), running);
    assertTrue(byId("st-cancel").isEnabled());
    byId("st-cancel").click();
    String stopped = waitForText("st-status", "Cancelled", Duration.ofSeconds(10));
    assertTrue(stopped.matches("Cancelled after [0-9,]+ solutions\\."), stopped);
    assertTrue(byId("st-count").isEnabled() && !byId("st-cancel").isEnabled());
  }

  @Test
  void badParametersAreRefusedWithTheServersLine() {
    open("steiner");
    byId("st-t").clear();
    byId("st-t").sendKeys("3");
    byId("st-k").clear();
    byId("st-k").sendKeys("2");
    byId("st-find").click();
    assertEquals("S(3,2,7): the block size k must be at least t, got k=2",
        waitForText("st-status", "block size", Duration.ofSeconds(10)));
  }
}

package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.Select;

/** The "Exact cover" tab in Chromium: count with live progress, cancel, list, and a bad problem. */
class XccPageTest extends PageTest {
  /** 9356 = 4 × 2339 (Knuth, "Dancing Links", 2000), also in core/src/test/resources/xcc/README.md. */
  @Test
  void countsPentominoes6x10WithProgress() throws Exception {
    open("xcc");
    new Select(byId("xcc-example")).selectByValue("pentominoes6x10");
    waitUntil(Duration.ofSeconds(5), () -> byId("xcc-text").getDomProperty("value").startsWith("|"));
    byId("xcc-count").click();
    // progress while counting: the share of the tree and the solutions so far
    waitUntil(Duration.ofSeconds(30), () -> byId("xcc-progress-text").getText().matches("[0-9.]+% of the tree, [1-9][0-9,]* solutions.*")
        || byId("xcc-status").getText().contains("solutions"));
    assertTrue(byId("xcc-cancel").isEnabled(), "Cancel is offered while counting");
    screenshot("xcc");
    String done = waitForText("xcc-status", "solutions", Duration.ofSeconds(90));
    assertEquals("9,356 solutions", done.substring(0, done.indexOf(" (")));
    assertTrue(byId("xcc-progress-text").getText().startsWith("100.0% of the tree, 9,356 solutions"),
        byId("xcc-progress-text").getText());
  }

  @Test
  void cancelStopsTheCount() {
    open("xcc");
    new Select(byId("xcc-example")).selectByValue("pentominoes6x10");
    waitUntil(Duration.ofSeconds(5), () -> byId("xcc-text").getDomProperty("value").startsWith("|"));
    byId("xcc-count").click();
    waitUntil(Duration.ofSeconds(30), () -> byId("xcc-progress-text").getText().contains("% of the tree"));
    byId("xcc-cancel").click();
    String stopped = waitForText("xcc-status", "Cancelled", Duration.ofSeconds(10));
    assertTrue(stopped.matches("Cancelled after [0-9,]+ solutions\\."), stopped);
    assertTrue(byId("xcc-count").isEnabled(), "Count is offered again");
  }

  /** The 8 queens' solutions are 92 (OEIS A000170); the first 3 listed, each a line per queen. */
  @Test
  void listsSolutionsAndRejectsABadProblem() {
    open("xcc");
    new Select(byId("xcc-example")).selectByValue("queens8");
    waitUntil(Duration.ofSeconds(5), () -> byId("xcc-text").getDomProperty("value").startsWith("|"));
    byId("xcc-limit").clear();
    byId("xcc-limit").sendKeys("3");
    byId("xcc-list").click();
    assertEquals("3 solutions (the first ones)", waitForText("xcc-status", "solutions", Duration.ofSeconds(20)));
    assertEquals(3 * 9, byId("xcc-output").getText().lines().filter(l -> !l.isEmpty()).count());

    byId("xcc-text").clear();
    byId("xcc-text").sendKeys("a b\nc");
    byId("xcc-count").click();
    assertEquals("problem:2:1: unknown item 'c'", waitForText("xcc-status", "unknown", Duration.ofSeconds(10)));
  }
}

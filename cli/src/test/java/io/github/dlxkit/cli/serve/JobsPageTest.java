package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.Select;

/**
 * Long searches in Chromium (issue 52): each shows its progress with a Cancel of its own, its words
 * never overwrite another's, and leaving the page cancels it. The long searches: the count of the empty
 * 9×9 Sudoku (about 6.7 × 10^21 grids) and the first Tank Attack solutions of a 6×6 board without
 * symmetry (more than ten seconds here, JobsTest).
 */
class JobsPageTest extends PageTest {
  private void emptySudoku() {
    open("sudoku");
    new Select(byId("sd-size")).selectByValue("4");
    new Select(byId("sd-size")).selectByValue("9");
  }

  @Test
  void aSudokuCountIsCancelledAndLeavesAHintsWordsAlone() {
    emptySudoku();
    byId("sd-count").click();
    waitUntil(Duration.ofSeconds(10), () -> progress("sudoku").matches("Counting… .*[1-9][0-9,]* solutions.*"));
    byId("sd-hint").click();
    String hint = waitForText("sd-status", "Hint", Duration.ofSeconds(5));
    long end = System.nanoTime() + Duration.ofMillis(1200).toNanos();
    while (System.nanoTime() < end) {
      assertEquals(hint, byId("sd-status").getText(), "the count's progress leaves the hint's line alone");
    }
    cancelJob("sudoku");
    String stopped = waitForText("sd-status", "Cancelled", Duration.ofSeconds(10));
    assertTrue(stopped.matches("Cancelled after [0-9,]+ solutions\\."), stopped);
    assertEquals("", progress("sudoku"), "the progress line goes with its job");
    waitUntil(Duration.ofSeconds(5), () -> server.searches().unfinished() == 0);
  }

  @Test
  void aTankAttackSolveIsCancelled() {
    open("tanks");
    byId("tk-solve").click();
    waitUntil(Duration.ofSeconds(10), () -> progress("tanks").startsWith("Searching…"));
    assertFalse(byId("tk-solve").isEnabled(), "one solve at a time");
    cancelJob("tanks");
    waitForText("tk-status", "Cancelled", Duration.ofSeconds(10));
    assertTrue(byId("tk-solve").isEnabled());
    waitUntil(Duration.ofSeconds(5), () -> server.searches().unfinished() == 0);
  }

  @Test
  void leavingThePageCancelsItsJobs() {
    emptySudoku();
    byId("sd-count").click();
    waitUntil(Duration.ofSeconds(10), () -> progress("sudoku").contains("solutions"));
    assertEquals(1, server.searches().unfinished());
    browser.get("about:blank");
    waitUntil(Duration.ofSeconds(5), () -> server.searches().unfinished() == 0);
  }

  /** A list stops at its limit: no share of the tree (it read "0.0% of the tree"). */
  @Test
  void aListShowsNoShareOfTheTree() {
    open("xcc");
    new Select(byId("xcc-example")).selectByValue("queens8");
    waitUntil(Duration.ofSeconds(5), () -> byId("xcc-text").getDomProperty("value").startsWith("|")
        || byId("xcc-text").getDomProperty("value").length() > 10);
    byId("xcc-list").click();
    waitForText("xcc-status", "solutions (the first ones)", Duration.ofSeconds(10));
    String shown = byId("xcc-progress-text").getText();
    assertFalse(shown.contains("of the tree"), shown);
  }
}

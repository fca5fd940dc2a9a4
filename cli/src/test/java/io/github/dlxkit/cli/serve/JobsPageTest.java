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
  /**
   * How long a cancelled job's words may take to show: the cancel, a poll (every 250 ms), the page's
   * update and the test's look, each a round trip through a machine a CI run loads with other tests'
   * searches (the CI round of 2026-12-07 16:41 UTC saw a Tank Attack cancel miss 10 s once, while
   * the cancel alone takes about 30 ms on a quiet machine). A wait ends as soon as the words show.
   */
  private static final Duration CANCELLED = Duration.ofSeconds(30);

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
    String stopped = waitForText("sd-status", "Cancelled", CANCELLED);
    assertTrue(stopped.matches("Cancelled after [0-9,]+ solutions\\."), stopped);
    assertEquals("", progress("sudoku"), "the progress line goes with its job");
    waitUntil(Duration.ofSeconds(5), () -> server.searches().unfinished() == 0);
  }

  /**
   * A Cancel clicked while the job's answer is still on its way (the progress line and its button
   * show at once) is kept and sent when the answer comes: it was lost, and the search ran on (seen
   * as aTankAttackSolveIsCancelled failing under load). The page's fetch is slowed so that the
   * answer to the POST that starts the job comes a second late.
   */
  @Test
  void aCancelBeforeTheJobsAnswerIsKept() {
    countEmptySudokuWithFetch("(path, init) => f(path, init).then(r =>"
        + " String(path).includes('?job') ? new Promise(ok => setTimeout(() => ok(r), 1000)) : r)");
    cancelAndSeeItStop();
  }

  /**
   * A cancel whose request is lost (the page's fetch of the first /cancel fails without sending it,
   * as a request on a connection the server closed fails) is sent again with the next poll: without
   * that, the count ran on.
   */
  @Test
  void aLostCancelIsSentAgain() {
    countEmptySudokuWithFetch("(path, init) =>"
        + " String(path).includes('/cancel') && lost++ === 0 ? Promise.reject(new TypeError('lost')) : f(path, init)");
    waitUntil(Duration.ofSeconds(10), () -> progress("sudoku").contains("solutions"));
    cancelAndSeeItStop();
  }

  /** Two polls lost on the way (as a cancel above) are tried again: the job is followed to its end. */
  @Test
  void aLostPollIsTriedAgain() {
    countEmptySudokuWithFetch("(path, init) => String(path).startsWith('/api/jobs/')"
        + " && init.method === 'GET' && lost++ < 2 ? Promise.reject(new TypeError('lost')) : f(path, init)");
    waitUntil(Duration.ofSeconds(10), () -> progress("sudoku").contains("solutions"));
    cancelAndSeeItStop();
  }

  /**
   * Starts the count of the empty 9×9 Sudoku with the page's fetch replaced by {@code fetch}, a
   * function of (path, init) that may call the page's own as {@code f} and count in {@code lost}.
   */
  private void countEmptySudokuWithFetch(String fetch) {
    emptySudoku();
    ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(
        "const f = window.fetch; let lost = 0; window.fetch = " + fetch + ";");
    byId("sd-count").click();
  }

  /** Clicks the Sudoku count's Cancel, then sees its status say so and the server's search end. */
  private void cancelAndSeeItStop() {
    cancelJob("sudoku");
    String stopped = waitForText("sd-status", "Cancelled", CANCELLED);
    assertTrue(stopped.startsWith("Cancelled"), stopped);
    waitUntil(Duration.ofSeconds(5), () -> server.searches().unfinished() == 0);
  }

  @Test
  void aTankAttackSolveIsCancelled() {
    open("tanks");
    byId("tk-solve").click();
    waitUntil(Duration.ofSeconds(10), () -> progress("tanks").startsWith("Searching…"));
    assertFalse(byId("tk-solve").isEnabled(), "one solve at a time");
    cancelJob("tanks");
    waitForText("tk-status", "Cancelled", CANCELLED);
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

  /**
   * A polyomino count is cancelled by the tab's Cancel: the domino tilings of the 10×10 square
   * (258,584,046,368, OEIS A004003 n = 5: counted one by one, hours) from a puzzle file.
   */
  @Test
  void aPolyominoCountIsCancelled() {
    open("polyomino");
    new Select(byId("po-set")).selectByValue("file");
    byId("po-puzzle").clear();
    byId("po-puzzle").sendKeys("piece D *\n##\n\nregion\n" + "##########\n".repeat(10));
    byId("po-count").click();
    waitUntil(Duration.ofSeconds(10), () -> byId("po-cancel").isEnabled());
    waitUntil(Duration.ofSeconds(10), () -> server.searches().unfinished() == 1);
    byId("po-cancel").click();
    waitForText("po-status", "Cancelled", CANCELLED);
    assertTrue(byId("po-count").isEnabled(), "Count is offered again");
    waitUntil(Duration.ofSeconds(5), () -> server.searches().unfinished() == 0);
  }

  /**
   * A Tantrix Solve is a job with its own Cancel: the Super Genius (red and yellow lines, 12 tiles
   * on a free shape) takes about 700,000 nodes to its first solution (tantrix/results/ga/
   * exact-first-solution.txt: 3.8 s of CPU), cancelled as soon as its progress line shows.
   */
  @Test
  void aTantrixSolveIsCancelled() {
    open("tantrix");
    waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(
        org.openqa.selenium.By.cssSelector(".tray-tile")).isEmpty());
    new Select(byId("tx-puzzle")).selectByValue("super_genius");
    byId("tx-new").click();
    waitUntil(Duration.ofSeconds(10), () -> browser.findElements(
        org.openqa.selenium.By.cssSelector(".tray-tile")).size() == 12);
    byId("tx-solve").click();
    waitUntil(Duration.ofSeconds(10), () -> progress("tantrix").startsWith("Solving"));
    cancelJob("tantrix");
    waitForText("tx-status", "Cancelled", CANCELLED);
    assertEquals(0, browser.findElements(org.openqa.selenium.By.cssSelector(".board .tile")).size(),
        "no solution is drawn");
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

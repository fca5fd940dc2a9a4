package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The Sudoku tab in Chromium on the README's puzzle, whose solution
 * 513687249849521637267349581158463972974218365326795418782934156635172894491856723 is in README.md
 * (and `dlx sudoku solve` prints it).
 */
class SudokuPageTest extends PageTest {
  private static final String SOLUTION =
      "513687249849521637267349581158463972974218365326795418782934156635172894491856723";

  private List<WebElement> cells() {
    return browser.findElements(By.cssSelector("#sd-grid input"));
  }

  private String grid() {
    StringBuilder sb = new StringBuilder();
    for (WebElement c : cells()) {
      String v = c.getDomProperty("value");
      sb.append(v.isEmpty() ? "." : v);
    }
    return sb.toString();
  }

  @Test
  void hintThenSolve() throws Exception {
    open("sudoku");
    waitUntil(Duration.ofSeconds(10), () -> cells().size() == 81);
    byId("sd-hint").click();
    String hint = waitForText("sd-status", "Hint:", Duration.ofSeconds(10));
    // the hinted cell holds the solution's value, and the hint names the cell and technique
    assertTrue(hint.matches("Hint: row \\d, column \\d is \\d: (naked|hidden) single.*"), hint);
    int row = hint.charAt(10) - '1';
    int column = hint.charAt(20) - '1';
    assertEquals(SOLUTION.charAt(row * 9 + column), grid().charAt(row * 9 + column), hint);

    // a wrong entry is marked as it is typed
    WebElement second = cells().get(1);
    second.sendKeys("2");
    waitUntil(Duration.ofSeconds(10), () -> String.valueOf(second.getDomAttribute("class")).contains("wrong"));
    second.clear();
    second.sendKeys("1");
    waitUntil(Duration.ofSeconds(10), () -> !String.valueOf(second.getDomAttribute("class")).contains("wrong"));

    byId("sd-solve").click();
    waitForText("sd-status", "unique", Duration.ofSeconds(10));
    assertEquals(SOLUTION, grid());
    screenshot("sudoku");

    byId("sd-count").click();
    // "1 solution:" is the final line; "1 solution" alone also matches a progress line ("Counting… 1 solutions so far")
    assertEquals("1 solution: the puzzle is unique.", waitForText("sd-status", "1 solution:", Duration.ofSeconds(20)));
  }

  @Test
  void generatesAPuzzleOfTheDifficultyAsked() {
    open("sudoku");
    new org.openqa.selenium.support.ui.Select(byId("sd-difficulty")).selectByValue("hidden-singles");
    byId("sd-generate").click();
    String said = waitForText("sd-status", "givens", Duration.ofSeconds(30));
    assertTrue(said.endsWith("solved by hidden singles."), said);
  }
}

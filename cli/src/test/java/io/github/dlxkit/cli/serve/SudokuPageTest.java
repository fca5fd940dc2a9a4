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

  private WebElement cell(int i) {
    return cells().get(i);
  }

  private String marks(int i) {
    return browser.findElements(By.cssSelector("#sd-grid .cell")).get(i).findElement(By.className("marks")).getText()
        .replaceAll("\\s", "");
  }

  private String focused() {
    return String.valueOf(browser.switchTo().activeElement().getDomAttribute("data-cell"));
  }

  /** Pencil marks by the mode (its button, Space) and by Shift with a symbol; a value hides them. */
  @Test
  void pencilMarks() {
    open("sudoku");
    waitUntil(Duration.ofSeconds(10), () -> cells().size() == 81);
    byId("sd-pencil").click();
    assertEquals("true", byId("sd-pencil").getDomAttribute("aria-pressed"));
    cell(1).sendKeys("2");
    cell(1).sendKeys("7");
    assertEquals("", cell(1).getDomProperty("value"));
    assertEquals("27", marks(1));
    cell(1).sendKeys("2");
    assertEquals("7", marks(1), "a mark typed again goes");
    cell(1).sendKeys(" ");
    assertEquals("false", byId("sd-pencil").getDomAttribute("aria-pressed"), "Space leaves the mode");
    cell(2).sendKeys(org.openqa.selenium.Keys.chord(org.openqa.selenium.Keys.SHIFT, "4"));
    assertEquals("4", marks(2), "Shift with a symbol writes a mark");
    cell(1).sendKeys("1");
    assertEquals("1", cell(1).getDomProperty("value"));
    assertEquals("", marks(1), "a value hides the cell's marks");
  }

  @Test
  void arrowKeysUndoRedoAndHiddenErrors() {
    open("sudoku");
    waitUntil(Duration.ofSeconds(10), () -> cells().size() == 81);
    cell(1).click();
    cell(1).sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT);
    assertEquals("2", focused());
    browser.switchTo().activeElement().sendKeys(org.openqa.selenium.Keys.ARROW_DOWN);
    assertEquals("11", focused());
    browser.switchTo().activeElement().sendKeys(org.openqa.selenium.Keys.ARROW_LEFT, org.openqa.selenium.Keys.ARROW_UP);
    assertEquals("1", focused());

    cell(1).sendKeys("2"); // the solution has 1 here
    waitUntil(Duration.ofSeconds(10), () -> String.valueOf(cell(1).getDomAttribute("class")).contains("wrong"));
    String red = cell(1).getCssValue("background-color");
    byId("sd-errors").click();
    waitUntil(Duration.ofSeconds(5), () -> !cell(1).getCssValue("background-color").equals(red));
    assertEquals("", byId("sd-status").getText(), "hidden errors are not told either");
    byId("sd-errors").click();

    byId("sd-undo").click();
    assertEquals("", cell(1).getDomProperty("value"));
    byId("sd-redo").click();
    assertEquals("2", cell(1).getDomProperty("value"));
    cell(1).sendKeys(org.openqa.selenium.Keys.chord(org.openqa.selenium.Keys.CONTROL, "z"));
    assertEquals("", cell(1).getDomProperty("value"));
    cell(1).sendKeys(org.openqa.selenium.Keys.chord(org.openqa.selenium.Keys.CONTROL, "y"));
    assertEquals("2", cell(1).getDomProperty("value"));
  }

  /** The solution has 1 at row 1, column 2: a 2 there is what the hint points at, before any other cell. */
  @Test
  void aHintPointsAtAWrongEntryFirst() {
    open("sudoku");
    waitUntil(Duration.ofSeconds(10), () -> cells().size() == 81);
    cell(1).sendKeys("2");
    String before = grid();
    byId("sd-hint").click();
    assertEquals("Hint: row 1, column 2 is not 2: it differs from the solution.",
        waitForText("sd-status", "Hint", Duration.ofSeconds(10)));
    assertEquals(before, grid(), "no cell filled");
    assertEquals("1", focused());
  }

  /** 16×16 explains its symbols and can be generated; 25×25 cannot (Generator.MAX_BOX_SIZE is 4). */
  @Test
  void sizesLegendAndAPastedGrid() {
    open("sudoku");
    new org.openqa.selenium.support.ui.Select(byId("sd-size")).selectByValue("16");
    waitUntil(Duration.ofSeconds(5), () -> cells().size() == 256);
    assertEquals("Symbols beyond 9: a = 10, b = 11, c = 12, d = 13, e = 14, f = 15, g = 16.", byId("sd-legend").getText());
    assertTrue(byId("sd-generate").isEnabled());
    new org.openqa.selenium.support.ui.Select(byId("sd-size")).selectByValue("25");
    waitUntil(Duration.ofSeconds(5), () -> cells().size() == 625);
    assertTrue(!byId("sd-generate").isEnabled(), "Generate makes grids up to 16×16");
    new org.openqa.selenium.support.ui.Select(byId("sd-size")).selectByValue("9");
    assertEquals("", byId("sd-legend").getText());

    browser.findElement(By.cssSelector("#tab-sudoku details summary")).click();
    byId("sd-paste").sendKeys("1.....1..1.....1");
    byId("sd-load").click();
    waitUntil(Duration.ofSeconds(10), () -> byId("sd-status").getText().startsWith("Loaded") || byId("sd-status").getText().length() > 0);
    assertEquals("Loaded a 4×4 puzzle.", byId("sd-status").getText());
    assertEquals(16, cells().size());
    assertEquals("4", byId("sd-size").getDomProperty("value"));
  }
}

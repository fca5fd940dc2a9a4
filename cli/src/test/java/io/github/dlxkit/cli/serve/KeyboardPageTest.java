package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The page with the keyboard alone (WCAG 2.1.1, 2.1.2): the tab bar as WAI-ARIA tabs, no keyboard
 * trap on the Tantrix tabs (Tab from the page's start reaches the tab bar, the toolbar, the board and
 * on past them), Enter on a button does that button's work only, and the Tank Attack cells.
 */
class KeyboardPageTest extends PageTest {
  private void keys(CharSequence... keys) {
    new Actions(browser).sendKeys(keys).perform();
  }

  /** The focused element: its id, else its class and data-tile / data-i, data-j. */
  private String focused() {
    return (String) browser.executeScript("const e = document.activeElement; if (!e) { return ''; }"
        + "return e.id || (e.getAttribute('class') || e.tagName) + (e.dataset.tile ? ':' + e.dataset.tile : '')"
        + " + (e.dataset.i !== undefined && e.dataset.j !== undefined ? ':' + e.dataset.i + ',' + e.dataset.j : '');");
  }

  /** The elements Tab reaches from the page's start, in order, until it comes round again (at most n). */
  private List<String> tabOrder(int n) {
    // the start of the page as the starting point of sequential focus navigation
    browser.executeScript("document.body.tabIndex = -1; document.body.focus(); document.body.removeAttribute('tabindex');");
    List<String> seen = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      keys(Keys.TAB);
      String f = focused();
      if (!seen.isEmpty() && f.equals(seen.get(0))) {
        break;
      }
      seen.add(f);
    }
    return seen;
  }

  @Test
  void theTabBarIsATabListWithArrowKeys() {
    open("xcc");
    WebElement first = byId("tabbtn-xcc");
    assertEquals("tab-xcc", first.getDomAttribute("aria-controls"));
    assertEquals("tabbtn-xcc", byId("tab-xcc").getDomAttribute("aria-labelledby"));
    List<String> order = tabOrder(3);
    assertEquals("tabbtn-xcc", order.get(0), "the first Tab stop is the tab shown");
    assertFalse(order.get(1).startsWith("tabbtn-"), "one Tab stop for the whole tab list: " + order);
    browser.executeScript("document.getElementById('tabbtn-xcc').focus()");
    keys(Keys.ARROW_RIGHT);
    assertEquals("tabbtn-tantrix", focused());
    waitUntil(Duration.ofSeconds(5), () -> byId("tab-tantrix").isDisplayed());
    assertEquals("true", byId("tabbtn-tantrix").getDomAttribute("aria-selected"));
    assertFalse(byId("tab-xcc").isDisplayed());
    keys(Keys.END);
    assertEquals("tabbtn-hexad", focused());
    waitUntil(Duration.ofSeconds(5), () -> byId("tab-hexad").isDisplayed());
    keys(Keys.ARROW_RIGHT);
    assertEquals("tabbtn-xcc", focused(), "round from the last to the first");
    keys(Keys.ARROW_LEFT, Keys.HOME);
    assertEquals("tabbtn-xcc", focused());
  }

  /**
   * Issue 52: on both Tantrix tabs Tab, Shift+Tab and Enter were taken over everywhere; 25 Tab
   * presses from the page's start only ever reached the board. Now Tab reaches the tab bar, each
   * control of the toolbar, the board, the tray and on; Shift+Tab goes back.
   */
  @ParameterizedTest
  @ValueSource(strings = {"tantrix", "tantrix-game"})
  void noKeyboardTrapOnTheTantrixTabs(String tab) {
    open(tab);
    String p = tab.equals("tantrix") ? "tx-" : "tg-";
    if (tab.equals("tantrix")) {
      waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector(".tray-tile")).isEmpty());
    } else {
      byId("tg-new").click();
      waitUntil(Duration.ofSeconds(30), () -> browser.findElements(By.cssSelector(".hand-tile")).size() > 0);
    }
    List<String> order = tabOrder(60);
    assertEquals("tabbtn-" + tab, order.get(0), order.toString());
    for (String id : List.of("rotl", "rotr", "play", "replay", "save", "board")) {   // Undo: disabled before a move
      assertTrue(order.contains(p + id), p + id + " reached: " + order);
    }
    // on the board Tab selects the tiles not yet played in turn (as in the Tantrix program), then goes on
    int after = order.lastIndexOf(p + "board") + 1;
    assertTrue(after > 0 && after < order.size(), "Tab goes on past the board: " + order);
    assertTrue(order.subList(after, order.size()).stream().anyMatch(f -> f.contains("tile")),
        "the tray or the hand comes after the board: " + order);
    // Shift+Tab goes back
    browser.executeScript("document.getElementById(arguments[0]).focus()", p + "rotr");
    new Actions(browser).keyDown(Keys.SHIFT).sendKeys(Keys.TAB).keyUp(Keys.SHIFT).perform();
    assertEquals(p + "rotl", focused());
  }

  /** Each control Tab reaches on the Tantrix tab shows the focus: an outline at least 2 px wide. */
  @Test
  void theFocusIsVisible() {
    open("tantrix");
    waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector(".tray-tile")).isEmpty());
    browser.executeScript("document.body.tabIndex = -1; document.body.focus(); document.body.removeAttribute('tabindex');");
    List<String> faint = new ArrayList<>();
    for (int k = 0; k < 25; k++) {
      keys(Keys.TAB);
      String style = (String) browser.executeScript("const c = getComputedStyle(document.activeElement);"
          + "return c.outlineStyle + ' ' + parseFloat(c.outlineWidth);");
      String[] parts = style.split(" ");
      boolean page = !(Boolean) browser.executeScript("return document.activeElement === document.body;");
      if (page && (parts[0].equals("none") || Double.parseDouble(parts[1]) < 2)) {   // the body: past the page's end
        faint.add(focused() + " (" + style + ")");
      }
    }
    assertTrue(faint.isEmpty(), "focus not visible on " + faint);
  }

  /** Enter on Hint asks for a hint; it used to play the selected tile instead (refused: not on the board). */
  @Test
  void enterOnAButtonDoesThatButtonsWork() {
    open("tantrix");
    waitUntil(Duration.ofSeconds(10), () -> !browser.findElements(By.cssSelector(".tray-tile")).isEmpty());
    browser.executeScript("document.getElementById('tx-hint').focus()");
    keys(Keys.ENTER);
    String said = waitForText("tx-status", "int", Duration.ofSeconds(30));
    assertTrue(said.startsWith("Hint: "), said);
    assertEquals(1, browser.findElements(By.cssSelector(".board .tile.played")).size());
  }

  /** The Tank Attack board: one Tab stop, the arrows move between cells, Enter shows the attacks. */
  @Test
  void tankAttackCellsByKeyboard() {
    open("tanks");
    new Select(byId("tk-symmetry")).selectByValue("rot180");
    byId("tk-solve").click();
    waitForText("tk-status", "A solution", Duration.ofSeconds(30));
    browser.executeScript("document.getElementById('tk-solve').focus()");
    String f = "";
    for (int k = 0; k < 10 && !f.startsWith("TD"); k++) {
      keys(Keys.TAB);
      f = focused();
    }
    assertEquals("TD:0,0", f, "Tab reaches the board's first cell");
    keys(Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_DOWN);
    assertEquals("TD:2,1", focused());
    keys(Keys.ENTER);
    String said = byId("tk-status").getText();
    assertTrue(said.contains("at row 3, column 2"), said);
    keys(Keys.TAB);
    assertFalse(focused().startsWith("TD"), "one Tab stop for the board: " + focused());
    WebElement cell = browser.findElement(By.cssSelector("#tk-board td[data-i='2'][data-j='1']"));
    assertTrue(cell.getDomAttribute("aria-label") != null || !cell.getText().isEmpty(), "a cell has a name");
  }
}

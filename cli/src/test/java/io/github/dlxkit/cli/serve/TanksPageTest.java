package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The Tank Attack tab in Chromium: a 6×6 board with half-turn symmetry, checked here by the rule itself
 * (each tank is attacked by as many tanks as its range), and the tank clicked shows its attacks; the
 * torus (5×5: every range 4, each tank's four neighbours being 4 away round the torus) and holes.
 */
class TanksPageTest extends PageTest {
  @Test
  void solvesASymmetricBoard() throws Exception {
    open("tanks");
    new Select(byId("tk-symmetry")).selectByValue("rot180");
    byId("tk-solve").click();
    waitForText("tk-status", "A solution", Duration.ofSeconds(30));
    List<WebElement> cells = browser.findElements(By.cssSelector("#tk-board td"));
    assertEquals(36, cells.size());
    int[][] g = new int[6][6];
    for (WebElement c : cells) {
      g[Integer.parseInt(c.getDomAttribute("data-i"))][Integer.parseInt(c.getDomAttribute("data-j"))] =
          Integer.parseInt(c.getText());
    }
    for (int i = 0; i < 6; i++) {
      for (int j = 0; j < 6; j++) {
        assertEquals(g[i][j], g[5 - i][5 - j], "half-turn symmetry at " + i + "," + j);
        int attackers = 0;
        for (int a = 0; a < 6; a++) {
          attackers += (a != i && g[a][j] == Math.abs(a - i) ? 1 : 0) + (a != j && g[i][a] == Math.abs(a - j) ? 1 : 0);
        }
        assertEquals(g[i][j], attackers, "range and attackers at " + i + "," + j);
      }
    }
    cells.get(0).click();
    assertTrue(byId("tk-status").getText().startsWith("The tank of range " + g[0][0] + " at row 1, column 1 attacks"));
    screenshot("tanks");
  }

  @Test
  void theTorusAndHoles() throws Exception {
    open("tanks");
    byId("tk-n").clear();
    byId("tk-n").sendKeys("5");
    byId("tk-torus").click();
    byId("tk-solve").click();
    waitForText("tk-status", "A solution", Duration.ofSeconds(30));
    List<WebElement> cells = browser.findElements(By.cssSelector("#tk-board td"));
    assertEquals(25, cells.size());
    assertTrue(cells.stream().allMatch(c -> c.getText().equals("4")));
    cells.get(0).click();
    assertEquals("The tank of range 4 at row 1, column 1 attacks 4 tanks.", byId("tk-status").getText());
    assertEquals(4, browser.findElements(By.cssSelector("#tk-board td.hit")).size());

    byId("tk-n").clear();
    byId("tk-n").sendKeys("4");
    byId("tk-holes").click();
    byId("tk-solve").click();
    String which = waitForText("tk-which", "solution 1 of the first", Duration.ofSeconds(30));
    int listed = Integer.parseInt(which.substring("solution 1 of the first ".length()));
    while (byId("tk-next").isEnabled() && browser.findElements(By.cssSelector("#tk-board td.hole")).size() == 16) {
      byId("tk-next").click();
    }
    assertTrue(browser.findElements(By.cssSelector("#tk-board td.hole")).size() > 0, "a grid with holes");
    assertTrue(browser.findElements(By.cssSelector("#tk-board td.hole")).size() < 16, "not the empty grid");
    screenshot("tanks-torus-holes");
    byId("tk-count").click();
    assertEquals(listed + " solutions.", waitForText("tk-status", "solutions.", Duration.ofSeconds(30)),
        "every solution listed (fewer than 20) is counted");
  }
}

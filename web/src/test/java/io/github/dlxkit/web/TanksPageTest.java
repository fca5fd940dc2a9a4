package io.github.dlxkit.web;

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
 * (each tank is attacked by as many tanks as its range), and the tank clicked shows its attacks.
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
}

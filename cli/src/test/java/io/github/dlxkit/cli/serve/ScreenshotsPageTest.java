package io.github.dlxkit.cli.serve;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The pictures of docs/web.md's "On a phone and on a wide screen": a few tabs at 390×844 (a phone) and
 * at 1400×1000 CSS pixels, by Chromium's device emulation. A plain run writes them under
 * cli/target/screenshots; {@code -Ddlxkit.screenshots=docs/images} renews the committed ones
 * (docs/web.md, "The screenshots").
 */
class ScreenshotsPageTest extends PageTest {
  @AfterEach
  void plainWindow() {
    browser.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
  }

  private void size(int width, int height, boolean mobile) {
    browser.executeCdpCommand("Emulation.setDeviceMetricsOverride",
        Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
  }

  /** The Sudoku tab with a hint, a few entries, pencil marks and a wrong entry pointed at. */
  private void sudoku() {
    open("sudoku");
    waitUntil(Duration.ofSeconds(10), () -> browser.findElements(By.cssSelector("#sd-grid input")).size() == 81);
    var cells = browser.findElements(By.cssSelector("#sd-grid input"));
    byId("sd-hint").click();
    waitForText("sd-status", "Hint", Duration.ofSeconds(10));
    WebElement c = cells.get(10);
    c.sendKeys(" ", "2", "4", "6", " ");
    cells.get(12).sendKeys(" ", "6", "7", " ");
    cells.get(1).sendKeys("2");
    byId("sd-hint").click();
    waitForText("sd-status", "is not 2", Duration.ofSeconds(10));
  }

  private void game() {
    open("tantrix-game");
    byId("tg-new").click();
    waitUntil(Duration.ofSeconds(20), () -> !browser.findElements(By.cssSelector("#tg-hands .hand .tray > *")).isEmpty());
  }

  private void tanks() {
    open("tanks");
    byId("tk-n").clear();
    byId("tk-n").sendKeys("5");
    byId("tk-torus").click();
    byId("tk-solve").click();
    waitForText("tk-status", "A solution", Duration.ofSeconds(30));
  }

  @Test
  void onAPhoneAndOnAWideScreen() throws IOException {
    for (boolean phone : new boolean[] {true, false}) {
      size(phone ? 390 : 1400, phone ? 844 : 1000, phone);
      String prefix = phone ? "phone-" : "wide-";
      sudoku();
      screenshot(prefix + "sudoku");
      game();
      browser.executeScript("document.getElementById('tg-board').scrollIntoView({block: 'start'});");
      screenshot(prefix + "game");
      tanks();
      screenshot(prefix + "tanks");
      open("xcc");
      screenshot(prefix + "xcc");
    }
  }
}

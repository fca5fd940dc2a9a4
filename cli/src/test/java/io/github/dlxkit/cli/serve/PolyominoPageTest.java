package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * The Polyominoes tab in Chromium: the 12 pentominoes in a 3×20 box have 2 solutions up to symmetry
 * (Haselgrove 1960; Knuth, "Dancing Links", 2000), 8 with every orientation counted (README.md);
 * Scott's puzzle (the 8×8 board without its centre) has 65 up to symmetry (Scott 1958; Knuth, ibid.).
 */
class PolyominoPageTest extends PageTest {
  @Test
  void browsesAndCountsThePentominoesIn3x20() throws Exception {
    open("polyomino");
    byId("po-show").click();
    waitForText("po-which", "solution 1 of the first 8", Duration.ofSeconds(30));
    assertEquals(1, browser.findElements(By.cssSelector("#po-picture svg")).size());
    String first = byId("po-picture").getDomProperty("innerHTML");
    byId("po-next").click();
    assertEquals("solution 2 of the first 8", byId("po-which").getText());
    assertFalse(first.equals(byId("po-picture").getDomProperty("innerHTML")), "another picture");
    screenshot("polyomino");
    byId("po-count").click();
    assertEquals("8 solutions (every orientation counted).", waitForText("po-status", "8 solutions", Duration.ofSeconds(30)));
  }

  @Test
  void browsesTheSymmetryClasses() {
    open("polyomino");
    byId("po-classes").click();
    byId("po-show").click();
    assertEquals("class 1 of the first 2: 4 solutions in this class",
        waitForText("po-which", "class 1", Duration.ofSeconds(30)));
    assertEquals("The puzzle has 4 symmetries (the identity included); one solution per class is shown.",
        byId("po-status").getText());
    byId("po-next").click();
    assertEquals("class 2 of the first 2: 4 solutions in this class", byId("po-which").getText());
    byId("po-count").click();
    assertEquals("2 solutions up to symmetry.", waitForText("po-status", "up to symmetry", Duration.ofSeconds(30)));
  }

  @Test
  void opensAPuzzleFile() throws Exception {
    open("polyomino");
    new Select(byId("po-set")).selectByValue("file");
    assertFalse(byId("po-file-wrap").getDomProperty("hidden").equals("true"));
    byId("po-upload").sendKeys(Path.of("polyomino/src/test/resources/puzzles/scott.txt").toAbsolutePath().toString());
    waitUntil(Duration.ofSeconds(5), () -> byId("po-puzzle").getDomProperty("value").contains("region"));
    byId("po-reflections").click();
    byId("po-classes").click();
    byId("po-show").click();
    waitForText("po-which", "class 1 of the first 50", Duration.ofSeconds(60));
    screenshot("polyomino-file");
    byId("po-count").click();
    assertEquals("65 solutions up to symmetry.", waitForText("po-status", "up to symmetry", Duration.ofSeconds(60)));

    byId("po-puzzle").clear();
    byId("po-puzzle").sendKeys("piece A\n#x\n\nregion\n##\n");
    byId("po-show").click();
    assertEquals("puzzle: line 2", waitForText("po-status", "puzzle:", Duration.ofSeconds(10)).substring(0, 14));
  }
}

package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What every browser test shares: a server on a free port, the shared Chromium, waiting for the page,
 * and screenshots: under cli/target/screenshots by default, so that {@code mvn verify} leaves the tree
 * clean; into the folder the system property {@value #SCREENSHOTS} names when it is set
 * ({@code -Ddlxkit.screenshots=docs/images} refreshes the pictures of docs/web.md).
 */
abstract class PageTest {
  /** The system property naming the screenshots' folder (relative to the repository root). */
  static final String SCREENSHOTS = "dlxkit.screenshots";
  static WebServer server;
  ChromeDriver browser;

  @BeforeAll
  static void startServer() throws IOException {
    server = WebServer.start("127.0.0.1", 0, ServerLimits.defaults());
  }

  @AfterAll
  static void stopServer() {
    if (server != null) {
      server.close();
    }
  }

  @BeforeEach
  void openBrowser() throws IOException {
    browser = Chromium.driver();
  }

  /** Opens the page at tab {@code name} (a fresh load, so no state leaks between tests). */
  void open(String tab) {
    browser.get(server.uri() + "#" + tab);
    browser.navigate().refresh();
    waitUntil(Duration.ofSeconds(10), () -> browser.findElement(By.id("tab-" + tab)).isDisplayed());
  }

  WebElement byId(String id) {
    return browser.findElement(By.id(id));
  }

  /**
   * Waits until {@code condition} holds; after {@code timeout} fails with what the page said then
   * ({@link #pageState}), so that a CI log tells more than the lambda's class name.
   */
  void waitUntil(Duration timeout, java.util.function.BooleanSupplier condition) {
    waiting(browser, timeout).withMessage(this::pageState).until(d -> condition.getAsBoolean());
  }

  /**
   * What the page says now, for a failed wait: the tabs' non-empty status lines, the progress lines
   * of running jobs, and the server's unfinished searches.
   */
  String pageState() {
    try {
      List<String> statuses = new ArrayList<>();
      for (WebElement e : browser.findElements(By.cssSelector(".status"))) {
        String text = e.getText();
        if (!text.isEmpty()) {
          statuses.add("#" + e.getDomAttribute("id") + " " + Messages.quote(text));
        }
      }
      return "status lines " + statuses + ", progress lines " + browser.findElements(By.cssSelector(".progress.job span"))
          .stream().map(WebElement::getText).toList() + ", searches unfinished " + server.searches().unfinished();
    } catch (RuntimeException e) {
      return "the page could not be read: " + e; // the browser itself failed: its error says why
    }
  }

  /**
   * A wait on {@code driver} that looks every {@value #POLL_MILLIS} ms, failing after {@code timeout}.
   * Selenium's default looks every 500 ms, and a test that waits for the page after each move of a
   * game (the Tantrix game tab: 56 moves, each awaited in one browser or two) spent most of its time
   * asleep between looks; a look is one round trip to chromedriver.
   */
  static WebDriverWait waiting(WebDriver driver, Duration timeout) {
    WebDriverWait wait = new WebDriverWait(driver, timeout);
    wait.pollingEvery(Duration.ofMillis(POLL_MILLIS));
    return wait;
  }

  /** How often {@link #waiting} looks. */
  static final int POLL_MILLIS = 25;

  /**
   * The text of element {@code id} once it contains {@code part}; after {@code timeout} fails naming
   * what the element and the tab's progress lines said instead (a CI log then tells why).
   */
  String waitForText(String id, String part, Duration timeout) {
    waiting(browser, timeout)
        .withMessage(() -> "#" + id + " says " + Messages.quote(byId(id).getText()) + "; " + pageState())
        .until(d -> byId(id).getText().contains(part));
    return byId(id).getText();
  }

  /** The progress line of the job running on tab {@code tab} (its text; "" while there is none). */
  String progress(String tab) {
    var lines = browser.findElements(By.cssSelector("#tab-" + tab + " .progress.job span"));
    return lines.isEmpty() ? "" : lines.get(0).getText();
  }

  /** Clicks the Cancel of the job running on tab {@code tab}. */
  void cancelJob(String tab) {
    browser.findElement(By.cssSelector("#tab-" + tab + " .progress.job button")).click();
  }

  /** Saves the window as web-NAME.png in the screenshots' folder (see {@link #SCREENSHOTS}). */
  void screenshot(String name) throws IOException {
    byte[] png = browser.getScreenshotAs(OutputType.BYTES);
    Path dir = Path.of(System.getProperty(SCREENSHOTS, "cli/target/screenshots"));
    Files.createDirectories(dir);
    Files.write(dir.resolve("web-" + name + ".png"), png);
  }
}

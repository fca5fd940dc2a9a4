package io.github.dlxkit.cli.serve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * One headless Chromium for every browser test of the run (starting it costs seconds), driven through
 * Debian's chromedriver at a fixed path so that Selenium Manager never downloads a driver. Where
 * Chromium is missing the tests are skipped with a message — except under {@code CI=true}, where that
 * is a failure (.ci/run installs it).
 */
final class Chromium {
  static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static ChromeDriver driver;

  private Chromium() {}

  /** The shared driver, started on first use; the test is skipped (or fails on CI) without Chromium. */
  static synchronized ChromeDriver driver() throws IOException {
    if (driver != null) {
      return driver;
    }
    boolean present = Files.isExecutable(CHROMEDRIVER) && Files.isExecutable(CHROMIUM);
    String missing = "no " + CHROMIUM + " and " + CHROMEDRIVER
        + " (apt-get install chromium chromium-driver): browser tests skipped";
    if (!present && "true".equals(System.getenv("CI"))) {
      throw new AssertionError(missing.replace("skipped", "cannot run under CI=true"));
    }
    Assumptions.assumeTrue(present, missing);
    Path profile = Files.createTempDirectory("dlx-chromium-");
    driver = start(profile);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      driver.quit();
      deleteQuietly(profile);
    }));
    return driver;
  }

  /**
   * A second browser with a profile of its own, for a test that plays from two browsers at once; the
   * caller quits it (call {@link #driver()} first: it decides whether browser tests run at all).
   */
  static ChromeDriver another() throws IOException {
    Path profile = Files.createTempDirectory("dlx-chromium-");
    ChromeDriver other = start(profile);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteQuietly(profile)));
    return other;
  }

  private static ChromeDriver start(Path profile) {
    // the driver's path given explicitly: Selenium Manager would try to download one (the Builder
    // class is not named here: its @AutoService annotation is not on the class path, a javac warning)
    ChromeDriverService service = ChromeDriverService.createDefaultService();
    service.setExecutable(CHROMEDRIVER.toString());
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    // without the networking flags Chromium waits for services this offline machine cannot reach
    options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage", "--window-size=1280,900", "--user-data-dir=" + profile);
    ChromeDriver d = new ChromeDriver(service, options);
    d.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
    return d;
  }

  private static void deleteQuietly(Path dir) {
    try (var files = Files.walk(dir)) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a temporary folder left behind is harmless
    }
  }
}

package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.core.search.Progress;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ProgressPrinterTest {
  @Test
  void printsEstimateSolutionsRateAndTimeToGo() {
    StringWriter sw = new StringWriter();
    ProgressPrinter printer = new ProgressPrinter(new PrintWriter(sw));
    printer.onProgress(new Progress(0.25, 3_000_000, 42, Duration.ofSeconds(10)));
    // not a terminal under test: one line per report; 3M nodes in 10 s = 300k/s; 30 s to go
    assertEquals("progress  25.00%  solutions 42  nodes 3.0M  300.0k nodes/s  elapsed 0:10  to go ~0:30\n",
        sw.toString().replace(System.lineSeparator(), "\n"));
  }

  @Test
  void humanNumbersAndClock() {
    assertEquals("9999", ProgressPrinter.human(9999));
    assertEquals("12.3k", ProgressPrinter.human(12_345));
    assertEquals("1.2G", ProgressPrinter.human(1_234_567_890));
    assertEquals("1:01:01", ProgressPrinter.clock(Duration.ofSeconds(3661)));
    assertEquals("0:59", ProgressPrinter.clock(Duration.ofSeconds(59)));
  }
}

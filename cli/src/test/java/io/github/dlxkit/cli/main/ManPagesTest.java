package io.github.dlxkit.cli.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The man pages are roff that {@code man -l} renders (no markup left, no groff warnings), one per
 * command, each with an EXIT STATUS section listing 0, 1, 2 and 3.
 */
class ManPagesTest {
  @TempDir Path dir;

  @Test
  void everyCommandHasAPageThatManRenders() throws Exception {
    List<Path> pages = ManPages.write(dir);
    assertTrue(pages.size() > 15, "pages: " + pages);
    assertTrue(Files.exists(dir.resolve("dlx.1")));
    assertTrue(Files.exists(dir.resolve("dlx-count.1")));
    assertTrue(Files.exists(dir.resolve("dlx-sudoku-solve.1")));
    for (Path page : pages) {
      String roff = Files.readString(page);
      assertTrue(roff.startsWith(".TH "), page + ": " + roff.lines().findFirst().orElse(""));
      for (String section : List.of("NAME", "SYNOPSIS", "EXIT STATUS")) {
        assertTrue(roff.contains("\n.SH " + section + "\n"), page + " has no " + section);
      }
    }
    String count = man(dir.resolve("dlx-count.1"));
    assertTrue(count.contains("EXIT STATUS"), count);
    assertTrue(count.lines().anyMatch(l -> l.strip().equals("--kernel auto|links|cells|bits")), count);
    assertTrue(count.lines().anyMatch(l -> l.strip().matches("2\\s+bad usage or bad input.*")), count);
    assertFalse(count.contains(".TH") || count.contains("\\f") || count.contains("\\-"), "markup left: " + count);
    String dlx = man(dir.resolve("dlx.1"));
    assertTrue(dlx.contains("dlx-count(1)"), dlx);
  }

  /** {@code man -l PAGE} as plain text; fails on any warning groff gives. */
  private String man(Path page) throws Exception {
    Path out = dir.resolve("man.out");
    Path err = dir.resolve("man.err");
    ProcessBuilder pb = new ProcessBuilder("man", "--warnings", "-l", page.toString())
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    pb.environment().put("MANWIDTH", "100");
    pb.environment().put("MANPAGER", "cat");
    pb.environment().put("PAGER", "cat");
    pb.environment().put("MAN_KEEP_FORMATTING", "");
    pb.environment().put("LANG", "C.UTF-8");
    Process p = pb.start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "man -l did not finish");
    String warnings = Files.readString(err, StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), "man -l " + page + ": " + warnings);
    assertEquals("", warnings.strip(), "groff warnings for " + page);
    // man prints bold and underlined text with backspaces when its output is not a terminal
    return Files.readString(out, StandardCharsets.UTF_8).replaceAll(".\b", "");
  }
}

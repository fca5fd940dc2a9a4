package io.github.dlxkit.sudoku.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * An empty 64×64 grid (16,384 items) fills in a child JVM of 256 MB. The search goes thousands of
 * levels deep; when each restore point held a copy of every item's size (64 KB), the 3,718 held
 * at once took 287 MB and more than 512 MB while their array grew, so this ran out of memory (an
 * empty 100×100 grid needed 12 GB); the dancing-cells kernel's trailed snapshots keep only the
 * sizes that changed.
 */
class EmptyGridMemoryTest {

  @Test
  void emptyGridFillsInASmallHeap() throws IOException, InterruptedException {
    Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx256m", "-cp", System.getProperty("java.class.path"),
        EmptyGridChild.class.getName(), "8")
        .redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), out);
  }
}

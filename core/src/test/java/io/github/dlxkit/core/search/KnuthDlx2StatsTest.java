package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.io.KnuthFormat;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The test of a faithful Algorithm C: on every file of {@code xcc/}, the solution, node and update
 * counts equal those Knuth's DLX2 reports (gcc -O2), listed in {@code xcc/knuth-dlx2-stats.tsv}.
 * Equal node counts mean the same search tree, so the same MRV choices, tie-breaks included.
 */
class KnuthDlx2StatsTest {

  record Expected(String file, long solutions, long nodes, long updates) {
    @Override
    public String toString() {
      return file;
    }
  }

  static List<Expected> expected() throws IOException {
    List<Expected> rows = new ArrayList<>();
    try (InputStream in = resource("knuth-dlx2-stats.tsv")) {
      String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
      for (int i = 1; i < lines.length; i++) {
        String[] f = lines[i].strip().split("\t");
        rows.add(new Expected(f[0], Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3])));
      }
    }
    return rows;
  }

  static InputStream resource(String name) {
    InputStream in = KnuthDlx2StatsTest.class.getResourceAsStream("/xcc/" + name);
    if (in == null) {
      throw new IllegalStateException("missing test resource xcc/" + name);
    }
    return in;
  }

  static DlxFile read(String name) throws IOException {
    try (Reader r = new InputStreamReader(resource(name), StandardCharsets.UTF_8)) {
      return KnuthFormat.read(r, name);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("expected")
  void sameCountsAsDlx2(Expected e) throws IOException {
    // DLX2's statistics are the links kernel's: asked for, as the default is the fastest kernel
    SearchResult r = ExactCoverSolver.of(read(e.file()).problem()).withKernel(Kernel.DANCING_LINKS).run();
    assertTrue(r.isComplete());
    assertEquals(e.solutions(), r.solutions(), "solutions");
    assertEquals(e.nodes(), r.statistics().nodes(), "nodes");
    assertEquals(e.updates(), r.statistics().updates(), "updates");
  }
}

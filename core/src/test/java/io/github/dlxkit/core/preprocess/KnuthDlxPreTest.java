package io.github.dlxkit.core.preprocess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The preprocessor against Knuth's DLX-PRE on the reference files and nine random XCC files
 * ({@code xcc/pre/random*.dlx}). {@code xcc/knuth-dlx-pre.tsv} holds DLX-PRE's figures, made by
 * {@code xcc/pre/dlx-pre-figures.sh} (items and options of its output, and its "Removed X options
 * and Y items, R rounds" line); where the binary is at hand ({@code $DLX_PRE}, else
 * {@code /tmp/anchors/bin/dlx-pre}, built by {@code ../shared/anchors/build.sh}) it is also run on
 * every file in this test run. CI does not build the anchors, so there the live half is skipped.
 */
class KnuthDlxPreTest {
  record Figures(int items, int options, int optionsRemoved, int itemsRemoved, int rounds) {}

  private static Path dir() throws URISyntaxException {
    return Path.of(KnuthDlxPreTest.class.getResource("/xcc/knuth-dlx-pre.tsv").toURI()).getParent();
  }

  private static Figures ours(Path file) throws IOException {
    Preprocessed pre = Preprocessor.reduce(KnuthFormat.read(file).problem());
    ExactCoverProblem p = pre.problem();
    return new Figures(p.itemCount(), p.optionCount(), pre.optionsRemoved(), pre.itemsRemoved(), pre.rounds());
  }

  /** Each option's items (with colours), in order, as text. */
  private static List<String> optionLines(ExactCoverProblem p) {
    List<String> lines = new ArrayList<>();
    for (int o = 0; o < p.optionCount(); o++) {
      StringBuilder line = new StringBuilder();
      for (int e = p.optionStart(o); e < p.optionStart(o + 1); e++) {
        int c = p.entryColour(e);
        line.append(' ').append(p.itemName(p.entryItem(e))).append(c == 0 ? "" : ":" + p.colourName(c));
      }
      lines.add(line.toString());
    }
    return lines;
  }

  @TestFactory
  List<DynamicTest> asDlxPresTable() throws IOException, URISyntaxException {
    Path dir = dir();
    List<DynamicTest> tests = new ArrayList<>();
    for (String line : Files.readAllLines(dir.resolve("knuth-dlx-pre.tsv"))) {
      if (line.startsWith("#") || line.isBlank()) {
        continue;
      }
      String[] f = line.split("\t");
      Figures theirs = new Figures(Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3]),
          Integer.parseInt(f[4]), Integer.parseInt(f[5]));
      tests.add(DynamicTest.dynamicTest(f[0], () -> assertEquals(theirs, ours(dir.resolve(f[0])))));
    }
    return tests;
  }

  @TestFactory
  List<DynamicTest> asDlxPreRunNow() throws IOException, URISyntaxException {
    String bin = System.getenv().getOrDefault("DLX_PRE", "/tmp/anchors/bin/dlx-pre");
    Path dir = dir();
    List<DynamicTest> tests = new ArrayList<>();
    for (String line : Files.readAllLines(dir.resolve("knuth-dlx-pre.tsv"))) {
      if (line.startsWith("#") || line.isBlank()) {
        continue;
      }
      String name = line.split("\t")[0];
      tests.add(DynamicTest.dynamicTest(name, () -> {
        Assumptions.assumeTrue(Files.isExecutable(Path.of(bin)),
            "no dlx-pre at " + bin + " (build it with ../shared/anchors/build.sh, or set DLX_PRE): compared with the table only");
        Process proc = new ProcessBuilder(bin).redirectInput(dir.resolve(name).toFile()).start();
        byte[] out = proc.getInputStream().readAllBytes();
        String err = new String(proc.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        Assumptions.assumeTrue(proc.waitFor(60, TimeUnit.SECONDS));
        ExactCoverProblem theirs = KnuthFormat.parse(new String(out, StandardCharsets.UTF_8), "dlx-pre").problem();
        Figures ours = ours(dir.resolve(name));
        assertEquals(theirs.itemCount(), ours.items(), err);
        assertEquals(theirs.optionCount(), ours.options(), err);
        // and in DLX-PRE's order, option by option (issue 54: docs/cli.md says so)
        assertEquals(optionLines(theirs),
            optionLines(Preprocessor.reduce(KnuthFormat.read(dir.resolve(name)).problem()).problem()));
        String[] last = err.strip().split("\n");
        String report = last[last.length - 1];
        assertEquals(report.replaceAll(", after [0-9+]+ mems", ""),
            Preprocessor.reduce(KnuthFormat.read(dir.resolve(name)).problem()).report());
      }));
    }
    return tests;
  }
}

package io.github.dlxkit.sudoku.fuzz;

import io.github.dlxkit.core.BadInputException;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.testing.Fuzz;
import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.batch.SudokuBatch;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;

/**
 * Fuzzing of the Sudoku string parser and of batch files: a puzzle or a BadInputException
 * with one short line; a batch gives one result per line, in order, and a bad line never costs the
 * good lines their answers.
 */
class SudokuInputFuzzTest {
  /** A puzzle with a unique solution (the CLI tests' puzzle A). */
  private static final String GOOD =
      "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";

  @Property(tries = 300)
  void randomStrings(@ForAll @StringLength(max = 120) String text) {
    Fuzz.answersOrExplains(BadInputException.class, () -> new Sudoku(text));
  }

  @Property(tries = 300)
  void oneEdit(@ForAll int at, @ForAll("edits") String edit, @ForAll boolean replace) {
    String text = Fuzz.edit(GOOD, at, edit, replace);
    Fuzz.answersOrExplains(BadInputException.class, () -> new Sudoku(text).solutions(SudokuKernel.DLX).limit(2).count());
  }

  @Property(tries = 30)
  void batchKeepsEveryGoodAnswer(@ForAll @Size(max = 12) List<@IntRange(min = 0, max = 3) Integer> kinds,
      @ForAll("edits") String garbage) throws Exception {
    List<String> lines = new ArrayList<>();
    for (int kind : kinds) {
      lines.add(kind == 0 ? garbage.replace("\n", " ").replace("\r", " ") : GOOD);
    }
    List<SudokuBatch.Result> results = new ArrayList<>();
    new SudokuBatch(SudokuBatch.Mode.SOLVE, SudokuKernel.DLX, 2, 2)
        .run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), results::add);
    // blank and comment lines may be skipped; every other line has one result, in order
    java.util.Map<Integer, SudokuBatch.Result> byLine = new java.util.HashMap<>();
    int previous = 0;
    for (SudokuBatch.Result r : results) {
      assertTrue(r.lineNumber() > previous, "results in input order");
      previous = r.lineNumber();
      byLine.put(r.lineNumber(), r);
      if (!r.isValid()) {
        assertTrue(r.error().length() <= Fuzz.MAX_MESSAGE && !r.error().contains("\n"), r.error());
      }
    }
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).equals(GOOD)) {
        SudokuBatch.Result r = byLine.get(i + 1);
        assertTrue(r != null && r.isValid() && r.solution().isPresent(), "line " + (i + 1));
      }
    }
  }

  @Provide
  Arbitrary<String> edits() {
    return Fuzz.edits();
  }
}

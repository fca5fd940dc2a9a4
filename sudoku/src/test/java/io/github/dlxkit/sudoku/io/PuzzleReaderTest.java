package io.github.dlxkit.sudoku.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.sudoku.Sudoku;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Puzzles one per line or per block, and where the blocks end. */
class PuzzleReaderTest {
  static final String SMALL = ".4..32....14..3.";
  static final String SMALL_NUMBERS = "0 4 0 0 3 2 0 0 0 0 1 4 0 0 3 0";

  static List<PuzzleReader.Record> read(String text) throws IOException {
    PuzzleReader reader = new PuzzleReader(new BufferedReader(new StringReader(text)));
    List<PuzzleReader.Record> records = new ArrayList<>();
    PuzzleReader.Record r;
    while ((r = reader.next()) != null) {
      records.add(r);
    }
    return records;
  }

  @Test
  void linesBlocksAndComments() throws IOException {
    Sudoku big = PuzzleTextTest.puzzle(4, 7);
    Sudoku nine = PuzzleTextTest.puzzle(3, 8);
    String text = "# a mixed file\n" + SMALL + " comment\n\n" + big.toMatrixText() + "\n\n"
        + SMALL_NUMBERS + "\n" + nine.toMatrixText() + "\n# end\n" + big.toJson() + "\n";
    List<PuzzleReader.Record> records = read(text);
    assertEquals(List.of(2, 4, 21, 22, 32), records.stream().map(PuzzleReader.Record::lineNumber).toList());
    List<Sudoku> puzzles = records.stream().map(r -> Sudoku.parse(r.text())).toList();
    assertEquals(List.of(new Sudoku(SMALL), big, new Sudoku(SMALL), nine, big), puzzles);
  }

  @Test
  void exactlySideLinesMakeABlockMoreAreOnePuzzleEach() throws IOException {
    // 16 numbers per line: a 4×4 puzzle, or a row of a 16×16 grid
    for (int lines : new int[] {1, 15, 16, 17, 33, 40}) {
      String text = String.join("\n", Collections.nCopies(lines, SMALL_NUMBERS)) + "\n";
      int expected = lines == 16 ? 1 : lines;
      assertEquals(expected, read(text).size(), lines + " lines");
    }
    // a blank line ends a block: 16 rows, blank, 16 rows
    String rows = String.join("\n", Collections.nCopies(16, SMALL_NUMBERS));
    assertEquals(2, read(rows + "\n\n" + rows + "\n").size());
  }
}

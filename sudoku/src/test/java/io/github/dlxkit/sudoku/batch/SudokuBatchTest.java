package io.github.dlxkit.sudoku.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.sudoku.PuzzleSets;
import io.github.dlxkit.sudoku.SudokuKernel;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A batch on several threads delivers what one thread delivers, in the same order, over many
 * chunks: more chunks than the workers may hold ahead of the next to deliver, so that the
 * workers wait for each other (magictour_top1465: 1,465 puzzles, 12 chunks of 128, and a bad line
 * in nearly every chunk), and chunks that take longer than the next ones (empty grids, counted to 2,000
 * solutions, at the start of every third chunk), so that chunks finish out of order.
 */
class SudokuBatchTest {

  @Test
  void threadsDeliverWhatOneThreadDeliversInInputOrder() throws IOException {
    StringBuilder text = new StringBuilder();
    List<String> puzzles = PuzzleSets.load("magictour_top1465");
    for (int i = 0; i < puzzles.size(); i++) {
      String line = i % 100 == 7 ? "not a puzzle" : puzzles.get(i);
      text.append(i % (3 * SudokuBatch.CHUNK) < 8 ? "0".repeat(81) : line).append('\n');
    }
    List<String> one = run(text.toString(), 1);
    assertEquals(1465, one.size());
    assertEquals(14, one.stream().filter(r -> r.endsWith("error")).count()); // lines 108, 208, ... 1408
    assertEquals(32, one.stream().filter(r -> r.endsWith(" 2000")).count()); // 8 empty grids in 4 chunks
    assertEquals(one, run(text.toString(), 3));
  }

  /** Each result as "line count" or "line error", in the order the sink got them. */
  private static List<String> run(String text, int threads) throws IOException {
    List<String> got = new ArrayList<>();
    SudokuBatch batch = new SudokuBatch(SudokuBatch.Mode.COUNT, SudokuKernel.BACKTRACK, threads, 2000);
    SudokuBatch.Summary summary = batch.run(new BufferedReader(new StringReader(text)),
        r -> got.add(r.lineNumber() + " " + (r.isValid() ? r.count() + "" : "error")));
    assertEquals(got.size(), summary.puzzles());
    for (int i = 0; i < got.size(); i++) {
      assertEquals(i + 1, Integer.parseInt(got.get(i).split(" ")[0]), "line order");
    }
    return got;
  }
}

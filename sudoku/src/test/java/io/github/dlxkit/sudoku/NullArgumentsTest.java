package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Issue 53: a null at a public entry point is refused at the door, the parameter named. */
class NullArgumentsTest {
  private static final Sudoku EMPTY = new Sudoku("................");

  @Test
  void nullsAreNamedAtTheDoor() {
    Map<String, Executable> calls = new LinkedHashMap<>();
    calls.put("puzzle", () -> new Sudoku((String) null));
    calls.put("cells", () -> new Sudoku((int[]) null));
    calls.put("rows", () -> new Sudoku((int[][]) null));
    calls.put("text", () -> Sudoku.parse(null));
    calls.put("kernel", () -> EMPTY.count((SudokuKernel) null));
    calls.put("kernel ", () -> EMPTY.findFirst(null));
    calls.put("kernel  ", () -> EMPTY.solutions((SudokuKernel) null));
    calls.put("solver", () -> EMPTY.solutions((io.github.dlxkit.sudoku.model.SudokuSolver) null));
    assertAll(calls.entrySet().stream().map(e -> () -> assertEquals(e.getKey().trim(),
        assertThrows(NullPointerException.class, e.getValue(), e.getKey().trim()).getMessage(),
        "the message names the parameter")));
  }
}

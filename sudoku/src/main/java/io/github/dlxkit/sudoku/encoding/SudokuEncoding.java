package io.github.dlxkit.sudoku.encoding;

import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.sudoku.model.Geometry;
import java.lang.ref.SoftReference;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * A Sudoku of box size n as an exact-cover problem, built once per size and shared.
 *
 * <p><b>Items</b> (all primary), in this declaration order — which matters, because the engine
 * breaks ties between items with equally few options in favour of the one declared first:
 * <ol>
 *   <li>{@code p<r>,<c>}: cell (r, c) holds a value (N² items);
 *   <li>{@code r<r>,<v>}: row r holds value v; then {@code c<c>,<v>} for columns and
 *       {@code b<b>,<v>} for boxes (N² items each).
 * </ol>
 * Rows, columns and boxes count from 0, values from 1. Cells first is Knuth's order in his Sudoku
 * examples: on a tie, fill a cell before looking for a place for a value. Of the orders of the
 * four families we tried it gives the smallest trees when counting to 2 solutions: 690 nodes per
 * puzzle on top95 and 5151 on forum_hardest_1106, against 762 and 7459 values first (Sage's order)
 * and about 970 and 8250 boxes first; the benchmark {@code SudokuDlxBenchmark} times the first two.
 *
 * <p><b>Options</b>: one per (cell, value), {@code option = cell * N + value - 1}, with the items
 * {@code p} of the cell, {@code r}, {@code c} and {@code b} of the value in the cell's row, column
 * and box. A puzzle is solved by fixing the options of its givens
 * ({@link io.github.dlxkit.core.kernel.SearchMatrix#fix}) and searching; so the matrix never depends
 * on the puzzle and is built once.
 *
 * <pre>{@code
 * SudokuEncoding e = SudokuEncoding.of(3);
 * e.problem().itemCount();           // 324: cells, rows, columns and boxes, each with 9 values
 * e.problem().optionCount();         // 729: a value in a cell
 * int option = e.option(10, 5);      // 5 in row 2, column 2
 * e.cellOf(option);                  // 10
 * }</pre>
 */
public final class SudokuEncoding {
  /** Encodings up to this box size are kept for good; larger ones only while memory allows. */
  private static final int MAX_STRONGLY_CACHED_BOX_SIZE = 6;

  private static final ConcurrentMap<Integer, SudokuEncoding> CACHE = new ConcurrentHashMap<>();
  private static final ConcurrentMap<Integer, SoftReference<SudokuEncoding>> SOFT_CACHE =
      new ConcurrentHashMap<>();

  private final Geometry geometry;
  private final ExactCoverProblem problem;
  private final ExactCoverSolver solver;

  private SudokuEncoding(Geometry geometry, boolean cellsFirst) {
    this.geometry = geometry;
    this.problem = build(geometry, cellsFirst);
    this.solver = ExactCoverSolver.of(problem);
  }

  /**
   * {@return the shared encoding for box size {@code boxSize}} Up to 36×36 it is built once; larger ones
   * (the 100×100 matrix has a million options) are kept through a soft reference, so memory can be
   * reclaimed. Immutable and thread-safe.
   *
   * @param boxSize the box size n, 1 to {@value Geometry#MAX_BOX_SIZE} (3 for 9×9)
   * @throws IllegalArgumentException ({@link io.github.dlxkit.core.BadInputException}) if the box
   *     size is out of range
   */
  public static SudokuEncoding of(int boxSize) {
    Geometry g = Geometry.of(boxSize);
    if (boxSize <= MAX_STRONGLY_CACHED_BOX_SIZE) {
      return CACHE.computeIfAbsent(boxSize, n -> new SudokuEncoding(g, true));
    }
    synchronized (SOFT_CACHE) {
      SoftReference<SudokuEncoding> ref = SOFT_CACHE.get(boxSize);
      SudokuEncoding e = ref == null ? null : ref.get();
      if (e == null) {
        e = new SudokuEncoding(g, true);
        SOFT_CACHE.put(boxSize, new SoftReference<>(e));
      }
      return e;
    }
  }

  /**
   * {@return an encoding with the same options but the items declared values-first (rows, columns, boxes,
   * then cells, as SageMath does); not cached} For measuring the effect of the order only.
   *
   * @param boxSize the box size n, 1 to {@value Geometry#MAX_BOX_SIZE}
   */
  public static SudokuEncoding valuesFirst(int boxSize) {
    return new SudokuEncoding(Geometry.of(boxSize), false);
  }

  private static ExactCoverProblem build(Geometry g, boolean cellsFirst) {
    int side = g.side();
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    int[] first = new int[4]; // first item id of the cell, row, column and box families
    int[] order = cellsFirst ? new int[] {0, 1, 2, 3} : new int[] {1, 2, 3, 0};
    String[] prefix = {"p", "r", "c", "b"};
    for (int family : order) {
      first[family] = b.itemCount();
      for (int i = 0; i < side; i++) {
        for (int j = 0; j < side; j++) {
          // cells are p<row>,<column>; the others <unit><index>,<value>
          b.addPrimary(prefix[family] + i + "," + (family == 0 ? j : j + 1));
        }
      }
    }
    int[] items = new int[4];
    for (int cell = 0; cell < g.cellCount(); cell++) {
      int r = g.row(cell);
      int c = g.column(cell);
      int box = g.box(cell);
      for (int v = 0; v < side; v++) {
        items[0] = first[0] + cell;
        items[1] = first[1] + r * side + v;
        items[2] = first[2] + c * side + v;
        items[3] = first[3] + box * side + v;
        b.addOption(items);
      }
    }
    return b.build();
  }

  /** {@return the geometry} */
  public Geometry geometry() {
    return geometry;
  }

  /** {@return the exact-cover problem (for export with {@code KnuthFormat}, or for custom searches)} */
  public ExactCoverProblem problem() {
    return problem;
  }

  /** {@return the problem's solver; its matrix is built once and copied for each search} */
  public ExactCoverSolver solver() {
    return solver;
  }

  /**
   * {@return the item {@code p<r>,<c>} of {@code cell} (row-major): the items {@code ExactCoverSolver
   * .withBranchItems} is given for branching on cells only (docs/sudoku.md, "Large grids")}
   *
   * @param cell a cell, 0 to {@code cellCount() - 1} of the geometry
   */
  public int cellItem(int cell) {
    return problem.itemCount() == 4 * geometry.cellCount() && problem.itemName(cell).startsWith("p")
        ? cell : 3 * geometry.cellCount() + cell;
  }

  /** {@return the items of all cells, in row-major order (see {@link #cellItem})} */
  public int[] cellItems() {
    int[] items = new int[geometry.cellCount()];
    for (int cell = 0; cell < items.length; cell++) {
      items[cell] = cellItem(cell);
    }
    return items;
  }

  /**
   * {@return the option that puts {@code value} (1..N) in {@code cell}} Not checked: arguments out
   * of range give a wrong option.
   *
   * @param cell a cell, row-major from 0
   * @param value a value, 1 to N
   */
  public int option(int cell, int value) {
    return cell * geometry.side() + value - 1;
  }

  /**
   * {@return the cell of {@code option}, row-major from 0}
   *
   * @param option an option of {@link #problem()}
   */
  public int cellOf(int option) {
    return option / geometry.side();
  }

  /**
   * {@return the value (1..N) of {@code option}}
   *
   * @param option an option of {@link #problem()}
   */
  public int valueOf(int option) {
    return option % geometry.side() + 1;
  }

  /**
   * {@return the options of the givens of {@code cells} (row-major, 0 = blank), in cell order}
   * For {@link ExactCoverSolver#withFixedOptions}.
   *
   * @param cells the grid's values, row-major, 0 for a blank, each at most N (not checked)
   */
  public int[] givenOptions(int[] cells) {
    int count = 0;
    for (int v : cells) {
      if (v != 0) {
        count++;
      }
    }
    int[] options = new int[count];
    int k = 0;
    for (int cell = 0; cell < cells.length; cell++) {
      if (cells[cell] != 0) {
        options[k++] = option(cell, cells[cell]);
      }
    }
    return options;
  }
}

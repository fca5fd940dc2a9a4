package io.github.dlxkit.tanks.encoding;

import io.github.dlxkit.core.util.Indices;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.BoardSymmetries;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.Arrays;

/**
 * Turns a Tank Attack board into an exact-cover problem with colours, and solutions back into
 * grids.
 *
 * <p>The difficulty is the count: "cell t is attacked by exactly v tanks" is not a one-of-a-set
 * condition. The encoding makes it one by letting each cell <em>choose which</em> of its potential
 * attackers attack it, and checking that choice against the attackers' ranges through colours:
 *
 * <ul>
 *   <li>For every ordered pair (a, t) of cells in the same row or column, a secondary item
 *       {@code a>t} coloured {@code y} (a attacks t) or {@code n} (it does not).
 *   <li>A primary item {@code vt} per cell: its options are (range w, row share r). Option (w, r)
 *       colours {@code t>u} for every cell u that t could attack: {@code y} exactly for the cells
 *       that range w reaches, {@code n} for the others &mdash; this is t <em>as an attacker</em>.
 *       It also colours two secondary count items, {@code nrt} with r and {@code nct} with w - r:
 *       t <em>as a target</em> must be attacked by r tanks from its row and w - r from its column.
 *   <li>A primary item {@code rowt}: one option per subset S of the other cells of t's row. It
 *       colours {@code a>t} with {@code y} for a in S and {@code n} for the others, and
 *       {@code nrt} with |S|. Likewise {@code colt} for t's column and {@code nct}.
 * </ul>
 * Cells are named as on a chess board, row letter then column ({@code b3}: second row, third
 * column), so that {@code vb3}, {@code rowb3}, {@code b1>b3} and every other name fits the 8
 * characters of Knuth's DLX2 and DLX3; counts are coloured with one digit (base 36: {@code a} is
 * 10), as those programs read colours.
 *
 * <p>Every pair item is coloured by exactly two chosen options, the attacker's range option and the
 * target's row or column option, so they must agree; the count items force the subsets' sizes to
 * add up to the range. Hence the solutions correspond one to one to the Tank Attack solutions
 * (the row share r of a solution is determined by it, so no solution is counted twice).
 *
 * <p>With a symmetry, cells of one orbit share one range option (it colours the pair items of
 * every cell of the orbit as an attacker), and only the orbit's representative cell gets target
 * items: the count at the other cells of the orbit is the same by symmetry. With holes, range 0
 * is an option: it attacks nothing, and with r = 0 the cell must not be attacked.
 *
 * <h2>Symmetry breaking</h2>
 * With {@code leaders} ({@link #of(Board, RequiredSymmetry, boolean, boolean)}) only the leader of
 * each class of grids under the square's eight symmetries is kept: the grid X with X &le; X&#8728;g,
 * ranges read row by row, for each of the seven symmetries g &ne; identity ({@link BoardSymmetries};
 * docs/tanks.md, "Symmetry breaking", proves that each class keeps exactly one grid, with or
 * without a required symmetry and holes, on the plane and the torus). The matrix says it itself,
 * so that Knuth's programs count the classes too:
 * <ul>
 *   <li>a secondary item {@code xt} per representative cell t, coloured by t's range option with
 *       the range (one base-36 digit);
 *   <li>for each g and each cell k in reading order whose comparison with g(k) can decide
 *       anything, a primary item {@code g<s>k} (s the symmetry's number) and a secondary state
 *       item {@code e<s>k} after it, coloured {@code =} while X and X&#8728;g are equal so far, or
 *       {@code <} once X is smaller. The options of {@code g<s>k} are the allowed steps: from
 *       {@code =}, ranges a &le; b of k and g(k) (colouring {@code xk}, {@code xg(k)}) leading to
 *       {@code <} if a &lt; b, else {@code =}; from {@code <}, one option leading to {@code <},
 *       which leaves the ranges free. The first comparison starts at {@code =}.
 * </ul>
 * The steps a grid takes are determined by the grid, so each leader is one cover and no other
 * grid is: counts are of classes. A comparison is left out when k and g(k) share an orbit (equal
 * by construction) or when an earlier cell j had the same pair of orbits (unordered): while
 * {@code =} holds, X(j) = X(g(j)) for every earlier j, so the pair is known equal.
 *
 * <h2>Layout</h2>
 * Options are numbered in the order built: for each orbit (in order of its representative cell),
 * its range options; then, per representative, its row options then its column options; then,
 * with leaders, the comparison options, symmetry by symmetry.
 * {@code optionOrbit[o]} and {@code optionRange[o]} give an option's orbit and range, or -1 for
 * row and column options.
 *
 * <pre>{@code
 * TankEncoding e = TankEncoding.of(Board.of(4, false), RequiredSymmetry.NONE, false);
 * Solution s = ExactCoverSolver.of(e.problem()).findFirst().orElseThrow();
 * Grid g = e.decode(s.optionIds(), s.optionIds().length);
 * g.isSolution();   // true: all 2s
 * }</pre>
 */
public final class TankEncoding {
  private final Board board;
  private final RequiredSymmetry symmetry;
  private final boolean holes;
  private final boolean leaders;
  private final ExactCoverProblem problem;
  private final int[] orbitRep; // cell -> representative cell
  private final int[] optionOrbit;
  private final int[] optionRange;

  private TankEncoding(Board board, RequiredSymmetry symmetry, boolean holes, boolean leaders) {
    this.board = board;
    this.symmetry = symmetry;
    this.holes = holes;
    this.leaders = leaders;
    this.orbitRep = symmetry.orbitRepresentatives(board.size());
    int n = board.size();
    int cells = n * n;
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    int yes = b.colour("y");
    int no = b.colour("n");
    int[] count = new int[n];
    for (int k = 0; k < n; k++) {
      count[k] = b.colour(Character.toString(Character.forDigit(k, 36))); // one character, as DLX2 and DLX3 read
    }
    boolean[] isRep = new boolean[cells];
    for (int c = 0; c < cells; c++) {
      isRep[orbitRep[c]] = true;
    }
    // primary items, in the order the search should break ties: ranges, then rows and columns
    int[] rangeItem = new int[cells];
    int[] rowItem = new int[cells];
    int[] colItem = new int[cells];
    for (int t = 0; t < cells; t++) {
      if (isRep[t]) {
        rangeItem[t] = b.addPrimary("v" + name(t));
      }
    }
    for (int t = 0; t < cells; t++) {
      if (isRep[t]) {
        rowItem[t] = b.addPrimary("row" + name(t));
        colItem[t] = b.addPrimary("col" + name(t));
      }
    }
    int[] rowCount = new int[cells];
    int[] colCount = new int[cells];
    int per = 2 * (n - 1);
    int[][] pair = new int[cells][]; // pair[t][k]: item x.a.t for the k-th potential attacker a of t
    for (int t = 0; t < cells; t++) {
      if (isRep[t]) {
        rowCount[t] = b.addSecondary("nr" + name(t));
        colCount[t] = b.addSecondary("nc" + name(t));
        int[] att = board.attackers(t);
        pair[t] = new int[per];
        for (int k = 0; k < per; k++) {
          pair[t][k] = b.addSecondary(name(att[k]) + ">" + name(t));
        }
      }
    }

    int[] valueItem = new int[cells]; // with leaders: the item coloured with the range of a representative
    if (leaders) {
      for (int t = 0; t < cells; t++) {
        if (isRep[t]) {
          valueItem[t] = b.addSecondary("x" + name(t));
        }
      }
    }

    // for every cell a: the pair items (a, t) over representatives t, with the masks of a's ranges
    int[][] outItem = new int[cells][];
    int[][] outMask = new int[cells][];
    int[] outCount = new int[cells];
    for (int a = 0; a < cells; a++) {
      outItem[a] = new int[per];
      outMask[a] = new int[per];
    }
    for (int t = 0; t < cells; t++) {
      if (isRep[t]) {
        int[] att = board.attackers(t);
        int[] masks = board.rangeMasks(t);
        for (int k = 0; k < per; k++) {
          int a = att[k];
          outItem[a][outCount[a]] = pair[t][k];
          outMask[a][outCount[a]++] = masks[k];
        }
      }
    }

    int minRange = holes ? 0 : 1;
    int rowSize = n - 1;
    int[] optionOrbitTmp = new int[1 << 16];
    int[] optionRangeTmp = new int[1 << 16];
    int options = 0;
    int[] items = new int[1 + 3 + 4 * per];
    int[] colours = new int[items.length];
    for (int rep = 0; rep < cells; rep++) {
      if (!isRep[rep]) {
        continue;
      }
      for (int w = minRange; w <= n - 1; w++) {
        for (int r = Math.max(0, w - rowSize); r <= Math.min(w, rowSize); r++) {
          int len = 0;
          items[len] = rangeItem[rep];
          colours[len++] = 0;
          items[len] = rowCount[rep];
          colours[len++] = count[r];
          items[len] = colCount[rep];
          colours[len++] = count[w - r];
          if (leaders) {
            items[len] = valueItem[rep];
            colours[len++] = count[w];
          }
          for (int a = 0; a < cells; a++) {
            if (orbitRep[a] != rep) {
              continue;
            }
            for (int k = 0; k < outCount[a]; k++) {
              items[len] = outItem[a][k];
              colours[len++] = (outMask[a][k] >> w & 1) != 0 ? yes : no;
            }
          }
          int o = b.addOption(Arrays.copyOf(items, len), Arrays.copyOf(colours, len));
          if (o >= optionOrbitTmp.length) {
            optionOrbitTmp = Arrays.copyOf(optionOrbitTmp, 2 * o);
            optionRangeTmp = Arrays.copyOf(optionRangeTmp, 2 * o);
          }
          optionOrbitTmp[o] = rep;
          optionRangeTmp[o] = w;
          options = o + 1;
        }
      }
    }
    for (int t = 0; t < cells; t++) {
      if (!isRep[t]) {
        continue;
      }
      for (int line = 0; line < 2; line++) {
        int first = line * rowSize;
        int lineItem = line == 0 ? rowItem[t] : colItem[t];
        int countItem = line == 0 ? rowCount[t] : colCount[t];
        for (int subset = 0; subset < 1 << rowSize; subset++) {
          int len = 0;
          items[len] = lineItem;
          colours[len++] = 0;
          items[len] = countItem;
          colours[len++] = count[Integer.bitCount(subset)];
          for (int k = 0; k < rowSize; k++) {
            items[len] = pair[t][first + k];
            colours[len++] = (subset >> k & 1) != 0 ? yes : no;
          }
          int o = b.addOption(Arrays.copyOf(items, len), Arrays.copyOf(colours, len));
          if (o >= optionOrbitTmp.length) {
            optionOrbitTmp = Arrays.copyOf(optionOrbitTmp, 2 * o);
            optionRangeTmp = Arrays.copyOf(optionRangeTmp, 2 * o);
          }
          optionOrbitTmp[o] = -1;
          optionRangeTmp[o] = -1;
          options = o + 1;
        }
      }
    }
    int optionsSoFar = options;
    if (leaders) {
      options = leaderOptions(b, valueItem, count, minRange, options);
    }
    this.problem = b.build();
    this.optionOrbit = Arrays.copyOf(optionOrbitTmp, options);
    this.optionRange = Arrays.copyOf(optionRangeTmp, options);
    Arrays.fill(optionOrbit, optionsSoFar, options, -1);
    Arrays.fill(optionRange, optionsSoFar, options, -1);
  }

  /**
   * Adds the comparisons that keep only leaders (see "Symmetry breaking" above) after the
   * {@code options} options so far; returns the number of options after them.
   */
  private int leaderOptions(ExactCoverProblem.Builder b, int[] valueItem, int[] range, int minRange, int options) {
    int n = board.size();
    int cells = n * n;
    int equal = b.colour("=");
    int less = b.colour("<");
    int[][] symmetries = BoardSymmetries.nonIdentity(n);
    for (int s = 0; s < symmetries.length; s++) {
      int[] g = symmetries[s];
      // the cells whose comparison with their image can decide: not in one orbit, a new pair of orbits
      java.util.Set<Long> known = new java.util.HashSet<>();
      int[] compared = new int[cells];
      int m = 0;
      for (int k = 0; k < cells; k++) {
        int p = orbitRep[k];
        int q = orbitRep[g[k]];
        if (p != q && known.add((long) Math.min(p, q) * cells + Math.max(p, q))) {
          compared[m++] = k;
        }
      }
      int state = -1; // the state item before this comparison; none before the first, where '=' holds
      for (int i = 0; i < m; i++) {
        int k = compared[i];
        int comparison = b.addPrimary("g" + s + name(k));
        int next = i == m - 1 ? -1 : b.addSecondary("e" + s + name(k));
        for (int a = minRange; a < n; a++) {
          for (int c = a; c < n; c++) {
            int[] items = {comparison, valueItem[orbitRep[k]], valueItem[orbitRep[g[k]]], state, next};
            int[] colours = {0, range[a], range[c], equal, a < c ? less : equal};
            options = addSome(b, items, colours) + 1;
          }
        }
        if (state >= 0) {
          options = addSome(b, new int[] {comparison, state, next}, new int[] {0, less, less}) + 1;
        }
        state = next;
      }
    }
    return options;
  }

  /** Adds the option of those {@code items} (with their {@code colours}) that are not -1; returns its id. */
  private static int addSome(ExactCoverProblem.Builder b, int[] items, int[] colours) {
    int len = 0;
    int[] is = new int[items.length];
    int[] cs = new int[items.length];
    for (int i = 0; i < items.length; i++) {
      if (items[i] >= 0) {
        is[len] = items[i];
        cs[len++] = colours[i];
      }
    }
    return b.addOption(Arrays.copyOf(is, len), Arrays.copyOf(cs, len));
  }

  /**
   * {@return the encoding of {@code board} with the given symmetry and (with {@code holes}) empty cells}
   * The row and column options grow as 2^(n-1) per cell: {@link io.github.dlxkit.tanks.TankAttack}
   * uses it up to {@value io.github.dlxkit.tanks.TankAttack#MAX_EXACT_COVER_SIZE}.
   *
   * @param board the board's side and whether it is a torus
   * @param symmetry the symmetry every grid must have ({@link RequiredSymmetry#NONE}: any)
   * @param holes whether cells may be empty (range 0)
   */
  public static TankEncoding of(Board board, RequiredSymmetry symmetry, boolean holes) {
    return new TankEncoding(board, symmetry, holes, false);
  }

  /**
   * As {@link #of(Board, RequiredSymmetry, boolean)}; with {@code leaders}, keeping only the leader
   * of each class of grids under the square's eight symmetries, in the matrix itself (see
   * "Symmetry breaking" above): its covers are then the classes.
   *
   * <pre>{@code
   * TankEncoding e = TankEncoding.of(Board.of(4, false), RequiredSymmetry.NONE, true, true);
   * ExactCoverSolver.of(e.problem()).count();   // 8: the 22 grids of the 4x4 board with holes fall in 8 classes
   * }</pre>
   *
   * @param board the board's side and whether it is a torus
   * @param symmetry the symmetry every grid must have ({@link RequiredSymmetry#NONE}: any)
   * @param holes whether cells may be empty (range 0)
   * @param leaders true to keep one grid per class under the square's eight symmetries
   * @return the encoding, its matrix built
   */
  public static TankEncoding of(Board board, RequiredSymmetry symmetry, boolean holes, boolean leaders) {
    return new TankEncoding(board, symmetry, holes, leaders);
  }

  /**
   * A cell's name as on a chess board, at most 3 characters: its row as a letter ({@code a} the
   * top row; {@code A} after {@code z}) and its column from 1, e.g. {@code b3}. Items are named from
   * it within Knuth's 8 characters (the longest, {@code rowl12} or {@code l12>l11}, has 7 on the
   * 12&times;12 boards the exact-cover method takes; 7 also at the largest board, 31).
   */
  private String name(int cell) {
    int n = board.size();
    int row = cell / n;
    char letter = (char) (row < 26 ? 'a' + row : 'A' + row - 26);
    return letter + Integer.toString(cell % n + 1);
  }

  /** {@return the exact-cover problem} */
  public ExactCoverProblem problem() {
    return problem;
  }

  /** {@return the board} */
  public Board board() {
    return board;
  }

  /** {@return the symmetry imposed} */
  public RequiredSymmetry symmetry() {
    return symmetry;
  }

  /** {@return whether empty cells are allowed} */
  public boolean holes() {
    return holes;
  }

  /** {@return whether only the leader of each class under the square's symmetries is kept} */
  public boolean keepsLeadersOnly() {
    return leaders;
  }

  /**
   * {@return the range an option gives its orbit, or -1 if it is a row, column or comparison option}
   *
   * @param option an option id of {@link #problem()}
   * @throws IllegalArgumentException if there is no such option
   */
  public int rangeOf(int option) {
    return optionRange[option(option)];
  }

  private int option(int o) {
    return Indices.checked("option", o, optionRange.length);
  }

  /**
   * The grid of a solution given as option ids {@code ids[0..count)}.
   *
   * @param ids the option ids of a solution of {@link #problem()}, e.g. as the engine found them
   * @param count how many of {@code ids} to read
   * @return the grid, each cell holding its orbit's range
   * @throws IllegalArgumentException if the options give some cell no range (not a complete
   *     solution), if {@code count} is more than {@code ids} holds, or an id is not an option of
   *     {@link #problem()}
   */
  public Grid decode(int[] ids, int count) {
    int cells = board.cells();
    int[] repRange = new int[cells];
    Arrays.fill(repRange, -1);
    Indices.checked("count", count, 0, ids.length);
    for (int i = 0; i < count; i++) {
      int o = option(ids[i]);
      if (optionRange[o] >= 0) {
        repRange[optionOrbit[o]] = optionRange[o];
      }
    }
    int[] values = new int[cells];
    for (int c = 0; c < cells; c++) {
      values[c] = repRange[orbitRep[c]];
      if (values[c] < 0) {
        throw new IllegalArgumentException("not a complete solution: no range for cell " + name(c));
      }
    }
    return Grid.ofCells(board, values);
  }
}

package io.github.dlxkit.tanks.encoding;

import io.github.dlxkit.core.util.Indices;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.BoardSymmetries;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The Tank Attack puzzle as a Boolean formula in conjunctive normal form, for an external SAT
 * solver (DIMACS format, as read by CaDiCaL, Kissat, MiniSat …). It lets a SAT solver decide the
 * cases whose search trees are too large for the searches of this module (docs/tanks.md), and it
 * is a fourth method, independent of the other three, to cross-check them.
 *
 * <pre>{@code
 * CnfEncoding cnf = CnfEncoding.of(Board.of(10, false), RequiredSymmetry.ROT90, false);
 * try (Writer w = Files.newBufferedWriter(dir.resolve("tanks10.cnf"))) {   // dir: a Path of your choice
 *   cnf.writeDimacs(w);   // then: cadical tanks10.cnf  (20 = unsatisfiable)
 * }
 * }</pre>
 *
 * <h2>Variables and clauses</h2>
 * <ul>
 *   <li>For each orbit of cells under the symmetry (each cell, without one) and each range r it may
 *       take (1..n−1, and 0 for an empty cell with holes), a variable "the orbit's cells hold r",
 *       numbered first ({@link #valueVariable}); exactly one per orbit (one clause for "at least",
 *       one per pair for "at most").
 *   <li>For each potential attacker a of a cell t, a literal "a attacks t": the value variable of
 *       a's orbit for the one range that reaches t, or on the torus, where two ranges can, a new
 *       variable equivalent to their disjunction.
 *   <li>For each orbit's smallest cell t (the others say the same by symmetry), a sequential counter
 *       over those literals: variables s(i, j) ⇔ "at least j of the first i literals hold", defined
 *       in both directions, for j up to n. Then "t holds r" implies s(m, r) and not s(m, r + 1).
 * </ul>
 * Every clause is an equivalence or a consequence of the rules, so the satisfying assignments
 * restricted to the value variables are exactly the solutions (tested against
 * {@link io.github.dlxkit.tanks.model.Grid#isSolution()}).
 */
public final class CnfEncoding {
  private final Board board;
  private final RequiredSymmetry symmetry;
  private final boolean holes;
  private final int[] orbitOf; // cell -> orbit number
  private final int[] valueBase; // orbit -> first value variable (for range minRange)
  private final int minRange;
  private final List<int[]> clauses = new ArrayList<>();
  private int variables;
  private final int trueVariable;
  private final RequiredSymmetry forbidden;
  private final boolean leaders;

  private CnfEncoding(Board board, RequiredSymmetry symmetry, boolean holes, RequiredSymmetry forbidden,
      boolean leaders) {
    this.board = board;
    this.symmetry = symmetry;
    this.holes = holes;
    int n = board.size();
    int[] rep = symmetry.orbitRepresentatives(n);
    orbitOf = new int[n * n];
    int orbits = 0;
    int[] orbitOfRep = new int[n * n];
    for (int c = 0; c < n * n; c++) {
      if (rep[c] == c) {
        orbitOfRep[c] = orbits++;
      }
    }
    for (int c = 0; c < n * n; c++) {
      orbitOf[c] = orbitOfRep[rep[c]];
    }
    minRange = holes ? 0 : 1;
    int maxRange = board.maxRange();
    valueBase = new int[orbits];
    for (int o = 0; o < orbits; o++) {
      valueBase[o] = variables + 1;
      variables += maxRange - minRange + 1;
    }
    for (int o = 0; o < orbits; o++) {
      exactlyOne(o, maxRange);
    }
    trueVariable = ++variables;
    clauses.add(new int[] {trueVariable});
    for (int c = 0; c < n * n; c++) {
      if (rep[c] == c) {
        countConstraint(c, maxRange);
      }
    }
    if (forbidden != RequiredSymmetry.NONE) {
      notInvariant(forbidden, maxRange);
    }
    this.forbidden = forbidden;
    this.leaders = leaders;
    if (leaders) {
      for (int[] g : BoardSymmetries.nonIdentity(n)) {
        notAfterImage(g, maxRange);
      }
    }
  }

  /**
   * {@return the formula for the grids on {@code board} with {@code symmetry}; with {@code holes}, cells may
   * be empty}
   *
   * @param board the board's side and whether it is a torus
   * @param symmetry the symmetry every grid must have ({@link RequiredSymmetry#NONE}: any); cells of
   *     one orbit share their variables
   * @param holes whether cells may be empty (range 0)
   */
  public static CnfEncoding of(Board board, RequiredSymmetry symmetry, boolean holes) {
    return new CnfEncoding(board, symmetry, holes, RequiredSymmetry.NONE, false);
  }

  /**
   * As {@link #of(Board, RequiredSymmetry, boolean)}, keeping only the grids that are <em>not</em> invariant
   * under {@code forbidden} (nothing is excluded for {@link RequiredSymmetry#NONE}). Unsatisfiable means:
   * every solution has that symmetry.
   *
   * @param board the board's side and whether it is a torus
   * @param symmetry the symmetry every grid must have ({@link RequiredSymmetry#NONE}: any)
   * @param holes whether cells may be empty (range 0)
   * @param forbidden the symmetry no grid may have ({@link RequiredSymmetry#NONE}: none forbidden)
   * @return the formula, its clauses built
   */
  public static CnfEncoding of(Board board, RequiredSymmetry symmetry, boolean holes, RequiredSymmetry forbidden) {
    return new CnfEncoding(board, symmetry, holes, forbidden, false);
  }

  /**
   * As {@link #of(Board, RequiredSymmetry, boolean, RequiredSymmetry)}, and with {@code leaders}
   * keeping only the <em>leader</em> of each class of grids under the board's eight symmetries:
   * the grid whose ranges, read row by row, are lexicographically smallest among its eight images.
   * The models then correspond one to one to the classes of solutions (docs/tanks.md, "Symmetry
   * breaking", proves that no class is lost, with or without {@code symmetry} and {@code forbidden}).
   *
   * @param board the board's side and whether it is a torus
   * @param symmetry the symmetry every grid must have ({@link RequiredSymmetry#NONE}: any)
   * @param holes whether cells may be empty (range 0)
   * @param forbidden the symmetry no grid may have ({@link RequiredSymmetry#NONE}: none forbidden)
   * @param leaders true to keep one grid per class under the board's eight symmetries
   * @return the formula, its clauses built
   */
  public static CnfEncoding of(Board board, RequiredSymmetry symmetry, boolean holes, RequiredSymmetry forbidden,
      boolean leaders) {
    return new CnfEncoding(board, symmetry, holes, forbidden, leaders);
  }

  /** {@return the board} */
  public Board board() {
    return board;
  }

  /** {@return the smallest range a cell may hold: 0 with holes, else 1} */
  public int minRange() {
    return minRange;
  }

  /** {@return whether only the leaders of the symmetry classes are kept} */
  public boolean keepsLeadersOnly() {
    return leaders;
  }

  /** {@return the number of variables, numbered from 1 as in DIMACS} */
  public int variables() {
    return variables;
  }

  /** {@return the clauses, each as DIMACS literals (±variable), unmodifiable} */
  public List<int[]> clauses() {
    return Collections.unmodifiableList(clauses);
  }

  /**
   * {@return the variable that says cell {@code c} (numbered {@code i * n + j}) holds {@code range}}
   * Cells of one orbit of the required symmetry share it.
   *
   * @param c the cell in row {@code i}, column {@code j}, numbered {@code i * n + j}
   * @param range {@link #minRange()} to the board's largest range
   * @throws IllegalArgumentException if {@code c} is not a cell, or {@code range} is out of those
   *     bounds
   */
  public int valueVariable(int c, int range) {
    Indices.checked("range", range, minRange, board.maxRange());
    return valueBase[orbitOf[Indices.checked("cell", c, orbitOf.length)]] + range - minRange;
  }

  /**
   * Writes the formula in DIMACS CNF, with comment lines naming the board and, for each cell and
   * range, its variable ({@code c cell I J range R var V}), so that a model can be read back.
   *
   * @param out where to write, not closed or flushed
   * @throws java.io.UncheckedIOException if {@code out} fails
   */
  public void writeDimacs(Appendable out) {
    try {
      int n = board.size();
      out.append("c Tank Attack ").append(Integer.toString(n)).append('x').append(Integer.toString(n))
          .append(board.isTorus() ? " torus" : "").append(holes ? " holes" : "")
          .append(" symmetry ").append(symmetry.name().toLowerCase(java.util.Locale.ROOT))
          .append(forbidden == RequiredSymmetry.NONE ? ""
              : " not " + forbidden.name().toLowerCase(java.util.Locale.ROOT))
          .append(leaders ? " leaders" : "")
          .append(" (written by dlxkit)\n");
      for (int c = 0; c < n * n; c++) {
        for (int r = minRange; r <= board.maxRange(); r++) {
          out.append("c cell ").append(Integer.toString(c / n)).append(' ')
              .append(Integer.toString(c % n)).append(" range ").append(Integer.toString(r))
              .append(" var ").append(Integer.toString(valueVariable(c, r))).append('\n');
        }
      }
      out.append("p cnf ").append(Integer.toString(variables)).append(' ')
          .append(Integer.toString(clauses.size())).append('\n');
      StringBuilder line = new StringBuilder();
      for (int[] clause : clauses) {
        line.setLength(0);
        for (int lit : clause) {
          line.append(lit).append(' ');
        }
        out.append(line.append("0\n"));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void exactlyOne(int orbit, int maxRange) {
    int count = maxRange - minRange + 1;
    int[] atLeast = new int[count];
    for (int k = 0; k < count; k++) {
      atLeast[k] = valueBase[orbit] + k;
    }
    clauses.add(atLeast);
    for (int a = 0; a < count; a++) {
      for (int b = a + 1; b < count; b++) {
        clauses.add(new int[] {-atLeast[a], -atLeast[b]});
      }
    }
  }

  /** The clauses that make cell {@code t}'s range equal the number of its attackers. */
  private void countConstraint(int t, int maxRange) {
    int[] attackers = board.attackers(t);
    int[] masks = board.rangeMasks(t);
    List<Integer> literals = new ArrayList<>();
    for (int k = 0; k < attackers.length; k++) {
      List<Integer> reaching = new ArrayList<>();
      for (int r = Math.max(1, minRange); r <= maxRange; r++) {
        if ((masks[k] >> r & 1) != 0) {
          reaching.add(valueVariable(attackers[k], r));
        }
      }
      if (reaching.size() == 1) {
        literals.add(reaching.get(0));
      } else if (reaching.size() > 1) {
        literals.add(disjunction(reaching));
      }
    }
    int cap = maxRange + 1; // "at least cap" is needed to say "at most maxRange"
    int[] previous = new int[cap + 1]; // s(i - 1, j) as literals; s(0, 0) true, s(0, j > 0) false
    previous[0] = trueVariable;
    for (int j = 1; j <= cap; j++) {
      previous[j] = -trueVariable;
    }
    for (int i = 1; i <= literals.size(); i++) {
      int lit = literals.get(i - 1);
      int[] current = new int[cap + 1];
      current[0] = trueVariable;
      for (int j = 1; j <= cap; j++) {
        if (j > i) {
          current[j] = -trueVariable;
          continue;
        }
        int s = ++variables;
        int same = previous[j];
        int below = previous[j - 1];
        clauses.add(new int[] {-same, s}); // s(i-1, j) → s(i, j)
        clauses.add(new int[] {-below, -lit, s}); // s(i-1, j-1) ∧ lit → s(i, j)
        clauses.add(new int[] {-s, same, below}); // and back
        clauses.add(new int[] {-s, same, lit});
        current[j] = s;
      }
      previous = current;
    }
    for (int r = minRange; r <= maxRange; r++) {
      int x = valueVariable(t, r);
      if (r >= 1) {
        clauses.add(new int[] {-x, previous[r]});
      }
      clauses.add(new int[] {-x, -previous[r + 1]});
    }
  }

  /**
   * Some cell differs from its image under {@code g}: for each cell c with image d in another
   * orbit, a variable equivalent to "c and d hold different ranges", and a clause asking one of
   * them to hold.
   */
  private void notInvariant(RequiredSymmetry g, int maxRange) {
    int n = board.size();
    List<Integer> differs = new ArrayList<>();
    for (int c = 0; c < n * n; c++) {
      int d = g.generatorImage(c, n);
      if (orbitOf[c] == orbitOf[d]) {
        continue;
      }
      int y = ++variables;
      for (int r = minRange; r <= maxRange; r++) {
        int xc = valueVariable(c, r);
        int xd = valueVariable(d, r);
        clauses.add(new int[] {-y, -xc, -xd}); // differ → not both r
        clauses.add(new int[] {-xc, xd, y}); // c holds r and d does not → differ
      }
      differs.add(y);
    }
    clauses.add(differs.stream().mapToInt(Integer::intValue).toArray());
  }

  /**
   * The grid X, read in reading order, is lexicographically at most its image X∘g (cell k compared
   * with cell g[k]). Variables e_k mean "cells 0..k-1 equal their images" (implied, one way: a
   * model may set one spuriously only by adding constraints, so no leader is lost); e_0 is true.
   * Under e_k, cell k's range is at most that of g[k]; e_k and equal ranges imply e_{k+1}.
   * Positions where k and g[k] share an orbit variable are equal by construction and skipped.
   */
  private void notAfterImage(int[] g, int maxRange) {
    int equalSoFar = trueVariable;
    for (int k = 0; k < g.length; k++) {
      int d = g[k];
      if (orbitOf[k] == orbitOf[d]) {
        continue;
      }
      for (int r = minRange; r <= maxRange; r++) {
        for (int s = minRange; s < r; s++) {
          clauses.add(new int[] {-equalSoFar, -valueVariable(k, r), -valueVariable(d, s)});
        }
      }
      if (k == g.length - 1) {
        break;
      }
      int next = ++variables;
      for (int r = minRange; r <= maxRange; r++) {
        clauses.add(new int[] {-equalSoFar, -valueVariable(k, r), -valueVariable(d, r), next});
      }
      equalSoFar = next;
    }
  }

  /** A new variable equivalent to the disjunction of {@code vars}. */
  private int disjunction(List<Integer> vars) {
    int y = ++variables;
    int[] some = new int[vars.size() + 1];
    some[0] = -y;
    for (int k = 0; k < vars.size(); k++) {
      some[k + 1] = vars.get(k);
      clauses.add(new int[] {-vars.get(k), y});
    }
    clauses.add(some);
    return y;
  }
}

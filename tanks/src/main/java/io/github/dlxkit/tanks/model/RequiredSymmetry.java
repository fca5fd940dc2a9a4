package io.github.dlxkit.tanks.model;

import io.github.dlxkit.core.util.Indices;

/**
 * The rotational symmetries a Tank Attack solution may be asked to have (Chlond's paper restricts
 * the search to them to find an 8&times;8 solution).
 *
 * <p>A grid has symmetry {@link #ROT90} if turning it a quarter turn leaves every range in place,
 * {@link #ROT180} if a half turn does. Every {@code ROT90} grid is also a {@code ROT180} grid.
 *
 * <pre>{@code
 * int[] orbit = RequiredSymmetry.ROT90.orbitRepresentatives(8);   // orbit[c] = smallest cell of c's orbit
 * }</pre>
 */
public enum RequiredSymmetry {
  /** No symmetry required. */
  NONE(1),
  /** Invariant under a half turn: cell (i, j) equals cell (n-1-i, n-1-j). */
  ROT180(2),
  /** Invariant under a quarter turn: cell (i, j) equals cell (j, n-1-i). */
  ROT90(4);

  private final int turns;

  RequiredSymmetry(int turns) {
    this.turns = turns;
  }

  /** {@return the number of rotations in the group (1, 2 or 4)} */
  public int order() {
    return turns;
  }

  /**
   * {@return the image of cell {@code c = i * n + j} under the group's generator: a quarter turn for
   * {@link #ROT90}, a half turn for {@link #ROT180}, the identity for {@link #NONE}}
   *
   * @param c the cell, {@code 0..n*n-1}
   * @param n the board's side, 1..{@value Board#MAX_SIZE}
   * @throws IllegalArgumentException if {@code n} or {@code c} is out of its range (a cell off the
   *     board would have an image, but a wrong one)
   */
  public int generatorImage(int c, int n) {
    Indices.checked("cell", c, side(n) * n);
    int i = c / n;
    int j = c % n;
    return switch (this) {
      case NONE -> c;
      case ROT180 -> (n - 1 - i) * n + (n - 1 - j);
      case ROT90 -> j * n + (n - 1 - i);
    };
  }

  /**
   * For each cell of an n&times;n grid (numbered {@code i * n + j}), the smallest cell of its orbit:
   * cells with the same representative must hold the same range.
   *
   * @param n the board's side, 1..{@value Board#MAX_SIZE}
   * @return a fresh array of {@code n * n} cell numbers; cell {@code c} represents itself when
   *     {@code rep[c] == c}
   * @throws IllegalArgumentException if {@code n} is out of that range
   */
  public int[] orbitRepresentatives(int n) {
    side(n);
    int[] rep = new int[n * n];
    for (int c = 0; c < n * n; c++) {
      int min = c;
      int d = generatorImage(c, n);
      while (d != c) {
        min = Math.min(min, d);
        d = generatorImage(d, n);
      }
      rep[c] = min;
    }
    return rep;
  }

  /** {@return {@code n}, checked to be a board's side} */
  private static int side(int n) {
    return Indices.checked("board side", n, 1, Board.MAX_SIZE);
  }

  /**
   * {@return whether {@code grid} has this symmetry (its values; empty cells included)} Always
   * true for {@link #NONE}.
   *
   * @param grid any grid
   */
  public boolean holdsFor(Grid grid) {
    int n = grid.size();
    for (int c = 0; c < n * n; c++) {
      int d = generatorImage(c, n);
      if (grid.value(c / n, c % n) != grid.value(d / n, d % n)) {
        return false;
      }
    }
    return true;
  }
}

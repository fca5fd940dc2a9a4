package io.github.dlxkit.polyomino.model;

import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An isometry of the d-cube that fixes the origin: a signed permutation matrix. Coordinate
 * {@code i} of the image of {@code x} is {@code sign(i) * x[source(i)]}.
 *
 * <p>There are 2<sup>d</sup>&middot;d! of them (8 in 2-D, 48 in 3-D); those of determinant +1 are
 * the rotations (4 in 2-D, 24 in 3-D), the others are reflections. They form the group that
 * SageMath calls {@code ncube_isometry_group(d)}.
 *
 * <pre>{@code
 * List<Isometry> turns = Isometry.rotations(2);          // 4 rotations of the square, the identity first
 * Isometry half = turns.get(1);
 * half.apply(Cell.of(1, 0));                             // (-1, 0)
 * }</pre>
 */
public final class Isometry {
  private final int[] source;
  private final int[] sign;

  private Isometry(int[] source, int[] sign) {
    this.source = source;
    this.sign = sign;
  }

  /**
   * {@return the isometry sending coordinate {@code source[i]} of a cell, times {@code sign[i]} (+1 or -1),
   * to coordinate {@code i}}
   *
   * @param source a permutation of {@code 0..d-1} (copied)
   * @param sign {@code d} signs, each +1 or -1 (copied)
   * @throws IllegalArgumentException if the lengths differ or are 0, {@code source} is not a
   *     permutation, or a sign is not ±1
   */
  public static Isometry of(int[] source, int[] sign) {
    int d = source.length;
    if (d == 0 || sign.length != d) {
      throw new IllegalArgumentException("source and sign must have the same positive length, got "
          + Arrays.toString(source) + " and " + Arrays.toString(sign));
    }
    boolean[] seen = new boolean[d];
    for (int i = 0; i < d; i++) {
      if (source[i] < 0 || source[i] >= d || seen[source[i]]) {
        throw new IllegalArgumentException("source " + Arrays.toString(source) + " is not a permutation of 0.." + (d - 1));
      }
      seen[source[i]] = true;
      if (sign[i] != 1 && sign[i] != -1) {
        throw new IllegalArgumentException("signs must be +1 or -1, got " + Arrays.toString(sign));
      }
    }
    return new Isometry(source.clone(), sign.clone());
  }

  /**
   * {@return the identity of Z<sup>d</sup>}
   *
   * @param dimension d, at least 1
   * @throws IllegalArgumentException if {@code dimension} is 0
   */
  public static Isometry identity(int dimension) {
    int[] source = new int[dimension];
    int[] sign = new int[dimension];
    for (int i = 0; i < dimension; i++) {
      source[i] = i;
      sign[i] = 1;
    }
    return of(source, sign);
  }

  /**
   * {@return all 2<sup>d</sup>&middot;d! isometries of the d-cube, the identity first, unmodifiable}
   *
   * @param dimension d, 1..8
   * @throws BadInputException if {@code dimension} is not in 1..8
   */
  public static List<Isometry> all(int dimension) {
    if (dimension < 1 || dimension > 8) {
      throw new BadInputException("dimension must be between 1 and 8, got " + dimension);
    }
    List<Isometry> result = new ArrayList<>();
    for (int[] perm : permutations(dimension)) {
      for (int signs = 0; signs < (1 << dimension); signs++) {
        int[] sign = new int[dimension];
        for (int i = 0; i < dimension; i++) {
          sign[i] = (signs & (1 << i)) == 0 ? 1 : -1;
        }
        result.add(new Isometry(perm, sign));
      }
    }
    return Collections.unmodifiableList(result);
  }

  /**
   * {@return the rotations (determinant +1) of the d-cube, the identity first, unmodifiable}
   *
   * @param dimension d, 1..8
   * @throws BadInputException if {@code dimension} is not in 1..8
   */
  public static List<Isometry> rotations(int dimension) {
    List<Isometry> result = new ArrayList<>();
    for (Isometry g : all(dimension)) {
      if (g.isRotation()) {
        result.add(g);
      }
    }
    return Collections.unmodifiableList(result);
  }

  /**
   * {@return the isometries allowed for pieces: all, the rotations only, or just the identity}
   *
   * @param dimension d, 1..8
   * @param rotation whether rotations are allowed
   * @param reflection whether reflections are allowed: then all isometries, whatever {@code rotation}
   * @throws BadInputException if {@code dimension} is not in 1..8 (with rotations or reflections)
   */
  public static List<Isometry> group(int dimension, boolean rotation, boolean reflection) {
    if (reflection) {
      return all(dimension);
    }
    return rotation ? rotations(dimension) : List.of(identity(dimension));
  }

  private static List<int[]> permutations(int n) {
    List<int[]> out = new ArrayList<>();
    permute(new int[n], new boolean[n], 0, out);
    return out;
  }

  private static void permute(int[] current, boolean[] used, int k, List<int[]> out) {
    if (k == current.length) {
      out.add(current.clone());
      return;
    }
    for (int v = 0; v < current.length; v++) {
      if (!used[v]) {
        used[v] = true;
        current[k] = v;
        permute(current, used, k + 1, out);
        used[v] = false;
      }
    }
  }

  /** {@return the dimension of the space it acts on} */
  public int dimension() {
    return source.length;
  }

  /** {@return the determinant: +1 for a rotation, -1 for a reflection} */
  public int determinant() {
    int det = 1;
    for (int s : sign) {
      det *= s;
    }
    // the sign of the permutation, by counting inversions
    for (int i = 0; i < source.length; i++) {
      for (int j = i + 1; j < source.length; j++) {
        if (source[i] > source[j]) {
          det = -det;
        }
      }
    }
    return det;
  }

  /** {@return whether this is a rotation (determinant +1)} */
  public boolean isRotation() {
    return determinant() == 1;
  }

  /**
   * {@return the image of {@code cell}}
   *
   * @param cell a cell of this isometry's dimension
   * @throws BadInputException if the dimensions differ
   */
  public Cell apply(Cell cell) {
    if (cell.dimension() != source.length) {
      throw new BadInputException("cell " + cell + " is not in dimension " + source.length);
    }
    int[] c = new int[source.length];
    for (int i = 0; i < c.length; i++) {
      c[i] = sign[i] * cell.get(source[i]);
    }
    return Cell.of(c);
  }

  /**
   * {@return {@code this} after {@code first}: x &rarr; this(first(x))}
   *
   * @param first the isometry applied first, of the same dimension (not checked)
   */
  public Isometry compose(Isometry first) {
    int d = source.length;
    int[] s = new int[d];
    int[] g = new int[d];
    for (int i = 0; i < d; i++) {
      s[i] = first.source[source[i]];
      g[i] = sign[i] * first.sign[source[i]];
    }
    return new Isometry(s, g);
  }

  /** {@return the inverse isometry} */
  public Isometry inverse() {
    int d = source.length;
    int[] s = new int[d];
    int[] g = new int[d];
    for (int i = 0; i < d; i++) {
      s[source[i]] = i;
      g[source[i]] = sign[i];
    }
    return new Isometry(s, g);
  }

  /**
   * {@return whether {@code o} is the same signed permutation}
   *
   * @param o any object
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Isometry && Arrays.equals(source, ((Isometry) o).source)
        && Arrays.equals(sign, ((Isometry) o).sign);
  }

  /** {@return a hash consistent with {@link #equals}} */
  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(source) + Arrays.hashCode(sign);
  }

  /** {@return the matrix, row by row: {@code [[0, -1], [1, 0]]}} */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < source.length; i++) {
      sb.append(i == 0 ? "[" : ", [");
      for (int j = 0; j < source.length; j++) {
        sb.append(j == 0 ? "" : ", ").append(source[i] == j ? sign[i] : 0);
      }
      sb.append(']');
    }
    return sb.append(']').toString();
  }
}

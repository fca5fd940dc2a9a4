package io.github.dlxkit.tanks;

import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.ArrayList;
import java.util.List;

/**
 * The slow, obviously-correct twin of the solvers: attack counts straight from the rules, and
 * solutions by trying every grid. Shares no code with the module (not even {@code Board}).
 */
final class NaiveTanks {
  private NaiveTanks() {}

  /** Whether the tank at (ai, aj) with range k attacks (ti, tj): k steps along a row or column. */
  static boolean attacks(int n, boolean torus, int ai, int aj, int k, int ti, int tj) {
    if (k == 0 || (ai == ti && aj == tj)) {
      return false;
    }
    if (ai == ti) {
      return reaches(n, torus, aj, tj, k);
    }
    if (aj == tj) {
      return reaches(n, torus, ai, ti, k);
    }
    return false;
  }

  private static boolean reaches(int n, boolean torus, int from, int to, int k) {
    if (!torus) {
      return Math.abs(from - to) == k;
    }
    return Math.floorMod(from + k, n) == to || Math.floorMod(from - k, n) == to;
  }

  /** The number of tanks attacking (i, j) in {@code grid} (0 = empty cell). */
  static int attackers(int[][] grid, boolean torus, int i, int j) {
    int n = grid.length;
    int count = 0;
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        if (attacks(n, torus, a, b, grid[a][b], i, j)) {
          count++;
        }
      }
    }
    return count;
  }

  /** Whether every cell's number is the number of tanks attacking it. */
  static boolean isSolution(int[][] grid, boolean torus) {
    int n = grid.length;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (attackers(grid, torus, i, j) != grid[i][j]) {
          return false;
        }
      }
    }
    return true;
  }

  /** Every solution, by trying every grid (with the symmetry's orbits sharing a value). */
  static List<int[][]> allSolutions(int n, RequiredSymmetry symmetry, boolean torus, boolean holes) {
    int[] rep = new int[n * n];
    for (int c = 0; c < n * n; c++) {
      rep[c] = c;
      int i = c / n;
      int j = c % n;
      // walk the orbit by explicit rotations (not RequiredSymmetry's own code)
      for (int turn = 1; turn < 4; turn++) {
        int ti = i;
        int tj = j;
        for (int t = 0; t < turn; t++) {
          int x = ti;
          ti = tj;
          tj = n - 1 - x;
        }
        boolean inGroup = symmetry == RequiredSymmetry.ROT90 || (symmetry == RequiredSymmetry.ROT180 && turn == 2);
        if (inGroup) {
          rep[c] = Math.min(rep[c], ti * n + tj);
        }
      }
    }
    List<Integer> free = new ArrayList<>();
    for (int c = 0; c < n * n; c++) {
      if (rep[c] == c) {
        free.add(c);
      }
    }
    int low = holes ? 0 : 1;
    int values = n - low;
    List<int[][]> found = new ArrayList<>();
    if (values <= 0) {
      return found;
    }
    int[] digit = new int[free.size()];
    while (true) {
      int[][] grid = new int[n][n];
      for (int c = 0; c < n * n; c++) {
        grid[c / n][c % n] = low + digit[free.indexOf(rep[c])];
      }
      if (isSolution(grid, torus)) {
        found.add(grid);
      }
      int d = 0;
      while (d < digit.length && digit[d] == values - 1) {
        digit[d++] = 0;
      }
      if (d == digit.length) {
        return found;
      }
      digit[d]++;
    }
  }
}

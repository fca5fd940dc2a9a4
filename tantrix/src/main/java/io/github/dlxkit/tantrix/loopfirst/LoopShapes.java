package io.github.dlxkit.tantrix.loopfirst;

import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Every closed loop of cells a loop line can take through tiles whose links are {@code straights}
 * straights, {@code bends} bends and {@code corners} corners, each loop once up to rotation,
 * translation, the cell it starts from and the direction it runs.
 *
 * <p>A loop is a cycle of distinct cells, each the neighbour of the next, with one link per cell:
 * the direction of travel turns by 0 in a straight, one sixth in a bend, two sixths in a corner,
 * either way. The search fixes the first step (from (0,0) towards NE) and walks the remaining
 * steps depth first, pruned by the distance back to (0,0) and by the turning the links left can
 * still make (a simple closed loop turns by exactly one full turn). A walk that closes is kept if
 * its sequence of turns is the least of the 2n readings of the same loop (every start, both
 * directions); two walks with equal turn sequences are the same walk, so each loop is visited once.
 *
 * <pre>{@code
 * long[] count = new long[1];
 * LoopShapes.forEach(2, 6, 2, shape -> ++count[0] > 0); // the turns of Discovery 10's red links
 * // count[0] == 26
 * }</pre>
 */
public final class LoopShapes {
  private final int n;
  private final int size;
  private final int origin;
  private final int[] step; // cell index offset per side
  private final boolean[] used;
  private final int[] dir;
  private final int[] at;
  private final int[] left = new int[3]; // straights, bends, corners still to place
  private final Predicate<LoopShape> visitor;
  private long walks;
  private boolean stopped;

  private LoopShapes(int straights, int bends, int corners, Predicate<LoopShape> visitor) {
    this.n = straights + bends + corners;
    this.size = 2 * n + 5;
    this.origin = (n + 2) * size + (n + 2);
    this.step = new int[6];
    for (Side s : Side.values()) {
      step[s.ordinal()] = s.dq() * size + s.dr();
    }
    this.used = new boolean[size * size];
    this.dir = new int[n];
    this.at = new int[n];
    left[0] = straights;
    left[1] = bends;
    left[2] = corners;
    this.visitor = visitor;
  }

  /**
   * Calls {@code visitor} once for every loop of {@code straights + bends + corners} cells with
   * those turns, each once up to rotation, translation, start and direction, until it returns
   * false; returns how many closed walks were found before that reduction.
   */
  public static long forEach(int straights, int bends, int corners, Predicate<LoopShape> visitor) {
    if (straights < 0 || bends < 0 || corners < 0) {
      throw new IllegalArgumentException("negative number of links");
    }
    LoopShapes s = new LoopShapes(straights, bends, corners, visitor);
    if (s.n < 3 || bends % 2 != 0) {
      return 0; // no cycle of fewer than three cells; one full turn is 6 sixths, corners turn 2 each
    }
    s.used[s.origin] = true;
    s.at[0] = s.origin;
    s.dir[0] = Side.NE.ordinal();
    s.at[1] = s.origin + s.step[s.dir[0]];
    s.used[s.at[1]] = true;
    s.walk(1, 0);
    return s.walks;
  }

  /**
   * Chooses the step out of cell {@code i} (entered with {@code dir[i-1]}); {@code turned} is the
   * turning in cells 1..i-1.
   */
  private void walk(int i, int turned) {
    for (int t = -2; t <= 2 && !stopped; t++) {
      int kind = Math.abs(t);
      if (left[kind] == 0) {
        continue;
      }
      int d = Math.floorMod(dir[i - 1] + t, 6);
      int next = at[i] + step[d];
      dir[i] = d;
      left[kind]--;
      if (i == n - 1) {
        if (next == origin && closesWith(d)) {
          walks++;
          visitIfLeast();
        }
      } else if (!used[next] && distanceToOrigin(next) <= n - 1 - i && canTurnRound(turned + t)) {
        used[next] = true;
        at[i + 1] = next;
        walk(i + 1, turned + t);
        used[next] = false;
      }
      left[kind]++;
    }
  }

  /** Whether the turn back into the first step, in cell 0, is the one link left. */
  private boolean closesWith(int lastDir) {
    int t = Math.floorMod(dir[0] - lastDir, 6);
    int kind = Math.min(t, 6 - t);
    return kind < 3 && left[kind] == 1;
  }

  /** Whether the links left can bring the turning so far, {@code sum}, to one full turn either way. */
  private boolean canTurnRound(int sum) {
    int reach = left[1] + 2 * left[2];
    return Math.abs(6 - sum) <= reach || Math.abs(-6 - sum) <= reach;
  }

  private int distanceToOrigin(int cell) {
    int q = cell / size - origin / size;
    int r = cell % size - origin % size;
    return (Math.abs(q) + Math.abs(r) + Math.abs(q + r)) / 2;
  }

  private void visitIfLeast() {
    int[] turns = new int[n];
    for (int i = 0; i < n; i++) {
      int t = Math.floorMod(dir[i] - dir[Math.floorMod(i - 1, n)], 6);
      turns[i] = t > 3 ? t - 6 : t;
    }
    int symmetry = 0;
    for (int s = 0; s < n; s++) {
      for (int reverse = 0; reverse < 2; reverse++) {
        int c = compareReading(turns, s, reverse == 1);
        if (c < 0) {
          return;
        }
        if (c == 0 && reverse == 0) {
          symmetry++; // starting s cells on reads the same: a rotation maps the loop onto itself
        }
      }
    }
    Hex[] cells = new Hex[n];
    for (int i = 0; i < n; i++) {
      cells[i] = Hex.of(at[i] / size - origin / size, at[i] % size - origin % size);
    }
    stopped = !visitor.test(new LoopShape(cells, dir.clone(), inside(), symmetry));
  }

  /** The reading from cell s (backwards if reverse) against the walk's own: negative if it is less. */
  private int compareReading(int[] turns, int s, boolean reverse) {
    for (int j = 0; j < n; j++) {
      int v = reverse ? -turns[Math.floorMod(s - j, n)] : turns[(s + j) % n];
      if (v != turns[j]) {
        return Integer.compare(v, turns[j]);
      }
    }
    return 0;
  }

  /** The cells the loop encloses: those of its bounding box not reached from outside. */
  private List<Hex> inside() {
    boolean[] outside = new boolean[size * size];
    int[] stack = new int[size * size];
    int top = 0;
    stack[top++] = 0;
    outside[0] = true;
    while (top > 0) {
      int c = stack[--top];
      int q = c / size;
      int r = c % size;
      for (Side s : Side.values()) {
        int nq = q + s.dq();
        int nr = r + s.dr();
        if (nq < 0 || nq >= size || nr < 0 || nr >= size) {
          continue;
        }
        int x = nq * size + nr;
        if (!outside[x] && !used[x]) {
          outside[x] = true;
          stack[top++] = x;
        }
      }
    }
    List<Hex> in = new ArrayList<>();
    for (int x = 0; x < size * size; x++) {
      if (!outside[x] && !used[x]) {
        in.add(Hex.of(x / size - origin / size, x % size - origin % size));
      }
    }
    return in;
  }
}

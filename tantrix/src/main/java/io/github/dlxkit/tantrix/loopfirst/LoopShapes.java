package io.github.dlxkit.tantrix.loopfirst;

import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Side;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * Every closed loop of cells a loop line can take through tiles whose links are {@code straights}
 * straights, {@code bends} bends and {@code corners} corners, each loop once up to rotation,
 * translation, the cell it starts from and the direction it runs.
 *
 * <p>A loop is a cycle of distinct cells, each the neighbour of the next, with one link per cell:
 * the direction of travel turns by 0 in a straight, one sixth in a bend, two sixths in a corner,
 * either way. Read from one cell round the loop, the turns form a sequence of n values in -2..2;
 * the same loop read from another cell is a rotation of that sequence, and read the other way
 * round it is reversed and negated. A simple closed loop turns by exactly one full turn, +6 sixths
 * one way round and -6 the other, so each loop is read once by taking the way round that turns by
 * +6 and, of its n readings, the least (a <em>necklace</em>).
 *
 * <p>The search fixes the first step (from (0,0) towards NE) and chooses the turn in each next
 * cell depth first; the turn in cell 0, where the walk closes, comes last. It is pruned by the
 * distance back to (0,0), by the turning the links left can still make, and by the necklace
 * condition as the turns are chosen (Fredricksen, Kessler and Maiorana's test: a prefix that is
 * no prefix of a least reading is cut as soon as one value makes it so). Two walks with equal turn
 * sequences are the same walk, so each loop is visited once. The cut keeps the walk to about one
 * closed walk per loop instead of 2n (every start, both ways round).
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
  private final int[] turn; // turn[i], 0 < i < n: the turn in cell i; turn[n]: cell 0's, read last
  private final int[] period; // period[i]: the necklace test's period of the reading turn[1..i]
  private final Predicate<LoopShape> visitor;
  private final BooleanSupplier entered; // told of each cell the walk enters; false stops the walk
  private int[] prefix; // the turns the walk must take first
  private int cutDepth = -1; // when cutting: the depth at which prefixes are collected instead
  private final List<int[]> cuts = new ArrayList<>();
  private long loops;
  private boolean stopped;

  private LoopShapes(int straights, int bends, int corners, Predicate<LoopShape> visitor, BooleanSupplier entered) {
    if (straights < 0 || bends < 0 || corners < 0) {
      throw new IllegalArgumentException("negative number of links");
    }
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
    this.turn = new int[n + 1];
    this.period = new int[n + 1];
    left[0] = straights;
    left[1] = bends;
    left[2] = corners;
    this.visitor = visitor;
    this.entered = entered;
  }

  /**
   * Calls {@code visitor} once for every loop of {@code straights + bends + corners} cells with
   * those turns, each once up to rotation, translation, start and direction, until it returns
   * false; returns how many loops it was called for.
   */
  public static long forEach(int straights, int bends, int corners, Predicate<LoopShape> visitor) {
    return forEach(straights, bends, corners, new int[0], visitor);
  }

  /**
   * As {@link #forEach(int, int, int, Predicate)}, for the loops whose walk turns by
   * {@code prefix[0], prefix[1], …} in its cells 1, 2, … (each -2..2): one part of the walk's
   * tree, as {@link #cut} gives them.
   *
   * @throws IllegalArgumentException if a turn is out of range or the prefix is longer than n − 2
   */
  public static long forEach(int straights, int bends, int corners, int[] prefix, Predicate<LoopShape> visitor) {
    return forEach(straights, bends, corners, prefix, visitor, () -> true);
  }

  /**
   * As {@link #forEach(int, int, int, int[], Predicate)}, telling {@code entered} of each cell the
   * walk enters (a node of the walk's tree) before it chooses the turn there; the walk stops when
   * {@code entered} returns false. So a search's limits hold in the walk too, not only in what it does
   * with each loop: a long loop's walk can run for minutes between two loops (Discovery 30's, 30
   * cells, ran over four minutes before its first).
   */
  static long forEach(int straights, int bends, int corners, int[] prefix, Predicate<LoopShape> visitor,
      BooleanSupplier entered) {
    LoopShapes s = new LoopShapes(straights, bends, corners, visitor, entered);
    s.start(prefix);
    return s.loops;
  }

  /**
   * The prefixes of length {@code depth} extending {@code prefix} that the walk reaches (each a
   * sequence of turns in cells 1..depth, in the walk's order): the parts of the walk's tree below
   * {@code prefix} at that depth, disjoint and holding every loop below it between them.
   *
   * @throws IllegalArgumentException if {@code depth} is not between the prefix's length and n − 2
   */
  public static List<int[]> cut(int straights, int bends, int corners, int[] prefix, int depth) {
    LoopShapes s = new LoopShapes(straights, bends, corners, shape -> true, () -> true);
    if (depth < prefix.length || depth > s.n - 2) {
      throw new IllegalArgumentException("cut depth " + depth + " outside " + prefix.length + ".." + (s.n - 2));
    }
    s.cutDepth = depth;
    s.start(prefix);
    return s.cuts;
  }

  private void start(int[] prefix) {
    if (prefix.length > Math.max(0, n - 2)) {
      throw new IllegalArgumentException("a prefix of " + prefix.length + " turns on a loop of " + n + " cells");
    }
    for (int t : prefix) {
      if (t < -2 || t > 2) {
        throw new IllegalArgumentException("a turn of " + t + " sixths");
      }
    }
    this.prefix = prefix.clone();
    if (n < 3 || left[1] % 2 != 0) {
      return; // no cycle of fewer than three cells; one full turn is 6 sixths, corners turn 2 each
    }
    used[origin] = true;
    at[0] = origin;
    dir[0] = Side.NE.ordinal();
    at[1] = origin + step[dir[0]];
    used[at[1]] = true;
    walk(1, 0);
  }

  /**
   * Chooses the step out of cell {@code i} (entered with {@code dir[i-1]}); {@code turned} is the
   * turning in cells 1..i-1.
   */
  private void walk(int i, int turned) {
    if (!entered.getAsBoolean()) {
      stopped = true;
      return;
    }
    if (i == cutDepth + 1) {
      cuts.add(Arrays.copyOfRange(turn, 1, i));
      return;
    }
    boolean given = i <= prefix.length;
    for (int t = given ? prefix[i - 1] : -2; t <= (given ? prefix[i - 1] : 2) && !stopped; t++) {
      int kind = Math.abs(t);
      if (left[kind] == 0 || !extendsNecklace(i, t)) {
        continue;
      }
      int d = Math.floorMod(dir[i - 1] + t, 6);
      int next = at[i] + step[d];
      dir[i] = d;
      left[kind]--;
      if (i == n - 1) {
        if (next == origin) {
          close(turned + t);
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

  /**
   * Whether the reading turn[1..i-1] followed by {@code t} in place i is still a prefix of a least
   * reading; records the turn and the reading's period. A prefix is one exactly when each value is
   * at least the value one period earlier; a greater value makes the whole prefix the period.
   */
  private boolean extendsNecklace(int i, int t) {
    if (i == 1) {
      period[1] = 1;
    } else {
      int earlier = turn[i - period[i - 1]];
      if (t < earlier) {
        return false;
      }
      period[i] = t == earlier ? period[i - 1] : i;
    }
    turn[i] = t;
    return true;
  }

  /**
   * The walk is back at (0,0) having turned by {@code turned} in cells 1..n-1: kept if the turn
   * into the first step, in cell 0 and read last, is the one link left, brings the turning to +6,
   * and completes a least reading.
   */
  private void close(int turned) {
    int t = Math.floorMod(dir[0] - dir[n - 1], 6);
    t = t > 3 ? t - 6 : t;
    int kind = Math.abs(t);
    if (kind == 3 || left[kind] != 1 || turned + t != 6 || !extendsNecklace(n, t) || n % period[n] != 0) {
      return;
    }
    loops++;
    Hex[] cells = new Hex[n];
    for (int i = 0; i < n; i++) {
      cells[i] = Hex.of(at[i] / size - origin / size, at[i] % size - origin % size);
    }
    // a reading equal to itself p cells on: n / p rotations map the loop onto itself
    stopped = !visitor.test(new LoopShape(cells, dir.clone(), n / period[n]));
  }

  /** Whether the links left can bring the turning so far, {@code sum}, to one full turn, +6. */
  private boolean canTurnRound(int sum) {
    return Math.abs(6 - sum) <= left[1] + 2 * left[2];
  }

  private int distanceToOrigin(int cell) {
    int q = cell / size - origin / size;
    int r = cell % size - origin % size;
    return (Math.abs(q) + Math.abs(r) + Math.abs(q + r)) / 2;
  }
}

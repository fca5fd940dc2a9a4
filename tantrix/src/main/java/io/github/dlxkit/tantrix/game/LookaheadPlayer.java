package io.github.dlxkit.tantrix.game;

import java.util.SplittableRandom;

/**
 * Level {@code lookahead}: a search over its own moves and the opponents' replies, positions
 * weighed by {@link Prospects} (indirect length, free ends, forced-loop threats, loops), its own
 * prospect minus the best opponent's, so that blocking an opponent counts as much as growing its
 * own line, and more as the bag empties (free ends are worth less late in the game, when a blocked
 * line stays blocked).
 *
 * <p>The search: every legal move is weighed statically; the best {@link #ROOT_WIDTH} are searched
 * further, each through the next decision (its own forced moves and free move, or an opponent's
 * reply: the player to move picks what is best for it), keeping the best {@link #WIDTH} at each
 * level, {@link #DEPTH} decisions deep. The search sees no draws from the bag (it cannot know
 * them), only the bag shrinking. It stops deepening once it has weighed {@code nodes} positions
 * (the candidates left are then weighed as they stand), which bounds the work per move and keeps a
 * seeded game reproducible, as a clock would not; a clock ({@link #MAX_MILLIS} per move) is only a
 * safety net for a slow machine, and a game it cuts short may not replay the same choices.
 */
final class LookaheadPlayer implements ComputerPlayer {
  static final int DEFAULT_NODES = 6000;
  static final int ROOT_WIDTH = 8;
  static final int WIDTH = 3;
  static final int DEPTH = 3;
  /** The most time one move may take, in milliseconds. */
  static final long MAX_MILLIS = 2000;

  private final SplittableRandom random;
  private final int nodes;
  private final Prospects prospects = new Prospects();
  private final int[][] moves = new int[DEPTH + 1][Position.MAX_MOVES];
  private final double[][] values = new double[DEPTH + 1][Position.MAX_MOVES];
  private Position pos;
  private int me;
  private int weighed;
  private long deadline;

  LookaheadPlayer(long seed, int nodes) {
    this.random = new SplittableRandom(seed);
    this.nodes = nodes;
  }

  @Override
  public String name() {
    return "lookahead";
  }

  @Override
  public Placement choose(Game game) {
    pos = new Position(game.position());
    me = pos.current;
    weighed = 0;
    deadline = System.nanoTime() + MAX_MILLIS * 1_000_000;
    int n = pos.generate(moves[0], Position.MAX_MOVES);
    if (n == 1) {
      return Game.placement(moves[0][0]);
    }
    int width = rank(0, n, ROOT_WIDTH);
    int best = 0;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < width; i++) {
      pos.apply(moves[0][i], -1);
      double v = search(1);
      pos.undo();
      // a tiny random nudge breaks ties without favouring the generator's order
      v += random.nextDouble() * 1e-6;
      if (v > bestValue) {
        bestValue = v;
        best = i;
      }
    }
    return Game.placement(moves[0][best]);
  }

  /** The value for me of the current position, searched {@code DEPTH - ply} more decisions. */
  private double search(int ply) {
    if (pos.over || ply >= DEPTH || weighed >= nodes || System.nanoTime() > deadline) {
      return weigh(me);
    }
    int n = pos.generate(moves[ply], Position.MAX_MOVES);
    int width = rank(ply, n, WIDTH);
    boolean mine = pos.current == me;
    double best = mine ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    for (int i = 0; i < width; i++) {
      pos.apply(moves[ply][i], -1);
      double v = search(ply + 1);
      pos.undo();
      best = mine ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  }

  /**
   * Weighs each of the {@code n} moves at {@code ply} for the player to move and moves the best
   * {@code width} to the front, best first; returns how many are there.
   */
  private int rank(int ply, int n, int width) {
    int mover = pos.current;
    int[] m = moves[ply];
    double[] v = values[ply];
    for (int i = 0; i < n; i++) {
      pos.apply(m[i], -1);
      v[i] = weigh(mover);
      pos.undo();
    }
    int k = Math.min(width, n);
    for (int i = 0; i < k; i++) { // partial selection sort: k is small
      int top = i;
      for (int j = i + 1; j < n; j++) {
        if (v[j] > v[top]) {
          top = j;
        }
      }
      double tv = v[i];
      v[i] = v[top];
      v[top] = tv;
      int tm = m[i];
      m[i] = m[top];
      m[top] = tm;
    }
    return k;
  }

  /** The position's value for {@code seat}: its prospect minus the best opponent's. */
  private double weigh(int seat) {
    weighed++;
    double freeEnd = 0.5 + 1.5 * pos.bag / (double) Position.TILES;
    double own = Math.max(pos.best[seat], prospects.of(pos, pos.colour[seat], freeEnd));
    double other = 0;
    for (int p = 0; p < pos.players; p++) {
      if (p != seat) {
        other = Math.max(other, Math.max(pos.best[p], prospects.of(pos, pos.colour[p], freeEnd)));
      }
    }
    return own - other;
  }
}

package io.github.dlxkit.tantrix.optimise;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.optimise.Improvable;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TantrixCheck;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * A legal tantrix of a fixed set of tiles (the Golden Rule holds, one group, no holes), scored as an
 * Unsolved puzzle ({@link PathScore}) and changed by moves that keep every rule, for core's
 * {@link io.github.dlxkit.core.optimise.Optimiser}. Two kinds of move, and a third when asked for:
 * <ul>
 *   <li><b>swap</b>: two tiles trade cells, each turned to a rotation that fits its new neighbours
 *       (one tile with itself: a new rotation). The shape is unchanged, so only colours are checked;</li>
 *   <li><b>rebuild</b> (destroy and repair): up to four tiles — a random tile and tiles beside it — are
 *       taken out and put back one by one, each on a random empty cell beside the others, turned to
 *       fit; kept only if the tantrix ends one group without holes (a flood fill over its bounding
 *       box). With one tile this moves an edge tile elsewhere; with more it reshapes a region.</li>
 *   <li><b>exact repair</b> ({@link #withRepair}): a connected region is taken out and refilled, on
 *       the same cells, by the best other arrangement of its tiles, every one tried.</li>
 * </ul>
 *
 * <p>The score is {@link #total()}, PathScore's score computed on flat arrays (each colour's paths
 * traced in full after every move: about 170 arcs for 56 tiles, so no incremental bookkeeping is
 * needed), plus a secondary term in [0, 1) for the optimiser's gradient: the squares of the lengths
 * of all counted paths (lines count a quarter in the Loop puzzle, as loops-to-be), summed and scaled
 * below 1, so that it breaks ties between layouts of equal score toward longer paths. The search
 * may also be steered by lines that may close or join ({@link #withLineWeight}). The
 * optimiser keeps the best by {@link #value()}, the puzzle's score alone.
 *
 * <p>The cells live on a square array of axial coordinates with a wide margin; when a move would
 * reach the margin the tantrix is moved back to the middle (positions are only kept up to
 * translation).
 *
 * <pre>{@code
 * TantrixPuzzle d = PuzzleCatalog.get("discovery:5");   // tiles 1..5, one loop in the colour of its goal
 * Layout start = Layout.grow(d.tiles(), PathScore.Scoring.LOOP, d.goal().colours(), 1);
 * Optimum<Tantrix> best = Optimiser.of(start, Acceptance.lateAcceptance(200)).withSeed(1).withTarget(5)
 *     .run(SearchControl.of(SearchLimits.none().withTimeLimit(Duration.ofSeconds(10))));
 * (int) best.score();              // 5: all five tiles in one loop (the best is kept by its value, the puzzle score)
 * best.best().check().isValid();   // true
 * }</pre>
 *
 * <p>Mutable and not thread-safe: the optimiser changes a layout in place, one thread per layout.
 */
public final class Layout implements Improvable<Tantrix> {
  private static final int W = 128;
  private static final int OFF = W / 2;
  private static final int MARGIN = 3;
  /** The most tiles one random destroy-and-repair move takes out. */
  private static final int MAX_REBUILT = 4;
  /** The most tiles one exact repair takes out. */
  public static final int MAX_REGION = 12;
  /**
   * The most search-tree nodes of one exact repair; a region whose refills need more is left as it
   * was (the move is not possible), so every repair that is made is exact.
   */
  private static final long REPAIR_NODES = 50_000;
  private static final int[] STEP = new int[6];

  static {
    for (Side s : Side.values()) {
      STEP[s.ordinal()] = s.dq() + s.dr() * W;
    }
  }

  private final List<Tile> tiles;
  private final PathScore.Scoring scoring;
  private final boolean[] counted = new boolean[Colour.values().length];
  private final int colourCount;
  /** colour[t][rot][side]: the colour ordinal tile t shows on side in rotation rot. */
  private final byte[][][] colour;
  /** exit[t][rot][side]: the side where the arc entering through side leaves. */
  private final byte[][][] exit;
  /** ends[t][rot][colour]: one side of tile t's arc of that colour, -1 if it has none. */
  private final byte[][][] ends;
  private final int[] tileAt = new int[W * W];
  private final int[] rotAt = new int[W * W];
  private final int[] cellOf;
  private final int[] rotOf;
  // scratch of the flood fill and of the path tracing, stamped to avoid clearing
  private final int[] seen = new int[W * W];
  private int stamp;
  private final int[] queue = new int[W * W];
  private final int[] arcSeen;
  private int arcStamp;
  // the last move, for undo: the tiles it moved and where they were
  private final int[] movedTile = new int[MAX_REGION];
  private final int[] movedCell = new int[MAX_REGION];
  private final int[] movedRot = new int[MAX_REGION];
  // the exact repair: its settings, and its search's choices (pick[d]: the index among the moved
  // tiles put on the d-th cell, turned to pickRot[d]) and the best refill found
  private int repairTiles;
  private double repairShare;
  private final int[] pick = new int[MAX_REGION];
  private final int[] pickRot = new int[MAX_REGION];
  private final int[] bestPick = new int[MAX_REGION];
  private final int[] bestRot = new int[MAX_REGION];
  private final boolean[] used = new boolean[MAX_REGION];
  private long repairNodes;
  /** Refills scored, over all repairs (statistics). */
  long repairLeaves;
  /** Search nodes of all repairs (statistics). */
  long repairNodesAll;
  private double repairBest;
  private int repairTies;
  private RandomGenerator repairRandom;
  /**
   * The line steering: in the Loop puzzle a colour's longest line counts this much of its length;
   * in the Curve puzzle the lines that face a line's ends count this much of theirs.
   */
  private double lineWeight;
  /** The shape's steering: half the border edges count this much against the score. */
  private double borderWeight;
  // the Curve steering's scratch: one colour's lines, their lengths and the empty cells their ends face
  private final int[] lineLength;
  private final int[] lineEndA;
  private final int[] lineEndB;
  /** The empty cell where the last {@link #walk} that did not loop ended. */
  private int lastEnd;
  private int moved;
  // the repair's choices: cells beside the tantrix and rotations that fit there
  private final int[] optionCell = new int[W * W];
  private final int[] optionRot = new int[W * W];
  private int options;
  private int primary;
  /** The steering part of the score: the score without its secondary term. */
  private double steer;
  private double score;

  private Layout(List<Tile> tiles, PathScore.Scoring scoring, Set<Colour> colours) {
    if (tiles.isEmpty()) {
      throw new BadInputException("a layout needs at least one tile");
    }
    this.tiles = List.copyOf(tiles);
    this.scoring = scoring;
    for (Colour c : colours) {
      if (!c.isArcColour()) {
        throw new BadInputException(c.displayName() + " is not an arc colour");
      }
      counted[c.ordinal()] = true;
    }
    this.colourCount = colours.size();
    int n = tiles.size();
    colour = new byte[n][6][6];
    exit = new byte[n][6][6];
    ends = new byte[n][6][Colour.values().length];
    for (int t = 0; t < n; t++) {
      for (int r = 0; r < 6; r++) {
        OrientedTile o = new OrientedTile(tiles.get(t), r);
        java.util.Arrays.fill(ends[t][r], (byte) -1);
        for (Side s : Side.values()) {
          Colour c = o.colour(s);
          colour[t][r][s.ordinal()] = (byte) c.ordinal();
          exit[t][r][s.ordinal()] = (byte) o.otherEnd(s).ordinal();
          ends[t][r][c.ordinal()] = (byte) s.ordinal();
        }
      }
    }
    java.util.Arrays.fill(tileAt, -1);
    cellOf = new int[n];
    rotOf = new int[n];
    arcSeen = new int[n * Colour.values().length];
    lineLength = new int[n];
    lineEndA = new int[n];
    lineEndB = new int[n];
  }

  /**
   * {@return a layout of {@code t}, which must be a legal tantrix, scored under {@code scoring} over the
   * colours {@code colours} (all four for the Unsolved puzzles)}
   *
   * @param t the tantrix, at least one tile; its tiles become the layout's; not null
   * @param scoring which paths count; not null
   * @param colours the counted colours, arc colours only; not null
   * @throws BadInputException if {@code t} breaks a rule or is too wide for the layout's array, or a
   *     colour is not an arc colour
   */
  public static Layout of(Tantrix t, PathScore.Scoring scoring, Set<Colour> colours) {
    TantrixCheck c = t.check();
    if (!c.isValid()) {
      throw new BadInputException("the tantrix breaks a rule: " + (!c.mismatches().isEmpty() ? "Golden Rule at "
          + c.mismatches().get(0) : !c.holes().isEmpty() ? "hole at " + c.holes().get(0) : "not one group"));
    }
    Layout l = new Layout(t.tiles(), scoring, colours);
    Hex first = t.cells().get(0);
    int i = 0;
    for (Map.Entry<Hex, OrientedTile> e : t.placements().entrySet()) {
      int q = e.getKey().q() - first.q();
      int r = e.getKey().r() - first.r();
      if (Math.abs(q) >= OFF - MARGIN || Math.abs(r) >= OFF - MARGIN) {
        throw new BadInputException("the tantrix is too wide to optimise (" + e.getKey() + ")");
      }
      l.put(i++, cell(q, r), e.getValue().rotation());
    }
    l.recentre();
    l.rescore();
    return l;
  }

  /**
   * {@return a random legal layout of {@code tiles} grown from one tile, each next tile on a random empty
   * cell beside the others, turned to fit, where it leaves no hole; it starts again if it is stuck}
   *
   * @param tiles the tiles to lay out, at least one; copied; not null
   * @param scoring which paths count; not null
   * @param colours the counted colours, arc colours only; not null
   * @param seed the seed of the random choices: the same seed, the same layout
   * @throws BadInputException if no layout was found in a thousand starts (e.g. tiles that cannot
   *     meet), there is no tile, or a colour is not an arc colour
   */
  public static Layout grow(List<Tile> tiles, PathScore.Scoring scoring, Set<Colour> colours, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    for (int attempt = 0; attempt < 1000; attempt++) {
      Layout l = new Layout(tiles, scoring, colours);
      if (l.growAll(random)) {
        l.rescore();
        return l;
      }
    }
    throw new BadInputException("could not lay the " + tiles.size() + " tiles out in one group without holes");
  }

  private boolean growAll(SplittableRandom random) {
    int n = tiles.size();
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int x = order[i];
      order[i] = order[j];
      order[j] = x;
    }
    put(order[0], cell(0, 0), random.nextInt(6));
    List<int[]> options = new ArrayList<>();
    for (int placed = 1; placed < n; placed++) {
      int t = order[placed];
      options.clear();
      for (int k = 0; k < placed; k++) {
        int c = cellOf[order[k]];
        for (int s = 0; s < 6; s++) {
          int x = c + STEP[s];
          if (tileAt[x] < 0) {
            for (int r = 0; r < 6; r++) {
              if (fits(t, r, x)) {
                options.add(new int[] {x, r});
              }
            }
          }
        }
      }
      boolean done = false;
      while (!options.isEmpty() && !done) {
        int[] o = options.remove(random.nextInt(options.size()));
        put(t, o[0], o[1]);
        if (holeFree(placed + 1)) {
          done = true;
        } else {
          take(t);
        }
      }
      if (!done) {
        return false;
      }
    }
    recentre();
    return true;
  }

  private static int cell(int q, int r) {
    return (r + OFF) * W + q + OFF;
  }

  private void put(int t, int cell, int rot) {
    tileAt[cell] = t;
    rotAt[cell] = rot;
    cellOf[t] = cell;
    rotOf[t] = rot;
  }

  private void take(int t) {
    tileAt[cellOf[t]] = -1;
  }

  /** Whether tile t in rotation rot matches every tile beside cell x. */
  private boolean fits(int t, int rot, int x) {
    byte[] mine = colour[t][rot];
    for (int s = 0; s < 6; s++) {
      int u = tileAt[x + STEP[s]];
      if (u >= 0 && mine[s] != colour[u][rotAt[x + STEP[s]]][(s + 3) % 6]) {
        return false;
      }
    }
    return true;
  }

  /** A rotation of t that fits at x, tried from a random start; -1 if none. */
  private int fitting(int t, int x, RandomGenerator random, int avoid) {
    int start = random.nextInt(6);
    for (int i = 0; i < 6; i++) {
      int r = (start + i) % 6;
      if (r != avoid && fits(t, r, x)) {
        return r;
      }
    }
    return -1;
  }

  /**
   * Whether the {@code placed} tiles on the array form one group with no hole: the empty cells of
   * their bounding box grown by one are all reached from its corner, and the tiles from one tile.
   */
  private boolean holeFree(int placed) {
    int minQ = W;
    int maxQ = -1;
    int minR = W;
    int maxR = -1;
    int any = -1;
    for (int t = 0; t < cellOf.length; t++) {
      int c = cellOf[t];
      if (tileAt[c] != t) {
        continue; // not placed (yet)
      }
      any = c;
      minQ = Math.min(minQ, c % W);
      maxQ = Math.max(maxQ, c % W);
      minR = Math.min(minR, c / W);
      maxR = Math.max(maxR, c / W);
    }
    minQ--;
    maxQ++;
    minR--;
    maxR++;
    int empty = (maxQ - minQ + 1) * (maxR - minR + 1) - placed;
    // the empty cells, from the box's corner (empty: the box is one wider than the tiles)
    stamp++;
    int head = 0;
    int tail = 0;
    queue[tail++] = minR * W + minQ;
    seen[minR * W + minQ] = stamp;
    while (head < tail) {
      int c = queue[head++];
      for (int s = 0; s < 6; s++) {
        int x = c + STEP[s];
        int q = x % W;
        int r = x / W;
        if (q >= minQ && q <= maxQ && r >= minR && r <= maxR && tileAt[x] < 0 && seen[x] != stamp) {
          seen[x] = stamp;
          queue[tail++] = x;
        }
      }
    }
    if (tail != empty) {
      return false;
    }
    stamp++;
    head = 0;
    tail = 0;
    queue[tail++] = any;
    seen[any] = stamp;
    while (head < tail) {
      int c = queue[head++];
      for (int s = 0; s < 6; s++) {
        int x = c + STEP[s];
        if (tileAt[x] >= 0 && seen[x] != stamp) {
          seen[x] = stamp;
          queue[tail++] = x;
        }
      }
    }
    return tail == placed;
  }

  /** Moves the tiles so that their bounding box sits in the middle of the array. */
  private void recentre() {
    int n = cellOf.length;
    int sumQ = 0;
    int sumR = 0;
    for (int t = 0; t < n; t++) {
      sumQ += cellOf[t] % W;
      sumR += cellOf[t] / W;
    }
    int shift = (OFF - sumR / n) * W + (OFF - sumQ / n);
    if (shift == 0) {
      return;
    }
    for (int t = 0; t < n; t++) {
      tileAt[cellOf[t]] = -1;
    }
    for (int t = 0; t < n; t++) {
      put(t, cellOf[t] + shift, rotOf[t]);
    }
  }

  @Override
  public boolean move(RandomGenerator random) {
    int n = cellOf.length;
    int a = random.nextInt(n);
    if (repairTiles > 1 && random.nextDouble() < repairShare) {
      return repair(a, Math.min(repairTiles, n), random);
    }
    if (random.nextBoolean()) {
      return swap(a, random.nextInt(n), random);
    }
    return rebuild(a, 1 + random.nextInt(Math.min(MAX_REBUILT, n)), random);
  }

  private boolean swap(int a, int b, RandomGenerator random) {
    int ca = cellOf[a];
    int ra = rotOf[a];
    int cb = cellOf[b];
    int rb = rotOf[b];
    moved = 0;
    remember(a);
    if (a == b) {
      take(a);
      int r = fitting(a, ca, random, ra);
      put(a, ca, r < 0 ? ra : r);
      if (r < 0) {
        return false;
      }
    } else {
      remember(b);
      take(a);
      take(b);
      int r1 = fitting(a, cb, random, -1);
      int r2 = -1;
      if (r1 >= 0) {
        put(a, cb, r1);
        r2 = fitting(b, ca, random, -1);
      }
      if (r2 < 0) {
        restore();
        return false;
      }
      put(b, ca, r2);
    }
    rescore();
    return true;
  }

  /**
   * Destroy and repair: takes out {@code k} tiles (a random tile and tiles beside it) and puts them
   * back one by one, each on a random empty cell beside the others in a rotation that fits; kept if
   * the tantrix ends one group without holes (in between it may have some: tiles taken from the
   * inside leave holes that the repair fills).
   */
  private boolean rebuild(int a, int k, RandomGenerator random) {
    int n = cellOf.length;
    if (n < 2) {
      return false;
    }
    moved = 0;
    remember(a);
    for (int tries = 0; moved < k && tries < 4 * k; tries++) {
      int x = cellOf[movedTile[random.nextInt(moved)]] + STEP[random.nextInt(6)];
      int u = tileAt[x];
      if (u >= 0 && !isMoved(u)) {
        remember(u);
      }
    }
    for (int i = 0; i < moved; i++) {
      take(movedTile[i]);
    }
    for (int i = moved - 1; i >= 0; i--) { // the region goes back in reverse order: a different growth
      int t = movedTile[i];
      options = 0;
      for (int u = 0; u < n; u++) {
        if (tileAt[cellOf[u]] != u) {
          continue; // taken out
        }
        for (int s = 0; s < 6; s++) {
          int x = cellOf[u] + STEP[s];
          if (tileAt[x] < 0) {
            for (int r = 0; r < 6; r++) {
              if (fits(t, r, x)) {
                optionCell[options] = x;
                optionRot[options++] = r;
              }
            }
          }
        }
      }
      if (options == 0) {
        restore();
        return false;
      }
      int o = random.nextInt(options);
      int x = optionCell[o];
      if (x % W < MARGIN || x % W >= W - MARGIN || x / W < MARGIN || x / W >= W - MARGIN) {
        restore();
        recentre();
        return false;
      }
      put(t, x, optionRot[o]);
    }
    if (!holeFree(n)) {
      restore();
      return false;
    }
    rescore();
    return true;
  }

  private boolean isMoved(int t) {
    for (int i = 0; i < moved; i++) {
      if (movedTile[i] == t) {
        return true;
      }
    }
    return false;
  }

  private void remember(int t) {
    movedTile[moved] = t;
    movedCell[moved] = cellOf[t];
    movedRot[moved++] = rotOf[t];
  }

  /**
   * Puts every moved tile back where it was: first takes out those on the array (a tile not put back
   * yet may have its old cell taken by another), then puts them all on their old cells.
   */
  private void restore() {
    for (int i = 0; i < moved; i++) {
      int t = movedTile[i];
      if (tileAt[cellOf[t]] == t) {
        take(t);
      }
    }
    for (int i = 0; i < moved; i++) {
      put(movedTile[i], movedCell[i], movedRot[i]);
    }
  }

  @Override
  public void undo() {
    if (moved == 0) {
      throw new IllegalStateException("no move to undo");
    }
    restore();
    moved = 0;
    rescore();
  }

  /** Traces every counted colour's paths: the score and its secondary term. */
  private void rescore() {
    int n = cellOf.length;
    int colours = Colour.values().length;
    arcStamp++;
    int total = 0;
    double steer = 0;
    boolean joins = lineWeight > 0;
    double squares = 0;
    for (int c = 0; c < colours; c++) {
      if (!counted[c]) {
        continue;
      }
      int longest = 0;
      double bestLine = 0;
      int lines = 0;
      for (int t = 0; t < n; t++) {
        if (ends[t][rotOf[t]][c] < 0 || arcSeen[t * colours + c] == arcStamp) {
          continue;
        }
        arcSeen[t * colours + c] = arcStamp;
        int side = ends[t][rotOf[t]][c];
        int length = 1;
        int reach = walk(t, side, c);
        boolean loop = reach < 0;
        int gap = 0;
        if (loop) {
          length += -reach - 1;
        } else {
          int end = lastEnd;
          length += reach + walk(t, exit[t][rotOf[t]][side], c);
          gap = distance(end, lastEnd);
          if (joins) {
            lineLength[lines] = length;
            lineEndA[lines] = end;
            lineEndB[lines++] = lastEnd;
          }
        }
        boolean counts = loop || scoring == PathScore.Scoring.CURVE;
        if (counts) {
          longest = Math.max(longest, length);
        } else {
          bestLine = Math.max(bestLine, lineWeight * (length - 2.0 * gap));
        }
        squares += (counts ? 1.0 : 0.25) * length * length;
      }
      total += longest;
      if (joins) {
        bestLine = scoring == PathScore.Scoring.CURVE ? joined(lines) : Math.max(bestLine, paired(lines));
      }
      steer += Math.max(longest, bestLine);
    }
    if (borderWeight > 0) {
      steer -= borderWeight * borderEdges() / 2.0;
    }
    primary = total;
    this.steer = steer;
    score = steer + squares / ((double) n * n * Math.max(1, colourCount) + 1);
  }

  /**
   * The Curve puzzle's steering of one colour whose {@code lines} lines were just traced: the most
   * over its lines of the line's length + the line weight × (for each of its two ends, the most over
   * the other lines of their length − 2 × the distance between the empty cells the two ends face, at
   * least 0). Two lines whose ends face the same empty cell join into one when a tile with that
   * colour's arc between those two sides is put there; the steering draws such ends together. The
   * same other line may count at both ends (then it would close a loop one tile longer).
   */
  private double joined(int lines) {
    int most = 0;
    for (int i = 0; i < lines; i++) {
      most = Math.max(most, lineLength[i]);
    }
    double best = 0;
    for (int i = 0; i < lines; i++) {
      if (lineLength[i] + 2 * lineWeight * most <= best) {
        continue; // cannot beat the best even with the longest line at both ends
      }
      int atA = 0;
      int atB = 0;
      for (int j = 0; j < lines; j++) {
        if (j != i) {
          atA = Math.max(atA, lineLength[j] - 2 * Math.min(distance(lineEndA[i], lineEndA[j]),
              distance(lineEndA[i], lineEndB[j])));
          atB = Math.max(atB, lineLength[j] - 2 * Math.min(distance(lineEndB[i], lineEndA[j]),
              distance(lineEndB[i], lineEndB[j])));
        }
      }
      best = Math.max(best, lineLength[i] + lineWeight * (atA + atB));
    }
    return best;
  }

  /**
   * The Loop puzzle's steering by pairs of one colour's {@code lines} lines just traced: the line
   * weight × the most over pairs of (their lengths − 2 × the distances between the empty cells of
   * their two pairs of facing ends, paired the closer way). Two lines whose ends face each other at
   * both ends close into one loop with two more tiles; a single line's own closing is counted in
   * {@link #rescore}.
   */
  private double paired(int lines) {
    double best = 0;
    for (int i = 0; i < lines; i++) {
      for (int j = i + 1; j < lines; j++) {
        int gaps = Math.min(distance(lineEndA[i], lineEndA[j]) + distance(lineEndB[i], lineEndB[j]),
            distance(lineEndA[i], lineEndB[j]) + distance(lineEndB[i], lineEndA[j]));
        best = Math.max(best, lineWeight * (lineLength[i] + lineLength[j] - 2 * gaps));
      }
    }
    return best;
  }

  /**
   * Walks colour c out of tile t through {@code side}, marking the arcs met: the number of tiles met,
   * or minus (that number + 1) if the walk came back to t (a loop; its tiles other than t).
   */
  private int walk(int t, int side, int c) {
    int colours = Colour.values().length;
    int here = cellOf[t];
    int out = side;
    int met = 0;
    while (true) {
      int next = here + STEP[out];
      int u = tileAt[next];
      int in = (out + 3) % 6;
      if (u < 0 || colour[u][rotAt[next]][in] != c) {
        lastEnd = next;
        return met;
      }
      if (u == t) {
        return -(met + 1);
      }
      arcSeen[u * colours + c] = arcStamp;
      met++;
      here = next;
      out = exit[u][rotAt[next]][in];
    }
  }

  /** The distance in cells between cells x and y of the array (axial coordinates). */
  private static int distance(int x, int y) {
    int dq = x % W - y % W;
    int dr = x / W - y / W;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }

  /** The cells of the last move's region (for the tests), in the order the repair fills them. */
  List<Hex> lastRegion() {
    List<Hex> cells = new ArrayList<>();
    for (int i = 0; i < moved; i++) {
      cells.add(Hex.of(movedCell[i] % W - OFF, movedCell[i] / W - OFF));
    }
    return cells;
  }

  @Override
  public double score() {
    return score;
  }

  /** {@return the puzzle's score, {@link #total()}: the best layout is the one of the highest total} */
  @Override
  public double value() {
    return primary;
  }

  /**
   * Adds the exact repair to the moves: a share {@code share} of the moves takes out a connected
   * region of {@code tiles} tiles and puts the same tiles back on the same cells in the arrangement
   * of the highest score other than the present one (ties drawn at random), found by trying every
   * arrangement whose colours match (a backtracking over the cells, tiles and rotations).
   *
   * @param tiles the size of the region taken out, 2 to {@value #MAX_REGION}
   * @param share the fraction of the moves that are exact repairs, 0 (none) to 1 (all)
   * @return this layout, changed
   * @throws IllegalArgumentException if {@code tiles} is not in 2..{@value #MAX_REGION} or the
   *     share not in [0, 1]
   */
  public Layout withRepair(int tiles, double share) {
    if (tiles < 2 || tiles > MAX_REGION) {
      throw new IllegalArgumentException("the repaired region must have 2 to " + MAX_REGION + " tiles, got " + tiles);
    }
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("the share of repairs must be in [0, 1], got " + share);
    }
    repairTiles = tiles;
    repairShare = share;
    return this;
  }

  /**
   * Steers the search toward compact shapes: the score the search sees is less {@code weight} × half
   * the border edges (the sides of a tile with no tile beside them). Every border edge is the end of
   * a line of the colour it shows, and lines end nowhere else, so a tantrix with B border edges has
   * B / 2 lines: in the Curve puzzle all but each colour's longest, and in the Loop puzzle all, take
   * arcs from the score, which is at most 168 − (B / 2 − 4) (Curve) or 168 − B / 2 (Loop).
   * {@link #total()}, the puzzle's score, is unchanged. 0 (the default) leaves the shape free.
   *
   * @param weight the weight of half a border edge, in [0, 1)
   * @return this layout
   * @throws IllegalArgumentException unless 0 ≤ weight &lt; 1
   */
  public Layout withBorderWeight(double weight) {
    if (!(weight >= 0 && weight < 1)) {
      throw new IllegalArgumentException("the border weight must be in [0, 1), got " + weight);
    }
    borderWeight = weight;
    rescore();
    return this;
  }

  /** The number of border edges: the sides of a tile with no tile beside them. */
  private int borderEdges() {
    int shared = 0;
    for (int t = 0; t < cellOf.length; t++) {
      int c = cellOf[t];
      for (int s = 0; s < 3; s++) { // three directions of six: each shared edge once
        if (tileAt[c + STEP[s]] >= 0) {
          shared++;
        }
      }
    }
    return 6 * cellOf.length - 2 * shared;
  }

  /**
   * Steers a Loop puzzle's search toward long lines that may close: the score the search sees
   * counts each colour as the larger of its longest loop and, over its lines, {@code weight} × (the
   * line's length − 2 × the distance between the empty cells its two ends face) — a long line whose
   * ends face the same cell is one tile short of a loop; so does, over pairs of lines, {@code
   * weight} × (their lengths − 2 × the distances between the empty cells of their two pairs of
   * facing ends, paired the closer way): two lines that face each other at both ends close into
   * one loop. A Curve puzzle's search is steered toward
   * lines that may join: each colour counts as the larger of its longest path and, over its lines,
   * the line's length + {@code weight} × (for each of its ends, the most over the other lines of
   * their length − 2 × the distance between the empty cells the two ends face, at least 0).
   * {@link #total()}, the puzzle's score, is unchanged. 0 (the default) counts the puzzle's paths
   * only.
   *
   * @param weight the weight of the lines' chances, in [0, 1)
   * @return this layout
   * @throws IllegalArgumentException unless 0 ≤ weight &lt; 1
   */
  public Layout withLineWeight(double weight) {
    if (!(weight >= 0 && weight < 1)) {
      throw new IllegalArgumentException("the line weight must be in [0, 1), got " + weight);
    }
    lineWeight = weight;
    rescore();
    return this;
  }

  /**
   * The exact repair (see {@link #withRepair}) of a region grown from tile {@code a} to at most
   * {@code k} tiles: false if no other arrangement fits or the refills need more than
   * {@value #REPAIR_NODES} nodes (the layout is then as it was).
   */
  boolean repair(int a, int k, RandomGenerator random) {
    moved = 0;
    remember(a);
    for (int tries = 0; moved < k && tries < 8 * k; tries++) {
      int x = movedCell[random.nextInt(moved)] + STEP[random.nextInt(6)];
      int u = tileAt[x];
      if (u >= 0 && !isMoved(u)) {
        remember(u);
      }
    }
    if (moved < 2) {
      moved = 0;
      return false;
    }
    double oldScore = score;
    int oldPrimary = primary;
    for (int i = 0; i < moved; i++) {
      take(movedTile[i]);
    }
    repairNodes = 0;
    repairBest = Double.NEGATIVE_INFINITY;
    repairTies = 0;
    repairRandom = random;
    refill(0);
    repairNodesAll += repairNodes;
    boolean found = repairTies > 0 && repairNodes <= REPAIR_NODES;
    for (int i = 0; i < moved; i++) { // the cells are empty again after the search
      used[i] = false;
    }
    if (!found) {
      restore();
      score = oldScore;
      primary = oldPrimary;
      return false;
    }
    for (int d = 0; d < moved; d++) {
      put(movedTile[bestPick[d]], movedCell[d], bestRot[d]);
    }
    rescore();
    return true;
  }

  /**
   * Fills the region's cells from the {@code d}-th on with the moved tiles not used yet, in every
   * way whose colours match, and scores each full refill but the present arrangement.
   */
  private void refill(int d) {
    if (++repairNodes > REPAIR_NODES) {
      return;
    }
    if (d == moved) {
      boolean same = true;
      for (int i = 0; i < moved && same; i++) {
        same = pick[i] == i && pickRot[i] == movedRot[i];
      }
      if (same) {
        return;
      }
      repairLeaves++;
      rescore();
      if (score > repairBest) {
        repairBest = score;
        repairTies = 1;
      } else if (score < repairBest || repairRandom.nextInt(++repairTies) != 0) {
        return; // worse, or an equal one not drawn
      }
      System.arraycopy(pick, 0, bestPick, 0, moved);
      System.arraycopy(pickRot, 0, bestRot, 0, moved);
      return;
    }
    int x = movedCell[d];
    for (int i = 0; i < moved; i++) {
      if (used[i]) {
        continue;
      }
      int t = movedTile[i];
      for (int r = 0; r < 6; r++) {
        if (fits(t, r, x)) {
          put(t, x, r);
          used[i] = true;
          pick[d] = i;
          pickRot[d] = r;
          refill(d + 1);
          used[i] = false;
          tileAt[x] = -1;
        }
      }
    }
  }

  /** The steering score without its secondary term: {@link #total()} unless a line weight is set. */
  double steer() {
    return steer;
  }

  /** {@return the puzzle's score of the present layout: PathScore's total over the counted colours} */
  public int total() {
    return primary;
  }

  /** {@return the number of tiles} */
  public int size() {
    return cellOf.length;
  }

  @Override
  public Tantrix snapshot() {
    Tantrix.Builder b = Tantrix.builder();
    for (int t = 0; t < cellOf.length; t++) {
      b.place(Hex.of(cellOf[t] % W - OFF, cellOf[t] / W - OFF), new OrientedTile(tiles.get(t), rotOf[t]));
    }
    return b.build().sorted();
  }
}

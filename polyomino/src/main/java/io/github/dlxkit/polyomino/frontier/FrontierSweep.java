package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.WatchedSearch;
import io.github.dlxkit.core.util.CountSpillFile;
import io.github.dlxkit.core.util.PackedCountMap;
import java.util.TreeMap;
import java.util.function.LongPredicate;

/**
 * One count of a {@link FrontierCounter}: the sweep over the cells of one slice, on one thread,
 * with its state maps and the store they spill to ({@link FrontierCounter#withSpill}). Threads,
 * limits, progress, checkpoints and parts are the runner's ({@link FrontierSearch}): a sweep only
 * polls its {@link SearchControl.Worker} every few thousand states, as every search does.
 *
 * <p>State layout: {@code maps[g]} holds the states whose first empty cell is {@code g} (key and
 * count as {@link FrontierCounter} describes them); processing cell {@code f} reads every state of
 * {@code maps[f]} (or of its spill files, one partition at a time) and adds each successor to the
 * map of its own first empty cell. The maps of cell {@code f} are never spilled while they are read.
 * A <em>node</em>, for limits and statistics, is one state expanded.
 */
final class FrontierSweep implements WatchedSearch {
  private final FrontierTable t;
  private final FrontierSlice slice;
  private final int size;
  private final int pieces;
  private final long budget;
  private final SpillStore store;
  private final SearchControl.Worker worker;
  private final PackedCountMap[] maps;
  /** The cell being processed. */
  private int f;
  /** Whether the maps now in memory have been through the cut's filter. */
  private boolean cutDone;
  private long nodes;
  private long nextPoll;

  FrontierSweep(FrontierTable t, FrontierSlice slice, long budget, SpillStore store, SearchControl.Worker worker) {
    this.t = t;
    this.slice = slice;
    this.size = t.size;
    this.pieces = t.pieces;
    this.budget = budget;
    this.store = store;
    this.worker = worker;
    this.maps = new PackedCountMap[size + 1];
  }

  @Override
  public long nodes() {
    return nodes;
  }

  @Override
  public long solutions() {
    return 0; // known only at the end, from the finished states
  }

  /**
   * {@return the share of the slice's cells swept, f / size: cells, not work} The states to expand
   * at a cell are few while the frontier fills and while few pieces are left, and many between, and
   * their number is known only when the sweep reaches the cell: no cheap estimate weights the cells
   * by their work. In the 2×2×20 box (aside 16, one sweep of 80 cells, 1,443,457 states expanded)
   * the first quarter of the cells held 0.6% of the states, the first half 29%, the first three
   * quarters 96%. So this share runs ahead of the work early in a slice (a progress line's time to
   * go is then too short) and behind it late; docs/polyomino.md says so.
   */
  @Override
  public double progress() {
    return (double) f / size;
  }

  /** The counts per set of pieces used; the spill folder (if any) is emptied and released however it ends. */
  TreeMap<Long, Long> run() {
    nextPoll = worker.attach(this);
    try {
      return sweep();
    } finally {
      worker.detach();
      if (store != null) {
        store.close();
      }
    }
  }

  private TreeMap<Long, Long> sweep() {
    maps[0] = newMap(16);
    maps[0].add(0L, 1L);
    long[] ban = new long[0];
    LongPredicate all = key -> true;
    for (f = 0; f < size; f++) {
      if (f == slice.cut && slice.sliced != 0) {
        applyCut();
        cutDone = true;
      }
      ban = t.bans(f, slice.cut, slice.patterns[0], slice.outside, slice.ends, ban);
      PackedCountMap here = maps[f];
      if (store != null && (store.has(f) || here != null && here.bytes() > budget / 2)) {
        if (here != null) {
          store.spill(f, here, cutDone);
          maps[f] = null;
        }
        LongPredicate keep = f >= slice.cut ? slice.keep : all; // a cell before the cut is not filtered
        for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
          PackedCountMap part = maps[f] = newMap(16);
          store.read(f, p, keep, part);
          expand(part, ban);
          maps[f] = null;
        }
        store.done(f);
      } else if (here != null) {
        expand(here, ban);
        maps[f] = null;
      }
    }
    PackedCountMap done = maps[size] == null ? newMap(16) : maps[size];
    maps[size] = done;
    if (store != null && store.has(size)) {
      for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
        store.read(size, p, slice.keep, done);
      }
      store.done(size);
    }
    return slice.result(done, pieces);
  }

  /** Adds the successors of every state of {@code source} (first empty cell {@code f}). */
  private void expand(PackedCountMap source, long[] ban) {
    long[] pmask = t.anchorMask[f];
    int[][] fits = t.fitting[f];
    long usedMask = (1L << pieces) - 1;
    // a new target map starts at a quarter of the source, unless maps have been spilled: then
    // memory is short and the maps grow from small
    int hint = store != null && store.bytes() > 0 ? 16 : Math.max(16, source.size() / 4);
    for (int seg = 0; seg < PackedCountMap.SEGMENTS; seg++) {
      for (int s = 0, cap = source.capacity(seg); s < cap; s++) {
        long key = source.keyAt(seg, s);
        if (key == PackedCountMap.EMPTY) {
          continue;
        }
        if (++nodes >= nextPoll && (nextPoll = worker.poll()) < 0) {
          throw new SearchStoppedException(worker.control().result(0, worker.control().nodes(), 0));
        }
        long n = source.countAt(seg, s);
        long occ = key >>> pieces << 1;
        long used = key & usedMask;
        int[] fit = fits[(int) (occ >>> 1) & ((1 << FrontierTable.WINDOW) - 1)];
        for (long free = ~used & usedMask; free != 0; free &= free - 1) {
          int p = Long.numberOfTrailingZeros(free);
          long bit = 1L << p;
          for (int i = fit[p], end = fit[p + 1]; i < end; i++) {
            int j = fit[i];
            if ((ban[j] & bit) == 0 && (occ & pmask[j]) == 0) {
              put(occ | pmask[j], used | bit, n, hint);
            }
          }
        }
      }
    }
  }

  /**
   * Adds {@code n} to the state after a placement: occupancy {@code o} from cell f on (its bit 0,
   * cell f, now set), pieces {@code used}; it goes to the map of its first empty cell.
   */
  private void put(long o, long used, long n, int hint) {
    int tz = Long.numberOfTrailingZeros(~o);
    int g = f + tz;
    long next = (o >>> tz + 1) << pieces | used;
    try {
      PackedCountMap target = maps[g];
      if (target == null) {
        target = maps[g] = newMap(hint);
      }
      target.add(next, n);
    } catch (SpillRequest e) {
      store.spill(g, maps[g], cutDone);
      maps[g] = newMap(16);
      maps[g].add(next, n);
    }
  }

  /** The cut's filter on the maps ahead, in memory where the filtered copies fit, else on reading them back. */
  private void applyCut() {
    long biggest = 0;
    for (int g = f; g <= size; g++) {
      biggest = Math.max(biggest, maps[g] == null ? 0 : maps[g].bytes());
    }
    if (store == null || bytes() + biggest <= budget) {
      for (int g = f; g <= size; g++) {
        if (maps[g] != null) {
          PackedCountMap kept = maps[g].filtered(slice.keep);
          maps[g] = kept.onGrow(extra -> room(kept, extra));
        }
      }
    } else {
      spillFrom(f, null);
    }
  }

  /** Spills every map from cell {@code from} on but {@code keep}; returns the bytes freed. */
  private long spillFrom(int from, PackedCountMap keep) {
    long freed = 0;
    for (int g = from; g <= size; g++) {
      PackedCountMap x = maps[g];
      if (x != null && x != keep && x.size() > 0) {
        freed += x.bytes();
        store.spill(g, x, cutDone);
        maps[g] = null;
      }
    }
    return freed;
  }

  /**
   * Makes room for {@code extra} more bytes of map {@code growing} (null: a new map): past the
   * budget, spills the other maps ahead (never those of cell f, being read), and, if that is not
   * enough, asks for {@code growing} itself to be spilled; without a store, or with nothing left
   * to spill, stops the count.
   */
  private void room(PackedCountMap growing, long extra) {
    if (bytes() + extra <= budget) {
      return;
    }
    if (store != null) {
      spillFrom(f + 1, growing);
      if (bytes() + extra <= budget) {
        return;
      }
      if (growing != null && growing != maps[f] && growing.bytes() > budget / 64) {
        throw SpillRequest.INSTANCE;
      }
    }
    throw full("the states need more than the budget of " + (budget >> 20) + " MiB");
  }

  /** A state map whose segments make room before they double. */
  private PackedCountMap newMap(int expected) {
    if (store != null) {
      // room for a large map made in advance would push out the maps being filled (measured: with
      // an eighth of the budget each, eight new maps after a spill filled it at once, and every
      // spill after wrote a few hundred MiB), so a map starts at most at a 64th of the budget
      expected = (int) Math.min(expected, budget / 64 / (2 * PackedCountMap.BYTES_PER_SLOT));
    }
    room(null, (long) expected * 2 * PackedCountMap.BYTES_PER_SLOT);
    PackedCountMap m = new PackedCountMap(t.keyBits, expected);
    return m.onGrow(extra -> room(m, extra));
  }

  private long bytes() {
    long bytes = 0;
    for (PackedCountMap m : maps) {
      bytes += m == null ? 0 : m.bytes();
    }
    return bytes;
  }

  static MemoBudgetException full(String what) {
    return new MemoBudgetException("frontier count: " + what + "; count in more slices (dlx quantumino:"
        + " --part K/N with a larger N) or raise -Xmx");
  }

  /**
   * Thrown (without a stack trace) by a growing target map's budget check when only spilling that
   * map itself would make room; the add that asked is left undone, and is done again after.
   */
  private static final class SpillRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final SpillRequest INSTANCE = new SpillRequest();

    private SpillRequest() {
      super(null, null, false, false);
    }
  }
}

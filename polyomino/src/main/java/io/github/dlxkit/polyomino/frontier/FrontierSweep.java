package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.core.util.CountSpillFile;
import io.github.dlxkit.core.util.PackedCountMap;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongPredicate;

/**
 * One count of a {@link FrontierCounter}: the sweep over the cells, with its state maps, the
 * store they spill to ({@link FrontierCounter#withSpill}) and the threads that share the work.
 *
 * <p>State layout: the states are split among {@code T} <em>lanes</em> by a hash of the key (lane
 * {@code CountSpillFile.partition(key) % T}, so a spill partition belongs to one lane); lane
 * {@code t} holds a map per cell ahead, {@code lanes[t].maps[g]}: its states whose first empty cell
 * is {@code g}. Processing cell {@code f}, every lane reads every state of cell {@code f} (all
 * lanes' maps of f, or one spill partition at a time) and adds the successors that hash to it to
 * its own maps — so no map is written by two threads, at the price of each lane computing every
 * successor (the additions, random accesses into large maps, are most of the time). Each lane
 * spills its own maps past its share of the budget; the maps of cell {@code f} are never spilled
 * while they are read. With one lane this is the plain sweep.
 */
final class FrontierSweep {
  private final FrontierCounter c;
  private final int size;
  private final int pieces;
  private final int cut;
  private final long sliced;
  private final long[] patterns;
  private final boolean ends;
  private final PrintWriter progress;
  /** The pieces of {@code sliced} in no pattern. */
  private final long outside;
  /**
   * The states a slice keeps at the cut: those of STARTS_BEFORE whose sliced pieces placed by now
   * are a pattern; those of ENDS_AFTER that can still become packings (a piece outside the pattern
   * not placed by now never will be, it would end after the cut, and a packing leaves at most
   * {@code spare} pieces unused).
   */
  private final LongPredicate cutKeep;
  private final SpillStore store;
  private final Lane[] lanes;
  private final long laneBudget;
  private final long started = System.nanoTime();
  private long lastCheckpoint = started;
  /** The cell being processed; set between the lanes' tasks, which read it. */
  private int f;
  /** Whether the maps now in memory have been through the cut's filter. */
  private boolean cutDone;
  private long peakStates;
  private long peakDisk;

  FrontierSweep(FrontierCounter c, int cut, long sliced, long[] patterns, boolean ends, PrintWriter progress) {
    this.c = c;
    this.size = c.size;
    this.pieces = c.pieces;
    this.cut = cut;
    this.sliced = sliced;
    this.patterns = patterns;
    this.ends = ends;
    this.progress = progress;
    long union = 0;
    for (long p : patterns) {
      union |= p;
    }
    long out = sliced & ~union;
    this.outside = out;
    int spare = c.spare;
    this.cutKeep = sliced == 0 ? key -> true
        : ends ? key -> Long.bitCount(out & ~key) <= spare
        : key -> Arrays.binarySearch(patterns, key & sliced) >= 0;
    this.store = c.spill == null ? null : new SpillStore(c.spill, size, pieces + " pieces, " + size + " cells, "
        + c.placements() + " placements, cut " + cut + ", sliced " + Long.toHexString(sliced) + " "
        + (ends ? "ends-after " : "starts-before ") + Arrays.toString(patterns));
    this.lanes = new Lane[c.threads];
    for (int t = 0; t < lanes.length; t++) {
      lanes[t] = new Lane(t);
    }
    this.laneBudget = c.budget / lanes.length;
  }

  private int owner(long key) {
    return lanes.length == 1 ? 0 : CountSpillFile.partition(key) % lanes.length;
  }

  TreeMap<Long, Long> run() {
    ExecutorService pool = lanes.length == 1 ? null : Executors.newFixedThreadPool(lanes.length, r -> {
      Thread t = new Thread(r, "frontier-lane");
      t.setDaemon(true);
      return t;
    });
    try {
      return sweep(pool);
    } finally {
      if (pool != null) {
        pool.shutdownNow();
      }
      if (store != null) {
        store.close(); // the folder's lock: another count may take the folder up now
      }
    }
  }

  private TreeMap<Long, Long> sweep(ExecutorService pool) {
    int start = store == null ? -1 : store.resume();
    if (start < 0) {
      start = 0;
      Lane first = lanes[owner(0L)];
      first.maps[0] = first.newMap(16);
      first.maps[0].add(0L, 1L);
    } else {
      say("resumed at cell %d from the checkpoint in %s (%d MiB on disk)%n", start, c.spill, store.bytes() >> 20);
    }
    cutDone = start > cut;
    long[] ban = new long[0];
    for (f = start; f < size; f++) {
      if (store != null && f > start && System.nanoTime() - started > c.stopAfter) {
        checkpoint();
        say("stopped at cell %d after %.1f s: checkpoint in %s (%d MiB); the same count goes on from it%n",
            f, seconds(), c.spill, store.bytes() >> 20);
        return null;
      }
      if (store != null && f > start && System.nanoTime() - lastCheckpoint > c.checkpointEvery) {
        checkpoint();
        lastCheckpoint = System.nanoTime();
        say("checkpoint at cell %d after %.1f s in %s (%d MiB); a run that dies goes on from it%n",
            f, seconds(), c.spill, store.bytes() >> 20);
      }
      if (f == cut && sliced != 0) {
        for (Lane lane : lanes) {
          lane.applyCut();
        }
        cutDone = true;
      }
      ban = c.bans(f, cut, patterns[0], outside, ends, ban);
      long here = 0;
      for (Lane lane : lanes) {
        here += lane.maps[f] == null ? 0 : lane.maps[f].bytes();
      }
      if (store != null && (store.has(f) || here > c.budget / 2)) {
        for (Lane lane : lanes) {
          if (lane.maps[f] != null) {
            store.spill(f, lane.maps[f], cutDone);
            lane.maps[f] = null;
          }
        }
        long states = 0;
        LongPredicate keep = f >= cut ? cutKeep : key -> true; // a cell before the cut is not filtered
        for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
          Lane owner = lanes[p % lanes.length];
          PackedCountMap part = owner.maps[f] = owner.newMap(16);
          store.read(f, p, keep, part);
          states += part.size();
          expandAll(pool, new PackedCountMap[] {part}, ban);
          owner.maps[f] = null;
        }
        store.done(f);
        report(states, " from disk");
      } else {
        List<PackedCountMap> sources = new ArrayList<>();
        long states = 0;
        for (Lane lane : lanes) {
          if (lane.maps[f] != null) {
            sources.add(lane.maps[f]);
            states += lane.maps[f].size();
          }
        }
        if (!sources.isEmpty()) {
          report(states, "");
          expandAll(pool, sources.toArray(new PackedCountMap[0]), ban);
        }
        for (Lane lane : lanes) {
          lane.maps[f] = null;
        }
      }
    }
    Lane last = lanes[0];
    PackedCountMap done = last.maps[size] == null ? last.newMap(16) : last.maps[size];
    last.maps[size] = done;
    for (int t = 1; t < lanes.length; t++) {
      addAll(lanes[t].maps[size], done);
      lanes[t].maps[size] = null;
    }
    if (store != null && store.has(size)) {
      for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
        store.read(size, p, cutKeep, done);
      }
      store.done(size);
    }
    TreeMap<Long, Long> result = result(done);
    say("done: peak %d live states in memory, %d MiB at most on disk, %.1f s%n", peakStates, peakDisk >> 20,
        seconds());
    if (store != null) {
      store.clear();
    }
    return result;
  }

  private static void addAll(PackedCountMap from, PackedCountMap into) {
    for (int seg = 0; from != null && seg < PackedCountMap.SEGMENTS; seg++) {
      for (int s = 0; s < from.capacity(seg); s++) {
        long k = from.keyAt(seg, s);
        if (k != PackedCountMap.EMPTY) {
          into.add(k, from.countAt(seg, s));
        }
      }
    }
  }

  /** Every lane expands every state of {@code sources}, in parallel; failures are rethrown as they were. */
  private void expandAll(ExecutorService pool, PackedCountMap[] sources, long[] ban) {
    if (pool == null) {
      lanes[0].expand(sources, ban);
      return;
    }
    List<Future<?>> tasks = new ArrayList<>();
    for (Lane lane : lanes) {
      tasks.add(pool.submit(() -> lane.expand(sources, ban)));
    }
    RuntimeException failure = null;
    for (Future<?> task : tasks) {
      try {
        task.get();
      } catch (ExecutionException e) {
        if (failure == null) {
          failure = e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      }
    }
    if (failure != null) {
      throw failure;
    }
  }

  /** The counts per set of pieces used of the finished packings in {@code done}. */
  private TreeMap<Long, Long> result(PackedCountMap done) {
    TreeMap<Long, Long> result = new TreeMap<>();
    long usedMask = (1L << pieces) - 1;
    for (int seg = 0; seg < PackedCountMap.SEGMENTS; seg++) {
      for (int s = 0; s < done.capacity(seg); s++) {
        long k = done.keyAt(seg, s);
        // an ENDS_AFTER pattern piece never placed ends nowhere: that packing is another slice's
        if (k != PackedCountMap.EMPTY && (!ends || (k & patterns[0]) == patterns[0])) {
          result.merge(k & usedMask, done.countAt(seg, s), Math::addExact);
        }
      }
    }
    return result;
  }

  private void report(long states, String from) {
    long live = 0;
    long bytes = 0;
    for (Lane lane : lanes) {
      for (PackedCountMap x : lane.maps) {
        live += x == null ? 0 : x.size();
      }
      bytes += lane.bytes();
    }
    peakStates = Math.max(peakStates, live + (from.isEmpty() ? 0 : states));
    say("cell %d/%d: %d states here%s, %d live in %d MiB, %d MiB on disk, %.1f s%n", f, size, states, from, live,
        bytes >> 20, store == null ? 0 : store.bytes() >> 20, seconds());
  }

  /** Spills every lane's maps and writes the checkpoint: the sweep can go on at cell {@link #f}. */
  private void checkpoint() {
    for (Lane lane : lanes) {
      lane.spillFrom(f, null);
    }
    store.checkpoint(f, seconds());
  }

  /** Seconds of sweeping: this run's, and those of the runs before a checkpoint taken up. */
  private double seconds() {
    return (store == null ? 0 : store.seconds()) + (System.nanoTime() - started) / 1e9;
  }

  private void say(String format, Object... args) {
    if (progress != null) {
      synchronized (progress) {
        progress.printf(format, args);
        progress.flush();
      }
    }
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

  /** The states of one lane: those whose key hashes to it, a map per cell ahead. */
  private final class Lane {
    private final int id;
    private final PackedCountMap[] maps = new PackedCountMap[size + 1];

    Lane(int id) {
      this.id = id;
    }

    /** Adds the successors of every state of {@code sources} (first empty cell {@code f}) that are this lane's. */
    void expand(PackedCountMap[] sources, long[] ban) {
      long[] pmask = c.anchorMask[f];
      int[][] fits = c.fitting[f];
      long usedMask = (1L << pieces) - 1;
      long total = 0;
      for (PackedCountMap m : sources) {
        total += m.size();
      }
      // a new target map starts at a quarter of the source, unless maps have been spilled: then
      // memory is short and the maps grow from small
      int hint = store != null && store.bytes() > 0 ? 16 : (int) Math.max(16, total / 4 / lanes.length);
      for (PackedCountMap m : sources) {
        for (int seg = 0; seg < PackedCountMap.SEGMENTS; seg++) {
          for (int s = 0, cap = m.capacity(seg); s < cap; s++) {
            long key = m.keyAt(seg, s);
            if (key == PackedCountMap.EMPTY) {
              continue;
            }
            long n = m.countAt(seg, s);
            long occ = key >>> pieces << 1;
            long used = key & usedMask;
            int[] fit = fits[(int) (occ >>> 1) & ((1 << FrontierCounter.WINDOW) - 1)];
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
    }

    /**
     * Adds {@code n} to the state after a placement, if it is this lane's: occupancy {@code o} from
     * cell f on (its bit 0, cell f, now set), pieces {@code used}; it goes to the map of its first
     * empty cell.
     */
    private void put(long o, long used, long n, int hint) {
      int t = Long.numberOfTrailingZeros(~o);
      int g = f + t;
      long next = (o >>> t + 1) << pieces | used;
      if (lanes.length > 1 && owner(next) != id) {
        return;
      }
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

    /** The cut's filter on this lane's maps ahead, in memory where the filtered copies fit, else on reading them back. */
    void applyCut() {
      long biggest = 0;
      for (int g = f; g <= size; g++) {
        biggest = Math.max(biggest, maps[g] == null ? 0 : maps[g].bytes());
      }
      if (store == null || bytes() + biggest <= laneBudget) {
        for (int g = f; g <= size; g++) {
          if (maps[g] != null) {
            PackedCountMap kept = maps[g].filtered(cutKeep);
            maps[g] = kept.onGrow(extra -> room(kept, extra));
          }
        }
      } else {
        spillFrom(f, null);
      }
    }

    /** Spills every map of this lane from cell {@code from} on but {@code keep}; returns the bytes freed. */
    long spillFrom(int from, PackedCountMap keep) {
      long freed = 0;
      for (int g = from; g <= size; g++) {
        PackedCountMap x = maps[g];
        if (x != null && x != keep && x.size() > 0) {
          freed += x.bytes();
          store.spill(g, x, cutDone);
          maps[g] = null;
        }
      }
      synchronized (FrontierSweep.this) {
        peakDisk = Math.max(peakDisk, store.bytes());
      }
      return freed;
    }

    /**
     * Makes room for {@code extra} more bytes of map {@code growing} (null: a new map): past the
     * lane's share of the budget, spills its other maps ahead (never those of cell f, being read),
     * and, if that is not enough, asks for {@code growing} itself to be spilled; without a store, or
     * with nothing left to spill, stops the count.
     */
    private void room(PackedCountMap growing, long extra) {
      if (bytes() + extra <= laneBudget) {
        return;
      }
      if (store != null) {
        long freed = spillFrom(f + 1, growing);
        if (freed > 0) {
          say("cell %d: spilled %d MiB of states to disk (%d MiB there), %.1f s%n", f, freed >> 20,
              store.bytes() >> 20, seconds());
        }
        if (bytes() + extra <= laneBudget) {
          return;
        }
        if (growing != null && growing != maps[f] && growing.bytes() > laneBudget / 64) {
          throw SpillRequest.INSTANCE;
        }
      }
      throw full("the states need more than the budget of " + (c.budget >> 20) + " MiB");
    }

    /** A state map of this lane whose segments make room before they double. */
    PackedCountMap newMap(int expected) {
      if (store != null) {
        // room for a large map made in advance would push out the maps being filled (measured: with
        // an eighth of the budget each, eight new maps after a spill filled it at once, and every
        // spill after wrote a few hundred MiB), so a map starts at most at a 64th of the budget
        expected = (int) Math.min(expected, laneBudget / 64 / (2 * PackedCountMap.BYTES_PER_SLOT));
      }
      room(null, (long) expected * 2 * PackedCountMap.BYTES_PER_SLOT);
      PackedCountMap m = new PackedCountMap(c.keyBits, expected);
      return m.onGrow(extra -> room(m, extra));
    }

    long bytes() {
      long bytes = 0;
      for (PackedCountMap m : maps) {
        bytes += m == null ? 0 : m.bytes();
      }
      return bytes;
    }
  }

  static MemoBudgetException full(String what) {
    return new MemoBudgetException("frontier count: " + what + "; count in more slices (a larger K in"
        + " --slice I/K) or raise -Xmx");
  }
}

package io.github.dlxkit.polyomino.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.CheckpointException;
import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.polyomino.QuantuminoSolver;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import io.github.dlxkit.polyomino.model.Region;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The frontier count checked against an independent method: the exact-cover engine
 * ({@link TilingSolver#count()}, backtracking over the same pieces) on boxes small enough for it.
 */
class FrontierCounterTest {
  private static List<Polyomino> subset(long set) {
    List<Polyomino> l = new ArrayList<>();
    for (int p = 0; p < QuantuminoPieces.COUNT; p++) {
      if ((set >>> p & 1) != 0) {
        l.add(QuantuminoPieces.get(p));
      }
    }
    return l;
  }

  /** Every 4-piece subset of the first 11 Quantumino pieces in the 5x2x2 box: one frontier run, 330 engine runs. */
  @Test
  void everyFourPieceSetOfA5x2x2BoxMatchesTheEngine() {
    Map<Long, Long> frontier = FrontierCounter.of(QuantuminoPieces.all().subList(0, 11), 5, 2, 2).count(null);
    long sets = 0;
    long total = 0;
    for (long set = 0; set < 1L << 11; set++) {
      if (Long.bitCount(set) != 4) {
        continue;
      }
      sets++;
      long engine = TilingSolver.of(subset(set), Region.box(5, 2, 2)).count();
      assertEquals(engine, frontier.getOrDefault(set, 0L), "pieces " + Long.toBinaryString(set));
      total += engine;
    }
    assertEquals(330, sets);
    assertTrue(total > 0, "the 5x2x2 box must have packings for the test to mean something");
    assertEquals(frontier.values().stream().mapToLong(Long::longValue).sum(), total);
  }

  /** Eight pieces in a 4x5x2 box (swept along its 5-long axis), with and without slices. */
  @Test
  void eightPiecesInA4x5x2BoxMatchTheEngineAndSlicesAddUp() {
    List<Polyomino> pieces = QuantuminoPieces.all().subList(0, 8);
    long engine = TilingSolver.of(pieces, Region.box(4, 5, 2)).count();
    FrontierCounter counter = FrontierCounter.of(pieces, 4, 5, 2);
    assertEquals(engine, counter.count(null).getOrDefault(0xFFL, 0L));
    long sliced = 0;
    for (long pattern = 0; pattern < 4; pattern++) {
      sliced += counter.count(16, 3L, pattern, null).getOrDefault(0xFFL, 0L);
    }
    assertEquals(engine, sliced);
    assertTrue(engine > 0);
  }

  /**
   * All 17 asides in one frontier run (17 pieces offered, the missing one is the aside) against the
   * engine's counts ({@link QuantuminoSolver#count()}, backtracking) for a chiral and an achiral
   * aside (all 17 take minutes), in the narrow 80-cell box 2x2x20; and the 4 slices of the run add
   * up to it.
   */
  @Test
  void allAsidesInOneRunMatchTheEngineInA2x2x20Box() {
    int[] box = {2, 2, 20};
    Map<Integer, Long> all = QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 0, 0, null);
    for (int a : new int[] {0, 16}) {
      long engine = QuantuminoSolver.of(a, box).count();
      assertEquals(engine, all.getOrDefault(a, 0L), "aside " + a);
      assertTrue(engine > 0);
    }
    long total = all.values().stream().mapToLong(Long::longValue).sum();
    long sliced = 0;
    for (int s = 0; s < 4; s++) {
      sliced += QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 2, s, null).values().stream()
          .mapToLong(Long::longValue).sum();
    }
    assertEquals(total, sliced);
  }

  /**
   * The reversed slicing ({@code ENDS_AFTER}: which sliced pieces end at or after the cut) against
   * the plain one, slice by slice and aside by aside, in the 2x2x20 box: equal, as the half-turn
   * that swaps the box's ends says; and its slices add up to the whole count too.
   */
  @Test
  void reversedSlicesEqualThePlainOnesAsTheHalfTurnSays() {
    int[] box = {2, 2, 20};
    Map<Integer, Long> whole = QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 0, 0, null);
    Map<Integer, Long> sum = new java.util.TreeMap<>();
    for (int s = 0; s < 8; s++) {
      Map<Integer, Long> ends = QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 3, s,
          FrontierCounter.Slicing.ENDS_AFTER, null);
      assertEquals(QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 3, s,
          FrontierCounter.Slicing.STARTS_BEFORE, null), ends, "slice " + s + " of 8");
      ends.forEach((a, n) -> sum.merge(a, n, Long::sum));
    }
    assertEquals(whole, sum);
    assertEquals(FrontierCounter.Slicing.ENDS_AFTER, QuantuminoCount.slicing(box, 40, 3, 7));
    assertEquals(FrontierCounter.Slicing.ENDS_AFTER, QuantuminoCount.slicing(box, 40, 3, 3), "two of three bits");
    assertEquals(FrontierCounter.Slicing.STARTS_BEFORE, QuantuminoCount.slicing(box, 40, 3, 4), "one of three bits");
    assertEquals(FrontierCounter.Slicing.STARTS_BEFORE, QuantuminoCount.slicing(box, 38, 3, 7), "not the middle");
  }

  /** A budget too small for the states stops the count with the documented error, not an OutOfMemoryError. */
  @Test
  void aBudgetTooSmallStopsWithAClearError() {
    FrontierCounter counter = FrontierCounter.of(QuantuminoPieces.all(), 5, 8, 2).withBudget(1L << 20);
    MemoBudgetException e = assertThrows(MemoBudgetException.class, () -> counter.count(null));
    assertTrue(e.getMessage().contains("budget of 1 MiB") && e.getMessage().contains("more slices"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> counter.withBudget(1000));
  }

  /**
   * States spilled to disk (a 1 MiB budget, a tenth of the peak, so the maps leave memory often) give the same counts
   * as in memory, unsliced and sliced every way, in the 2x2x20 box with all 17 pieces; and a count
   * stopped at every cell boundary and taken up again from its checkpoint gives them too.
   */
  @Test
  void spilledAndResumedCountsEqualTheCountsInMemory(@TempDir Path dir) throws IOException {
    FrontierCounter memory = FrontierCounter.of(QuantuminoPieces.all(), 2, 2, 20);
    FrontierCounter disk = memory.withBudget(1 << 20).withSpill(dir.resolve("spill"));
    assertEquals(memory.count(null), disk.count(null), "unsliced");
    assertEquals(memory.count(40, 7, 5, null), disk.count(40, 7, 5, null), "a slice");
    assertEquals(memory.count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER, null),
        disk.count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER, null), "a reversed slice");
    long[] family = {1, 2, 7};
    assertEquals(memory.count(40, 7, family, null), disk.count(40, 7, family, null), "a family of slices");
    StringWriter log = new StringWriter();
    disk.count(new PrintWriter(log));
    assertTrue(log.toString().contains("spilled"), "the budget must make the count spill for the test to mean something");

    FrontierCounter stopping = disk.stoppingAfter(Duration.ZERO);
    Map<Long, Long> resumed = null;
    int runs = 0;
    while (resumed == null) {
      resumed = stopping.count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER, null);
      runs++;
    }
    assertEquals(memory.count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER, null), resumed);
    assertTrue(runs > 40, runs + " runs: a stop after no time must stop at (nearly) every cell");
    try (var left = Files.list(dir.resolve("spill"))) {
      assertEquals(0, left.count(), "a finished count leaves no files");
    }
  }

  /**
   * A count checkpointing at every cell that dies in the middle (its progress writer throws at
   * cell 50 of 80, as a kill would stop it) goes on from its last checkpoint, not from the start,
   * and ends with the counts in memory; spilled and in memory, unsliced and with a reversed slice.
   */
  @Test
  void aCountThatDiesGoesOnFromItsLastPeriodicCheckpoint(@TempDir Path dir) throws IOException {
    FrontierCounter memory = FrontierCounter.of(QuantuminoPieces.all(), 2, 2, 20);
    for (long budget : new long[] {1 << 20, 1L << 30}) {
      Path spill = dir.resolve("spill" + budget);
      FrontierCounter checkpointing = memory.withBudget(budget).withSpill(spill).checkpointingEvery(Duration.ZERO);
      java.io.Writer dying = new java.io.Writer() {
        private final StringBuilder seen = new StringBuilder();

        @Override
        public void write(char[] buf, int off, int len) {
          seen.append(buf, off, len);
          if (seen.indexOf("cell 50/80") >= 0) {
            throw new IllegalStateException("killed");
          }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
      };
      assertThrows(IllegalStateException.class,
          () -> checkpointing.count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER, new PrintWriter(dying)));
      assertTrue(SpillStore.savedSeconds(spill) > 0, "the checkpoint keeps the seconds of the run before it");
      StringWriter log = new StringWriter();
      Map<Long, Long> resumed = memory.withBudget(budget).withSpill(spill)
          .count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER, new PrintWriter(log));
      assertTrue(log.toString().startsWith("resumed at cell 50 "), log.toString());
      assertEquals(memory.count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER, null), resumed, "budget " + budget);
    }
    assertThrows(IllegalStateException.class, () -> memory.checkpointingEvery(Duration.ZERO), "no folder");
  }

  /**
   * The spill folder is tamper-evident and single-writer (issue 32): an edited checkpoint line, a
   * damaged spill file and a checkpoint without its checksum line are refused naming the file;
   * a second count on a folder another holds is refused at once; the untouched folder still
   * goes on to the counts in memory.
   */
  @Test
  void aSpillFolderIsCheckedAndLocked(@TempDir Path dir) throws IOException {
    FrontierCounter memory = FrontierCounter.of(QuantuminoPieces.all(), 2, 2, 20);
    Path spill = dir.resolve("spill");
    FrontierCounter stopping = memory.withBudget(1 << 20).withSpill(spill).stoppingAfter(Duration.ofMillis(300));
    Map<Long, Long> first = stopping.count(null);
    Path cp = spill.resolve(SpillStore.CHECKPOINT);
    for (int runs = 0; first == null && runs < 100; runs++) {
      List<String> lines = Files.readAllLines(cp);
      if (lines.stream().anyMatch(l -> l.startsWith("file\t"))) {
        break; // a checkpoint with spill files: the case to damage
      }
      first = stopping.count(null);
    }
    assertEquals(null, first, "the count must stop at a checkpoint with files for the test to mean something");
    List<String> lines = Files.readAllLines(cp);
    String spillName = lines.stream().filter(l -> l.startsWith("file\t")).findFirst().orElseThrow().split("\t")[2];
    Path spillFile = spill.resolve(spillName);
    FrontierCounter resume = memory.withBudget(1 << 20).withSpill(spill);

    List<String> edited = new ArrayList<>(lines);
    int next = edited.indexOf(edited.stream().filter(l -> l.startsWith("next\t")).findFirst().orElseThrow());
    edited.set(next, "next\t" + (Integer.parseInt(edited.get(next).substring(5)) + 1));
    Files.write(cp, edited);
    CheckpointException e = assertThrows(CheckpointException.class, () -> resume.count(null));
    assertTrue(e.getMessage().contains("checkpoint.txt:" + lines.size() + ": the checksum does not match"), e.getMessage());
    Files.write(cp, lines.subList(0, lines.size() - 1));
    e = assertThrows(CheckpointException.class, () -> resume.count(null));
    assertTrue(e.getMessage().contains("no checksum line"), e.getMessage());
    Files.write(cp, lines);

    byte[] bytes = Files.readAllBytes(spillFile);
    byte[] damaged = bytes.clone();
    damaged[3] ^= 0x10; // a bit of the first entry's key
    Files.write(spillFile, damaged);
    e = assertThrows(CheckpointException.class, () -> resume.count(null));
    assertTrue(e.getMessage().contains(spillFile + ": the chunk at byte 0 does not match its checksum"), e.getMessage());
    Files.write(spillFile, bytes);

    SpillStore holder = new SpillStore(spill, 80, "another count");
    holder.lock();
    try {
      e = assertThrows(CheckpointException.class, () -> resume.count(null));
      assertTrue(e.getMessage().contains("spill folder " + spill + " is in use by another count"), e.getMessage());
    } finally {
      holder.close();
    }
    assertEquals(memory.count(null), resume.count(null), "the untouched folder goes on to the count in memory");
    try (var left = Files.list(spill)) {
      assertEquals(0, left.count(), "a finished count leaves no files, the lock file included");
    }
  }

  /** A checkpoint of another count is refused with the file and line, not taken up. */
  @Test
  void aCheckpointOfAnotherCountIsRefused(@TempDir Path dir) {
    FrontierCounter disk = FrontierCounter.of(QuantuminoPieces.all(), 2, 2, 20).withSpill(dir)
        .stoppingAfter(Duration.ZERO);
    assertEquals(null, disk.count(40, 7, 5, null));
    CheckpointException e = assertThrows(CheckpointException.class, () -> disk.count(40, 7, 6, null));
    assertTrue(e.getMessage().contains("checkpoint.txt:2: the checkpoint of another count"), e.getMessage());
  }

  /**
   * Two and four threads (each adding the successors that hash to it) give the one-thread counts,
   * in memory and spilled to disk, unsliced and with a reversed slice, in the 2x2x20 box; and a
   * count stopped with one thread finishes with two.
   */
  @Test
  void threadsGiveTheSameCounts(@TempDir Path dir) {
    FrontierCounter one = FrontierCounter.of(QuantuminoPieces.all(), 2, 2, 20);
    Map<Long, Long> whole = one.count(null);
    Map<Long, Long> slice = one.count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER, null);
    for (int n : new int[] {2, 4}) {
      FrontierCounter threads = one.withThreads(n);
      assertEquals(whole, threads.count(null), n + " threads");
      FrontierCounter spilling = threads.withBudget(1 << 20).withSpill(dir.resolve("spill" + n));
      assertEquals(whole, spilling.count(null), n + " threads, spilled");
      assertEquals(slice, spilling.count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER, null), n + " threads, a slice");
    }
    assertThrows(IllegalArgumentException.class, () -> one.withThreads(3));
    // a count stopped with one thread goes on with two from its checkpoint
    FrontierCounter spill = one.withBudget(1 << 20).withSpill(dir.resolve("resumed"));
    assertEquals(null, spill.stoppingAfter(java.time.Duration.ZERO).count(null));
    assertEquals(whole, spill.withThreads(2).count(null), "stopped with 1 thread, finished with 2");
  }

  /**
   * The 3x3x9 box has 81 cells and the 16 pentacubes 80: no set of pieces has its volume, so the
   * sweep answers at once (it used to sweep for minutes and fill its budget). The 17 pieces of
   * --aside all (multiples of 5) cannot fill it either.
   */
  @Test
  void aBoxNoSetOfPiecesFillsIsAnsweredAtOnce() {
    org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
      assertTrue(QuantuminoCount.count(7, new int[] {3, 3, 9}, 0, 0, null).isEmpty());
      assertTrue(QuantuminoCount.count(QuantuminoCount.ALL, new int[] {3, 3, 9}, 0, 0, null).isEmpty());
    });
    assertTrue(FrontierCounter.of(QuantuminoPieces.all().subList(0, 16), 5, 8, 2).volumeAdmits(), "80 cells");
  }
}

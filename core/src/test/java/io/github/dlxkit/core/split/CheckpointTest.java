package io.github.dlxkit.core.split;

import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.CountSum;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.CheckpointException;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.Kernel;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checkpoint: resume skips finished subproblems, a torn last line is dropped, a
 * foreign or damaged checkpoint is refused, and a child JVM killed with SIGKILL at random moments
 * and resumed ends with the exact count.
 */
class CheckpointTest {
  @TempDir Path dir;

  static SplittableSearch search(String file) throws IOException {
    try (Reader r = new InputStreamReader(CheckpointTest.class.getResourceAsStream("/xcc/" + file),
        StandardCharsets.UTF_8)) {
      // the links kernel: estimates are of DLX2's tree, and the tests compare them with the nodes counted
      return ExactCoverSolver.of(KnuthFormat.read(r, file).problem()).withKernel(Kernel.DANCING_LINKS).splittable();
    }
  }

  @Test
  void resumeSkipsFinishedSubproblemsAndAddsUpExactly() throws Exception {
    SplittableSearch search = search("queens10.dlx");
    List<Subproblem> split = search.split(50);
    Path file = dir.resolve("q.checkpoint");
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      for (Subproblem s : split.subList(0, split.size() / 2)) {
        j.record(s, search.count(s));
      }
    }
    List<Integer> counted = new ArrayList<>();
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      assertEquals(split.size() / 2, j.finished().size());
      Runner.count(search, split, j, 2, (s, c) -> {
        counted.add(s.index());
        j.record(s, c);
      }, 0);
      assertEquals(split.size() - split.size() / 2, counted.size(), "only the unfinished ones are counted");
      CountSum total = new CountSum();
      j.finished().values().forEach(total::add);
      assertEquals(724, total.count().longValue(), "10 queens: OEIS A000170");
    }
  }

  /**
   * A count of a problem with bounds (Algorithm M) resumes too: stopped after a third of its
   * subproblems, refined past a small node budget when resumed (so pieces of subproblems are
   * recorded), it ends with DLX3's count of a001499-6, 67,950 (run here, {@code dlx3 < file};
   * xcc/README.md), the subproblems recorded before counted once.
   */
  @Test
  void aBoundedCountResumesWithDlx3sTotal() throws Exception {
    SplittableSearch search = search("a001499-6.dlx");
    List<Subproblem> split = search.split(60);
    Path file = dir.resolve("a001499-6.checkpoint");
    int before = split.size() / 3;
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      for (Subproblem s : split.subList(0, before)) {
        j.record(s, search.count(s));
      }
    }
    List<Integer> counted = new ArrayList<>();
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      assertEquals(before, j.finished().size());
      Runner.count(search, split, j, 2, (s, c) -> {
        counted.add(s.index());
        j.record(s, c);
      }, 500);
    }
    assertTrue(counted.stream().noneMatch(i -> i < before), "the recorded subproblems are not counted again");
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      assertTrue(j.pieces().size() > split.size(), j.pieces().size() + " records: some subproblems in pieces");
      CountSum total = new CountSum();
      j.pieces().values().forEach(total::add);
      assertEquals(67_950, total.count().longValue(), "DLX3's count of a001499-6 (xcc/README.md)");
    }
  }

  @Test
  void aTornLastLineIsDroppedAndCutOff() throws Exception {
    SplittableSearch search = search("queens8.dlx");
    List<Subproblem> split = search.split(10);
    Path file = dir.resolve("torn.checkpoint");
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      j.record(split.get(0), search.count(split.get(0)));
    }
    Files.writeString(file, split.get(1).toLine() + " 1", StandardOpenOption.APPEND); // crash mid-write
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      assertEquals(1, j.finished().size());
      j.record(split.get(1), search.count(split.get(1)));
    }
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      assertEquals(2, j.finished().size(), "the record after the torn line reads back");
    }
  }

  @Test
  void aForeignCheckpointIsRefused() throws Exception {
    SplittableSearch queens8 = search("queens8.dlx");
    SplittableSearch queens10 = search("queens10.dlx");
    Path file = dir.resolve("foreign.checkpoint");
    Checkpoint.open(file, queens8.identity(), queens8.split(10)).close();
    CheckpointException ex = assertThrows(CheckpointException.class,
        () -> Checkpoint.open(file, queens10.identity(), queens10.split(10)));
    assertTrue(ex.getMessage().contains("another problem"), ex.getMessage());
    ex = assertThrows(CheckpointException.class, () -> Checkpoint.open(file, queens8.identity(), queens8.split(500)));
    assertTrue(ex.getMessage().contains("split into"), ex.getMessage());
  }

  @Test
  void aDamagedOrAlienFileIsRefused() throws Exception {
    SplittableSearch search = search("queens8.dlx");
    List<Subproblem> split = search.split(10);
    Path file = dir.resolve("damaged.checkpoint");
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      j.record(split.get(0), search.count(split.get(0)));
      j.record(split.get(1), search.count(split.get(1)));
    }
    List<String> lines = new ArrayList<>(Files.readAllLines(file));
    lines.set(1, lines.get(1).replace(' ', 'x'));
    String message = refusedAfterWriting(file, lines, search, split);
    assertTrue(message.contains("line 2"), message);

    Path alien = dir.resolve("notes.txt");
    Files.writeString(alien, "my notes"); // no newline: must not be taken for a torn header
    assertThrows(CheckpointException.class, () -> Checkpoint.open(alien, search.identity(), split));
    assertEquals("my notes", Files.readString(alien), "an alien file is left alone");
  }

  /**
   * A record whose count was changed by hand (the "3" made "999", which was summed as 74,708
   * instead of 73,712) or whose bytes were damaged is refused, naming the file and line.
   */
  @Test
  void anEditedOrCorruptedRecordIsRefusedByItsChecksum() throws Exception {
    SplittableSearch search = search("queens8.dlx");
    List<Subproblem> split = search.split(10);
    Path file = dir.resolve("edited.checkpoint");
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      j.record(split.get(0), new PartCount(3, 40, Duration.ofMillis(1)));
      j.record(split.get(1), search.count(split.get(1)));
    }
    List<String> lines = Files.readAllLines(file);
    List<String> edited = new ArrayList<>(lines);
    edited.set(1, edited.get(1).replaceFirst(" 3 ", " 999 "));
    assertTrue(!edited.get(1).equals(lines.get(1)), "the count was edited");
    String message = refusedAfterWriting(file, edited, search, split);
    assertTrue(message.contains(file + " line 2: checksum does not match"), message);

    List<String> flipped = new ArrayList<>(lines);
    char[] c = flipped.get(2).toCharArray();
    c[0] ^= 1; // one bit of the subproblem's index
    flipped.set(2, new String(c));
    message = refusedAfterWriting(file, flipped, search, split);
    assertTrue(message.contains(file + " line 3: checksum does not match"), message);

    Files.write(file, lines);
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      assertEquals(3, j.finished().get(0).count(), "the untouched file reads back");
    }
  }

  /**
   * The checksum is CRC-32 in 8 hex digits: docs/counting.md's example lines, their checksums
   * computed independently (Python's zlib.crc32).
   */
  @Test
  void theChecksumIsCrc32AsTheDocsShowIt() {
    assertEquals("1:0,15,30,73 3 108 0 7a554f6c\n", Checkpoint.withCrc("1:0,15,30,73 3 108 0"));
    assertEquals("dlxkit-checkpoint 2 xcc:f3890ededf12ea98950df316fb232db0 5918 b76156e0\n",
        Checkpoint.withCrc("dlxkit-checkpoint 2 xcc:f3890ededf12ea98950df316fb232db0 5918"));
  }

  /**
   * Records of short pieces reach the file in batches, not a write each (issue 54: pentominoes 6×10
   * with --checkpoint made 10,793 writes, one per subproblem, and took 2.4× the CPU of --count).
   * Counted by the kernel, in this thread's {@code syscw} of {@code /proc/thread-self/io} (Linux):
   * 500 records made 500 writes before; now one per batch, and a batch waits at most
   * {@link Checkpoint#WRITE_INTERVAL_MILLIS} ms for the next record, so at most one per interval
   * the loop took, and two more. The records are all in the file once it is closed, and a record's
   * line is the one {@code recordLine} gives (the format of docs/counting.md).
   */
  @Test
  void shortPiecesAreWrittenInBatches() throws Exception {
    Path io = Path.of("/proc/thread-self/io");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isReadable(io), "Linux's per-thread I/O counters");
    List<Subproblem> split = new ArrayList<>();
    for (int i = 0; i < 500; i++) {
      split.add(new Subproblem(i, new int[] {i, 7}));
    }
    Path file = dir.resolve("batches.checkpoint");
    List<String> expected = new ArrayList<>();
    try (Checkpoint c = Checkpoint.open(file, "test:batches", split)) {
      long writes = writeCalls(io);
      long start = System.nanoTime();
      for (Subproblem s : split) {
        PartCount count = new PartCount(s.index() % 3, 10 + s.index(), Duration.ofMillis(s.index() % 5));
        c.record(s, count);
        expected.add(Checkpoint.recordLine(s, count).strip());
      }
      long took = System.nanoTime() - start;
      writes = writeCalls(io) - writes;
      long allowed = 2 + took / (Checkpoint.WRITE_INTERVAL_MILLIS * 1_000_000L);
      assertTrue(writes <= allowed, writes + " writes for 500 records in " + took / 1000 + " µs; at most " + allowed);
    }
    List<String> lines = Files.readAllLines(file);
    assertEquals(expected, lines.subList(1, lines.size()), "every record, in order, as recordLine writes it");
    try (Checkpoint c = Checkpoint.open(file, "test:batches", split)) {
      assertEquals(500, c.finished().size());
      assertEquals(100L * (0 + 1 + 2 + 3 + 4), c.finished().values().stream()
          .mapToLong(p -> p.elapsed().toMillis()).sum(), "the milliseconds read back");
    }
  }

  /** The write system calls this thread has made so far (Linux's {@code syscw}). */
  private static long writeCalls(Path io) throws IOException {
    for (String line : Files.readAllLines(io)) {
      if (line.startsWith("syscw:")) {
        return Long.parseLong(line.substring("syscw:".length()).strip());
      }
    }
    throw new IllegalStateException("no syscw in " + io);
  }

  /**
   * A record of a piece that took {@link Checkpoint#WRITE_INTERVAL_MILLIS} ms or more is in the file
   * at once, with the short ones before it: a kill loses no long piece that has finished.
   */
  @Test
  void aLongPieceIsWrittenAtOnce() throws Exception {
    List<Subproblem> split = List.of(new Subproblem(0, new int[] {1}), new Subproblem(1, new int[] {2}));
    Path file = dir.resolve("long.checkpoint");
    try (Checkpoint c = Checkpoint.open(file, "test:long", split)) {
      c.record(split.get(0), new PartCount(1, 1, Duration.ZERO));
      c.record(split.get(1), new PartCount(2, 5, Duration.ofMillis(Checkpoint.WRITE_INTERVAL_MILLIS)));
      assertEquals(3, Files.readAllLines(file).size(), "the header and both records, before close");
    }
  }

  /**
   * A JVM that exits without closing its checkpoint (as a count does on Ctrl-C or SIGTERM: the
   * shutdown hook reports and the JVM ends) keeps every record made: the last batch is written on
   * the way out. The child records 200 short pieces and calls {@code System.exit}.
   */
  @Test
  void anExitWithoutCloseKeepsTheLastBatch() throws Exception {
    Path file = dir.resolve("exit.checkpoint");
    Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx64m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
        CheckpointExitChild.class.getName(), file.toString(), "200")
        .redirectError(ProcessBuilder.Redirect.INHERIT).start();
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), "child finishes");
    assertEquals(3, p.exitValue(), "the child's own exit status");
    assertEquals(201, Files.readAllLines(file).size(), "the header and the 200 records");
  }

  /**
   * A record line, written byte by byte, is the format's text (docs/counting.md): the docs' example
   * line, an empty prefix, the largest values, a vector count, each against its text built as a
   * string and checksummed by {@code withCrc}.
   */
  @Test
  void recordLinesAreTheFormatsText() {
    assertEquals("1:0,15,30,73 3 108 0 7a554f6c\n",
        Checkpoint.recordLine(new Subproblem(1, new int[] {0, 15, 30, 73}), new PartCount(3, 108, Duration.ZERO)));
    assertEquals(Checkpoint.withCrc("0: 0 0 0"),
        Checkpoint.recordLine(new Subproblem(0, new int[0]), new PartCount(0, 0, Duration.ZERO)));
    long max = Long.MAX_VALUE;
    assertEquals(Checkpoint.withCrc("2147483647:0,9,10,2147483647 " + max + " " + max + " 86400000"),
        Checkpoint.recordLine(new Subproblem(Integer.MAX_VALUE, new int[] {0, 9, 10, Integer.MAX_VALUE}),
            new PartCount(max, max, Duration.ofDays(1))));
    assertEquals(Checkpoint.withCrc("3:1 23 5 7 1,0,22"),
        Checkpoint.recordLine(new Subproblem(3, new int[] {1}), PartCount.of(new long[] {1, 0, 22}, 5, Duration.ofMillis(7))));
  }

  /** Format 1, without checksums, is refused with a line saying why (docs/counting.md). */
  @Test
  void aFormat1CheckpointIsRefused() throws Exception {
    SplittableSearch search = search("queens8.dlx");
    List<Subproblem> split = search.split(10);
    Path file = dir.resolve("old.checkpoint");
    String message = refusedAfterWriting(file, List.of("dlxkit-checkpoint 1 " + search.identity() + " " + split.size(),
        split.get(0).toLine() + " 3 40 1"), search, split);
    assertTrue(message.contains("line 1: format 1"), message);
  }

  /** Writes {@code lines} (each ended by a newline) to {@code file}; the message of the refusal to open it. */
  private static String refusedAfterWriting(Path file, List<String> lines, SplittableSearch search,
      List<Subproblem> split) throws java.io.IOException {
    Files.write(file, lines);
    return assertThrows(CheckpointException.class, () -> Checkpoint.open(file, search.identity(), split)).getMessage();
  }

  /** An open checkpoint is locked: a second opening (here in the same JVM) is refused naming the file. */
  @Test
  void aSecondWriterIsRefused() throws Exception {
    SplittableSearch search = search("queens8.dlx");
    List<Subproblem> split = search.split(10);
    Path file = dir.resolve("locked.checkpoint");
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      j.record(split.get(0), search.count(split.get(0)));
      CheckpointException ex = assertThrows(CheckpointException.class,
          () -> Checkpoint.open(file, search.identity(), split));
      assertTrue(ex.getMessage().contains(file + " is in use by another count"), ex.getMessage());
      j.record(split.get(1), search.count(split.get(1)));
    }
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      assertEquals(2, j.finished().size(), "the refused opening changed nothing; closing released the lock");
    }
  }

  /** A directory, a device (/dev/full reads zeros for ever) and a missing folder are refused before reading. */
  @Test
  void aDirectoryADeviceOrAMissingFolderIsRefused() throws Exception {
    SplittableSearch search = search("queens8.dlx");
    List<Subproblem> split = search.split(10);
    CheckpointException ex = assertThrows(CheckpointException.class,
        () -> Checkpoint.open(dir, search.identity(), split));
    assertTrue(ex.getMessage().contains("directory"), ex.getMessage());
    if (Files.exists(Path.of("/dev/full"))) {
      ex = assertThrows(CheckpointException.class, () -> Checkpoint.open(Path.of("/dev/full"), search.identity(), split));
      assertTrue(ex.getMessage().contains("/dev/full: not a regular file"), ex.getMessage());
    }
    Path nested = dir.resolve("no/such/x.checkpoint");
    ex = assertThrows(CheckpointException.class, () -> Checkpoint.open(nested, search.identity(), split));
    assertTrue(ex.getMessage().contains("no such directory"), ex.getMessage());
    assertTrue(!Files.exists(dir.resolve("no")), "no folder was created");
  }

  /**
   * Kills a counting child JVM with SIGKILL at random moments until it finishes; the count read
   * from the checkpoint is 73712, the number of solutions of 13 queens (OEIS A000170).
   */
  @Test
  void killedChildResumesToTheExactCount() throws Exception {
    Path file = dir.resolve("kill.checkpoint");
    Random random = new Random(); // random kill times; the seed is irrelevant to the assertion
    int kills = 0;
    int partialKills = 0;
    String out = null;
    for (int round = 0; round < 30 && out == null; round++) {
      Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
          CheckpointChild.class.getName(), "queens13.dlx", file.toString(), "200")
          .redirectError(ProcessBuilder.Redirect.INHERIT).start();
      // kill at a random moment while the count is under way: after a random number of records
      long killAt = (Files.exists(file) ? Files.readAllLines(file).size() : 0) + 1 + random.nextInt(200);
      while (round < 4 && p.isAlive() && (!Files.exists(file) || Files.size(file) == 0
          || Files.readAllLines(file).size() < killAt)) {
        Thread.sleep(2);
      }
      if (round < 4 && p.isAlive()) {
        p.destroyForcibly().waitFor(); // SIGKILL on Unix
        kills++;
        long records = Files.exists(file) ? Files.readAllLines(file).size() - 1 : 0;
        if (records > 0) {
          partialKills++;
        }
        continue;
      }
      assertTrue(p.waitFor(5, TimeUnit.MINUTES), "child finishes");
      assertEquals(0, p.exitValue());
      out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    }
    assertTrue(out != null && out.startsWith("73712 "), "got " + out);
    assertTrue(kills > 0, "at least one kill happened before the end");
    System.out.println("kill test: " + kills + " kills (" + partialKills + " with finished subproblems), " + out);
  }

  @Test
  void partsCoverTheSplitOnce() {
    List<Subproblem> split = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      split.add(new Subproblem(i, new int[] {i}));
    }
    List<Subproblem> all = new ArrayList<>();
    for (int k = 1; k <= 4; k++) {
      all.addAll(Parts.part(split, k, 4));
    }
    assertEquals(10, all.size());
    assertEquals(10, all.stream().distinct().count());
    assertThrows(IllegalArgumentException.class, () -> Parts.part(split, 5, 4));
    assertEquals(Duration.ZERO, new CountSum().elapsed());
  }

  @Test
  void subproblemLinesRoundTripAndBadLinesAreNamed() {
    Subproblem s = new Subproblem(17, new int[] {3, 41, 102});
    assertEquals("17:3,41,102", s.toLine());
    assertEquals(s, Subproblem.parse("17:3,41,102"));
    assertEquals(new Subproblem(0, new int[0]), Subproblem.parse("0:"));
    for (String bad : new String[] {"", "17", ":1", "1:2,,3", "1:-2", "x:1", "1:99999999999"}) {
      IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, () -> Subproblem.parse(bad));
      assertTrue(ex.getMessage().contains("subproblem"), ex.getMessage());
    }
  }
}

package io.github.dlxkit.core.split;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.CheckpointException;
import io.github.dlxkit.core.search.CountSum;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.Subproblem;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Vector counts (a count per entry, {@code quantumino --count --aside all}) through the one-number
 * formats: a checkpoint record gains a field, a part line a key, and a count of one number keeps
 * its line exactly as before, so old checkpoints and part lines still read.
 */
class VectorCountTest {
  @TempDir Path dir;

  private static final List<Subproblem> SPLIT = List.of(new Subproblem(0, new int[] {0}),
      new Subproblem(1, new int[] {1}));

  @Test
  void aCheckpointKeepsVectorsAndScalarRecordsKeepTheirLine() throws Exception {
    Path file = dir.resolve("v.checkpoint");
    PartCount v = PartCount.of(new long[] {3, 0, 4}, 9, Duration.ofMillis(5));
    try (Checkpoint c = Checkpoint.open(file, "toy:1", SPLIT, 3)) {
      c.record(SPLIT.get(0), v);
    }
    List<String> lines = Files.readAllLines(file);
    assertTrue(lines.get(1).startsWith("0:0 7 9 5 3,0,4 "), lines.get(1));
    try (Checkpoint c = Checkpoint.open(file, "toy:1", SPLIT, 3)) {
      assertEquals(v, c.finished().get(0));
      CountSum sum = new CountSum(3);
      c.finished().values().forEach(sum::add);
      assertEquals(List.of(BigInteger.valueOf(3), BigInteger.ZERO, BigInteger.valueOf(4)), sum.counts());
    }
    CheckpointException e = assertThrows(CheckpointException.class, () -> Checkpoint.open(file, "toy:1", SPLIT, 2));
    assertTrue(e.getMessage().endsWith("line 2: a count of 3 numbers; this search counts 2"), e.getMessage());

    Path scalar = dir.resolve("s.checkpoint");
    try (Checkpoint c = Checkpoint.open(scalar, "toy:1", SPLIT)) {
      c.record(SPLIT.get(1), new PartCount(7, 9, Duration.ofMillis(5)));
    }
    String text = "1:1 7 9 5";
    assertEquals(text + " " + io.github.dlxkit.core.util.Crc.hex(text), Files.readAllLines(scalar).get(1),
        "format 2's record of one number, unchanged");
  }

  @Test
  void aVectorWhoseSumIsNotItsCountIsRefused() throws Exception {
    Path file = dir.resolve("bad.checkpoint");
    try (Checkpoint c = Checkpoint.open(file, "toy:1", SPLIT, 2)) {
      c.record(SPLIT.get(0), PartCount.of(new long[] {1, 2}, 0, Duration.ZERO));
    }
    String text = "1:1 4 0 0 1,2"; // a valid checksum, a wrong sum
    Files.writeString(file, Checkpoint.withCrc(text), java.nio.file.StandardOpenOption.APPEND);
    CheckpointException e = assertThrows(CheckpointException.class, () -> Checkpoint.open(file, "toy:1", SPLIT, 2));
    assertTrue(e.getMessage().contains("line 3: damaged record"), e.getMessage());
    assertThrows(BadInputException.class, () -> new PartCount(4, 0, Duration.ZERO, new long[] {1, 2}));
  }

  @Test
  void sumsOfOtherWidthsDoNotMix() {
    PartCount v = PartCount.of(new long[] {1, 2}, 0, Duration.ZERO);
    assertThrows(IllegalArgumentException.class, () -> new CountSum().add(v));
    assertThrows(IllegalArgumentException.class, () -> new CountSum(2).add(new PartCount(1, 0, Duration.ZERO)));
    assertEquals(List.of(BigInteger.ZERO, BigInteger.ZERO), new CountSum(2).counts(), "an empty part: zeros");
    assertEquals(List.of(BigInteger.valueOf(5)), new CountSum().add(new PartCount(5, 1, Duration.ZERO)).counts(),
        "one number is a vector of length 1");
  }

  @Test
  void aPartCarriesTheVectorBesideTheCount() {
    PartResult r = new PartResult(2, 3, BigInteger.valueOf(3), BigInteger.ONE, "toy:1",
        List.of(BigInteger.ONE, BigInteger.TWO));
    assertEquals(2, r.width());
    assertEquals(List.of(BigInteger.ONE, BigInteger.TWO), r.counts());
    assertEquals(1, new PartResult(2, 3, BigInteger.valueOf(3), BigInteger.ONE, "toy:1").width());
    assertThrows(BadInputException.class, () -> new PartResult(2, 3, BigInteger.TEN, BigInteger.ONE, "toy:1",
        List.of(BigInteger.ONE, BigInteger.TWO)));
  }
}

package io.github.dlxkit.core.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class CountSpillFileTest {
  /**
   * Two maps with overlapping keys, written to two files and read back partition by partition (a
   * filter dropping the odd keys) into one map, against a HashMap holding the same sums (the
   * independent computation); narrow counts use the long form often.
   */
  @Property(tries = 20)
  void twoFilesReadBackAreTheSumOfTheirMaps(@ForAll @IntRange(min = 8, max = 56) int keyBits, @ForAll long seed)
      throws IOException {
    SplittableRandom random = new SplittableRandom(seed);
    Path dir = Files.createTempDirectory("spill");
    Map<Long, Long> expected = new HashMap<>();
    long keys = Math.min(1L << keyBits, 3000);
    Path[] files = new Path[2];
    for (int f = 0; f < 2; f++) {
      PackedCountMap m = new PackedCountMap(keyBits, 1);
      for (int i = 0; i < 2000; i++) {
        long key = random.nextLong(keys) * ((1L << keyBits) / keys);
        long count = random.nextInt(10) == 0 ? random.nextLong(1L << 45) + 1 : random.nextInt(200) + 1;
        m.add(key, count);
        if (key % 2 == 0) {
          expected.merge(key, count, Long::sum);
        }
      }
      files[f] = dir.resolve("m" + f);
      CountSpillFile.write(m, files[f]);
    }
    PackedCountMap back = new PackedCountMap(keyBits, 1);
    for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
      for (Path file : files) {
        CountSpillFile.read(file, p, key -> key % 2 == 0, back);
      }
    }
    assertEquals(expected.size(), back.size());
    expected.forEach((k, n) -> assertEquals(n, back.get(k, 0), "key " + k));
    for (Path file : files) {
      Files.delete(file);
    }
    Files.delete(dir);
  }

  /** The class Javadoc's example; an empty map and a file that is not a spill file. */
  @Test
  void theJavadocExampleAndBadFiles() throws IOException {
    Path file = Files.createTempFile("spill", ".bin");
    PackedCountMap m = new PackedCountMap(40, 16);
    m.add(7, 3);
    m.add(9, 1L << 40);
    CountSpillFile.write(m, file);
    PackedCountMap back = new PackedCountMap(40, 16);
    for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
      CountSpillFile.read(file, p, key -> true, back);
    }
    back.get(9, 0);   // 1L << 40
    assertEquals(1L << 40, back.get(9, 0));
    assertEquals(3, back.get(7, 0));
    CountSpillFile.write(new PackedCountMap(40, 1), file);
    PackedCountMap none = new PackedCountMap(40, 1);
    assertEquals(0, CountSpillFile.read(file, 0, key -> true, none));
    assertThrows(IllegalArgumentException.class, () -> CountSpillFile.read(file, 0, key -> true, new PackedCountMap(20, 1)));
    Files.writeString(file, "not a spill file at all");
    assertThrows(IllegalArgumentException.class, () -> CountSpillFile.read(file, 0, key -> true, none));
    Files.delete(file);
  }

  /**
   * Every byte a read uses is checked (issue 32): a flipped bit in an entry, in the index or a file
   * cut short is refused naming the file, and a format 1 file (no checksums) is refused as such.
   */
  @Test
  void damagedFilesAreRefused(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Path file = dir.resolve("m.spill");
    PackedCountMap m = new PackedCountMap(40, 16);
    for (long k = 0; k < 1000; k++) {
      m.add(k * 7919, k + 1);
    }
    CountSpillFile.write(m, file);
    byte[] bytes = Files.readAllBytes(file);
    int indexAt = bytes.length - 4 * Long.BYTES - 8; // the last index entry's checksum
    for (int at : new int[] {0, 5, bytes.length / 3, indexAt, bytes.length - 9}) {
      byte[] damaged = bytes.clone();
      damaged[at] ^= 0x04;
      Files.write(file, damaged);
      io.github.dlxkit.core.CheckpointException e = assertThrows(
          io.github.dlxkit.core.CheckpointException.class, () -> readAll(file));
      assertTrue(e.getMessage().startsWith("spill file " + file + ": "), e.getMessage());
    }
    Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length - 1));
    assertThrows(io.github.dlxkit.core.CheckpointException.class, () -> readAll(file));
    Files.write(file, new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40, 'd', 'l', 'x', 'k', 'S', 'P', 'L', '1'});
    io.github.dlxkit.core.CheckpointException e = assertThrows(
        io.github.dlxkit.core.CheckpointException.class, () -> readAll(file));
    assertTrue(e.getMessage().contains("format 1"), e.getMessage());
    Files.write(file, bytes);
    assertEquals(m.size(), readAll(file).size(), "the untouched file reads back");
  }

  private static PackedCountMap readAll(Path file) {
    PackedCountMap back = new PackedCountMap(40, 16);
    for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
      CountSpillFile.read(file, p, key -> true, back);
    }
    return back;
  }
}

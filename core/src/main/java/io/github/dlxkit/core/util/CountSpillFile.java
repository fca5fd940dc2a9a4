package io.github.dlxkit.core.util;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.LongPredicate;

/**
 * The entries of a {@link PackedCountMap} written to a file in {@value #PARTITIONS} partitions
 * (by a hash of the key), so that a map too big for memory can leave it and come back one
 * partition at a time: the entries of one partition from several files added into one map hold
 * each key once, with its counts summed.
 *
 * <p>Layout (big-endian {@code long}s): the data, in chunks of one partition each, then an index of
 * {@code n} entries {@code (partition << 56 | longs, offset)}, then {@code n}, then the key width in
 * bits, then {@link #MAGIC}. An entry is {@code key << (64 - keyBits) | c} with {@code c} its count
 * when below {@code max = 2^(64 - keyBits) - 1}; a larger count is written {@code c = max} followed
 * by the count in a {@code long} of its own.
 *
 * <pre>{@code
 * PackedCountMap m = new PackedCountMap(40, 16);
 * m.add(7, 3);
 * m.add(9, 1L << 40);
 * CountSpillFile.write(m, file);
 * PackedCountMap back = new PackedCountMap(40, 16);
 * for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
 *   CountSpillFile.read(file, p, key -> true, back);
 * }
 * back.get(9, 0);   // 1L << 40
 * }</pre>
 */
public final class CountSpillFile {
  /** The number of partitions. */
  public static final int PARTITIONS = 64;
  /** The file's last {@code long}. */
  public static final long MAGIC = 0x646c786b53504c31L; // "dlxkSPL1"
  /** Longs buffered per partition before a chunk is written (256 KiB). */
  private static final int CHUNK = 1 << 15;

  private CountSpillFile() {}

  /**
   * The partition of {@code key}: hash bits 30..35, which {@link PackedCountMap} uses for neither
   * the segment (the top bits) nor the slot (at most the low 30), so the keys of one partition
   * still spread over all the segments and slots of the map they are read into.
   */
  public static int partition(long key) {
    return (int) (LongCountMap.mix(key) >>> 30) & (PARTITIONS - 1);
  }

  /** Writes the entries of {@code map} to {@code file} (replaced); returns the bytes written. */
  public static long write(PackedCountMap map, Path file) {
    int keyBits = map.keyBits();
    int countBits = 64 - keyBits;
    long max = (1L << countBits) - 1;
    ByteBuffer[] buffers = new ByteBuffer[PARTITIONS];
    // small maps, spilled often when the budget is small, need no large buffers
    int chunk = (int) Math.min(CHUNK, 2L * map.size() / PARTITIONS + 64);
    long[][] index = {new long[64]}; // index[0][0]: longs used, itself included; then the pairs
    index[0][0] = 1;
    try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
        StandardOpenOption.TRUNCATE_EXISTING)) {
      for (int seg = 0; seg < PackedCountMap.SEGMENTS; seg++) {
        for (int s = 0, cap = map.capacity(seg); s < cap; s++) {
          long key = map.keyAt(seg, s);
          if (key == PackedCountMap.EMPTY) {
            continue;
          }
          long n = map.countAt(seg, s);
          int p = partition(key);
          ByteBuffer b = buffers[p];
          if (b == null) {
            b = buffers[p] = ByteBuffer.allocate(chunk * Long.BYTES);
          } else if (b.remaining() < 2 * Long.BYTES) {
            flush(out, p, b, index);
          }
          b.putLong(key << countBits | Math.min(n, max));
          if (n >= max) {
            b.putLong(n);
          }
        }
      }
      for (int p = 0; p < PARTITIONS; p++) {
        if (buffers[p] != null && buffers[p].position() > 0) {
          flush(out, p, buffers[p], index);
        }
      }
      long[] entries = index[0];
      int used = (int) entries[0];
      ByteBuffer tail = ByteBuffer.allocate((used - 1 + 3) * Long.BYTES);
      for (int i = 1; i < used; i++) {
        tail.putLong(entries[i]);
      }
      tail.putLong((used - 1) / 2).putLong(keyBits).putLong(MAGIC).flip();
      while (tail.hasRemaining()) {
        out.write(tail);
      }
      return out.position();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void flush(FileChannel out, int partition, ByteBuffer b, long[][] index) throws IOException {
    long[] entries = index[0];
    if (entries[0] + 2 > entries.length) {
      entries = index[0] = java.util.Arrays.copyOf(entries, entries.length * 2);
    }
    int used = (int) entries[0];
    entries[used] = (long) partition << 56 | b.position() / Long.BYTES;
    entries[used + 1] = out.position();
    entries[0] = used + 2;
    b.flip();
    while (b.hasRemaining()) {
      out.write(b);
    }
    b.clear();
  }

  /**
   * Adds to {@code into} the entries of partition {@code partition} of {@code file} whose key
   * {@code keep} accepts; returns how many entries were read.
   *
   * @throws IllegalArgumentException if the file is not a spill file or its keys are wider than {@code into}'s
   */
  public static long read(Path file, int partition, LongPredicate keep, PackedCountMap into) {
    try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
      long[] index = index(in, file);
      int countBits = 64 - (int) index[index.length - 1];
      if (64 - countBits > into.keyBits()) {
        throw new IllegalArgumentException(file + ": keys of " + (64 - countBits) + " bits, the map takes "
            + into.keyBits());
      }
      long max = (1L << countBits) - 1;
      long entries = 0;
      int longest = 0;
      for (int i = 0; i + 1 < index.length; i += 2) {
        if ((int) (index[i] >>> 56) == partition) {
          longest = Math.max(longest, (int) (index[i] & 0xFFFFFFFFL));
        }
      }
      ByteBuffer b = ByteBuffer.allocate(longest * Long.BYTES);
      for (int i = 0; i + 1 < index.length; i += 2) {
        if ((int) (index[i] >>> 56) != partition) {
          continue;
        }
        b.clear().limit((int) (index[i] & 0xFFFFFFFFL) * Long.BYTES);
        readFully(in, b, index[i + 1]);
        while (b.hasRemaining()) {
          long slot = b.getLong();
          long key = slot >>> countBits;
          long count = slot & max;
          if (count == max) {
            count = b.getLong();
          }
          entries++;
          if (keep.test(key)) {
            into.add(key, count);
          }
        }
      }
      return entries;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Fills {@code b} from {@code in} at {@code at} and flips it for reading. */
  private static void readFully(FileChannel in, ByteBuffer b, long at) throws IOException {
    while (b.hasRemaining()) {
      int n = in.read(b, at);
      if (n < 0) {
        throw new IllegalArgumentException("a spill file cut short");
      }
      at += n;
    }
    b.flip();
  }

  /** The index longs of {@code in} (pairs), followed by the key width. */
  private static long[] index(FileChannel in, Path file) throws IOException {
    long size = in.size();
    ByteBuffer tail = ByteBuffer.allocate(3 * Long.BYTES);
    if (size < tail.capacity()) {
      throw new IllegalArgumentException(file + ": not a spill file");
    }
    readFully(in, tail, size - tail.capacity());
    long chunks = tail.getLong();
    long keyBits = tail.getLong();
    if (tail.getLong() != MAGIC || chunks < 0 || (chunks * 2 + 3) * Long.BYTES > size) {
      throw new IllegalArgumentException(file + ": not a spill file");
    }
    ByteBuffer idx = ByteBuffer.allocate((int) (chunks * 2 * Long.BYTES));
    readFully(in, idx, size - tail.capacity() - idx.capacity());
    long[] index = new long[(int) chunks * 2 + 1];
    for (int i = 0; i < chunks * 2; i++) {
      index[i] = idx.getLong();
    }
    index[index.length - 1] = keyBits;
    return index;
  }
}

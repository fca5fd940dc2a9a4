package io.github.dlxkit.core.util;

import io.github.dlxkit.core.CheckpointException;
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
 * {@code n} entries {@code (partition << 56 | longs, offset, crc)}, then {@code n}, then the key width
 * in bits, then the CRC-32 of the index's bytes, then {@link #MAGIC}. An entry is
 * {@code key << (64 - keyBits) | c} with {@code c} its count when below
 * {@code max = 2^(64 - keyBits) - 1}; a larger count is written {@code c = max} followed by the count
 * in a {@code long} of its own. {@code crc} is the CRC-32 of the chunk's bytes: every byte a read
 * uses is checked, so a damaged or edited spill file is refused ({@link CheckpointException}) rather
 * than added into a count. Files of format 1 (magic {@code dlxkSPL1}, no checksums) are refused.
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
  public static final long MAGIC = 0x646c786b53504c32L; // "dlxkSPL2"
  private static final long OLD_MAGIC = 0x646c786b53504c31L; // "dlxkSPL1"
  /** Longs of one index entry: partition and length, offset, checksum. */
  private static final int ENTRY = 3;
  /** Longs after the index: its entry count, the key width, its checksum, the magic. */
  private static final int TAIL = 4;
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
    long[][] index = {new long[64]}; // index[0][0]: longs used, itself included; then the entries
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
      ByteBuffer tail = ByteBuffer.allocate((used - 1 + TAIL) * Long.BYTES);
      for (int i = 1; i < used; i++) {
        tail.putLong(entries[i]);
      }
      long indexCrc = Crc.of(tail.array(), 0, tail.position());
      tail.putLong((used - 1) / ENTRY).putLong(keyBits).putLong(indexCrc).putLong(MAGIC).flip();
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
    if (entries[0] + ENTRY > entries.length) {
      entries = index[0] = java.util.Arrays.copyOf(entries, entries.length * 2);
    }
    int used = (int) entries[0];
    entries[used] = (long) partition << 56 | b.position() / Long.BYTES;
    entries[used + 1] = out.position();
    entries[used + 2] = Crc.of(b.array(), 0, b.position());
    entries[0] = used + ENTRY;
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
   * @throws CheckpointException if the file is not a spill file, is of format 1, or a byte it reads
   *     does not match its checksum
   * @throws IllegalArgumentException if its keys are wider than {@code into}'s
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
      for (int i = 0; i + ENTRY - 1 < index.length; i += ENTRY) {
        if ((int) (index[i] >>> 56) == partition) {
          longest = Math.max(longest, (int) (index[i] & 0xFFFFFFFFL));
        }
      }
      ByteBuffer b = ByteBuffer.allocate(longest * Long.BYTES);
      for (int i = 0; i + ENTRY - 1 < index.length; i += ENTRY) {
        if ((int) (index[i] >>> 56) != partition) {
          continue;
        }
        b.clear().limit((int) (index[i] & 0xFFFFFFFFL) * Long.BYTES);
        readFully(in, b, index[i + 1], file);
        if (Crc.of(b.array(), 0, b.limit()) != index[i + 2]) {
          throw new CheckpointException("spill file " + file + ": the chunk at byte " + index[i + 1]
              + " does not match its checksum (damaged or edited)");
        }
        while (b.hasRemaining()) {
          long slot = b.getLong();
          long key = slot >>> countBits;
          long count = slot & max;
          if (count == max) {
            if (b.remaining() < Long.BYTES) {
              throw new CheckpointException("spill file " + file + ": a chunk cut in the middle of an entry");
            }
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
  private static void readFully(FileChannel in, ByteBuffer b, long at, Path file) throws IOException {
    while (b.hasRemaining()) {
      int n = in.read(b, at);
      if (n < 0) {
        throw new CheckpointException("spill file " + file + ": cut short");
      }
      at += n;
    }
    b.flip();
  }

  /** The index longs of {@code in} (entries of {@value #ENTRY}), followed by the key width. */
  private static long[] index(FileChannel in, Path file) throws IOException {
    long size = in.size();
    ByteBuffer tail = ByteBuffer.allocate(TAIL * Long.BYTES);
    if (size < tail.capacity()) {
      throw new CheckpointException("spill file " + file + (size >= Long.BYTES && oldMagic(in, size)
          ? ": format 1 (without checksums), which this dlxkit no longer reads; start the count again in a new folder"
          : ": not a spill file (too short)"));
    }
    readFully(in, tail, size - tail.capacity(), file);
    long chunks = tail.getLong();
    long keyBits = tail.getLong();
    long indexCrc = tail.getLong();
    long magic = tail.getLong();
    if (magic == OLD_MAGIC) {
      throw new CheckpointException("spill file " + file + ": format 1 (without checksums), which this dlxkit no"
          + " longer reads; start the count again in a new folder");
    }
    if (magic != MAGIC || chunks < 0 || chunks > size / Long.BYTES
        || (chunks * ENTRY + TAIL) * Long.BYTES > size || keyBits < 1 || keyBits > 63) {
      throw new CheckpointException("spill file " + file + ": not a spill file, or its end is damaged");
    }
    ByteBuffer idx = ByteBuffer.allocate((int) (chunks * ENTRY * Long.BYTES));
    readFully(in, idx, size - tail.capacity() - idx.capacity(), file);
    if (Crc.of(idx.array(), 0, idx.limit()) != indexCrc) {
      throw new CheckpointException("spill file " + file + ": its index does not match its checksum (damaged or edited)");
    }
    long[] index = new long[(int) chunks * ENTRY + 1];
    for (int i = 0; i < chunks * ENTRY; i++) {
      index[i] = idx.getLong();
    }
    index[index.length - 1] = keyBits;
    return index;
  }

  /** Whether the last long of {@code in} is format 1's magic. */
  private static boolean oldMagic(FileChannel in, long size) throws IOException {
    ByteBuffer last = ByteBuffer.allocate(Long.BYTES);
    in.read(last, size - Long.BYTES);
    return last.position() == Long.BYTES && last.getLong(0) == OLD_MAGIC;
  }
}

package io.github.dlxkit.core.util;

import java.util.function.LongConsumer;
import java.util.function.LongPredicate;

/**
 * A map from small {@code long} keys to counts in 8 bytes a slot, half of {@link LongCountMap}'s
 * 16: for frontier counts whose 10^8 states are keys of at most 56 bits with mostly small counts,
 * where the memory of the maps decides which counts can be made at all.
 *
 * <p>Layout: {@value #SEGMENTS} segments, chosen by the top bits of the key's hash, each an
 * open-addressing table with linear probing that doubles on its own when
 * {@link LongCountMap#MAX_LOAD} full — so a growing map never holds two copies of all of itself,
 * only of one segment (a whole table doubling would briefly need three times its size). Slot
 * {@code i} of a segment is {@code 0} when empty, else {@code key << countBits | c} with
 * {@code countBits = 64 - keyBits} and {@code 1 <= c <= MAX}, {@code MAX = 2^countBits - 1}. A count
 * below {@code MAX} lives in the slot; from {@code MAX} on the slot says {@code MAX} and the count
 * lives in an overflow {@link LongCountMap} under the same key (rare: counts grow large only near
 * the end of a sweep, where the states are few). Counts are added with {@link Math#addExact}: an
 * overflow of a {@code long} throws {@link ArithmeticException} instead of giving a wrong count.
 *
 * <pre>{@code
 * PackedCountMap m = new PackedCountMap(40, 16);
 * m.add(7, 3);
 * m.add(7, 1L << 40);   // past the slot's 24 bits: kept in the overflow map
 * m.get(7, 0);          // (1L << 40) + 3
 * }</pre>
 */
public final class PackedCountMap {
  /** What {@link #keyAt} says for an empty slot; never a valid key (keys are not negative). */
  public static final long EMPTY = -1;
  /** Bytes per slot. */
  public static final int BYTES_PER_SLOT = 8;
  /** The widest key: 56 bits, leaving a count at least 8 bits in the slot. */
  public static final int MAX_KEY_BITS = 56;
  /** The number of segments. */
  public static final int SEGMENTS = 64;
  private static final int SEGMENT_SHIFT = 64 - Integer.numberOfTrailingZeros(SEGMENTS);
  private static final int MIN_SEGMENT = 4;

  private final int keyBits;
  private final int countBits;
  private final long max;
  private final long[][] tables = new long[SEGMENTS][];
  private final int[] sizes = new int[SEGMENTS];
  private final int[] limits = new int[SEGMENTS];
  private LongCountMap overflow;
  private LongConsumer onGrow;
  private int size;

  /**
   * An empty map for keys in {@code [0, 2^keyBits)}, with room for about {@code expected} keys
   * before it grows.
   *
   * @throws IllegalArgumentException if {@code keyBits} is not in {@code [1, 56]}
   */
  public PackedCountMap(int keyBits, int expected) {
    if (keyBits < 1 || keyBits > MAX_KEY_BITS) {
      throw new IllegalArgumentException("keys of 1 to " + MAX_KEY_BITS + " bits, got " + keyBits);
    }
    this.keyBits = keyBits;
    this.countBits = 64 - keyBits;
    this.max = (1L << countBits) - 1;
    long perSegment = Math.max(1, expected / SEGMENTS);
    int capacity = Integer.highestOneBit(
        Math.max(MIN_SEGMENT, (int) Math.min(1 << 30, perSegment / LongCountMap.MAX_LOAD + 1)) - 1) << 1;
    for (int s = 0; s < SEGMENTS; s++) {
      allocate(s, capacity);
    }
  }

  private void allocate(int segment, int capacity) {
    tables[segment] = new long[capacity];
    limits[segment] = (int) (capacity * LongCountMap.MAX_LOAD);
  }

  /**
   * Calls {@code action} with the bytes a segment is about to allocate, before it does, each time
   * one doubles (the old segment is freed after the copy); the action may throw to stop the growth,
   * and then the {@link #add} that asked for it throws the same and leaves the map as it was.
   */
  public PackedCountMap onGrow(LongConsumer action) {
    this.onGrow = action;
    return this;
  }

  /** The width of the keys, in bits. */
  public int keyBits() {
    return keyBits;
  }

  private static int segment(long hash) {
    return (int) (hash >>> SEGMENT_SHIFT);
  }

  /**
   * Adds {@code count} (at least 1) to the count of {@code key} (a new key starts at 0).
   *
   * @throws IllegalArgumentException if {@code key} is out of range or {@code count < 1}
   */
  public void add(long key, long count) {
    if (key >>> keyBits != 0 || count < 1) {
      throw new IllegalArgumentException("key " + key + " (" + keyBits + " bits), count " + count);
    }
    long h = LongCountMap.mix(key);
    int seg = segment(h);
    long[] slots = tables[seg];
    int mask = slots.length - 1;
    int i = (int) h & mask;
    while (true) {
      long s = slots[i];
      if (s == 0) {
        if (sizes[seg] >= limits[seg]) {
          grow(seg); // first, so that a growth refused by onGrow leaves the map as it was
          add(key, count);
          return;
        }
        slots[i] = key << countBits | Math.min(count, max);
        if (count >= max) {
          overflow().add(key, count);
        }
        size++;
        sizes[seg]++;
        return;
      }
      if (s >>> countBits == key) {
        long c = s & max;
        if (c == max) {
          overflow.add(key, count);
        } else if (count < max - c) {
          slots[i] = s + count;
        } else {
          slots[i] = s | max;
          overflow().add(key, Math.addExact(c, count));
        }
        return;
      }
      i = (i + 1) & mask;
    }
  }

  private LongCountMap overflow() {
    if (overflow == null) {
      overflow = new LongCountMap(16);
    }
    return overflow;
  }

  /** The count of {@code key}, or {@code absent} when the key is not in the map. */
  public long get(long key, long absent) {
    if (key >>> keyBits != 0) {
      return absent;
    }
    long h = LongCountMap.mix(key);
    long[] slots = tables[segment(h)];
    int mask = slots.length - 1;
    int i = (int) h & mask;
    while (true) {
      long s = slots[i];
      if (s == 0) {
        return absent;
      }
      if (s >>> countBits == key) {
        return count(s);
      }
      i = (i + 1) & mask;
    }
  }

  private long count(long slot) {
    long c = slot & max;
    return c == max ? overflow.get(slot >>> countBits, 0) : c;
  }

  private void grow(int seg) {
    long[] old = tables[seg];
    if (old.length >= 1 << 30) {
      throw new IllegalStateException("PackedCountMap: more than " + limits[seg] + " keys in a segment");
    }
    if (onGrow != null) {
      onGrow.accept((long) old.length * 2 * BYTES_PER_SLOT);
    }
    allocate(seg, old.length * 2);
    long[] slots = tables[seg];
    int mask = slots.length - 1;
    for (long s : old) {
      if (s != 0) {
        int i = (int) LongCountMap.mix(s >>> countBits) & mask;
        while (slots[i] != 0) {
          i = (i + 1) & mask;
        }
        slots[i] = s;
      }
    }
  }

  /**
   * A new map with the entries of this one whose key {@code keep} accepts, its segments of the
   * same capacities: filled in this map's slot order, smaller tables would cluster the keys into
   * long probe runs (measured: filtering 370 million states into tables that started small had not
   * finished after 15 minutes; with equal capacities each entry lands where it was or just before).
   */
  public PackedCountMap filtered(LongPredicate keep) {
    PackedCountMap kept = new PackedCountMap(keyBits, 1);
    for (int seg = 0; seg < SEGMENTS; seg++) {
      kept.allocate(seg, tables[seg].length);
      for (long s : tables[seg]) {
        if (s != 0 && keep.test(s >>> countBits)) {
          long key = s >>> countBits;
          kept.add(key, (s & max) == max ? overflow.get(key, 0) : s & max);
        }
      }
    }
    return kept;
  }

  /** The number of keys. */
  public int size() {
    return size;
  }

  /** The bytes the map holds now, its overflow map included. */
  public long bytes() {
    long slots = 0;
    for (long[] t : tables) {
      slots += t.length;
    }
    return slots * BYTES_PER_SLOT + (overflow == null ? 0 : overflow.bytes());
  }

  /** The number of slots of segment {@code segment} (0 to {@link #SEGMENTS} - 1). */
  public int capacity(int segment) {
    return tables[segment].length;
  }

  /**
   * The key in slot {@code slot} of segment {@code segment}, or {@link #EMPTY}; with
   * {@link #capacity(int)} for loops without lambdas.
   */
  public long keyAt(int segment, int slot) {
    long s = tables[segment][slot];
    return s == 0 ? EMPTY : s >>> countBits;
  }

  /** The count in slot {@code slot} of segment {@code segment} (0 for an empty slot). */
  public long countAt(int segment, int slot) {
    long s = tables[segment][slot];
    return s == 0 ? 0 : count(s);
  }
}

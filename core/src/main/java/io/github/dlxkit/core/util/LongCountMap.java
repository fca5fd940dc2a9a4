package io.github.dlxkit.core.util;

import java.util.function.LongBinaryOperator;

/**
 * A map from {@code long} keys to {@code long} counts, open addressing with linear probing, for
 * memoized and frontier counting where there are 10^8 keys and boxed maps would not fit.
 *
 * <p>Layout: {@code keys[i]} and {@code counts[i]} are slot {@code i}; an empty slot holds the key
 * {@link #EMPTY} ({@code Long.MIN_VALUE}), which callers must never use as a key. The table doubles
 * when it is {@link #MAX_LOAD} full. Counts are added with {@link Math#addExact}: an overflow throws
 * {@link ArithmeticException} instead of giving a wrong count.
 */
final class LongCountMap {
  /** The key that marks an empty slot; never a valid key. */
  public static final long EMPTY = Long.MIN_VALUE;
  /** Fill ratio at which the table doubles. */
  public static final double MAX_LOAD = 0.7;
  /** Bytes per slot (a key and a count). */
  public static final int BYTES_PER_SLOT = 16;

  private long[] keys;
  private long[] counts;
  private int size;
  private int mask;
  private int limit;

  /** An empty map with room for about {@code expected} keys before it grows. */
  public LongCountMap(int expected) {
    int capacity = Integer.highestOneBit(Math.max(16, (int) Math.min(1 << 30, expected / MAX_LOAD + 1)) - 1) << 1;
    allocate(capacity);
  }

  private void allocate(int capacity) {
    keys = new long[capacity];
    java.util.Arrays.fill(keys, EMPTY);
    counts = new long[capacity];
    mask = capacity - 1;
    limit = (int) (capacity * MAX_LOAD);
  }

  /** A well-mixed slot hash of {@code key} (also used to cut states into slices). */
  public static long mix(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return h ^ (h >>> 29) ^ (h >>> 47);
  }

  /** Adds {@code count} to the count of {@code key} (a new key starts at 0). */
  public void add(long key, long count) {
    int i = (int) mix(key) & mask;
    while (true) {
      long k = keys[i];
      if (k == key) {
        counts[i] = Math.addExact(counts[i], count);
        return;
      }
      if (k == EMPTY) {
        keys[i] = key;
        counts[i] = count;
        if (++size > limit) {
          grow();
        }
        return;
      }
      i = (i + 1) & mask;
    }
  }

  /** The count of {@code key}, or {@code absent} when the key is not in the map. */
  public long get(long key, long absent) {
    int i = (int) mix(key) & mask;
    while (true) {
      long k = keys[i];
      if (k == key) {
        return counts[i];
      }
      if (k == EMPTY) {
        return absent;
      }
      i = (i + 1) & mask;
    }
  }

  private void grow() {
    if (keys.length >= 1 << 30) {
      throw new IllegalStateException("LongCountMap: more than " + limit + " keys");
    }
    long[] oldKeys = keys;
    long[] oldCounts = counts;
    allocate(keys.length * 2);
    for (int j = 0; j < oldKeys.length; j++) {
      long k = oldKeys[j];
      if (k != EMPTY) {
        int i = (int) mix(k) & mask;
        while (keys[i] != EMPTY) {
          i = (i + 1) & mask;
        }
        keys[i] = k;
        counts[i] = oldCounts[j];
      }
    }
  }

  /** The number of keys. */
  public int size() {
    return size;
  }

  /** Whether the next new key doubles the table (which then briefly holds the old and the new arrays). */
  public boolean isFull() {
    return size >= limit;
  }

  /** The bytes the table holds now. */
  public long bytes() {
    return (long) keys.length * BYTES_PER_SLOT;
  }

  /** Calls {@code action.applyAsLong(key, count)} for every entry, in slot order; the result is ignored. */
  public void forEach(LongBinaryOperator action) {
    for (int i = 0; i < keys.length; i++) {
      if (keys[i] != EMPTY) {
        action.applyAsLong(keys[i], counts[i]);
      }
    }
  }

  /** The key in slot {@code slot}, or {@link #EMPTY}; with {@link #capacity()} for loops without lambdas. */
  public long keyAt(int slot) {
    return keys[slot];
  }

  /** The count in slot {@code slot}. */
  public long countAt(int slot) {
    return counts[slot];
  }

  /** The number of slots. */
  public int capacity() {
    return keys.length;
  }
}

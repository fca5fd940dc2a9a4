package io.github.dlxkit.core.memo;

import java.util.Arrays;

/**
 * Open-addressing hash table from fixed-width keys ({@code width} longs) to {@code long} values,
 * growing by doubling up to a slot limit set by the memory budget.
 *
 * <p>Layout: slot {@code s} is {@code keys[s*width .. s*width+width)} and {@code values[s]};
 * {@code values[s] == EMPTY} marks a free slot. Linear probing; no removal.
 */
final class StateTable {
  static final long EMPTY = Long.MIN_VALUE;
  private static final double MAX_LOAD = 0.75;

  private final int width;
  private final long maxSlots;
  private long[] keys;
  private long[] values;
  private int mask;
  private int size;
  private long peakBytes;

  StateTable(int width, long maxSlots) {
    this.width = width;
    this.maxSlots = maxSlots;
    allocate((int) Math.min(1024, maxSlots));
  }

  /** Bytes per slot for keys of {@code width} longs. */
  static long slotBytes(int width) {
    return 8L * width + 8;
  }

  private void allocate(int slots) {
    keys = new long[slots * width];
    values = new long[slots];
    Arrays.fill(values, EMPTY);
    mask = slots - 1;
    peakBytes = Math.max(peakBytes, (long) slots * slotBytes(width));
  }

  private int slot(long[] key, int off) {
    long h = 0;
    for (int w = 0; w < width; w++) {
      h = (h + key[off + w]) * 0x9E3779B97F4A7C15L;
    }
    h ^= h >>> 31;
    int s = (int) h & mask;
    while (values[s] != EMPTY && !same(s, key, off)) {
      s = (s + 1) & mask;
    }
    return s;
  }

  private boolean same(int s, long[] key, int off) {
    int base = s * width;
    for (int w = 0; w < width; w++) {
      if (keys[base + w] != key[off + w]) {
        return false;
      }
    }
    return true;
  }

  /** The value of the key at {@code key[off..off+width)}, or {@link #EMPTY}. */
  long get(long[] key, int off) {
    return values[slot(key, off)];
  }

  /** Stores a value; false (nothing stored) when the table is at its budget. */
  boolean put(long[] key, int off, long value) {
    if (size + 1 > (values.length) * MAX_LOAD) {
      if (2L * values.length > maxSlots || values.length >= 1 << 29) {
        return false;
      }
      grow();
    }
    int s = slot(key, off);
    if (values[s] == EMPTY) {
      System.arraycopy(key, off, keys, s * width, width);
      size++;
    }
    values[s] = value;
    return true;
  }

  private void grow() {
    long[] oldKeys = keys;
    long[] oldValues = values;
    allocate(values.length * 2);
    for (int s = 0; s < oldValues.length; s++) {
      if (oldValues[s] != EMPTY) {
        int t = slot(oldKeys, s * width);
        System.arraycopy(oldKeys, s * width, keys, t * width, width);
        values[t] = oldValues[s];
      }
    }
  }

  int size() {
    return size;
  }

  long peakBytes() {
    return peakBytes;
  }
}

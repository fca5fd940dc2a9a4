package io.github.dlxkit.core.util;

/**
 * A map from small {@code long} keys to counts in 8 bytes a slot, half of {@link LongCountMap}'s
 * 16: for frontier counts whose 10^8 states are keys of at most 56 bits with mostly small counts,
 * where the memory of the maps decides which counts can be made at all.
 *
 * <p>Layout: slot {@code i} of {@code slots} is {@code 0} when empty, else
 * {@code key << countBits | c} with {@code countBits = 64 - keyBits} and {@code 1 <= c <= MAX},
 * {@code MAX = 2^countBits - 1}. A count below {@code MAX} lives in the slot; from {@code MAX} on
 * the slot says {@code MAX} and the count lives in an overflow {@link LongCountMap} under the same
 * key (rare: counts grow large only near the end of a sweep, where the states are few). Open
 * addressing with linear probing; the table doubles when {@link LongCountMap#MAX_LOAD} full.
 * Counts are added with {@link Math#addExact}: an overflow of a {@code long} throws
 * {@link ArithmeticException} instead of giving a wrong count.
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

  private final int keyBits;
  private final int countBits;
  private final long max;
  private long[] slots;
  private LongCountMap overflow;
  private int size;
  private int mask;
  private int limit;

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
    int capacity = Integer.highestOneBit(
        Math.max(16, (int) Math.min(1 << 30, expected / LongCountMap.MAX_LOAD + 1)) - 1) << 1;
    allocate(capacity);
  }

  private void allocate(int capacity) {
    slots = new long[capacity];
    mask = capacity - 1;
    limit = (int) (capacity * LongCountMap.MAX_LOAD);
  }

  /** The width of the keys, in bits. */
  public int keyBits() {
    return keyBits;
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
    int i = (int) LongCountMap.mix(key) & mask;
    while (true) {
      long s = slots[i];
      if (s == 0) {
        slots[i] = key << countBits | Math.min(count, max);
        if (count >= max) {
          overflow().add(key, count);
        }
        if (++size > limit) {
          grow();
        }
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
    int i = (int) LongCountMap.mix(key) & mask;
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

  private void grow() {
    if (slots.length >= 1 << 30) {
      throw new IllegalStateException("PackedCountMap: more than " + limit + " keys");
    }
    long[] old = slots;
    allocate(slots.length * 2);
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
   * A new map with the entries of this one whose key {@code keep} accepts, of the same capacity:
   * filled in this table's slot order, a smaller table would cluster the keys into long probe runs
   * (measured: filtering 370 million states into tables that started small had not finished after
   * 15 minutes; with equal capacities each entry lands where it was or just before).
   */
  public PackedCountMap filtered(java.util.function.LongPredicate keep) {
    PackedCountMap kept = new PackedCountMap(keyBits, 1);
    kept.allocate(slots.length);
    for (long s : slots) {
      if (s != 0 && keep.test(s >>> countBits)) {
        long key = s >>> countBits;
        if ((s & max) == max) {
          kept.add(key, overflow.get(key, 0));
        } else {
          kept.add(key, s & max);
        }
      }
    }
    return kept;
  }

  /** The number of keys. */
  public int size() {
    return size;
  }

  /** Whether the next new key doubles the table (which then briefly holds the old and the new arrays). */
  public boolean isFull() {
    return size >= limit;
  }

  /** The bytes the table holds now, its overflow map included. */
  public long bytes() {
    return (long) slots.length * BYTES_PER_SLOT + (overflow == null ? 0 : overflow.bytes());
  }

  /** The number of slots. */
  public int capacity() {
    return slots.length;
  }

  /** The key in slot {@code slot}, or {@link #EMPTY}; with {@link #capacity()} for loops without lambdas. */
  public long keyAt(int slot) {
    long s = slots[slot];
    return s == 0 ? EMPTY : s >>> countBits;
  }

  /** The count in slot {@code slot} (0 for an empty slot). */
  public long countAt(int slot) {
    long s = slots[slot];
    return s == 0 ? 0 : count(s);
  }
}

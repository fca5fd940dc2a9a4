package io.github.dlxkit.core.util;

import java.util.Arrays;

/** A growable list of primitive ints, for building flat arrays without boxing. */
public final class IntList {
  private int[] data;
  private int size;

  /** An empty list. */
  public IntList() {
    this(16);
  }

  /** An empty list with room for {@code capacity} ints. */
  public IntList(int capacity) {
    data = new int[Math.max(capacity, 4)];
  }

  /** Appends {@code value}. */
  public void add(int value) {
    if (size == data.length) {
      data = Arrays.copyOf(data, data.length * 2);
    }
    data[size++] = value;
  }

  /** The value at {@code index}. */
  public int get(int index) {
    if (index >= size) {
      throw new IndexOutOfBoundsException("index " + index + ", size " + size);
    }
    return data[index];
  }

  /** Replaces the value at {@code index}. */
  public void set(int index, int value) {
    if (index >= size) {
      throw new IndexOutOfBoundsException("index " + index + ", size " + size);
    }
    data[index] = value;
  }

  /** The number of values. */
  public int size() {
    return size;
  }

  /** Whether the list is empty. */
  public boolean isEmpty() {
    return size == 0;
  }

  /** Removes every value, keeping the capacity. */
  public void clear() {
    size = 0;
  }

  /** A copy of the values. */
  public int[] toArray() {
    return Arrays.copyOf(data, size);
  }

  @Override
  public String toString() {
    return Arrays.toString(toArray());
  }
}

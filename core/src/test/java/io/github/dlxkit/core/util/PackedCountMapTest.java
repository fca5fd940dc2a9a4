package io.github.dlxkit.core.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class PackedCountMapTest {
  /** The class Javadoc's example. */
  @Test
  void theJavadocExample() {
    PackedCountMap m = new PackedCountMap(40, 16);
    m.add(7, 3);
    m.add(7, 1L << 40);
    assertEquals((1L << 40) + 3, m.get(7, 0));
    assertEquals(1, m.size());
  }

  /**
   * Against a HashMap (the independent computation): random keys and counts, small and large, in a
   * map with a narrow count field (so the overflow is used often) that grows many times.
   */
  @Property(tries = 30)
  void agreesWithAHashMap(@ForAll @IntRange(min = 1, max = 56) int keyBits, @ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    PackedCountMap m = new PackedCountMap(keyBits, 1);
    Map<Long, Long> expected = new HashMap<>();
    long keys = keyBits >= 12 ? 1L << 12 : 1L << keyBits;
    for (int i = 0; i < 5000; i++) {
      long key = keyBits >= 12 ? random.nextLong(1L << keyBits) & ~(keys - 1) | random.nextLong(keys) : random.nextLong(keys);
      long count = random.nextInt(8) == 0 ? random.nextLong(1L << 40) + 1 : random.nextInt(300) + 1;
      m.add(key, count);
      expected.merge(key, count, Long::sum);
    }
    assertEquals(expected.size(), m.size());
    Map<Long, Long> seen = new HashMap<>();
    for (int seg = 0; seg < PackedCountMap.SEGMENTS; seg++) {
      for (int s = 0; s < m.capacity(seg); s++) {
        if (m.keyAt(seg, s) != PackedCountMap.EMPTY) {
          seen.put(m.keyAt(seg, s), m.countAt(seg, s));
        }
      }
    }
    assertEquals(expected, seen);
    expected.forEach((k, v) -> assertEquals(v, m.get(k, -5)));
    PackedCountMap even = m.filtered(k -> k % 2 == 0);
    expected.forEach((k, v) -> assertEquals(k % 2 == 0 ? v : -5, even.get(k, -5)));
    assertEquals(expected.keySet().stream().filter(k -> k % 2 == 0).count(), even.size());
  }

  /** Growth goes one segment at a time, told before it allocates; a throwing hook stops it with the map intact. */
  @Test
  void growsASegmentAtATimeAndAsksFirst() {
    long[] asked = {0, 0};
    PackedCountMap m = new PackedCountMap(40, 1).onGrow(bytes -> {
      asked[0]++;
      asked[1] = Math.max(asked[1], bytes);
    });
    long before = m.bytes();
    for (long k = 0; k < 100_000; k++) {
      m.add(k * 7919, 1);
    }
    assertTrue(asked[0] > PackedCountMap.SEGMENTS, "segments grew one by one: " + asked[0]);
    assertTrue(asked[1] * 8 < m.bytes(), "the largest growth is a small share of the map: " + asked[1] + " of " + m.bytes());
    assertTrue(m.bytes() > before);
    PackedCountMap full = new PackedCountMap(40, 1).onGrow(bytes -> {
      throw new IllegalStateException("budget");
    });
    assertThrows(IllegalStateException.class, () -> {
      for (long k = 0; k < 100_000; k++) {
        full.add(k, 1);
      }
    });
    for (long k = 0; k < full.size(); k++) {
      assertEquals(1, full.get(k, 0), "key " + k + " kept");
    }
  }

  @Test
  void refusesKeysOutOfRangeAndCountsBelowOne() {
    assertThrows(IllegalArgumentException.class, () -> new PackedCountMap(57, 16));
    assertThrows(IllegalArgumentException.class, () -> new PackedCountMap(0, 16));
    PackedCountMap m = new PackedCountMap(10, 16);
    assertThrows(IllegalArgumentException.class, () -> m.add(1 << 10, 1));
    assertThrows(IllegalArgumentException.class, () -> m.add(-1, 1));
    assertThrows(IllegalArgumentException.class, () -> m.add(3, 0));
    assertEquals(-5, m.get(1 << 10, -5));
  }

  @Test
  void aLongOverflowThrowsInsteadOfWrapping() {
    PackedCountMap m = new PackedCountMap(56, 16);
    m.add(1, Long.MAX_VALUE - 1);
    assertThrows(ArithmeticException.class, () -> m.add(1, 2));
  }
}

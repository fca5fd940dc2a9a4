package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link CountSum} adds exactly beyond {@code Long.MAX_VALUE} (counts, nodes and times checked
 * against BigInteger and Duration sums made here, across the longs' overflow), and adding a count
 * that fits allocates nothing (issue 54: a checkpointed count adds each of its thousands of pieces
 * twice, and a BigInteger sum allocated four objects an add). Allocation is read from the JVM's
 * per-thread counter (com.sun.management.ThreadMXBean), not timed.
 */
class CountSumTest {
  @Test
  void exactAcrossTheLongsOverflow() {
    SplittableRandom random = new SplittableRandom(54);
    CountSum sum = new CountSum();
    BigInteger count = BigInteger.ZERO;
    BigInteger nodes = BigInteger.ZERO;
    Duration elapsed = Duration.ZERO;
    for (int i = 0; i < 1000; i++) {
      // mostly small, now and then near Long.MAX_VALUE: the sums overflow a long many times over
      long c = i % 97 == 0 ? Long.MAX_VALUE - random.nextLong(1000) : random.nextLong(1_000_000);
      long n = i % 89 == 0 ? Long.MAX_VALUE - random.nextLong(1000) : random.nextLong(1_000_000_000);
      Duration d = i % 83 == 0 ? Duration.ofSeconds(Long.MAX_VALUE / 2_000) : Duration.ofNanos(random.nextLong(1L << 40));
      sum.add(new PartCount(c, n, d));
      count = count.add(BigInteger.valueOf(c));
      nodes = nodes.add(BigInteger.valueOf(n));
      elapsed = elapsed.plus(d);
    }
    sum.add(List.of(BigInteger.TEN.pow(30)), BigInteger.TWO.pow(70), Duration.ofDays(1));
    count = count.add(BigInteger.TEN.pow(30));
    nodes = nodes.add(BigInteger.TWO.pow(70));
    elapsed = elapsed.plus(Duration.ofDays(1));
    assertTrue(count.bitLength() > 64 && nodes.bitLength() > 64);
    assertEquals(count, sum.count());
    assertEquals(List.of(count), sum.counts());
    assertEquals(nodes, sum.nodes());
    assertEquals(elapsed, sum.elapsed());
    assertEquals(1001, sum.added());
  }

  /**
   * The bytes this thread has allocated so far, by reflection: core's tests compile inside core's
   * module, which does not read java.management.
   */
  private static long allocatedBytes() throws ReflectiveOperationException {
    Object bean = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null);
    return (long) Class.forName("com.sun.management.ThreadMXBean").getMethod("getCurrentThreadAllocatedBytes")
        .invoke(bean);
  }

  @Test
  void addingACountThatFitsAllocatesNothing() throws ReflectiveOperationException {
    PartCount c = new PartCount(3, 1234, Duration.ofNanos(20_000));
    CountSum sum = new CountSum();
    for (int i = 0; i < 10_000; i++) {
      sum.add(c); // warm up, so that the JIT and not the interpreter is measured last
    }
    long before = allocatedBytes();
    for (int i = 0; i < 100_000; i++) {
      sum.add(c);
    }
    long allocated = allocatedBytes() - before;
    assertEquals(BigInteger.valueOf(3L * 110_000), sum.count());
    assertTrue(allocated < 100_000, allocated + " bytes allocated by 100,000 adds");
  }
}

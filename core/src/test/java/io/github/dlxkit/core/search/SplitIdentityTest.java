package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.core.CoreFixtures;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A split names its problem ({@link SplittableSearch#identity()}, a digest of the problem's text)
 * only when asked, and once (issue 54: a checkpointed count digested the problem once per split
 * made, a weighted split once per root, before counting anything). The digests computed are
 * counted by {@link Digest#computed()}; the identities stay those earlier dlxkit wrote, so that
 * its checkpoints still resume: queens8's is docs/cli.md's {@code --part 1/1} line (printed by
 * dlxkit before this change), the weighted one is recomputed here from its definition with the
 * JDK's own SHA-256.
 */
class SplitIdentityTest {
  private static ExactCoverProblem queens8() throws Exception {
    return KnuthFormat.read(Path.of("src/test/resources/xcc/queens8.dlx")).problem();
  }

  /** The first 128 bits of SHA-256 of {@code text}, in hex, straight from the JDK. */
  private static String sha256(String text) throws Exception {
    byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
    return HexFormat.of().formatHex(d, 0, 16);
  }

  @Test
  void thePlainSplitDigestsOnlyWhenAskedAndOnce() throws Exception {
    long before = Digest.computed();
    SplittableSearch s = ExactCoverSolver.of(queens8()).splittable();
    long total = 0;
    for (Subproblem p : s.split(16)) {
      total += s.count(p).count();
    }
    assertEquals(92, total);
    assertEquals(0, Digest.computed() - before, "made, split and counted: no digest");
    assertEquals("xcc:98e73abaaca28364482762774d5f5095", s.identity());
    assertEquals("xcc:98e73abaaca28364482762774d5f5095", s.identity());
    assertEquals(1, Digest.computed() - before, "asked twice, digested once");
  }

  @Test
  void theWeightedSplitDigestsTheProblemOnceHoweverManyRoots() throws Exception {
    ExactCoverSolver solver = ExactCoverSolver.of(queens8());
    long before = Digest.computed();
    SplittableSearch s = solver.splittable(new int[] {0, 1, 2, 3}, new long[] {2, 2, 2, 2});
    long total = 0;
    for (Subproblem p : s.split(40)) {
      total += s.count(p).count();
    }
    assertEquals(92, total); // the mirror images of roots 0..3 counted twice (WeightedRootsSplitTest)
    assertEquals(0, Digest.computed() - before, "made, split below 4 roots and counted: no digest");
    String expected = "xcc-roots:" + sha256("xcc:98e73abaaca28364482762774d5f5095\n[0, 1, 2, 3]\n[2, 2, 2, 2]");
    assertEquals(expected, s.identity());
    assertEquals(expected, s.identity());
    assertEquals(2, Digest.computed() - before, "the problem's text once, the roots and weights once");
  }

  @Test
  void theRunnersSplitAsksForItsIdentityWhenItIsAsked() {
    AtomicInteger asked = new AtomicInteger();
    SplittableSearch s = new Runner<>(() -> new CoreFixtures.QueensSearch(8), SearchLimits.none(), null, null)
        .splittable(() -> "queens:" + asked.incrementAndGet());
    long total = 0;
    for (Subproblem p : s.split(4)) {
      total += s.count(p).count();
    }
    assertEquals(92, total); // OEIS A000170
    assertEquals(0, asked.get(), "split and counted without asking");
    assertEquals("queens:1", s.identity());
    assertEquals("queens:1", s.identity());
  }

  @Test
  void threadsAskingAtOnceComputeItOnce() throws Exception {
    AtomicInteger computed = new AtomicInteger();
    CountDownLatch inside = new CountDownLatch(1);
    LazyIdentity identity = new LazyIdentity(() -> {
      computed.incrementAndGet();
      inside.countDown();
      try {
        Thread.sleep(50); // the others ask meanwhile
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return "once";
    });
    List<Thread> threads = new ArrayList<>();
    List<String> seen = java.util.Collections.synchronizedList(new ArrayList<>());
    for (int i = 0; i < 4; i++) {
      Thread t = new Thread(() -> seen.add(identity.get()));
      threads.add(t);
      t.start();
      if (i == 0) {
        inside.await();
      }
    }
    for (Thread t : threads) {
      t.join();
    }
    assertEquals(List.of("once", "once", "once", "once"), seen);
    assertEquals(1, computed.get());
  }
}

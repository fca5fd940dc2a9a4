package io.github.dlxkit.core.split;

import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.CountSum;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.CheckpointException;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Refining a count (a subproblem past a node budget is cut into its subtrees): the pieces add up to
 * the count (10 queens: 724, OEIS A000170; Langford pairs for n = 12: 216,288, Knuth's DLX2 file),
 * each extends its subproblem and the shares of a subproblem's pieces add up to 1; a checkpoint
 * that holds pieces is taken up by a later run, refining or not, which counts only what is left.
 */
class RefiningCountTest {
  @TempDir Path dir;

  @Test
  void piecesAddUpToTheCountAndTheirSharesToOne() throws Exception {
    SplittableSearch search = CheckpointTest.search("queens10.dlx");
    List<Subproblem> split = search.split(4);
    List<Subproblem> pieces = Collections.synchronizedList(new ArrayList<>());
    double[] shares = new double[split.size()];
    CountSum sum = Runner.count(search, split, Runner.Recorded.NOTHING, 2, new Runner.Listener() {
      @Override
      public void finished(Subproblem s, PartCount c) {
        throw new AssertionError("the refining count reports shares");
      }

      @Override
      public void finished(Subproblem s, PartCount c, double share) {
        pieces.add(s);
        shares[s.index()] += share;
      }
    }, 200);
    assertEquals(724, sum.count().longValue());
    assertTrue(pieces.size() > 3 * split.size(), pieces.size() + " pieces of " + split.size() + " subproblems");
    for (Subproblem p : pieces) {
      Subproblem whole = split.get(p.index());
      assertTrue(p.equals(whole) || SplittableSearch.extendsPrefix(p, whole), p.toLine());
    }
    for (double share : shares) {
      assertEquals(1.0, share, 1e-9);
    }
    // a bigger tree, refined many levels down: Langford pairs for n = 12 (2,831,065 nodes in DLX2,
    // 38,673,459 updates; pentominoes6x10's 1,242,377,480 updates took 16 s of the quiet CI machine)
    SplittableSearch langford = CheckpointTest.search("langford12.dlx");
    List<Subproblem> cut = langford.split(8);
    AtomicInteger counted = new AtomicInteger();
    CountSum refined = Runner.count(langford, cut, Runner.Recorded.NOTHING, 2,
        (s, c) -> counted.incrementAndGet(), 20_000);
    assertEquals(216288, refined.count().longValue(), "langford12 (DLX2's count, knuth-dlx2-stats.tsv)");
    assertTrue(counted.get() > 10 * cut.size(), counted + " pieces of " + cut.size() + " subproblems");
  }

  @Test
  void aCheckpointWithPiecesIsTakenUpByALaterRun() throws Exception {
    SplittableSearch search = CheckpointTest.search("queens10.dlx");
    List<Subproblem> split = search.split(4);
    for (long later : new long[] {0, 200, 50}) {
      Path file = dir.resolve("q" + later + ".checkpoint");
      AtomicInteger recorded = new AtomicInteger();
      try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
        // the first run dies after 15 pieces
        assertThrows(IllegalStateException.class, () -> Runner.count(search, split, j, 1, (s, c) -> {
          if (recorded.incrementAndGet() > 15) {
            throw new IllegalStateException("killed");
          }
          j.record(s, c);
        }, 200));
      }
      try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
        assertEquals(15, j.pieces().size());
        assertTrue(j.finished().size() < j.pieces().size(), "the first run recorded pieces of refined subproblems");
        assertTrue(split.stream().anyMatch(j::isRefined));
        List<Subproblem> counted = Collections.synchronizedList(new ArrayList<>());
        Runner.count(search, split, j, 2, (s, c) -> {
          assertTrue(!j.isFinished(s), "counted again: " + s.toLine());
          counted.add(s);
          j.record(s, c);
        }, later);
        assertTrue(!counted.isEmpty());
        CountSum total = new CountSum();
        j.pieces().values().forEach(total::add);
        assertEquals(724, total.count().longValue(), "resumed with " + later + " nodes before refining");
      }
    }
  }

  @Test
  void aSubproblemThatIsAWholeSolutionIsNotRefined() throws Exception {
    SplittableSearch search = CheckpointTest.search("queens8.dlx");
    for (Subproblem s : search.split(200)) {
      for (Subproblem child : search.refine(s)) {
        assertTrue(SplittableSearch.extendsPrefix(child, s), child.toLine() + " below " + s.toLine());
      }
      if (s.prefix().length == 8) { // a solution above the cut: nothing below it
        assertEquals(List.of(), search.refine(s));
      }
    }
  }

  /**
   * A subproblem recorded both whole and in pieces would be counted twice: refused when recorded
   * (nothing written), and when read from a file that has it.
   */
  @Test
  void aSubproblemRecordedWholeAndInPiecesIsRefused() throws Exception {
    SplittableSearch search = CheckpointTest.search("queens8.dlx");
    List<Subproblem> split = search.split(4);
    Subproblem first = split.get(0);
    Subproblem piece = search.refine(first).get(0);
    Path file = dir.resolve("both.checkpoint");
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      j.record(piece, search.count(piece));
      assertThrows(IllegalStateException.class, () -> j.record(first, search.count(first)));
    }
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      assertEquals(1, j.pieces().size(), "the refused record was not written");
    }
    java.nio.file.Files.writeString(file, Checkpoint.recordLine(first, new PartCount(1, 1, java.time.Duration.ZERO)),
        java.nio.file.StandardOpenOption.APPEND);
    CheckpointException e = assertThrows(CheckpointException.class,
        () -> Checkpoint.open(file, search.identity(), split));
    assertTrue(e.getMessage().contains("recorded both whole and in pieces"), e.getMessage());
  }
}

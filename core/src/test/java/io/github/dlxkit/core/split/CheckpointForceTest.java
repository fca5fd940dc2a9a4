package io.github.dlxkit.core.split;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When a checkpoint forces its file onto the disk (each force costs milliseconds): a new checkpoint
 * not before its first second or its close (issue 54: it forced twice before the first subproblem,
 * the empty file and the header, in a count of a second that then forced again when closed); a
 * torn last line once, as it is cut off, before anything is written after it; and every
 * checkpoint when closed. The file's content is unchanged (CheckpointTest).
 */
class CheckpointForceTest {
  @TempDir Path dir;

  @Test
  void aNewCheckpointForcesWhenClosedNotWhenOpened() throws Exception {
    SplittableSearch search = CheckpointTest.search("queens8.dlx");
    List<Subproblem> split = search.split(10);
    Path file = dir.resolve("new.checkpoint");
    Checkpoint c = Checkpoint.open(file, search.identity(), split);
    try {
      assertEquals(0, c.forces, "forces on opening a new checkpoint");
    } finally {
      c.close();
    }
    assertEquals(1, c.forces, "the close forces");
    assertTrue(Files.readString(file).startsWith("dlxkit-checkpoint 2 " + search.identity() + " " + split.size()));
  }

  @Test
  void aTornLineIsForcedAwayAsItIsCut() throws Exception {
    SplittableSearch search = CheckpointTest.search("queens8.dlx");
    List<Subproblem> split = search.split(10);
    Path file = dir.resolve("torn.checkpoint");
    try (Checkpoint c = Checkpoint.open(file, search.identity(), split)) {
      c.record(split.get(0), search.count(split.get(0)));
    }
    Files.writeString(file, split.get(1).toLine() + " 1", StandardOpenOption.APPEND); // crash mid-write
    try (Checkpoint c = Checkpoint.open(file, search.identity(), split)) {
      assertEquals(1, c.forces, "the cut is forced before anything follows it");
    }
    try (Checkpoint c = Checkpoint.open(file, search.identity(), split)) {
      assertEquals(0, c.forces, "nothing torn, nothing forced on opening");
    }
  }
}

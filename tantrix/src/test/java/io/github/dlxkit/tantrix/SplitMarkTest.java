package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.CheckpointException;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.core.split.Checkpoint;
import io.github.dlxkit.tantrix.loopfirst.LoopCores;
import io.github.dlxkit.tantrix.model.Colour;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Both Tantrix searches are split by core's one cutter, which numbers their subproblems otherwise
 * than their own depth walks did: their identities carry the split's mark, so a checkpoint an
 * earlier dlxkit wrote for the same problem (its identity without the mark) is refused with one
 * clear message, not read as records of this split.
 */
class SplitMarkTest {
  @TempDir
  Path dir;

  @Test
  void freeShapeCheckpointOfTheOldSplitIsRefused() throws Exception {
    SplittableSearch search = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:10")).splittable(true);
    refusesOldSplit(search, search.split(16));
  }

  @Test
  void loopCheckpointOfTheOldSplitIsRefused() throws Exception {
    SplittableSearch search = new LoopCores(PuzzleCatalog.discovery(5).tiles(), Colour.RED).splittable();
    refusesOldSplit(search, search.split(16));
  }

  private void refusesOldSplit(SplittableSearch search, List<Subproblem> split) throws Exception {
    String identity = search.identity();
    assertTrue(identity.endsWith(SplittableSearch.SPLIT_MARK + "2"), identity);
    String old = identity.substring(0, identity.length() - (SplittableSearch.SPLIT_MARK + "2").length());
    Path file = dir.resolve("old.ckpt");
    try (Checkpoint written = Checkpoint.open(file, old, split)) {
      written.record(split.get(0), search.count(split.get(0))); // a record of the old split
    }
    CheckpointException e = assertThrows(CheckpointException.class, () -> Checkpoint.open(file, identity, split));
    assertTrue(e.getMessage().contains("another split of this problem"), e.getMessage());
    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    // a part's checkpoint names the part after the identity: refused the same way
    Path partFile = dir.resolve("old-part.ckpt");
    Checkpoint.open(partFile, old + "/part1of4", split).close();
    CheckpointException p = assertThrows(CheckpointException.class,
        () -> Checkpoint.open(partFile, identity + "/part1of4", split));
    assertTrue(p.getMessage().contains("another split of this problem"), p.getMessage());
    // another problem's checkpoint is still another problem's
    Path other = dir.resolve("other.ckpt");
    Checkpoint.open(other, "tantrix-loops:0123" + SplittableSearch.SPLIT_MARK + "2", split).close();
    CheckpointException o = assertThrows(CheckpointException.class, () -> Checkpoint.open(other, identity, split));
    assertTrue(o.getMessage().contains("belongs to another problem"), o.getMessage());
    assertTrue(Files.size(file) > 0);
  }
}

package io.github.dlxkit.core.split;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link Checkpoint#recordedSplitSize}: the split size a checkpoint's header records, read before
 * the file is opened, so that a count whose split changed can resume a checkpoint of the earlier
 * split on it; anything but a whole, checked header is -1 (and left to {@link Checkpoint#open}).
 */
class CheckpointSplitSizeTest {
  @TempDir Path dir;

  @Test
  void theHeadersSplitSize() throws Exception {
    SplittableSearch search = CheckpointTest.search("queens8.dlx");
    List<Subproblem> split = search.split(16);
    Path file = dir.resolve("q.ckpt");
    try (Checkpoint c = Checkpoint.open(file, search.identity(), split)) {
      c.record(split.get(0), search.count(split.get(0)));
    }
    assertEquals(split.size(), Checkpoint.recordedSplitSize(file));
  }

  @Test
  void noHeaderIsMinusOne() throws Exception {
    assertEquals(-1, Checkpoint.recordedSplitSize(dir.resolve("missing")), "no file");
    assertEquals(-1, Checkpoint.recordedSplitSize(dir), "a directory");
    Path file = dir.resolve("f");
    Files.writeString(file, "", StandardCharsets.UTF_8);
    assertEquals(-1, Checkpoint.recordedSplitSize(file), "empty");
    String header = Checkpoint.withCrc("dlxkit-checkpoint 2 xcc:0123 57");
    Files.writeString(file, header, StandardCharsets.UTF_8);
    assertEquals(57, Checkpoint.recordedSplitSize(file), "a header alone");
    Files.writeString(file, header.replace(" 57 ", " 58 "), StandardCharsets.UTF_8);
    assertEquals(-1, Checkpoint.recordedSplitSize(file), "edited: its checksum does not match");
    Files.writeString(file, header.substring(0, header.length() - 1), StandardCharsets.UTF_8);
    assertEquals(-1, Checkpoint.recordedSplitSize(file), "torn: no newline");
    Files.writeString(file, Checkpoint.withCrc("dlxkit-checkpoint 1 xcc:0123 57"), StandardCharsets.UTF_8);
    assertEquals(-1, Checkpoint.recordedSplitSize(file), "format 1");
    Files.writeString(file, "x".repeat(5000) + "\n", StandardCharsets.UTF_8);
    assertEquals(-1, Checkpoint.recordedSplitSize(file), "a long first line");
  }
}

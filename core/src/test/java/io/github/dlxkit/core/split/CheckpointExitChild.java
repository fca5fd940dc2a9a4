package io.github.dlxkit.core.split;

import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.Subproblem;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The child JVM of {@link CheckpointTest#anExitWithoutCloseKeepsTheLastBatch}: records N short
 * pieces in a new checkpoint and exits with status 3 without closing it, as a count interrupted by
 * Ctrl-C does. Arguments: CHECKPOINT N.
 */
public final class CheckpointExitChild {
  private CheckpointExitChild() {}

  public static void main(String[] args) throws Exception {
    int n = Integer.parseInt(args[1]);
    List<Subproblem> split = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      split.add(new Subproblem(i, new int[] {i}));
    }
    Checkpoint checkpoint = Checkpoint.open(Path.of(args[0]), "test:exit", split);
    for (Subproblem s : split) {
      checkpoint.record(s, new PartCount(1, 1, Duration.ZERO));
    }
    System.exit(3); // not closed: the shutdown hook writes what is left
  }
}

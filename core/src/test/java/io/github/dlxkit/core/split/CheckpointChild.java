package io.github.dlxkit.core.split;

import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.CountSum;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The child JVM of {@link CheckpointTest}'s kill test: counts {@code xcc/FILE} with a checkpoint
 * checkpoint, resuming what is there, and prints the total of the whole checkpoint.
 * Arguments: FILE CHECKPOINT TARGET.
 */
public final class CheckpointChild {
  private CheckpointChild() {}

  public static void main(String[] args) throws Exception {
    SplittableSearch search;
    try (Reader r = new InputStreamReader(CheckpointChild.class.getResourceAsStream("/xcc/" + args[0]),
        StandardCharsets.UTF_8)) {
      search = ExactCoverSolver.of(KnuthFormat.read(r, args[0]).problem()).splittable();
    }
    List<Subproblem> split = search.split(Integer.parseInt(args[2]));
    try (Checkpoint checkpoint = Checkpoint.open(Path.of(args[1]), search.identity(), split)) {
      Runner.count(search, split, checkpoint, 1, checkpoint::record, 0);
      CountSum total = new CountSum();
      checkpoint.finished().values().forEach(total::add);
      System.out.println(total.count() + " " + checkpoint.finished().size() + "/" + split.size());
    }
  }
}

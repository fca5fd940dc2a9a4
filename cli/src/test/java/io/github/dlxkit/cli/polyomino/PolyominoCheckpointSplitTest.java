package io.github.dlxkit.cli.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.core.split.Checkpoint;
import io.github.dlxkit.polyomino.PieceSets;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.model.Region;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The split of {@code dlx polyomino --count --checkpoint} (issue 54): pentominoes 6×10 cut for
 * core's 4096 gave 10,793 subproblems of some 230 nodes each, and recording them cost the count
 * 1.4–1.7× the CPU of {@code --count}. The count is 9356: the 2339 packings of Haselgrove (1960)
 * up to symmetry, times the box's 4 symmetries (Knuth's DLX2 counts 9356 on the same problem).
 */
class PolyominoCheckpointSplitTest {
  @TempDir Path dir;

  private static final String[] SIX_BY_TEN = {"polyomino", "--set", "pentominoes", "--box", "6x10", "--count"};

  private static String[] with(String... more) {
    String[] args = java.util.Arrays.copyOf(SIX_BY_TEN, SIX_BY_TEN.length + more.length);
    System.arraycopy(more, 0, args, SIX_BY_TEN.length, more.length);
    return args;
  }

  /** The records and the split in a checkpoint file: its lines after the header, and the header's size. */
  private static int[] recordsAndSplit(Path file) throws Exception {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    String[] header = lines.get(0).split(" ");
    return new int[] {lines.size() - 1, Integer.parseInt(header[3])};
  }

  /** Fewer, larger subproblems: a couple of thousand, not 10,793; every one recorded; the same count. */
  @Test
  void aCheckpointedCountRecordsAFewThousandSubproblems() throws Exception {
    Path file = dir.resolve("six-by-ten.ckpt");
    CliRun r = CliRun.of(with("--checkpoint", file.toString()));
    assertEquals(List.of("9356"), r.outLines(), r.err());
    int[] rs = recordsAndSplit(file);
    assertEquals(rs[1], rs[0], "every subproblem of the split recorded once");
    assertTrue(rs[1] >= SolutionOptions.CHECKPOINT_TARGET && rs[1] < SplitOptions.CHECKPOINT_TARGET,
        "a split of " + rs[1] + " subproblems");
    CliRun again = CliRun.of(with("--checkpoint", file.toString()));
    assertEquals(List.of("9356"), again.outLines(), "resumed from its own file: " + again.err());
  }

  /**
   * A checkpoint begun on the earlier split (core's 4096, as every dlxkit before this one wrote
   * it) resumes on that split: its records are kept and summed, the rest counted on it, the file
   * still that split's.
   */
  @Test
  void aCheckpointOfTheEarlierSplitResumesOnIt() throws Exception {
    SplittableSearch search = TilingSolver.builder(PieceSets.named("pentominoes"), Region.box(6, 10))
        .reflection(PieceSets.reflectedByDefault("pentominoes")).build().splittable();
    CliRun part = CliRun.of(with("--part", "1/1"));
    assertTrue(part.out().contains("\"problem\":\"" + search.identity() + "\""),
        "the search the command splits: " + part.out() + " against " + search.identity());
    List<Subproblem> earlier = search.split(SplitOptions.CHECKPOINT_TARGET);
    Path file = dir.resolve("earlier.ckpt");
    try (Checkpoint c = Checkpoint.open(file, search.identity(), earlier)) {
      for (Subproblem s : earlier.subList(0, 500)) {
        c.record(s, search.count(s));
      }
    }
    CliRun r = CliRun.of(with("--checkpoint", file.toString()));
    assertEquals(List.of("9356"), r.outLines(), r.err());
    int[] rs = recordsAndSplit(file);
    assertEquals(earlier.size(), rs[1], "the header still the earlier split's");
    assertEquals(earlier.size(), rs[0], "its 500 records kept, the others counted on the same split");
  }
}

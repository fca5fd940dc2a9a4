package io.github.dlxkit.core.split;

import io.github.dlxkit.core.io.KnuthFormat;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The child JVM of {@link JournalTest}'s kill test: counts {@code xcc/FILE} with a checkpoint
 * journal, resuming what is there, and prints the total of the whole journal.
 * Arguments: FILE JOURNAL TARGET.
 */
public final class CheckpointChild {
  private CheckpointChild() {}

  public static void main(String[] args) throws Exception {
    SplittableSearch search;
    try (Reader r = new InputStreamReader(CheckpointChild.class.getResourceAsStream("/xcc/" + args[0]),
        StandardCharsets.UTF_8)) {
      search = KnuthFormat.read(r, args[0]).problem().solver().splittable();
    }
    List<Subproblem> split = search.split(Integer.parseInt(args[2]));
    try (Journal journal = Journal.open(Path.of(args[1]), search.identity(), split)) {
      SplitCounter.count(search, split, journal.finished()::containsKey, 1, journal::record);
      CountSum total = new CountSum();
      journal.finished().values().forEach(total::add);
      System.out.println(total.count() + " " + journal.finished().size() + "/" + split.size());
    }
  }
}

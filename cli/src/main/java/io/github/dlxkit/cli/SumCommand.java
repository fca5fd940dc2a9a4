package io.github.dlxkit.cli;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.split.PartResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import io.github.dlxkit.core.search.CountSum;
import java.time.Duration;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx sum}: adds the outputs of {@code --part K/N} runs, refusing missing or repeated parts. */
@Command(
    name = "sum",
    mixinStandardHelpOptions = true,
    description = {
      "Adds the JSON lines that 'count --part K/N' printed (one or more per file) and prints",
      "the total count; every part 1..N of one problem must be there exactly once. A line is",
      "one JSON object with exactly the keys part, of, count, nodes and problem, in any order,",
      "and counts for a count of several numbers (quantumino --count --aside all): then the sums",
      "are printed one a line, 'I<TAB>COUNT' for I from 0."
    })
public final class SumCommand implements Callable<Integer> {
  Invocation invocation;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "files holding part lines")
  List<Path> files;

  @Option(names = "--stats", description = "print 'nodes=N solutions=N seconds=S parts=N' on stderr: the parts'"
      + " nodes and count summed, the seconds this command took")
  boolean stats;

  @Override
  public Integer call() throws IOException {
    long start = System.nanoTime();
    OutputForm output = OutputForm.of(invocation, false, stats);
    List<PartResult> parts = new ArrayList<>();
    List<String> where = new ArrayList<>();
    for (Path file : files) {
      List<String> lines;
      try (BufferedReader in = new BufferedReader(Inputs.open(file.toString()))) {
        lines = in.lines().toList();
      } catch (UncheckedIOException e) {
        throw e.getCause();
      }
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).isBlank()) {
          continue;
        }
        String at = file + " line " + (i + 1);
        try {
          parts.add(PartLines.parse(lines.get(i)));
        } catch (BadInputException ex) {
          throw new BadInputException(at + ": " + ex.getMessage());
        }
        where.add(at);
      }
    }
    if (parts.isEmpty()) {
      throw new BadInputException("no part lines in " + files);
    }
    PartResult first = parts.get(0);
    // the parts seen, sized by what was read (not by "of", which may be up to PartLines.MAX_PARTS)
    java.util.Map<Integer, String> seen = new java.util.HashMap<>();
    CountSum sum = new CountSum(first.width());
    for (int i = 0; i < parts.size(); i++) {
      PartResult p = parts.get(i);
      if (io.github.dlxkit.core.search.SplittableSearch.otherSplit(p.problem(), first.problem())) {
        throw new BadInputException(where.get(i) + ": part " + p.part() + " of " + p.of() + " comes from another"
            + " split of the problem of " + where.get(0) + ", made by another dlxkit; count every part with one");
      }
      if (!p.problem().equals(first.problem())) {
        throw new BadInputException(where.get(i) + ": part " + p.part() + " of " + p.of() + " of problem "
            + p.problem() + " does not belong with " + where.get(0) + " (problem " + first.problem() + ")");
      }
      if (p.of() != first.of()) {
        throw new BadInputException(where.get(i) + ": part " + p.part() + " of " + p.of()
            + " does not belong with " + where.get(0) + " (part " + first.part() + " of " + first.of() + ")");
      }
      String before = seen.putIfAbsent(p.part(), where.get(i));
      if (before != null) {
        throw new BadInputException(where.get(i) + ": part " + p.part() + " of " + p.of()
            + " again (already in " + before + ")");
      }
      if (p.width() != first.width()) {
        throw new BadInputException(where.get(i) + ": part " + p.part() + " of " + p.of() + " has " + p.width()
            + " counts, " + where.get(0) + " " + first.width());
      }
      sum.add(p.counts() == null ? List.of(p.count()) : p.counts(), p.nodes(), Duration.ZERO);
    }
    List<Integer> missing = new ArrayList<>();
    for (int k = 1; k <= first.of() && missing.size() < 10; k++) {
      if (!seen.containsKey(k)) {
        missing.add(k);
      }
    }
    if (!missing.isEmpty()) {
      throw new BadInputException("missing part" + (missing.size() > 1 ? "s " : " ") + missing.toString()
          .replaceAll("[\\[\\]]", "") + (missing.size() == 10 ? ", ..." : "") + " of " + first.of());
    }
    if (sum.width() == 1) {
      output.count(sum.count());
    } else {
      for (int i = 0; i < sum.width(); i++) {
        invocation.out().println(i + "\t" + sum.counts().get(i));
      }
    }
    output.stats(Stats.of(sum.nodes(), sum.count(), java.time.Duration.ofNanos(System.nanoTime() - start))
        .with("parts", parts.size()));
    return 0;
  }
}

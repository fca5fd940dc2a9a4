package io.github.dlxkit.spark;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.CountSum;
import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

/**
 * Counts an exact-cover problem on Spark: the driver makes core's deterministic split, each
 * subproblem travels as its line of text, the executors count them with core's {@link Runner}
 * (each task its subproblems, as every count is run), the driver adds the counts.
 *
 * <p><b>Exact under retries.</b> A task's result is only its return value (no accumulators, no side
 * effects): when Spark re-runs a failed or lost task it recomputes the same subproblems from their
 * lines and keeps exactly one successful result per partition, so the sum is the count whatever
 * fails.
 *
 * <pre>{@code
 * BigInteger n;
 * SparkConf conf = new SparkConf().setMaster("local[2]").setAppName("count").set("spark.ui.enabled", "false");
 * try (JavaSparkContext sc = new JavaSparkContext(conf)) {
 *   // queens12: a Path to a file in Knuth's format
 *   n = SparkCount.count(sc, Files.readString(queens12), "queens12.dlx", 4096);   // 14200
 * }
 * }</pre>
 */
public final class SparkCount {
  /** Starts a problem that is a dlx command line, its arguments joined by NUL characters. */
  private static final String COMMAND = "\u0000dlx\u0000";

  /** Subproblems per task: tasks of a few subproblems each even out the subtrees' sizes. */
  static final int SUBPROBLEMS_PER_TASK = 8;

  /** Per executor JVM: the searches already parsed, by problem text, so each is read once. */
  private static final Map<String, SplittableSearch> SEARCHES = new ConcurrentHashMap<>();

  private SparkCount() {}

  /**
   * The number of solutions of {@code problem} (Knuth's DLX format text; {@code name} for error
   * messages), cut into about {@code target} subproblems.
   */
  public static BigInteger count(JavaSparkContext sc, String problem, String name, int target) {
    return count(sc, problem, name, target, null);
  }

  /**
   * As {@link #count(JavaSparkContext, String, String, int)}, printing on {@code progress} (if not
   * null), at most once a second, the tasks done out of all and the share of the search tree they
   * hold by Knuth's estimate ({@link SplittableSearch#estimate}, made on the driver before the
   * tasks start).
   */
  public static BigInteger count(JavaSparkContext sc, String problem, String name, int target,
      java.io.PrintStream progress) {
    return count(sc, problem, name, target, -1, progress);
  }

  /**
   * The count of the dlx counting command {@code command} (its arguments after {@code dlx}, e.g.
   * {@code tantrix solve discovery:10 --count --distinct}): any count the CLI makes with
   * {@code --part} (DLX files, Sudoku, polyominoes, Tantrix fixed boards and free shapes, Tank
   * Attack, Steiner systems), cut into about {@code target} subproblems; the executors rebuild the
   * search from the same arguments ({@link io.github.dlxkit.cli.main.Dlx#splittable}). Files the
   * command names must be readable on every executor.
   *
   * @throws io.github.dlxkit.core.BadInputException with the command's own message, if it is not
   *     a count that can be split
   */
  public static BigInteger countCommand(JavaSparkContext sc, List<String> command, int target,
      java.io.PrintStream progress) {
    return count(sc, source(command), "dlx " + String.join(" ", command), target, -1, progress);
  }

  /**
   * As {@link #countCommand}, the count as a vector ({@link SplittableSearch#width()} numbers):
   * {@code [count]} for a count of one number, a count per aside for
   * {@code quantumino --count --aside all}.
   */
  public static List<BigInteger> countsCommand(JavaSparkContext sc, List<String> command, int target,
      java.io.PrintStream progress) {
    return counts(sc, source(command), "dlx " + String.join(" ", command), target, -1, progress);
  }

  /** The problem text that stands for {@code command}. */
  static String source(List<String> command) {
    for (String a : command) {
      if (a.indexOf('\u0000') >= 0) {
        throw new io.github.dlxkit.core.BadInputException("a NUL character in the argument '" + a.replace('\u0000', '?') + "'");
      }
    }
    return COMMAND + String.join("\u0000", command);
  }

  /** The subproblems of each task, as lines of text joined by newlines: task {@code i} is element {@code i}. */
  static List<String> tasks(List<Subproblem> split) {
    int tasks = Math.max(1, (split.size() + SUBPROBLEMS_PER_TASK - 1) / SUBPROBLEMS_PER_TASK);
    List<String> out = new ArrayList<>();
    for (int t = 0; t < tasks; t++) {
      StringBuilder lines = new StringBuilder();
      // task t takes subproblems t, t + tasks, ...: neighbours in the split (often alike in size) spread out
      for (int i = t; i < split.size(); i += tasks) {
        lines.append(split.get(i).toLine()).append('\n');
      }
      out.add(lines.toString());
    }
    return out;
  }

  /**
   * As {@link #count(JavaSparkContext, String, String, int, java.io.PrintStream)}; {@code failOnce}
   * (for tests) makes the first attempt of that task fail, so that Spark's retry is exercised.
   */
  static BigInteger count(JavaSparkContext sc, String problem, String name, int target, int failOnce,
      java.io.PrintStream progress) {
    return counts(sc, problem, name, target, failOnce, progress).stream().reduce(BigInteger.ZERO, BigInteger::add);
  }

  /**
   * The count as a vector of the search's {@link SplittableSearch#width()}: each task counts its
   * subproblems with core's {@link Runner} (one thread: Spark runs the tasks side by side), the
   * driver adds the tasks' vectors entry by entry.
   */
  static List<BigInteger> counts(JavaSparkContext sc, String problem, String name, int target, int failOnce,
      java.io.PrintStream progress) {
    SplittableSearch search = search(problem, name);
    List<Subproblem> split = search.split(target);
    if (split.isEmpty()) {
      return new CountSum(search.width()).counts();
    }
    List<String> tasks = tasks(split);
    SparkProgress listener = progress == null ? null : SparkProgress.of(search, split, tasks.size(), progress);
    if (listener != null) {
      sc.sc().addSparkListener(listener);
    }
    boolean completed = false;
    try {
      Broadcast<String> text = sc.broadcast(problem);
      // one element per partition, so that partition i is task i and the listener knows its weight
      JavaRDD<String> rdd = sc.parallelize(tasks, tasks.size());
      List<BigInteger> sum = rdd.map((String lines) -> {
        TaskContext task = TaskContext.get();
        if (task != null && task.partitionId() == failOnce && task.attemptNumber() == 0) {
          throw new IllegalStateException("injected failure of task " + failOnce + " (first attempt)");
        }
        SplittableSearch s = search(text.value(), name);
        List<Subproblem> mine = new ArrayList<>();
        for (String line : lines.split("\n")) {
          mine.add(Subproblem.parse(line));
        }
        return new ArrayList<>(Runner.count(s, mine, Runner.Recorded.NOTHING, 1, (piece, c) -> { }, 0).counts());
      }).reduce(SparkCount::add);
      completed = true;
      return sum;
    } finally {
      if (listener != null) {
        sc.sc().removeSparkListener(listener);
        listener.finish(completed);
      }
    }
  }

  /** The sum of two tasks' vectors, entry by entry (their widths are the search's). */
  private static ArrayList<BigInteger> add(ArrayList<BigInteger> a, ArrayList<BigInteger> b) {
    ArrayList<BigInteger> sum = new ArrayList<>(a.size());
    for (int i = 0; i < a.size(); i++) {
      sum.add(a.get(i).add(b.get(i)));
    }
    return sum;
  }

  /**
   * Reads {@code problem} as the executors will, on the driver, before any task starts.
   *
   * @throws IllegalArgumentException (a {@link io.github.dlxkit.core.io.DlxFormatException}) naming
   *     the bad line
   */
  static void check(String problem, String name) {
    search(problem, name);
  }

  /** The search the executors count, for tests. */
  static SplittableSearch searchFor(String problem, String name) {
    return search(problem, name);
  }

  private static SplittableSearch search(String problem, String name) {
    return SEARCHES.computeIfAbsent(problem, p -> {
      if (p.startsWith(COMMAND)) {
        return io.github.dlxkit.cli.main.Dlx.splittable(p.substring(COMMAND.length()).split("\u0000", -1));
      }
      try {
        return ExactCoverSolver.of(KnuthFormat.read(new StringReader(p), name).problem()).splittable();
      } catch (IOException ex) {
        throw new UncheckedIOException(ex);
      }
    });
  }
}

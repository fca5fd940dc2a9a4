package io.github.dlxkit.spark;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.split.PartCount;
import io.github.dlxkit.core.split.SplittableSearch;
import io.github.dlxkit.core.split.Subproblem;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

/**
 * Counts an exact-cover problem on Spark: the driver makes core's deterministic split, each
 * subproblem travels as its line of text, the executors count them, the driver adds the counts.
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
    return count(sc, problem, name, target, -1);
  }

  /**
   * As {@link #count(JavaSparkContext, String, String, int)}; {@code failOnce} (for tests) makes
   * the first attempt of that task fail, so that Spark's retry is exercised.
   */
  static BigInteger count(JavaSparkContext sc, String problem, String name, int target, int failOnce) {
    SplittableSearch search = search(problem, name);
    List<String> lines = new ArrayList<>();
    for (Subproblem s : search.split(target)) {
      lines.add(s.toLine());
    }
    if (lines.isEmpty()) {
      return BigInteger.ZERO;
    }
    Broadcast<String> text = sc.broadcast(problem);
    int tasks = Math.max(1, (lines.size() + SUBPROBLEMS_PER_TASK - 1) / SUBPROBLEMS_PER_TASK);
    JavaRDD<String> rdd = sc.parallelize(lines, tasks);
    return rdd.mapPartitions((Iterator<String> it) -> {
      TaskContext task = TaskContext.get();
      if (task != null && task.partitionId() == failOnce && task.attemptNumber() == 0) {
        throw new IllegalStateException("injected failure of task " + failOnce + " (first attempt)");
      }
      SplittableSearch s = search(text.value(), name);
      BigInteger sum = BigInteger.ZERO;
      while (it.hasNext()) {
        PartCount c = s.count(Subproblem.parse(it.next()));
        sum = sum.add(BigInteger.valueOf(c.count()));
      }
      return List.of(sum).iterator();
    }).reduce(BigInteger::add);
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

  private static SplittableSearch search(String problem, String name) {
    return SEARCHES.computeIfAbsent(problem, p -> {
      try {
        return KnuthFormat.read(new StringReader(p), name).problem().solver().splittable();
      } catch (IOException ex) {
        throw new UncheckedIOException(ex);
      }
    });
  }
}

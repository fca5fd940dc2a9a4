package io.github.dlxkit.spark;

import io.github.dlxkit.core.BadInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code spark-submit} main class: counts a problem in Knuth's DLX format on a Spark cluster and
 * prints the number. Without a master (run with plain {@code java}), it runs Spark in local mode
 * inside the process with all cores.
 *
 * <pre>
 * spark-submit --class io.github.dlxkit.spark.SparkCountMain --master spark://host:7077 \
 *     dlxkit-spark.jar FILE [SUBPROBLEMS]
 * </pre>
 * Exit status 2 with one line on stderr for bad arguments or a bad file.
 */
public final class SparkCountMain {
  /** Subproblems when none is given: many tasks per core of a small cluster. */
  static final int DEFAULT_TARGET = 4096;

  private SparkCountMain() {}

  public static void main(String[] args) {
    System.exit(run(args));
  }

  static int run(String[] args) {
    if (args.length < 1 || args.length > 2) {
      System.err.println("dlx-spark: usage: SparkCountMain FILE [SUBPROBLEMS]");
      return 2;
    }
    int target = DEFAULT_TARGET;
    if (args.length == 2) {
      if (!args[1].matches("\\d{1,7}") || Integer.parseInt(args[1]) < 1) {
        System.err.println("dlx-spark: SUBPROBLEMS must be between 1 and 9999999, got '" + args[1] + "'");
        return 2;
      }
      target = Integer.parseInt(args[1]);
    }
    String text;
    try {
      text = Files.readString(Path.of(args[0]), StandardCharsets.UTF_8);
    } catch (IOException ex) {
      System.err.println("dlx-spark: cannot read " + args[0] + ": " + ex.getMessage());
      return 2;
    }
    try {
      SparkCount.check(text, args[0]);
    } catch (BadInputException ex) {
      System.err.println("dlx-spark: " + ex.getMessage());
      return 2;
    }
    SparkConf conf = new SparkConf().setAppName("dlxkit count " + Path.of(args[0]).getFileName())
        .setIfMissing("spark.master", "local[*]")
        // our own progress line replaces Spark's bar: tasks done / total and the estimated share done
        .setIfMissing("spark.ui.showConsoleProgress", "false");
    try (JavaSparkContext sc = new JavaSparkContext(conf)) {
      System.out.println(SparkCount.count(sc, text, args[0], target, System.err));
      return 0;
    }
  }
}

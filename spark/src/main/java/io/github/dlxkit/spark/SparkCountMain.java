package io.github.dlxkit.spark;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.Utf8Reader;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code spark-submit} main class: counts a problem in Knuth's DLX format, or any count a dlx
 * command makes, on a Spark cluster and prints the number (a line {@code I<TAB>COUNT} per entry for a
 * count of several, {@code quantumino --count --aside all}). Without a master (run with plain
 * {@code java}), it runs Spark in local mode inside the process with all cores.
 *
 * <pre>
 * spark-submit --class io.github.dlxkit.spark.SparkCountMain --master spark://host:7077 \
 *     dlxkit-spark.jar FILE [SUBPROBLEMS]
 * spark-submit ... dlxkit-spark.jar [SUBPROBLEMS] -- tantrix solve discovery:12 --count --distinct
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
    int dashes = java.util.Arrays.asList(args).indexOf("--");
    if (dashes >= 0) {
      return runCommand(args, dashes);
    }
    if (args.length < 1 || args.length > 2) {
      System.err.println("dlx-spark: usage: SparkCountMain FILE [SUBPROBLEMS], or [SUBPROBLEMS] -- DLX-COMMAND...");
      return 2;
    }
    int target = args.length == 2 ? target(args[1]) : DEFAULT_TARGET;
    if (target < 0) {
      return 2;
    }
    String text;
    try (Reader in = new Utf8Reader(Files.newInputStream(Path.of(args[0])), args[0])) {
      // core's reader: "not UTF-8 at line L, byte B" instead of the JDK's "Input length = 4"
      StringWriter all = new StringWriter();
      in.transferTo(all);
      text = all.toString();
    } catch (CharConversionException ex) {
      System.err.println("dlx-spark: " + ex.getMessage());
      return 2;
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
    try (JavaSparkContext sc = new JavaSparkContext(conf("dlxkit count " + Path.of(args[0]).getFileName()))) {
      System.out.println(SparkCount.count(sc, text, args[0], target, System.err));
      return 0;
    }
  }

  /** {@code [SUBPROBLEMS] -- COMMAND...}: the count of a dlx counting command. */
  private static int runCommand(String[] args, int dashes) {
    if (dashes > 1 || dashes == args.length - 1) {
      System.err.println("dlx-spark: usage: SparkCountMain [SUBPROBLEMS] -- DLX-COMMAND..., e.g. -- count problem.dlx");
      return 2;
    }
    int target = dashes == 1 ? target(args[0]) : DEFAULT_TARGET;
    if (target < 0) {
      return 2;
    }
    java.util.List<String> command = java.util.Arrays.asList(args).subList(dashes + 1, args.length);
    try {
      SparkCount.check(SparkCount.source(command), "dlx " + String.join(" ", command));
    } catch (BadInputException ex) {
      System.err.println("dlx-spark: " + ex.getMessage());
      return 2;
    }
    try (JavaSparkContext sc = new JavaSparkContext(conf("dlxkit " + String.join(" ", command)))) {
      java.util.List<java.math.BigInteger> counts = SparkCount.countsCommand(sc, command, target, System.err);
      if (counts.size() == 1) {
        System.out.println(counts.get(0));
      } else {
        for (int i = 0; i < counts.size(); i++) {
          System.out.println(i + "\t" + counts.get(i)); // a count per entry, as 'dlx sum' prints them
        }
      }
      return 0;
    }
  }

  /** SUBPROBLEMS read, or -1 after the message. */
  private static int target(String arg) {
    if (!arg.matches("\\d{1,7}") || Integer.parseInt(arg) < 1) {
      System.err.println("dlx-spark: SUBPROBLEMS must be between 1 and 9999999, got '" + arg + "'");
      return -1;
    }
    return Integer.parseInt(arg);
  }

  private static SparkConf conf(String name) {
    return new SparkConf().setAppName(name)
        .setIfMissing("spark.master", "local[*]")
        // our own progress line replaces Spark's bar: tasks done / total and the estimated share done
        .setIfMissing("spark.ui.showConsoleProgress", "false");
  }
}

package io.github.dlxkit.spark;

import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.io.PrintStream;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * The driver's progress line for a Spark count: tasks done out of all, and the share of the search
 * tree they hold, each task weighed by Knuth's estimate of its subproblems' subtrees. A task Spark
 * re-runs counts once (finished partitions are a set).
 */
final class SparkProgress extends SparkListener {
  /** Random walks per subproblem: enough to weigh tasks against each other, cheap beside counting. */
  static final int PROBES = 16;

  private final double[] weight;
  private final double total;
  private final PrintStream out;
  private final BitSet done = new BitSet();
  private final long start = System.nanoTime();
  private long nextLine = start + 1_000_000_000L;
  private double doneWeight;

  private SparkProgress(double[] weight, PrintStream out) {
    this.weight = weight;
    double t = 0;
    for (double w : weight) {
      t += w;
    }
    this.total = t;
    this.out = out;
  }

  /** The listener for {@code tasks} tasks made by {@link SparkCount#tasks} from {@code split}. */
  static SparkProgress of(SplittableSearch search, List<Subproblem> split, int tasks, PrintStream out) {
    double[] weight = new double[tasks];
    for (Subproblem s : split) {
      double e = search.estimate(s, PROBES, s.index());
      weight[s.index() % tasks] += Double.isNaN(e) ? 1 : e;
    }
    return new SparkProgress(weight, out);
  }

  @Override
  public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
    int task = end.taskInfo().index();
    if (!end.taskInfo().successful() || task < 0 || task >= weight.length || done.get(task)) {
      return;
    }
    done.set(task);
    doneWeight += weight[task];
    long now = System.nanoTime();
    if (now - nextLine >= 0) {
      nextLine = now + 1_000_000_000L;
      out.println(line(now));
    }
  }

  /**
   * Prints the last line; {@code completed} when the job returned its result, so that every task
   * succeeded. Spark delivers task-end events to listeners asynchronously: the job's result can
   * reach the driver before the last tasks' events reach this listener (the line said 93/94 tasks
   * after a complete count), so a completed job marks every task done.
   */
  synchronized void finish(boolean completed) {
    if (completed) {
      done.set(0, weight.length);
      doneWeight = total;
    }
    out.println(line(System.nanoTime()));
  }

  String line(long now) {
    return String.format(Locale.ROOT, "progress %d/%d tasks, about %.2f%% of the search tree done (estimate), %.1f s",
        done.cardinality(), weight.length, total > 0 ? 100 * doneWeight / total : 0.0, (now - start) / 1e9);
  }
}

package io.github.dlxkit.cli.serve;

import com.google.gson.JsonObject;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.CancellationToken;
import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import java.net.InetAddress;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * One search the server runs for a client: its progress while it runs, its result or why it stopped.
 * Cancelling it sets its {@link CancellationToken} and interrupts its thread, so that a module search
 * that watches neither a token nor limits stops too (core's searches check both every few thousand
 * nodes).
 *
 * <p>States: {@code queued} → {@code running} → {@code done} (with a result), {@code stopped} (cancelled
 * or over the time limit, with the partial progress) or {@code failed} (bad input, with the message).
 */
final class Job implements ProgressListener {
  /** How a job's work is done: with the job's limits and progress listener, to a JSON result. */
  @FunctionalInterface
  interface Work {
    JsonObject run(Job job) throws Exception;
  }

  final String id;
  final String kind;
  /** The page's key to the job: reading or cancelling it needs this (docs/web.md, "Jobs"). */
  final String pageToken;
  /** The lane it runs in (set once, before it is queued). */
  Searches.Lane lane = Searches.Lane.LONG;
  /** The address that started it: {@link ServerLimits#searchesPerClient()} counts by it. */
  final InetAddress client;
  private final Work work;
  private final Duration maxTime;
  private final CancellationToken token = new CancellationToken();
  private final CountDownLatch finished = new CountDownLatch(1);
  private final long created = System.nanoTime();
  private volatile String state = "queued";
  private volatile Progress progress;
  private volatile JsonObject result;
  private volatile String error;
  private volatile boolean internal;
  private volatile String stopReason;
  private volatile Thread thread;
  private volatile long startNanos;
  private volatile long endNanos;
  /** Why it was cancelled, when the server cancelled it (time limit, no page polls it). */
  private volatile String cancelReason;
  /** Whether a page polls it (then it is abandoned when the polls stop), and when it last did. */
  private volatile boolean polled;
  private volatile long lastPollNanos = System.nanoTime();

  Job(String id, String pageToken, InetAddress client, String kind, Work work, Duration maxTime) {
    this.id = id;
    this.pageToken = pageToken;
    this.client = client;
    this.kind = kind;
    this.work = work;
    this.maxTime = maxTime;
  }

  /** The limits a search of this job runs under: the server's time and this job's token. */
  SearchLimits limits() {
    return SearchLimits.none().withTimeLimit(maxTime).withCancellation(token);
  }

  CancellationToken token() {
    return token;
  }

  @Override
  public void onProgress(Progress p) {
    progress = p;
  }

  void run() {
    synchronized (this) {
      if (token.isCancelled()) {
        finish("stopped", null, null, "cancelled");
        return;
      }
      if (isFinished()) {
        return;
      }
      thread = Thread.currentThread();
      state = "running";
      startNanos = System.nanoTime();
    }
    try {
      JsonObject r = work.run(this);
      if (token.isCancelled()) {
        finish("stopped", null, null, "cancelled");
      } else {
        finish("done", r, null, null);
      }
    } catch (SearchStoppedException e) {
      finish("stopped", null, null, reason(e.partialResult().stopReason()));
    } catch (BadInputException | HttpError e) {
      finish("failed", null, e.getMessage(), null);
    } catch (InterruptedException e) {
      finish("stopped", null, null, "cancelled");
    } catch (OutOfMemoryError e) {
      finish("failed", null, "out of memory: the problem is too large for this server", null);
    } catch (Exception | StackOverflowError e) {
      if (token.isCancelled() || Thread.currentThread().isInterrupted()) {
        finish("stopped", null, null, "cancelled");
      } else {
        internal = true;
        System.err.println("dlx serve: internal error in a " + kind + " job");
        e.printStackTrace();
        finish("failed", null, "internal error: " + Http.plain(e), null);
      }
    } finally {
      synchronized (this) {
        thread = null;
        Thread.interrupted(); // a late cancel must not reach the pool's next job
      }
    }
  }

  private synchronized void finish(String s, JsonObject r, String e, String reason) {
    if (isFinished()) {
      return;
    }
    result = r;
    error = e == null ? null : Http.plain(e);
    stopReason = "cancelled".equals(reason) && cancelReason != null ? cancelReason : reason;
    endNanos = System.nanoTime();
    state = s;
    finished.countDown();
  }

  /** Stops the job: before it starts, it never starts; while it runs, its search stops. */
  void cancel() {
    cancel(null);
  }

  private synchronized void cancel(String reason) {
    if (cancelReason == null && !token.isCancelled()) {
      cancelReason = reason;
    }
    token.cancel();
    if (thread != null) {
      thread.interrupt();
    } else if (state.equals("queued")) {
      finish("stopped", null, null, "cancelled"); // stopped at once; the pool drops it when its turn comes
    }
  }

  /** Stops the job as over the time limit (when its search does not stop by itself). */
  void timeOut() {
    if (!isFinished()) {
      cancel("time_limit");
    }
  }

  /** From now on a page polls the job: it is cancelled when the polls stop ({@link #abandonedFor}). */
  void polled() {
    lastPollNanos = System.nanoTime();
    polled = true;
  }

  /** Whether a page polled this job but has not for {@code d} (it was closed or left). */
  boolean abandonedFor(Duration d) {
    return polled && !isFinished() && System.nanoTime() - lastPollNanos > d.toNanos();
  }

  /** Stops the job as no page polls it any more. */
  void abandon() {
    cancel("abandoned");
  }

  boolean isFinished() {
    return finished.getCount() == 0;
  }

  boolean await(Duration d) throws InterruptedException {
    return finished.await(d.toMillis(), TimeUnit.MILLISECONDS);
  }

  String state() {
    return state;
  }

  String error() {
    return error;
  }

  /** Whether the job failed on a bug (not on the client's input). */
  boolean isInternalError() {
    return internal;
  }

  JsonObject result() {
    return result;
  }

  long ageNanos() {
    return System.nanoTime() - created;
  }

  /** The job as the API shows it (docs/web.md, "Jobs"). */
  JsonObject toJson() {
    JsonObject o = new JsonObject();
    o.addProperty("job", id);
    o.addProperty("token", pageToken);
    o.addProperty("kind", kind);
    o.addProperty("state", state);
    Progress p = progress;
    long end = endNanos;
    double seconds = startNanos == 0 ? 0 : ((end != 0 ? end : System.nanoTime()) - startNanos) / 1e9;
    if (p != null) {
      o.addProperty("estimate", p.estimate());
      o.addProperty("nodes", p.nodes());
      o.addProperty("solutions", p.solutions());
      double s = p.elapsed().toNanos() / 1e9;
      o.addProperty("nodesPerSecond", s > 0 ? Math.round(p.nodes() / s) : 0);
    }
    o.addProperty("seconds", Math.round(seconds * 1000) / 1000.0);
    if (stopReason != null) {
      o.addProperty("stopReason", stopReason);
    }
    if (error != null) {
      o.addProperty("error", error);
    }
    if (result != null) {
      o.add("result", result);
    }
    return o;
  }

  private static String reason(StopReason r) {
    return r == StopReason.INTERRUPTED ? "cancelled" : r.name().toLowerCase(Locale.ROOT);
  }
}

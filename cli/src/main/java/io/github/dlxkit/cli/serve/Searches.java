package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonObject;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The bounded pools every search runs on, in two lanes so that short requests never wait behind long
 * counts: the {@link Lane#LONG} lane (counts, lists, solves that may take minutes) has
 * {@link ServerLimits#searchThreads()} threads and a queue of {@link ServerLimits#queuedSearches()};
 * the {@link Lane#QUICK} lane (Sudoku solves, checks and hints, Tantrix hints: milliseconds) as many
 * threads and a queue of {@value #QUICK_QUEUE}. A watchdog stops each job at
 * {@link ServerLimits#maxSearchTime()}, and cancels a job its page polled but stopped polling for
 * {@link ServerLimits#abandonAfter()} (the page was closed or left). Jobs stay listed (for their
 * progress and result) until more than {@value #KEPT} are known; then the oldest finished ones are
 * forgotten.
 */
final class Searches implements AutoCloseable {
  static final int KEPT = 64;
  /** Quick searches waiting for a thread: enough for 128 clients at once, each with one request. */
  static final int QUICK_QUEUE = 256;

  /** Where a search runs: with the long ones, or in the lane of its own that short requests have. */
  enum Lane { LONG, QUICK }

  private final ServerLimits limits;
  private final ThreadPoolExecutor longPool;
  private final ThreadPoolExecutor quickPool;
  private final ScheduledExecutorService watchdog;
  private final Map<String, Job> jobs = new LinkedHashMap<>();

  Searches(ServerLimits limits) {
    this.limits = limits;
    this.longPool = pool(limits.searchThreads(), Math.max(1, limits.queuedSearches()), "dlx-serve-search");
    this.quickPool = pool(limits.searchThreads(), QUICK_QUEUE, "dlx-serve-quick");
    this.watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "dlx-serve-watchdog");
      t.setDaemon(true);
      return t;
    });
    long every = Math.max(50, Math.min(1000, limits.abandonAfter().toMillis() / 4));
    watchdog.scheduleWithFixedDelay(this::abandonUnpolled, every, every, TimeUnit.MILLISECONDS);
  }

  private static ThreadPoolExecutor pool(int threads, int queue, String name) {
    return new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(queue), r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
  }

  /** Searches one client may have running or waiting in {@code lane}: half its slots, at least one. */
  int perClient(Lane lane) {
    return lane == Lane.LONG ? limits.searchesPerClient() : Math.max(1, (limits.searchThreads() + QUICK_QUEUE) / 2);
  }

  /**
   * Queues {@code work} for {@code client} in the long lane; 429 when the client already has
   * {@link ServerLimits#searchesPerClient()} searches running or waiting, 503 when the pool and its
   * queue are full. The job's id and token are 128 random bits each (unguessable).
   */
  Job submit(InetAddress client, String kind, Job.Work work) {
    return submit(client, kind, Lane.LONG, work);
  }

  Job submit(InetAddress client, String kind, Lane lane, Job.Work work) {
    Job job = new Job(Secrets.next(), Secrets.next(), client, kind, work, limits.maxSearchTime());
    synchronized (jobs) {
      long own = 0;
      for (Job j : jobs.values()) {
        own += j.lane == lane && !j.isFinished() && j.client.equals(client) ? 1 : 0;
      }
      if (own >= perClient(lane)) {
        throw new HttpError(429, "this client already has " + own + " searches running or waiting, its most;"
            + " wait for one to end or cancel one");
      }
      forgetOld();
      job.lane = lane;
      jobs.put(job.id, job);
    }
    ThreadPoolExecutor pool = lane == Lane.LONG ? longPool : quickPool;
    try {
      pool.execute(() -> {
        var timer = watchdog.schedule(job::timeOut, limits.maxSearchTime().toMillis() + 500, TimeUnit.MILLISECONDS);
        try {
          job.run();
        } finally {
          timer.cancel(false);
        }
      });
    } catch (RejectedExecutionException e) {
      synchronized (jobs) {
        jobs.remove(job.id);
      }
      throw new HttpError(503, "the server is busy: " + limits.searchThreads() + " searches running and "
          + pool.getQueue().size() + " waiting; try again later");
    }
    return job;
  }

  /**
   * A search the API answers when it ends, in the long lane: with {@code ?job} (what the page sends,
   * so that it shows progress and can cancel) 202 and the job to poll instead.
   */
  Object call(Request r, String kind, Job.Work work) throws InterruptedException {
    return call(r, kind, Lane.LONG, work);
  }

  /** {@link #call(Request, String, Job.Work)} in the quick lane: for searches of milliseconds. */
  Object quick(Request r, String kind, Job.Work work) throws InterruptedException {
    return call(r, kind, Lane.QUICK, work);
  }

  private Object call(Request r, String kind, Lane lane, Job.Work work) throws InterruptedException {
    if (r.flag("job")) {
      Job job = submit(r.client(), kind, lane, work);
      job.polled();
      return new Routes.Reply(202, job.toJson());
    }
    return run(r, kind, lane, work);
  }

  /**
   * Runs {@code work} on the lane's pool and waits for it: its result, a 400 with its message if the
   * input was bad, or a 503 naming why it stopped.
   */
  JsonObject run(Request r, String kind, Lane lane, Job.Work work) throws InterruptedException {
    Job job = submit(r.client(), kind, lane, work);
    try {
      job.await(limits.maxSearchTime().plusSeconds(5));
    } finally {
      if (!job.isFinished()) {
        job.cancel();
      }
    }
    job.await(Duration.ofSeconds(5));
    return outcome(job);
  }

  /** The job's result; its failure as the HTTP error a synchronous call answers. */
  static JsonObject outcome(Job job) {
    return switch (job.state()) {
      case "done" -> job.result();
      case "failed" -> throw new HttpError(job.isInternalError() ? 500 : 400, job.error());
      default -> {
        JsonObject o = job.toJson();
        throw new HttpError(503, "the search stopped before the end ("
            + (o.has("stopReason") ? o.get("stopReason").getAsString() : "time_limit") + ")");
      }
    };
  }

  /**
   * The job {@code id}, polled now by its page: 404 if there is none, 403 unless {@code token} is the
   * page's that started it.
   */
  Job find(String id, String token) {
    Job job;
    synchronized (jobs) {
      job = jobs.get(id);
    }
    if (job == null) {
      throw new HttpError(404, "no such job: " + Messages.quote(id));
    }
    if (!Secrets.matches(token, job.pageToken)) {
      throw new HttpError(403, "job " + Messages.quote(id) + " belongs to the page that started it: ?token= must"
          + " be the token its answer gave");
    }
    return job;
  }

  /** The jobs queued or running (for tests). */
  int unfinished() {
    synchronized (jobs) {
      return (int) jobs.values().stream().filter(j -> !j.isFinished()).count();
    }
  }

  private void abandonUnpolled() {
    List<Job> left = new ArrayList<>();
    synchronized (jobs) {
      for (Job j : jobs.values()) {
        if (j.abandonedFor(limits.abandonAfter())) {
          left.add(j);
        }
      }
    }
    left.forEach(Job::abandon);
  }

  private void forgetOld() {
    for (Iterator<Job> it = jobs.values().iterator(); it.hasNext() && jobs.size() >= KEPT; ) {
      if (it.next().isFinished()) {
        it.remove();
      }
    }
  }

  @Override
  public void close() {
    synchronized (jobs) {
      jobs.values().forEach(Job::cancel);
    }
    longPool.shutdownNow();
    quickPool.shutdownNow();
    watchdog.shutdownNow();
  }
}

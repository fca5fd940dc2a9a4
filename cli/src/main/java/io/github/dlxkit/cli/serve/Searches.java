package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonObject;
import java.net.InetAddress;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The bounded pool every search runs on: {@link ServerLimits#searchThreads()} threads, a queue of
 * {@link ServerLimits#queuedSearches()}, and a watchdog that stops each job at
 * {@link ServerLimits#maxSearchTime()}. Jobs stay listed (for their progress and result) until more than
 * {@value #KEPT} are known; then the oldest finished ones are forgotten.
 */
final class Searches implements AutoCloseable {
  static final int KEPT = 64;
  private final ServerLimits limits;
  private final ThreadPoolExecutor pool;
  private final ScheduledExecutorService watchdog;
  private final Map<String, Job> jobs = new LinkedHashMap<>();
  private final SecureRandom random = new SecureRandom();

  Searches(ServerLimits limits) {
    this.limits = limits;
    this.pool = new ThreadPoolExecutor(limits.searchThreads(), limits.searchThreads(), 0, TimeUnit.SECONDS,
        new ArrayBlockingQueue<>(Math.max(1, limits.queuedSearches())), r -> {
          Thread t = new Thread(r, "dlx-serve-search");
          t.setDaemon(true);
          return t;
        });
    this.watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "dlx-serve-watchdog");
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * Queues {@code work} for {@code client}; 429 when the client already has
   * {@link ServerLimits#searchesPerClient()} searches running or waiting, 503 when the pool and its
   * queue are full. The job's id and token are 128 random bits each (unguessable).
   */
  Job submit(InetAddress client, String kind, Job.Work work) {
    Job job = new Job(secret(), secret(), client, kind, work, limits.maxSearchTime());
    synchronized (jobs) {
      long own = jobs.values().stream().filter(j -> !j.isFinished() && j.client.equals(client)).count();
      if (own >= limits.searchesPerClient()) {
        throw new HttpError(429, "this client already has " + own + " searches running or waiting, its most;"
            + " wait for one to end or cancel one");
      }
      forgetOld();
      jobs.put(job.id, job);
    }
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
          + limits.queuedSearches() + " waiting; try again later");
    }
    return job;
  }

  /**
   * Runs {@code work} on the pool and waits for it: its result, a 400 with its message if the input
   * was bad, or a 503 naming why it stopped.
   */
  JsonObject call(Request r, String kind, Job.Work work) throws InterruptedException {
    Job job = submit(r.client(), kind, work);
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

  /** The job {@code id}: 404 if there is none, 403 unless {@code token} is the page's that started it. */
  Job find(String id, String token) {
    Job job;
    synchronized (jobs) {
      job = jobs.get(id);
    }
    if (job == null) {
      throw new HttpError(404, "no such job: " + Messages.quote(id));
    }
    if (token == null || !java.security.MessageDigest.isEqual(token.getBytes(java.nio.charset.StandardCharsets.UTF_8),
        job.pageToken.getBytes(java.nio.charset.StandardCharsets.UTF_8))) {
      throw new HttpError(403, "job " + Messages.quote(id) + " belongs to the page that started it: ?token= must"
          + " be the token its answer gave");
    }
    return job;
  }

  private String secret() {
    byte[] b = new byte[16];
    synchronized (random) {
      random.nextBytes(b);
    }
    return HexFormat.of().formatHex(b);
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
    pool.shutdownNow();
    watchdog.shutdownNow();
  }
}

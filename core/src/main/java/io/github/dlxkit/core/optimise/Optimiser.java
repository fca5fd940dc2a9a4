package io.github.dlxkit.core.optimise;

import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.WatchedSearch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.SplittableRandom;

/**
 * Local search that improves a score: from the state of an {@link Improvable} it draws one random
 * move after another, keeps it if the {@link Acceptance} rule says so (it sees the state's
 * {@link Improvable#score() score}) and undoes it otherwise, and remembers the best state met (the
 * one of the highest {@link Improvable#value() value}, the score unless the state says otherwise). The run is seeded (the same seed, state and moves give the same
 * run, unless a time limit cuts it) and stops through the project's one {@link SearchControl}: its
 * node limit counts moves, its time limit and cancellation token stop the run, its progress listener
 * sees the moves (nodes) and the new bests (solutions) with the fraction of the time limit spent.
 *
 * <pre>{@code
 * // OneMax: 40 bits, the score is the number of ones, a move flips one bit
 * boolean[] bits = new boolean[40];
 * Improvable<String> oneMax = new Improvable<>() {
 *   int ones, last;
 *   public double score() { return ones; }
 *   public boolean move(java.util.random.RandomGenerator random) {
 *     last = random.nextInt(bits.length);
 *     bits[last] = !bits[last];
 *     ones += bits[last] ? 1 : -1;
 *     return true;
 *   }
 *   public void undo() { bits[last] = !bits[last]; ones += bits[last] ? 1 : -1; }
 *   public String snapshot() { return Arrays.toString(bits); }
 * };
 * Optimum<String> o = Optimiser.of(oneMax, Acceptance.lateAcceptance(10))
 *     .withSeed(7).withTarget(40)
 *     .run(SearchControl.of(SearchLimits.none().withTimeLimit(Duration.ofSeconds(5))));
 * o.score();        // 40.0: every bit set
 * o.stopReason();   // COMPLETED: the target was reached
 * }</pre>
 *
 * <p>One run is one thread; several threads run several optimisers (one state each, e.g. one
 * seed each) under one control, {@link #runAll}. Not thread-safe itself.
 *
 * @param <S> the immutable form of a state
 */
public final class Optimiser<S> {
  /**
   * Called on every new best: the state, its score and the moves tried so far.
   *
   * @param <S> the immutable form of a state
   */
  @FunctionalInterface
  public interface BestListener<S> {
    /**
     * A new best {@code state} of {@code score}, after {@code moves} moves. Called from the run's
     * thread, first with the starting state after 0 moves; a slow listener slows the run.
     *
     * @param state the new best, a {@link Improvable#snapshot() snapshot}
     * @param score its {@link Improvable#value() value}
     * @param moves the moves tried so far in this run
     */
    void onBest(S state, double score, long moves);
  }

  /** The longest time between two polls when moves are slow. */
  private static final long POLL_NANOS = 20_000_000;

  private final Improvable<S> state;
  private final Acceptance acceptance;
  private final long seed;
  private final double target;
  private final BestListener<S> listener;

  private Optimiser(Improvable<S> state, Acceptance acceptance, long seed, double target, BestListener<S> listener) {
    this.state = state;
    this.acceptance = acceptance;
    this.seed = seed;
    this.target = target;
    this.listener = listener;
  }

  /**
   * {@return an optimiser of {@code state} under {@code acceptance}, seed 0, no target, no listener}
   *
   * @param <S> the immutable form of a state
   * @param state the state the run moves, from where it stands; not null
   * @param acceptance the rule that keeps or undoes each move; not null
   */
  public static <S> Optimiser<S> of(Improvable<S> state, Acceptance acceptance) {
    return new Optimiser<>(Objects.requireNonNull(state, "state"), Objects.requireNonNull(acceptance, "acceptance"), 0,
        Double.POSITIVE_INFINITY, null);
  }

  /**
   * {@return this optimiser drawing its moves from a random source seeded with {@code seed}}
   *
   * @param seed any value: the same seed, state and moves give the same run
   */
  public Optimiser<S> withSeed(long seed) {
    return new Optimiser<>(state, acceptance, seed, target, listener);
  }

  /**
   * {@return this optimiser ending the run ({@link StopReason#COMPLETED}) once the best reaches
   * {@code target}}
   *
   * @param target the value to reach ({@code >=}); {@link Double#POSITIVE_INFINITY} (the default)
   *     for none
   */
  public Optimiser<S> withTarget(double target) {
    return new Optimiser<>(state, acceptance, seed, target, listener);
  }

  /**
   * {@return this optimiser telling {@code listener} of every new best (e.g. to write it to a file)}
   *
   * @param listener told of each new best, from the run's thread; not null
   */
  public Optimiser<S> onBest(BestListener<S> listener) {
    return new Optimiser<>(state, acceptance, seed, target, Objects.requireNonNull(listener, "listener"));
  }

  /**
   * Runs until the control stops it, the target is reached or the state is
   * {@link Improvable#exhausted() exhausted}; the state is left at the last state kept, which need
   * not be the best. Runs in the calling thread.
   *
   * @param control the run's control: its node limit counts moves, its time limit, cancellation
   *     and the thread's interrupt stop the run; not null
   * @return the best state met, its value, the moves and improvements, why the run ended
   *     ({@link StopReason#COMPLETED} if the target was reached or the state exhausted) and its time
   */
  public Optimum<S> run(SearchControl control) {
    SplittableRandom random = new SplittableRandom(seed);
    SearchLimits limits = control.limits();
    long limitNanos = limits.timeLimit() == null ? 0 : limits.timeLimit().toNanos();
    long start = System.nanoTime();
    long[] counts = new long[2]; // moves tried, new bests
    SearchControl.Worker worker = control.worker();
    long nextPoll = worker.attach(new WatchedSearch() {
      @Override
      public long nodes() {
        return counts[0];
      }

      @Override
      public long solutions() {
        return counts[1];
      }

      @Override
      public double progress() {
        return limitNanos == 0 ? 0 : Math.min(1, (System.nanoTime() - start) / (double) limitNanos);
      }
    });
    double current = state.score();
    double best = state.value();
    S bestState = state.snapshot();
    if (listener != null) {
      listener.onBest(bestState, best, 0);
    }
    double done = 0;
    boolean reached = best >= target;
    long lastPoll = start;
    boolean exhausted = false;
    while (!reached && !(exhausted = state.exhausted())) {
      // polls every SearchControl.INTERVAL moves, and sooner when moves are slow (an exact repair
      // may take milliseconds): the clock is read every 64 moves
      if (++counts[0] >= nextPoll || (counts[0] & 63) == 0 && System.nanoTime() - lastPoll > POLL_NANOS) {
        lastPoll = System.nanoTime();
        if ((nextPoll = worker.poll()) < 0) {
          break;
        }
        // the fraction of time spent, read at polls only (annealing's clock)
        done = limitNanos == 0 ? 0 : Math.min(1, (System.nanoTime() - start) / (double) limitNanos);
      }
      if (!state.move(random)) {
        continue;
      }
      double candidate = state.score();
      if (!acceptance.accept(current, candidate, done, random)) {
        state.undo();
        continue;
      }
      current = candidate;
      double value = state.value();
      if (value > best) {
        best = value;
        bestState = state.snapshot();
        counts[1]++;
        if (listener != null) {
          listener.onBest(bestState, best, counts[0]);
        }
        reached = best >= target;
      }
    }
    worker.detach();
    if (reached) {
      control.stop(StopReason.COMPLETED); // the other threads of a parallel run stop too
    }
    StopReason why = reached || exhausted ? StopReason.COMPLETED : control.stopReason();
    return new Optimum<>(bestState, best, counts[0], counts[1], why, Duration.ofNanos(System.nanoTime() - start));
  }

  /**
   * Runs each optimiser on a thread of its own under one {@code control} (its limits are shared:
   * the node limit counts the moves of all, the first to reach its target stops all) and returns
   * the best of their optima: the highest value, the first optimiser's on ties; its moves and
   * improvements are the sums of all runs'. Each run is the one it would be alone (its own seed and
   * state), so the same optimisers give the same result unless a time limit or another thread's
   * target cuts a run. Listeners are called from the runs' threads: a listener shared by several
   * optimisers must be thread-safe.
   *
   * @param <S> the immutable form of a state
   * @param optimisers the optimisers, each with a state of its own; at least one
   * @param control the one control of all runs; not null
   * @return the best optimum, with the moves and improvements of all runs and the longest run's time
   * @throws IllegalArgumentException if {@code optimisers} is empty
   */
  public static <S> Optimum<S> runAll(List<Optimiser<S>> optimisers, SearchControl control) {
    if (optimisers.isEmpty()) {
      throw new IllegalArgumentException("no optimiser to run");
    }
    int n = optimisers.size();
    List<Optimum<S>> optima = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      optima.add(null);
    }
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread[] threads = new Thread[n];
    for (int i = 0; i < n; i++) {
      int k = i;
      threads[i] = new Thread(() -> {
        try {
          Optimum<S> o = optimisers.get(k).run(control);
          synchronized (optima) {
            optima.set(k, o);
          }
        } catch (RuntimeException | Error e) {
          failure.compareAndSet(null, e);
          control.stop(StopReason.CANCELLED);
        }
      }, "optimiser-" + i);
      threads[i].start();
    }
    boolean interrupted = false;
    for (Thread t : threads) {
      while (t.isAlive()) {
        try {
          t.join();
        } catch (InterruptedException e) {
          interrupted = true;
          control.stop(StopReason.INTERRUPTED);
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    Throwable f = failure.get();
    if (f instanceof RuntimeException r) {
      throw r;
    }
    if (f instanceof Error e) {
      throw e;
    }
    Optimum<S> best = null;
    long moves = 0;
    long improvements = 0;
    Duration longest = Duration.ZERO;
    synchronized (optima) {
      for (Optimum<S> o : optima) {
        moves += o.moves();
        improvements += o.improvements();
        longest = o.elapsed().compareTo(longest) > 0 ? o.elapsed() : longest;
        if (best == null || o.score() > best.score()) {
          best = o;
        }
      }
    }
    StopReason why = best.stopReason() == StopReason.COMPLETED ? StopReason.COMPLETED : control.stopReason();
    return new Optimum<>(best.best(), best.score(), moves, improvements, why, longest);
  }
}

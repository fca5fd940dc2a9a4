package io.github.dlxkit.core.optimise;

import java.util.random.RandomGenerator;

/**
 * Decides whether the optimiser keeps a move: the rule of local search that lets it leave a local
 * optimum. Stateful (late acceptance keeps a history): one per run, made fresh by the factories.
 *
 * <pre>{@code
 * Acceptance late = Acceptance.lateAcceptance(2);
 * RandomGenerator random = new SplittableRandom(1);
 * late.accept(10, 9, 0, random);   // false: worse than now and than 2 moves ago (10)
 * Acceptance.hillClimbing().accept(10, 10, 0, random);   // true: a plateau move
 * }</pre>
 */
public interface Acceptance {
  /**
   * {@return whether to keep a move from score {@code current} to {@code candidate}, at {@code done}, the
   * fraction of the run's time spent (0 when the run has no time limit)} Called once per move, in
   * the run's thread; a rule may remember the calls (late acceptance does).
   *
   * @param current the score of the state before the move
   * @param candidate the score after it; higher is better
   * @param done the fraction of the run's time limit spent, 0 to 1
   * @param random the run's seeded random source, for rules that draw (annealing)
   */
  boolean accept(double current, double candidate, double done, RandomGenerator random);

  /**
   * Keeps a move that does not lower the score: hill climbing over plateaus.
   *
   * @return the rule; it keeps no state, so it may be shared
   */
  static Acceptance hillClimbing() {
    return (current, candidate, done, random) -> candidate >= current;
  }

  /**
   * Keeps every move, a worse one too, and draws nothing from the random source: for a search that
   * never undoes, whose moves are its own steps (a genetic algorithm's genomes, each grown once).
   *
   * @return the rule; it keeps no state, so it may be shared
   */
  static Acceptance always() {
    return (current, candidate, done, random) -> true;
  }

  /**
   * Late acceptance hill climbing (Burke and Bykov 2017): keeps a move that does not lower the score
   * or that beats the score of {@code length} moves ago. One parameter, no temperature to tune.
   *
   * @param length how many moves back the score compared with lies, at least 1; longer accepts
   *     more worse moves
   * @return a new rule, with its own history: one per run
   * @throws IllegalArgumentException if {@code length} is not positive
   */
  static Acceptance lateAcceptance(int length) {
    return new LateAcceptance(length);
  }

  /**
   * Simulated annealing: keeps a worse move with probability exp(−loss / T), the temperature T
   * falling geometrically from {@code start} to {@code end} as the run's time passes (it stays at
   * {@code start} in a run without a time limit).
   *
   * @param start the temperature at the start, in units of score
   * @param end the temperature when the time limit is reached, positive, at most {@code start}
   * @return the rule; it keeps no state
   * @throws IllegalArgumentException unless 0 &lt; end ≤ start
   */
  static Acceptance annealing(double start, double end) {
    if (!(end > 0 && end <= start)) {
      throw new IllegalArgumentException("temperatures must satisfy 0 < end <= start, got " + start + " and " + end);
    }
    return (current, candidate, done, random) -> {
      if (candidate >= current) {
        return true;
      }
      double t = start * Math.pow(end / start, done);
      return random.nextDouble() < Math.exp((candidate - current) / t);
    };
  }
}

package io.github.dlxkit.core.optimise;

import java.util.random.RandomGenerator;

/**
 * A candidate solution that a search improves: it keeps its own (mutable) state, scores it, changes
 * it by one random move and can undo that move. Every state it reaches must be legal by the puzzle's
 * rules: the moves keep the rules, the optimiser never checks them. Not thread-safe: one per thread.
 * The {@link Optimiser}'s example is a whole one (OneMax); the contract in a few lines, a walk on
 * the integers whose score is the position:
 *
 * <pre>{@code
 * int[] x = {0};
 * Improvable<Integer> walk = new Improvable<>() {
 *   int before;
 *   public double score() { return x[0]; }
 *   public boolean move(java.util.random.RandomGenerator random) { before = x[0]; x[0] += random.nextBoolean() ? 1 : -1; return true; }
 *   public void undo() { x[0] = before; }
 *   public Integer snapshot() { return x[0]; }
 * };
 * walk.move(new SplittableRandom(1));   // true: one step, up or down
 * walk.undo();
 * walk.score();                         // 0.0: an undone move leaves the score where it was
 * }</pre>
 *
 * @param <S> the immutable form of a state, handed out as the best so far
 */
public interface Improvable<S> {
  /** {@return the score of the present state; higher is better (a puzzle that minimises negates its count)} */
  double score();

  /**
   * {@return the value the run keeps the best of and compares with its target; by default the score} A
   * state may steer the search by a smoother {@link #score()} (a surrogate that rewards steps
   * toward the goal) while this stays the puzzle's own measure: the acceptance rule sees the
   * score, the best state is the one of the highest value.
   */
  default double value() {
    return score();
  }

  /**
   * Changes the state by one random move drawn from {@code random}; false if the move it drew was
   * not possible (the state is then unchanged and nothing is to be undone).
   *
   * @param random the run's seeded source: a move drawn only from it keeps runs repeatable
   * @return true if the state moved, false if it is unchanged
   */
  boolean move(RandomGenerator random);

  /** Undoes the last successful {@link #move}; called at most once per move. */
  void undo();

  /** {@return the present state, as an immutable value} */
  S snapshot();

  /**
   * {@return whether the state has no move left: the run ends there, {@link
   * io.github.dlxkit.core.search.StopReason#COMPLETED} though no target was reached; by default
   * never} Asked before each move. A search with a budget of its own ends so: a genetic algorithm
   * whose last generation is grown (tantrix's {@code TantrixGa}, whose moves grow one genome each).
   * In {@link Optimiser#runAll} it ends only its own run; a target reached ends all.
   */
  default boolean exhausted() {
    return false;
  }
}

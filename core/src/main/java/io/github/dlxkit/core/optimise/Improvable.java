package io.github.dlxkit.core.optimise;

import java.util.random.RandomGenerator;

/**
 * A candidate solution that a search improves: it keeps its own (mutable) state, scores it, changes
 * it by one random move and can undo that move. Every state it reaches must be legal by the puzzle's
 * rules: the moves keep the rules, the optimiser never checks them. Not thread-safe: one per thread.
 * The {@link Optimiser}'s example implements one in a few lines (OneMax); the contract in short:
 *
 * <pre>{@code
 * // score() → move(random) → score() → undo() if the move is refused: score() is back where it was
 * Acceptance keepAll = (current, candidate, done, random) -> true;
 * }</pre>
 *
 * @param <S> the immutable form of a state, handed out as the best so far
 */
public interface Improvable<S> {
  /** The score of the present state; higher is better (a puzzle that minimises negates its count). */
  double score();

  /**
   * Changes the state by one random move drawn from {@code random}; false if the move it drew was
   * not possible (the state is then unchanged and nothing is to be undone).
   */
  boolean move(RandomGenerator random);

  /** Undoes the last successful {@link #move}; called at most once per move. */
  void undo();

  /** The present state, as an immutable value. */
  S snapshot();
}

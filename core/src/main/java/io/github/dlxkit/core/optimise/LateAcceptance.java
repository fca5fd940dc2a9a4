package io.github.dlxkit.core.optimise;

import java.util.random.RandomGenerator;

/** Late acceptance hill climbing: the score of {@code length} moves ago is the bar (see {@link Acceptance}). */
final class LateAcceptance implements Acceptance {
  private final double[] history;
  private long moves;
  private boolean started;

  LateAcceptance(int length) {
    if (length < 1) {
      throw new IllegalArgumentException("late acceptance length must be positive, got " + length);
    }
    history = new double[length];
  }

  @Override
  public boolean accept(double current, double candidate, double done, RandomGenerator random) {
    if (!started) { // the history starts full of the first score
      java.util.Arrays.fill(history, current);
      started = true;
    }
    int slot = (int) (moves++ % history.length);
    boolean ok = candidate >= current || candidate >= history[slot];
    // the bar records the score kept after this move
    history[slot] = ok ? candidate : current;
    return ok;
  }
}

package io.github.dlxkit.tantrix.freeshape;

/**
 * Shuffles the choices at a node when a seed was given, so that restarts with different seeds
 * explore the same tree in different orders. State: one xorshift word; 0 means no shuffling.
 */
final class Shuffler {
  private long random;

  Shuffler(long seed) {
    this.random = seed == 0 ? 0 : seed * 0x9E3779B97F4A7C15L | 1;
  }

  /** Shuffles {@code a[0..n)} when a seed was given (Fisher–Yates with xorshift). */
  void shuffle(int[] a, int n) {
    if (random == 0) {
      return;
    }
    for (int i = n - 1; i > 0; i--) {
      random ^= random << 13;
      random ^= random >>> 7;
      random ^= random << 17;
      int j = (int) Long.remainderUnsigned(random, i + 1);
      int v = a[i];
      a[i] = a[j];
      a[j] = v;
    }
  }
}

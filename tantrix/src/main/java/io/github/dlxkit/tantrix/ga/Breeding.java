package io.github.dlxkit.tantrix.ga;

/**
 * The rates of Tantrix-GA's next generation (Downing 2005, sections 5.2 and 5.3): the shares of the
 * elite and of random newcomers, the crossover rate (of which a share is headless-chicken), the
 * per-bit mutation rate, and the probabilities of inversion and of priority swapping (with up to
 * {@code maxSwaps} swaps). {@link #PAPER} holds the paper's values.
 *
 * @param elite share of the next generation copied from the best distinct genomes
 * @param fresh share of random newcomers
 * @param crossover probability that a bred child is a crossover (else a copy of one parent)
 * @param headless share of crossovers whose mate is a random genome
 * @param mutation probability of flipping each bit of a bred child
 * @param inversion probability of an inversion on a bred child
 * @param swap probability of priority swapping on a bred child
 * @param maxSwaps most swaps (1..maxSwaps, uniform) when swapping
 */
record Breeding(double elite, double fresh, double crossover, double headless, double mutation, double inversion,
    double swap, int maxSwaps) {
  /** 5% elite, 10% random, crossover 0.5 (10% headless chicken), mutation 0.01, inversion 0.02, swap 0.2 × 1..3. */
  static final Breeding PAPER = new Breeding(0.05, 0.10, 0.5, 0.1, 0.01, 0.02, 0.2, 3);
}

/**
 * Tantrix-GA, the genetic algorithm of Downing (2005), "Tantrix: A Minute to Learn, 100 (Genetic
 * Algorithm) Generations to Master": an indirect genome ({@link io.github.dlxkit.tantrix.ga.Genome}:
 * shape genes saying where growth goes next, a priority and an orientation gene per tile), the
 * growth that turns it into a tantrix biased to the focal colours
 * ({@link io.github.dlxkit.tantrix.ga.Growth}; a fixed cell order on the pyramids), the fitness
 * F<sub>sum</sub> or F<sub>max</sub> with compactness and the hole penalty
 * ({@link io.github.dlxkit.tantrix.ga.Fitness}), the genetic operators
 * ({@link io.github.dlxkit.tantrix.ga.Operators}), selection
 * ({@link io.github.dlxkit.tantrix.ga.Selection}) and the run
 * ({@link io.github.dlxkit.tantrix.ga.TantrixGa}). Where the paper leaves a detail open, the class
 * that makes the choice says so (and docs/tantrix.md, "Tantrix-GA", lists them).
 */
package io.github.dlxkit.tantrix.ga;

/**
 * Cube and conquer for Tank Attack: {@link io.github.dlxkit.tanks.cubes.CubeSearch} is a core
 * {@code SplittableSearch} whose subproblems are cubes (the first cells fixed, symmetry leaders
 * only), each counted exactly by SAT calls with blocking clauses, so {@code --part},
 * {@code --checkpoint}, {@code --refine-after} and Spark apply; {@link
 * io.github.dlxkit.tanks.cubes.CubeLog} records each call's outcome and CPU time.
 */
package io.github.dlxkit.tanks.cubes;

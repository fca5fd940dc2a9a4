/**
 * Counting packings of a box by distinct pieces with a frontier sweep: cells filled in order,
 * equal states merged, no search tree.
 *
 * <p>{@link io.github.dlxkit.polyomino.frontier.FrontierCounter} is the counter (its placement
 * table, slices, sweep and spill store are package-private classes of one job each);
 * {@link io.github.dlxkit.polyomino.frontier.FrontierSearch} makes a count a core
 * {@link io.github.dlxkit.core.search.SplittableSearch} whose subproblems are its slices, so core's
 * runner gives it threads, limits, progress, checkpoints, parts and Spark;
 * {@link io.github.dlxkit.polyomino.frontier.QuantuminoCount} counts Quantumino asides (all 17 in
 * one sweep). The committed run files of the 2026 count ({@code polyomino/runs}) are read by
 * the tests' {@code QuantuminoSlices}.
 *
 * <p>Exported to the CLI only ({@code dlx quantumino --count}).
 */
package io.github.dlxkit.polyomino.frontier;

/**
 * Search that improves the score of a free tantrix (the Unsolved puzzles): {@link
 * io.github.dlxkit.tantrix.optimise.Layout}, a legal tantrix changed by moves that keep every rule,
 * for core's {@link io.github.dlxkit.core.optimise.Optimiser}.
 */
package io.github.dlxkit.tantrix.optimise;

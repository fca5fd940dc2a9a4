/**
 * The free-shape search: all tiles placed in any shape, the goal colours' lines and loops grown
 * tile by tile. {@link io.github.dlxkit.tantrix.FreeShapePuzzle} is the usual way in;
 * {@link io.github.dlxkit.tantrix.freeshape.GrowthSearch} is the search itself, with its
 * {@code Visitor} and {@code Outcome}. Everything else here is one package-private part of it, each
 * owning its state: the board, the stock of tiles left, the moves, the loop tracker, the region and
 * goal-path checks, the tree (core's search control), the two branching steps and the final check.
 */
package io.github.dlxkit.tantrix.freeshape;

/**
 * Search that improves a score instead of counting: local search over a candidate that a puzzle
 * changes by moves it can undo ({@link io.github.dlxkit.core.optimise.Improvable}), an
 * {@link io.github.dlxkit.core.optimise.Acceptance} rule (late acceptance, simulated annealing or
 * plain hill climbing) and a seeded run ({@link io.github.dlxkit.core.optimise.Optimiser}) that stops
 * and reports progress through the project's one {@link io.github.dlxkit.core.search.SearchControl}:
 * its moves are the control's nodes, its new bests its solutions. Several seeded runs go on
 * threads of their own under one control ({@link io.github.dlxkit.core.optimise.Optimiser#runAll});
 * a state may steer the search by a surrogate score while the best is kept by its true value. Higher scores are better; a puzzle
 * that minimises returns the negated count.
 */
package io.github.dlxkit.core.optimise;

/**
 * The exact-cover problem and its answers: {@code ExactCoverProblem} (primary and secondary items,
 * colours, bounds, costs; built with {@code builder()}), {@code Solution}, {@code SolutionChecker} (a
 * solution verified without the search) and {@code NecessaryConditions} (cheap proofs that there is no
 * solution). The searches are in {@code core.search}: {@code ExactCoverSolver.of(problem)}.
 */
package io.github.dlxkit.core.model;

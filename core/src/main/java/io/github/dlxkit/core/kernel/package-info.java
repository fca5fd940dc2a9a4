/**
 * The kernels: the search code a user chooses with {@code core.search.Kernel} and otherwise never
 * sees. {@link io.github.dlxkit.core.kernel.DancingLinks} (Knuth's DLX2, node for node),
 * {@link io.github.dlxkit.core.kernel.DancingCells} (sparse sets),
 * {@link io.github.dlxkit.core.kernel.DancingBits} (the same choices on bitsets) and
 * {@code DancingMultiplicities} (Knuth's Algorithm M, for problems with multiplicities, DLX3 node
 * for node) with {@code BitMultiplicities} (the same search on bitsets, for small such problems;
 * the two share {@code MultiplicitiesMatrix}, whose prefix codes name Algorithm M's choices alike)
 * share {@link io.github.dlxkit.core.kernel.SearchMatrix}, the resumable,
 * single-threaded matrix; {@link io.github.dlxkit.core.kernel.MinCostSearch} is Knuth's DLX5
 * branch and bound for the cheapest covers.
 *
 * <p>Not exported to users: {@code ExactCoverSolver} (package {@code core.search}) builds and runs
 * the kernels; sudoku's solver, which drives one matrix for every puzzle, reads this package by a
 * qualified export, and the benchmarks, on the class path, time the kernels themselves. Both get
 * their matrices from {@link io.github.dlxkit.core.kernel.Matrices}, the one factory (a method
 * per kernel), which {@code Kernel} builds with too.
 *
 * <p>This package reads no other package of core's engine: {@code core.search} builds the kernels,
 * so a kernel is watched through a {@code LongSupplier} poll ({@link
 * io.github.dlxkit.core.kernel.SearchMatrix#watch}) rather than a {@code SearchControl.Worker},
 * which keeps the packages free of a cycle.
 */
package io.github.dlxkit.core.kernel;

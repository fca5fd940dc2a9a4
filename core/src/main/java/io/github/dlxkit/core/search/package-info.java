/**
 * Core's story, told here because this package is its engine: the exact-cover engine every puzzle
 * module stands on: a problem of items and options, Knuth's
 * Dancing Links search over it, and the machinery of long counts (limits, progress, threads,
 * splitting into parts).
 *
 * <h2>A small case</h2>
 * Knuth's first example (TAOCP 7.2.2.1, (6)): seven items, six options, one way to cover every
 * item exactly once.
 * <pre>{@code
 * ExactCoverProblem toy = ExactCoverProblem.builder()
 *     .primary("a", "b", "c", "d", "e", "f", "g")
 *     .option("c", "e").option("a", "d", "g").option("b", "c", "f")
 *     .option("a", "d", "f").option("b", "g").option("d", "e", "g")
 *     .build();
 * Solution s = ExactCoverSolver.of(toy).findFirst().orElseThrow();   // options 0, 3, 4: c e, a d f, b g
 * ExactCoverSolver.of(toy).count();                                  // 1
 * }</pre>
 *
 * <h2>A classic: eight queens</h2>
 * One queen per rank and per file (primary items), at most one per diagonal (secondary items):
 * 92 solutions.
 * <pre>{@code
 * int n = 8;
 * ExactCoverProblem.Builder b = ExactCoverProblem.builder();
 * int ranks = b.addPrimaryItems("r", n), files = b.addPrimaryItems("f", n);
 * int up = b.addSecondaryItems("u", 2 * n - 1), down = b.addSecondaryItems("d", 2 * n - 1);
 * for (int r = 0; r < n; r++) {
 *   for (int f = 0; f < n; f++) b.addOption(ranks + r, files + f, up + r + f, down + n - 1 - r + f);
 * }
 * ExactCoverProblem queens = b.build();
 * ExactCoverSolver.of(queens).count();                               // 92
 * ExactCoverSolver.of(queens).count(2);                              // 92, on two threads
 * }</pre>
 *
 * <h2>The hard one: counts too long for one run</h2>
 * Estimate the tree first, then cut it into subproblems, each one line of text, counted on their
 * own: by threads, as job-array parts ({@code dlx count --part K/N}), resumably from a journal
 * ({@code --checkpoint}) or on Spark. Here 12 queens, small enough for a test.
 * <pre>{@code
 * ExactCoverProblem problem = KnuthFormat.read(queens12).problem();   // a Path, e.g. Path.of("queens12.dlx")
 * ExactCoverSolver solver = ExactCoverSolver.of(problem);
 * TreeSizeEstimate e = solver.estimateTreeSize(1_000, 1, 100_000);   // about how many nodes, how long
 * SplittableSearch search = solver.splittable();
 * List<Subproblem> parts = search.split(256);                         // each one line: toLine(), parse()
 * CountSum sum = Runner.count(search, parts, Runner.Recorded.NOTHING, 2, (part, c) -> { }, 0);
 * sum.count();                                                        // 14200
 * }</pre>
 *
 * <p>This package is the engine as users see it: the solver, the choice of kernel, limits,
 * progress, tree-size estimates, and the one runner and cutter ({@link io.github.dlxkit.core.search.Runner},
 * {@link io.github.dlxkit.core.search.Cutter}) that every count of the project, in threads or split,
 * goes through. The kernels themselves are in {@code core.kernel}, not exported.
 * The rest of core: {@code model} (the problem, a solution, the checker), {@code split}
 * (subproblems, journals, parts), {@code memo} (counting with memoised subproblems), {@code io}
 * (Knuth's text format). See README.md and docs/counting.md.
 */
package io.github.dlxkit.core.search;

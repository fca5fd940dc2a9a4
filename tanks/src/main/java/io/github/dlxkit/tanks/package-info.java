/**
 * The Tank Attack puzzle (M. J. Chlond, INFORMS Transactions on Education 8(3), 2008): a tank in
 * every cell of an n&times;n grid, each with a range; a tank attacks the tanks exactly its range
 * away along its row and column, and every tank's range must equal the number of its attackers.
 * Three searches that share no code (a row scan, bounds propagation, exact cover on the core
 * engine), and a SAT encoding, check one another.
 *
 * <h2>A small case</h2>
 * The 4&times;4 grid has one solution: every range 2.
 * <pre>{@code
 * Grid g = TankAttack.of(4).findFirst().orElseThrow();
 * System.out.println(g);        // four rows of 2 2 2 2
 * g.isSolution();               // true: each tank has the two attackers two cells away
 * }</pre>
 *
 * <h2>A classic</h2>
 * Chlond's 8&times;8 solution is symmetric under a quarter turn; asking for that symmetry shrinks
 * the search enough to find one quickly.
 * <pre>{@code
 * Grid eight = TankAttack.of(8).withSymmetry(RequiredSymmetry.ROT90).findFirst().orElseThrow();
 * RequiredSymmetry.ROT90.holdsFor(eight);   // true
 * }</pre>
 *
 * <h2>The hard one</h2>
 * The paper reports no 5&times;5 solution; there are two, found by searches that share no code,
 * both symmetric under a half turn. The 6&times;6 grid has 13, in about a minute; beyond that the
 * trees grow fast (docs/tanks.md), so estimate a tree before counting it.
 * <pre>{@code
 * TankAttack five = TankAttack.of(5);
 * five.count();                                                  // 2 (the row scan)
 * five.withKernel(TankKernel.PROPAGATION).count();                   // 2
 * five.withSymmetry(RequiredSymmetry.ROT180).withKernel(TankKernel.EXACT_COVER).count();   // 2
 * TreeSizeEstimate e = TankAttack.of(6).estimateTreeSize(1_000, 42);     // nodes and time, before counting
 * }</pre>
 *
 * <p>Packages: {@code model} (board, grid, symmetries), {@code scan}, {@code propagation} and
 * {@code encoding} (the three searches and the SAT encoding), {@code search} (what they share with
 * core's runner), {@code render} (text and JSON), {@code sat} (SAT solvers: CaDiCaL as a process, a
 * small Java DPLL) and {@code cubes} (cube and conquer on core's split machinery). See docs/tanks.md.
 */
package io.github.dlxkit.tanks;

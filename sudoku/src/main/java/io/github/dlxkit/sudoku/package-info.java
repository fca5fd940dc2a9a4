/**
 * Sudoku of every size, SageMath's {@code sage.games.sudoku} point by point: an exact-cover solver
 * on the core engine (any size) and a bit-mask backtracking solver (much faster), which the tests
 * hold against each other.
 *
 * <h2>A small case</h2>
 * The empty 4&times;4 grid: every way to fill it.
 * <pre>{@code
 * new Sudoku("................").count();                  // 288
 * new Sudoku("................").count(SudokuKernel.DLX);  // 288 again, the other solver
 * }</pre>
 *
 * <h2>A classic</h2>
 * The puzzle of Sage's documentation: one solution.
 * <pre>{@code
 * Sudoku a = new Sudoku("5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3");
 * a.isUnique();                                      // true
 * System.out.println(a.findFirst().orElseThrow().toAscii());
 * }</pre>
 *
 * <h2>The hard one</h2>
 * The 375 puzzles the Sudoku forum's list of June 2011 rates hardest (tdoku's
 * {@code forum_hardest_1106} set), each with exactly one solution.
 * <pre>{@code
 * List<String> hardest = PuzzleSets.load("forum_hardest_1106");
 * long unique = hardest.stream().filter(p -> new Sudoku(p).isUnique(SudokuKernel.BACKTRACK)).count();   // 375
 * }</pre>
 *
 * <p>Packages: {@code model} (geometry, givens, symbols, symmetries), {@code encoding} (the
 * exact-cover rows), {@code backtrack} (the bit-mask solvers), {@code generate} (puzzles and their
 * difficulty), {@code batch} (many puzzles, benchmarks), {@code render} and {@code io} (the
 * formats). See docs/sudoku.md.
 */
package io.github.dlxkit.sudoku;

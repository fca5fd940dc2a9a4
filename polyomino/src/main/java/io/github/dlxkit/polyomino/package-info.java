/**
 * Polyomino and polycube tilings in any dimension, and the Quantumino box &mdash; SageMath's
 * {@code sage.combinat.tiling} and {@code sage.games.quantumino}, with much faster counting.
 *
 * <h2>A stick</h2>
 * Tile a stick of length 6 with sticks of lengths 1, 2 and 3 (SageMath's 1-D example): 15 rows,
 * 6 solutions.
 * <pre>{@code
 * List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
 *     Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
 * TilingSolver t = TilingSolver.of(sticks, Region.box(6));
 * t.rows().size();                           // 15
 * t.solutions().map(Tiling::toAscii).toList();   // [ABBCCC, ACCCBB, BBCCCA, ...]
 * }</pre>
 *
 * <h2>Scott's pentomino problem</h2>
 * The 12 pentominoes on a chessboard without its four centre squares, pieces turned over freely:
 * 520 solutions, 65 up to the board's symmetries.
 * <pre>{@code
 * Region board = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
 * TilingSolver scott = TilingSolver.builder(PieceSets.pentominoes(), board).reflection(true).build();
 * scott.count();            // 520
 * scott.countDistinct();    // 65
 * System.out.println(scott.findFirst().orElseThrow().toAscii());
 * }</pre>
 *
 * <h2>A 3-D puzzle: Quantumino</h2>
 * 16 of the 17 pentacubes in a 5&times;8&times;2 box, one put aside.
 * <pre>{@code
 * QuantuminoSolver q = QuantuminoSolver.of(12);
 * QuantuminoState s = q.findFirst().orElseThrow();   // milliseconds; Sage takes about 10 s
 * Files.writeString(dir.resolve("quantumino.svg"), s.toSvg());   // dir: a Path of your choice
 * }</pre>
 *
 * <p>Layers: {@code model} (cells, isometries, polyominoes, regions), {@code encoding} (the
 * exact-cover rows in Sage's order, the problem's symmetries, the counting kernels), {@code render}
 * (text and SVG), {@code io} (the puzzle file format), {@code frontier} (the Quantumino count without
 * a search tree, the CLI's). See docs/polyomino.md.
 */
package io.github.dlxkit.polyomino;

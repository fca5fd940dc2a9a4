/**
 * Tantrix tiles and puzzles: the 56 tiles, the Golden Rule and the line and loop goals, puzzles on
 * a fixed board (as exact cover with colours on the core engine) and on a free board (a search
 * that grows the tantrix along its loop), pictures as text and SVG.
 *
 * <h2>A small case</h2>
 * Discovery with tiles 1 to 3: put them together so that yellow makes one loop. Two ways, up to
 * turning and moving the whole.
 * <pre>{@code
 * FreeShapePuzzle three = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:3"));
 * three.countDistinct();                    // 2
 * System.out.println(three.findFirst().orElseThrow());
 * }</pre>
 *
 * <h2>A classic</h2>
 * The Blue Rainbow pyramid: ten tiles on a triangle of four rows, one blue line through them all.
 * <pre>{@code
 * FixedShapePuzzle blue = PuzzleCatalog.get("rainbow_blue").fixed();
 * blue.count();                             // 15
 * blue.countDistinct();                     // 5, up to the triangle's turns
 * String svg = SvgRenderer.render(blue.findFirst().orElseThrow(), Goal.line(Colour.BLUE), "Rainbow Blue");
 * }</pre>
 *
 * <h2>The hard one</h2>
 * Discovery with thirty tiles: no board is given, and the tree is far too large to count. The
 * search restarts with the tiles tried in new orders until one run finds a solution. Some
 * challenges (32, 33, 39 and 44 of the game set) are still open: neither solved nor shown
 * impossible (docs/tantrix.md).
 * <pre>{@code
 * FreeShapePuzzle thirty = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:30"));
 * Tantrix t = thirty.findFirst().orElseThrow();
 * PuzzleCheck.of("discovery:30", t).passed();   // true: Golden Rule, no holes, one red loop
 * }</pre>
 *
 * <p>Packages: {@code model} (hexes, tiles, tantrixes, goals, shapes), {@code encoding} (a fixed
 * board as exact cover), {@code freeshape} (the free-board search), {@code render} (text and SVG),
 * {@code io} (JSON), {@code game} (the game for two to four players: rules, computer players,
 * tournaments). See docs/tantrix.md.
 */
package io.github.dlxkit.tantrix;

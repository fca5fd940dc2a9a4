/**
 * Loop puzzles decided loop shape first: every closed loop of cells whose turns the loop tiles
 * can make ({@link io.github.dlxkit.tantrix.loopfirst.LoopShapes}), then for each shape the loop
 * tiles on it and tiles on the cells it encloses ({@link
 * io.github.dlxkit.tantrix.loopfirst.LoopCores}). A puzzle whose shapes admit no such core has no
 * solution; docs/tantrix.md argues why the enumeration is complete.
 *
 * <p>Internal: exported to the CLI only ({@code dlx tantrix loops}), not in the published Javadoc.
 * A library user counts a loop puzzle with {@code FreeShapePuzzle.count(threads, limits)}, which
 * takes this count where its cores are the puzzle's solutions.
 */
package io.github.dlxkit.tantrix.loopfirst;

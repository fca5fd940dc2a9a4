/**
 * Loop puzzles decided loop shape first: every closed loop of cells whose turns the loop tiles
 * can make ({@link io.github.dlxkit.tantrix.loopfirst.LoopShapes}), then for each shape the loop
 * tiles on it and tiles on the cells it encloses ({@link
 * io.github.dlxkit.tantrix.loopfirst.LoopCores}). A puzzle whose shapes admit no such core has no
 * solution; docs/tantrix.md argues why the enumeration is complete.
 */
package io.github.dlxkit.tantrix.loopfirst;

/**
 * The bitmask backtracking kernels ({@code MaskSolver} for every size, {@code BandSolver} on bitboards for 9&times;9), fast
 * twins of the DLX solver; reached through {@code SudokuKernel}, not exported.
 */
package io.github.dlxkit.sudoku.backtrack;

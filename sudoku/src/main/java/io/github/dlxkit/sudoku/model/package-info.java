/**
 * The grid and its rules: box size and cell indexing ({@code Geometry}), givens checked for repeats
 * ({@code Givens}), symbols ({@code Symbols}), grid shuffles ({@code Symmetry}), and the contract of a
 * reusable single-thread Sudoku search ({@code SudokuSolver}) that every kernel implements.
 */
package io.github.dlxkit.sudoku.model;

/** Sudoku of every size: exact-cover and bit-mask solvers. */
package io.github.dlxkit.sudoku;

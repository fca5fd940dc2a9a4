/**
 * {@code dlx sudoku}: solve, count, generate, bench.
 */
package io.github.dlxkit.cli.sudoku;

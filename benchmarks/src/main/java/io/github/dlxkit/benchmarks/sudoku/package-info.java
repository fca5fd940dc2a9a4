/**
 * JMH benchmarks of sudoku: the DLX and backtrack kernels, with a CPU-time profiler.
 */
package io.github.dlxkit.benchmarks.sudoku;

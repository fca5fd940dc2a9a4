/**
 * JMH benchmarks of polyomino: pentomino counts, Quantumino, its tree-size estimate.
 */
package io.github.dlxkit.benchmarks.polyomino;

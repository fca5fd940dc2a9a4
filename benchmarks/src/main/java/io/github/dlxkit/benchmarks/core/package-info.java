/**
 * JMH benchmarks of core: the kernels, their choice, memoized counting, minimum cost, multiplicities,
 * splitting. docs/PERFORMANCE.md has the commands.
 */
package io.github.dlxkit.benchmarks.core;

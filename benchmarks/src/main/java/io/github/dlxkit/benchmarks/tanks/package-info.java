/**
 * JMH benchmarks of Tank Attack: solve, exhaustive count, symmetric count.
 */
package io.github.dlxkit.benchmarks.tanks;

/**
 * JMH benchmarks of hexad: MINIMOG, Steiner counts, S(5,8,24).
 */
package io.github.dlxkit.benchmarks.hexad;

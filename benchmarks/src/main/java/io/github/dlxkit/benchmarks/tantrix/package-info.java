/**
 * JMH benchmarks of tantrix: fixed-shape, Discovery solve and count, loop count, Genius, the game.
 */
package io.github.dlxkit.benchmarks.tantrix;

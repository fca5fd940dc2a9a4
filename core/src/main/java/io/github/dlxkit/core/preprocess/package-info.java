/**
 * Preprocessing: rewriting an exact-cover problem without the options and items that provably take
 * part in no solution ({@link io.github.dlxkit.core.preprocess.Preprocessor}, after Knuth's DLX-PRE).
 */
package io.github.dlxkit.core.preprocess;

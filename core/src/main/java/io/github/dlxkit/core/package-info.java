/**
 * dlxkit's engine: exact cover with colours and multiplicities (Knuth's Algorithms X, C and M) on
 * three kernels, with limits, progress, splitting and memoized counting. This package holds the
 * exceptions a caller catches: {@code BadInputException} (bad input, named in one line; the CLI exits
 * with 2) and {@code CheckpointException} (a checkpoint or spill file that cannot be used). Start with
 * {@code model.ExactCoverProblem} and {@code search.ExactCoverSolver}; docs/ARCHITECTURE.md lists every
 * package and what each module exports.
 */
package io.github.dlxkit.core;

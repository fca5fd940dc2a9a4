/**
 * Counting Quantumino tilings without a search tree: cells swept in order, equal frontier states
 * merged ({@code FrontierCounter}, {@code FrontierSweep}), spilled to disk when memory runs short
 * ({@code SpillStore}), cut into slices ({@code QuantuminoCount}, {@code QuantuminoSlices}). Exported to
 * the CLI only ({@code dlx quantumino --count}).
 */
package io.github.dlxkit.polyomino.frontier;

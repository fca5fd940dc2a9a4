/**
 * A tiling problem as exact-cover rows, in SageMath's order ({@code TilingEncoding}, one
 * {@code Placement} per row), and the problem's symmetries ({@code Symmetry}, {@code ProblemSymmetries})
 * with the plan that counts one solution per class ({@code SymmetryPlan}).
 */
package io.github.dlxkit.polyomino.encoding;

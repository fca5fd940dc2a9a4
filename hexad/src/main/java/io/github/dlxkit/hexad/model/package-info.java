/**
 * The MINIMOG's objects: points of the 4&times;3 board and the three infinity points ({@code Point},
 * {@code PointMasks}), cell sets and pictures ({@code CellSet}, {@code Picture}, as SageMath's
 * MINIMOG), labellings, the shapes the hexads are read from ({@code MinimogShapes}), block designs
 * ({@code BlockDesign}) and k-subsets ({@code Subsets}).
 */
package io.github.dlxkit.hexad.model;

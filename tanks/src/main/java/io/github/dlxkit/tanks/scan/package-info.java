/**
 * The row-scan search ({@code RowScanSearch}): plain backtracking over the cells in row-major order, the fastest per node, so it does the long exhaustive counts; reached
 * through {@code TankAttack}, not exported.
 */
package io.github.dlxkit.tanks.scan;

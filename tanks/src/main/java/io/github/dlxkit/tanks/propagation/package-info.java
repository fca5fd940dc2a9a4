/**
 * The propagation search ({@code PropagationSearch}): depth-first over cell ranges with bounds
 * propagation on the attack counts; reached through {@code TankAttack}, not exported.
 */
package io.github.dlxkit.tanks.propagation;

/**
 * Local search toward Tank Attack solutions: {@link io.github.dlxkit.tanks.optimise.DraftGrid}, a
 * grid scored by minus the number of cells whose range differs from their attackers, for core's
 * {@link io.github.dlxkit.core.optimise.Optimiser}; it can keep a required symmetry and avoid a
 * forbidden one (Chlond's open question of an 8&times;8 solution without the half turn).
 */
package io.github.dlxkit.tanks.optimise;

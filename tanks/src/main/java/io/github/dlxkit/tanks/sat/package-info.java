/**
 * SAT solvers for Tank Attack's CNF ({@code encoding.CnfEncoding}): {@link
 * io.github.dlxkit.tanks.sat.SatSolver} is one call per formula with a conflict limit; {@link
 * io.github.dlxkit.tanks.sat.Cadical} runs an installed CaDiCaL as a process (the open questions),
 * {@link io.github.dlxkit.tanks.sat.SmallSat} is a plain DPLL in Java (small formulas, tests);
 * {@link io.github.dlxkit.tanks.sat.UnitPropagation} is shared by the DPLL and the cube cutter.
 */
package io.github.dlxkit.tanks.sat;

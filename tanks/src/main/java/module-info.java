/**
 * Tank Attack: the puzzle, its exact-cover and CNF encodings, cube and conquer with a SAT solver
 * ({@code cubes}, {@code sat}), rendering. The searches
 * ({@code tanks.search}, {@code tanks.scan}, {@code tanks.propagation}) are reached through
 * {@code TankAttack} and not exported.
 */
module io.github.dlxkit.tanks {
  requires transitive io.github.dlxkit.core;
  requires static com.google.gson;

  exports io.github.dlxkit.tanks;
  exports io.github.dlxkit.tanks.cubes;
  exports io.github.dlxkit.tanks.encoding;
  exports io.github.dlxkit.tanks.model;
  exports io.github.dlxkit.tanks.optimise;
  exports io.github.dlxkit.tanks.render;
  exports io.github.dlxkit.tanks.sat;
}

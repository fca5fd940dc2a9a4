/** A program that uses dlxkit's six library modules as a user would, without Gson. */
module io.github.dlxkit.consumer {
  requires io.github.dlxkit.core;
  requires io.github.dlxkit.sudoku;
  requires io.github.dlxkit.polyomino;
  requires io.github.dlxkit.tantrix;
  requires io.github.dlxkit.hexad;
  requires io.github.dlxkit.tanks;
}

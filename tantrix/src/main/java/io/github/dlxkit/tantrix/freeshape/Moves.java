package io.github.dlxkit.tantrix.freeshape;

/**
 * The moves of the search — placing and removing a tile, marking a cell empty for good and undoing
 * it — applied to the {@link Board} and the {@link Stock} together, each counted as a node of the
 * {@link Tree}. The one place that changes the board.
 */
final class Moves {
  private final TileTypes t;
  private final Board board;
  private final Stock stock;
  private final Tree tree;

  Moves(TileTypes t, Board board, Stock stock, Tree tree) {
    this.t = t;
    this.board = board;
    this.stock = stock;
    this.tree = tree;
  }

  void place(int cell, int x, int rot) {
    board.place(cell, x, rot);
    stock.took(cell);
    // the final filling: after all tiles of the focal colour
    tree.node(stock.carriersLeft(t.focal) == 0 && !t.carriesFocal(x));
  }

  /** Removes the tile on {@code cell}, the last placed. */
  void unplace(int cell) {
    stock.returning(cell);
    board.unplace(cell);
  }

  void exclude(int cell) {
    board.exclude(cell);
    tree.node(stock.carriersLeft(t.focal) == 0);
    stock.excluded(cell, 1);
  }

  void unexclude(int cell) {
    stock.excluded(cell, -1);
    board.unexclude(cell);
  }
}

package io.github.dlxkit.tantrix.game;

import java.util.SplittableRandom;

/**
 * Level {@code greedy}: the move after which its own best line or loop scores most; ties (the
 * common case) are broken at random.
 */
final class GreedyPlayer implements ComputerPlayer {
  private final SplittableRandom random;
  private final int[] moves = new int[Position.MAX_MOVES];

  GreedyPlayer(long seed) {
    this.random = new SplittableRandom(seed);
  }

  @Override
  public String name() {
    return "greedy";
  }

  @Override
  public Placement choose(Game game) {
    Position pos = new Position(game.position());
    int me = pos.current;
    int n = pos.generate(moves, moves.length);
    int bestMove = moves[0];
    int bestScore = -1;
    int ties = 0;
    for (int i = 0; i < n; i++) {
      pos.apply(moves[i], -1);
      int s = pos.best[me];
      pos.undo();
      if (s > bestScore) {
        bestScore = s;
        bestMove = moves[i];
        ties = 1;
      } else if (s == bestScore && random.nextInt(++ties) == 0) {
        bestMove = moves[i];
      }
    }
    return Game.placement(bestMove);
  }
}

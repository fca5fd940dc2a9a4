package io.github.dlxkit.tantrix.game;

import java.util.SplittableRandom;

/** Level {@code random}: a legal move chosen uniformly. */
final class RandomPlayer implements ComputerPlayer {
  private final SplittableRandom random;
  private final int[] moves = new int[Position.MAX_MOVES];

  RandomPlayer(long seed) {
    this.random = new SplittableRandom(seed);
  }

  @Override
  public String name() {
    return "random";
  }

  @Override
  public Placement choose(Game game) {
    int n = game.position().generate(moves, moves.length);
    return Game.placement(moves[random.nextInt(n)]);
  }
}

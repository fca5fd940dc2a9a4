package io.github.dlxkit.benchmarks.tantrix;

import io.github.dlxkit.tantrix.game.ComputerPlayer;
import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.game.GameSetup;
import io.github.dlxkit.tantrix.game.Placement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Tantrix game: all legal moves of a position (the fast path, {@code legalMoveCount}), one
 * move of a computer player, on positions {@code after} random moves into seeded games (the issue
 * asks for legal moves "in microseconds"), and a whole random playout (a new seeded game played to
 * the end by the random player: every move generates the legal moves and updates the forced spaces
 * and controlled sides incrementally). Not yet measured: the machine was loaded when it was
 * written.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar GameBenchmark -p after=10,30,50
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GameBenchmark {
  @Param({"10", "30", "50"})
  public int after;

  private final List<Game> games = new ArrayList<>();
  private int next;
  private ComputerPlayer lookahead;
  private ComputerPlayer random;
  private long playoutSeed;

  @Setup
  public void setUp() {
    for (long seed = 1; seed <= 16; seed++) {
      Game g = Game.start(GameSetup.of(seed, 2));
      Random random = new Random(seed);
      while (!g.isOver() && g.moves().size() < after) {
        List<Placement> legal = g.legalMoves();
        g.play(legal.get(random.nextInt(legal.size())));
      }
      if (!g.isOver()) {
        games.add(g);
      }
    }
    lookahead = ComputerPlayer.of("lookahead", 1);
    random = ComputerPlayer.of("random", 1);
  }

  @Benchmark
  public int legalMoves() {
    next = (next + 1) % games.size();
    return games.get(next).legalMoveCount();
  }

  @Benchmark
  public Placement lookaheadMove() {
    next = (next + 1) % games.size();
    return lookahead.choose(games.get(next));
  }

  /** A random game from the deal to the last tile (its number of moves returned); {@code after} is ignored. */
  @Benchmark
  public int randomPlayout() {
    Game g = Game.start(GameSetup.of(++playoutSeed, 2));
    while (!g.isOver()) {
      g.play(random.choose(g));
    }
    return g.moves().size();
  }
}

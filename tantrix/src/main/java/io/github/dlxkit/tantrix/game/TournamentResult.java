package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.core.util.Indices;
import java.util.List;
import java.util.Locale;

/**
 * The outcome of a {@link Tournament}: each game's scores, the wins and draws, the mean scores,
 * and two means with a 95% interval (the mean ± 1.96 standard errors, the normal approximation,
 * fair for a few dozen games or more): the score margin (second player's score minus the
 * first's, the measure the strategy guide recommends) and the second player's share of the games
 * (a win 1, a draw ½).
 *
 * <pre>{@code
 * TournamentResult r = Tournament.of("random", "greedy").play(2, 1);
 * r.games();         // 2
 * r.players();       // [random, greedy]
 * r.share();         // greedy's share of the points
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class TournamentResult {
  private final List<String> players;
  private final long seed;
  private final int[][] scores;

  TournamentResult(List<String> players, long seed, int[][] scores) {
    this.players = players;
    this.seed = seed;
    this.scores = scores;
  }

  /** {@return the seed the games were played from ({@link Tournament#play})} */
  public long seed() {
    return seed;
  }

  /** {@return the two players' levels} */
  public List<String> players() {
    return players;
  }

  /** {@return the number of games} */
  public int games() {
    return scores.length;
  }

  /**
   * {@return player {@code i}'s score in game {@code g}}
   *
   * @param g the game, 0 to {@link #games()} − 1
   * @param i the player: 0 for the first of {@link #players()}, 1 for the second
   * @throws IllegalArgumentException if there is no such game or player
   */
  public int score(int g, int i) {
    return scores[Indices.checked("game", g, games())][player(i)];
  }

  /**
   * {@return the number of games player {@code i} won}
   *
   * @param i the player, 0 or 1
   * @throws IllegalArgumentException if {@code i} is not 0 or 1
   */
  public int wins(int i) {
    player(i);
    int n = 0;
    for (int[] s : scores) {
      n += s[i] > s[1 - i] ? 1 : 0;
    }
    return n;
  }

  /** {@return the games with equal scores} */
  public int draws() {
    return games() - wins(0) - wins(1);
  }

  /**
   * {@return player {@code i}'s mean score over the games (NaN if there was none)}
   *
   * @param i the player, 0 or 1
   * @throws IllegalArgumentException if {@code i} is not 0 or 1
   */
  public double meanScore(int i) {
    player(i);
    return mean(g -> scores[g][i]);
  }

  /** {@code i}, checked to be a player: with no game to index, a bad one would pass unseen. */
  private static int player(int i) {
    return Indices.checked("player", i, 2);
  }

  /** {@return the mean of the second player's score minus the first's} */
  public double meanMargin() {
    return mean(g -> scores[g][1] - scores[g][0]);
  }

  /** {@return the 95% interval of {@link #meanMargin()}, {low, high}} */
  public double[] marginInterval() {
    return interval(g -> scores[g][1] - scores[g][0]);
  }

  /** {@return the second player's share of the games: wins plus half the draws, over the games} */
  public double share() {
    return mean(this::outcome);
  }

  /** {@return the 95% interval of {@link #share()}, {low, high}, cut to 0..1 (a share lies there)} */
  public double[] shareInterval() {
    double[] i = interval(this::outcome);
    return new double[] {Math.max(0, i[0]), Math.min(1, i[1])};
  }

  private double outcome(int g) {
    return Integer.compare(scores[g][1], scores[g][0]) * 0.5 + 0.5;
  }

  private double mean(java.util.function.IntToDoubleFunction x) {
    double sum = 0;
    for (int g = 0; g < games(); g++) {
      sum += x.applyAsDouble(g);
    }
    return sum / games();
  }

  private double[] interval(java.util.function.IntToDoubleFunction x) {
    double m = mean(x);
    double ss = 0;
    for (int g = 0; g < games(); g++) {
      double d = x.applyAsDouble(g) - m;
      ss += d * d;
    }
    double se = games() > 1 ? Math.sqrt(ss / (games() - 1) / games()) : Double.NaN;
    return new double[] {m - 1.96 * se, m + 1.96 * se};
  }

  /** {@return the report as text, a few lines} */
  public String toText() {
    String a = players.get(0);
    String b = players.get(1);
    double[] mi = marginInterval();
    double[] si = shareInterval();
    return String.format(Locale.ROOT,
        "%d games, seed %d, %s against %s, each deal played twice with the seats swapped%n"
            + "wins: %s %d, %s %d, draws %d%n"
            + "mean score: %s %.2f, %s %.2f%n"
            + "margin (%s minus %s): %.2f, 95%% interval %.2f to %.2f%n"
            + "share of %s (a win 1, a draw 1/2): %.3f, 95%% interval %.3f to %.3f%n",
        games(), seed, a, b, a, wins(0), b, wins(1), draws(), a, meanScore(0), b, meanScore(1),
        b, a, meanMargin(), mi[0], mi[1], b, share(), si[0], si[1]);
  }

  /**
   * {@return the report as one JSON object: {@code count} (the games), {@code seed}, {@code players} (each
   * {@code name}, {@code wins}, {@code meanScore}), {@code draws}, {@code margin} and {@code share}
   * (each {@code mean}, {@code low}, {@code high}), written by
   * {@link GameJson#tournament}, so that it needs Gson on the class or module path}
   */
  public String toJson() {
    return GameJson.tournament(this); // Gson, an optional dependency, is met only when JSON is asked for
  }
}

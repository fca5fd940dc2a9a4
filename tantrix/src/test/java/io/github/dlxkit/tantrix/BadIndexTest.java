package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.tantrix.encoding.FixedShapeEncoding;
import io.github.dlxkit.tantrix.ga.Genome;
import io.github.dlxkit.tantrix.game.ComputerPlayer;
import io.github.dlxkit.tantrix.game.ComputerSeats;
import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.game.GameSetup;
import io.github.dlxkit.tantrix.game.Tournament;
import io.github.dlxkit.tantrix.game.TournamentResult;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Link;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.Test;

/**
 * A seat, move, tile, edge, game, player or option out of range is an {@link IllegalArgumentException}
 * that names the value and the range: never a raw {@link ArrayIndexOutOfBoundsException} (Tile.edge,
 * ComputerSeats.isComputer, TournamentResult, FixedShapeEncoding's options), a JDK
 * {@link IndexOutOfBoundsException} (Game.colour, mover, wasForced), nor a gene or end of something
 * else answered in silence (Genome.move(i) for i past the moves read a priority gene; Link.otherEnd of
 * an edge not its own answered a()). Seen failing before the checks.
 */
class BadIndexTest {

  @Test
  void genomeIndicesOutOfRange() {
    Genome free = Genome.random(4, true, new SplittableRandom(1));    // 3 moves, 4 tiles
    Genome fixed = Genome.random(4, false, new SplittableRandom(1));  // no moves
    assertAll(
        () -> assertBad("move must be 0 to 2, got 3", () -> free.move(3)),
        () -> assertBad("move must be 0 to 2, got -1", () -> free.move(-1)),
        () -> assertBad("move must be 0 to 2, got 11", () -> free.move(11)),
        () -> assertBad("a genome of a fixed board has no moves, got move 0", () -> fixed.move(0)),
        () -> assertBad("tile must be 0 to 3, got 4", () -> free.priority(4)),
        () -> assertBad("tile must be 0 to 3, got -1", () -> free.priority(-1)),
        () -> assertBad("tile must be 0 to 3, got 4", () -> free.orientation(4)),
        () -> assertBad("tile must be 0 to 3, got -2", () -> fixed.orientation(-2)));
    // in range, the genes as the class lays them out (toString lists them): 3 shape genes, then
    // priority and orientation per tile
    int[] genes = genes(free);
    int[] fixedGenes = genes(fixed);
    for (int i = 0; i < 3; i++) {
      assertEquals(genes[i] % 6, free.move(i));
    }
    for (int t = 0; t < 4; t++) {
      assertEquals(genes[3 + 2 * t], free.priority(t));
      assertEquals(genes[3 + 2 * t + 1], free.orientation(t));
      assertEquals(fixedGenes[2 * t], fixed.priority(t));
      assertEquals(fixedGenes[2 * t + 1], fixed.orientation(t));
    }
  }

  private static int[] genes(Genome g) {
    return Arrays.stream(g.toString().replaceAll("[\\[\\] ]", "").split(",")).mapToInt(Integer::parseInt).toArray();
  }

  @Test
  void gameSeatsOutOfRange() {
    Game g = Game.start(GameSetup.of(3, 2));
    assertAll(
        () -> assertBad("seat must be 0 to 1, got 2", () -> g.hand(2)),
        () -> assertBad("seat must be 0 to 1, got -1", () -> g.hand(-1)),
        () -> assertBad("seat must be 0 to 1, got 2", () -> g.score(2)),
        () -> assertBad("seat must be 0 to 1, got 7", () -> g.score(7)));
    assertEquals(6, g.hand(1).size());  // each of two players holds six tiles at the start
  }

  @Test
  void linkEndsOutOfRange() {
    Link l = new Link(Colour.RED, 1, 4);
    assertEquals(4, l.otherEnd(1));
    assertEquals(1, l.otherEnd(4));
    assertAll(
        () -> assertBad("edge 2 is not an end of this link (1 or 4)", () -> l.otherEnd(2)),
        () -> assertBad("edge 9 is not an end of this link (1 or 4)", () -> l.otherEnd(9)));
  }

  @Test
  void tileEdgesOutOfRange() {
    Tile t = TileSet.standard().tile(6);  // edges BRYRBY
    assertEquals(Colour.BLUE, t.edge(0));
    assertEquals(Colour.YELLOW, t.edge(5));
    assertAll(
        () -> assertBad("edge must be 0 to 5, got 6", () -> t.edge(6)),
        () -> assertBad("edge must be 0 to 5, got -1", () -> t.edge(-1)));
  }

  @Test
  void computerSeatsOutOfRange() {
    ComputerSeats seats = new ComputerSeats(2, Map.of(1, ComputerPlayer.of("greedy", 1)));
    assertEquals(false, seats.isComputer(0));
    assertEquals(true, seats.isComputer(1));
    assertAll(
        () -> assertBad("seat must be 0 to 1, got 2", () -> seats.isComputer(2)),
        () -> assertBad("seat must be 0 to 1, got -1", () -> seats.isComputer(-1)),
        () -> assertBad("seat must be 0 to 2, got 3", () -> new ComputerSeats(3, Map.of(3, ComputerPlayer.of("greedy", 1)))));
  }

  @Test
  void gameColoursAndMovesOutOfRange() {
    Game g = Game.start(GameSetup.of(3, 2));
    assertAll(
        () -> assertBad("seat must be 0 to 1, got 2", () -> g.colour(2)),
        () -> assertBad("there is no move 0: there are none", () -> g.mover(0)),
        () -> assertBad("there is no move 0: there are none", () -> g.wasForced(0)));
    g.play(g.legalMoves().get(0));
    assertEquals(0, g.mover(0));  // seat 0 starts
    assertAll(
        () -> assertBad("move must be 0 to 0, got 1", () -> g.mover(1)),
        () -> assertBad("move must be 0 to 0, got -1", () -> g.wasForced(-1)));
  }

  @Test
  void tournamentGamesAndPlayersOutOfRange() {
    TournamentResult r = Tournament.of("random", "greedy").play(2, 1);
    assertEquals(r.score(1, 0), r.score(1, 0));
    assertAll(
        () -> assertBad("game must be 0 to 1, got 2", () -> r.score(2, 0)),
        () -> assertBad("player must be 0 to 1, got 2", () -> r.score(0, 2)),
        () -> assertBad("player must be 0 to 1, got -1", () -> r.wins(-1)),
        () -> assertBad("player must be 0 to 1, got 2", () -> r.wins(2)),
        () -> assertBad("player must be 0 to 1, got 2", () -> r.meanScore(2)));
  }

  @Test
  void encodingOptionsOutOfRange() {
    FixedShapeEncoding e = PuzzleCatalog.get("rainbow_blue").fixed().encoding(false);
    int options = e.problem().optionCount();
    int last = options - 1;
    assertEquals(e.cellOf(last), e.cellOf(last));  // in range: answers
    assertAll(
        () -> assertBad("option must be 0 to " + last + ", got " + options, () -> e.cellOf(options)),
        () -> assertBad("option must be 0 to " + last + ", got -1", () -> e.tileOf(-1)),
        () -> assertBad("option must be 0 to " + last + ", got " + options, () -> e.rotationOf(options)),
        () -> assertBad("option must be 0 to " + last + ", got " + options, () -> e.decode(new int[] {options}, 1)),
        () -> assertBad("count must be 0 to 0, got 1", () -> e.decode(new int[0], 1)));
  }

  /**
   * The goal checker judges an exact cover only: a wrong count, an option not the encoding's, or two
   * options on one cell is refused, where it read past the array or judged what an earlier call left
   * in its scratch array (seen before the checks: a count short by one, and a cover with its last
   * option replaced by its first, were judged without a word; a count too long and a foreign option
   * were ArrayIndexOutOfBoundsExceptions).
   */
  @Test
  void goalCheckerTakesExactCoversOnly() {
    FixedShapeEncoding e = PuzzleCatalog.get("rainbow_blue").fixed().encoding(false);
    FixedShapeEncoding.Checker checker = e.checker();
    int[] cover = ExactCoverSolver.of(e.problem()).solutions().map(Solution::optionIds)
        .filter(ids -> checker.accepts(ids, ids.length)).findFirst().orElseThrow();  // a solution of the puzzle
    int cells = cover.length;
    assertEquals(true, checker.accepts(cover, cells));
    int[] twice = cover.clone();
    twice[cells - 1] = twice[0];
    int[] foreign = cover.clone();
    foreign[0] = e.problem().optionCount();
    assertAll(
        () -> assertBad("count must be " + cells + " (the board's cells), got " + (cells - 1),
            () -> checker.accepts(cover, cells - 1)),
        () -> assertBad("count must be 0 to " + cells + ", got " + (cells + 1), () -> checker.accepts(cover, cells + 1)),
        () -> assertBad("option must be 0 to " + (e.problem().optionCount() - 1) + ", got " + e.problem().optionCount(),
            () -> checker.accepts(foreign, cells)),
        () -> assertBad("options " + cover[0] + " and " + cover[0] + " both place a tile on cell " + e.cellOf(cover[0])
            + ": not an exact cover", () -> checker.accepts(twice, cells)));
  }

  private static void assertBad(String message, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertEquals(message, e.getMessage());
  }
}

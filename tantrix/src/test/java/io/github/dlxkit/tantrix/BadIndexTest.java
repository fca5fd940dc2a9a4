package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.tantrix.ga.Genome;
import io.github.dlxkit.tantrix.game.Game;
import io.github.dlxkit.tantrix.game.GameSetup;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Link;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.Test;

/**
 * A seat, move, tile or edge out of range is an {@link IllegalArgumentException} that names the value
 * and the range: never a raw {@link ArrayIndexOutOfBoundsException}, nor a gene or end of something
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

  private static void assertBad(String message, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertEquals(message, e.getMessage());
  }
}

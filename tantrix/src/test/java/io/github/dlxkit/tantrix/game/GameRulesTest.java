package io.github.dlxkit.tantrix.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each rule of the help file's "Tantrix game rules" and each restriction on a position built for
 * it, legal and illegal, with the bag full and empty. The positions are built around the middle
 * O = (0,0): tiles on O, on O's north-east (1,-1) and west (-1,0) make (0,-1) a forced space F.
 * The tiles are found by search among the 56 (Table.find), so each position holds whatever tiles
 * fit the colours the test asks for.
 */
class GameRulesTest {
  static final Hex O = Hex.ORIGIN;
  static final Hex NE = Hex.of(1, -1);
  static final Hex W = Hex.of(-1, 0);
  static final Hex F = Hex.of(0, -1);

  @Test
  void theFirstTileGoesInTheMiddleInAnyTurn() {
    Game g = Game.start(GameSetup.of(5, 2));
    List<Placement> moves = g.legalMoves();
    assertEquals(36, moves.size(), "six tiles in hand, six turns each");
    assertTrue(moves.stream().allMatch(m -> m.cell().equals(O)));
    int inHand = g.hand(0).get(0).number();
    assertEquals(Rule.FIRST_TILE_IN_MIDDLE, g.broken(Placement.of(inHand, 1, 0, 0)).orElseThrow());
    int notInHand = g.hand(1).get(0).number();
    assertEquals(Rule.NOT_IN_HAND, g.broken(Placement.of(notInHand, 0, 0, 0)).orElseThrow());
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> g.play(Placement.of(notInHand, 0, 0, 0)));
    assertEquals(Rule.NOT_IN_HAND, e.rule());
  }

  @Test
  void aTurnDrawsATileAndPassesTheTurnOn() {
    Game g = Game.start(GameSetup.of(5, 3));
    assertEquals(56 - 18, g.bagSize());
    g.play(g.legalMoves().get(0));
    assertEquals(56 - 19, g.bagSize(), "a replacement drawn");
    assertEquals(6, g.hand(0).size(), "six tiles in hand again");
    assertEquals(1, g.current(), "one free move, no forced space: the next player");
    g.play(g.legalMoves().get(0));
    assertEquals(2, g.current());
  }

  @Test
  void tilesTouchMatchAndTakeAnEmptySpace() {
    Table t = new Table(5);
    t.put(O, -1, null);
    int tile = t.spare(0);
    t.hand(0, tile);
    Position p = t.position();
    assertEquals(Rule.OCCUPIED, p.diagnose(Table.move(O, tile, 0)));
    assertEquals(Rule.NOT_TOUCHING, p.diagnose(Table.move(Hex.of(3, 0), tile, 0)));
    int matching = -1;
    int clashing = -1;
    for (int rot = 0; rot < 6; rot++) {
      boolean same = TileTable.SIDE[(tile * 6 + rot) * 6 + Side.W.ordinal()]
          == p.shown[Table.cell(O) * 6 + Side.E.ordinal()];
      if (same) {
        matching = rot;
      } else {
        clashing = rot;
      }
    }
    assertEquals(Rule.COLOURS_DIFFER, p.diagnose(Table.move(Hex.of(1, 0), tile, clashing)));
    assertNull(p.diagnose(Table.move(Hex.of(1, 0), tile, matching)));
  }

  @Test
  void aForcedSpaceATileInHandFitsIsFilledFirstBagFullOrEmpty() {
    for (int bag : new int[] {20, 0}) {
      Table t = forcedSpaceAtF(5, bag);
      int fit = t.find(F, null, true);
      assertTrue(fit >= 0, "some tile fits F legally");
      t.hand(0, Position.moveTile(fit));
      Position p = t.position();
      assertTrue(p.mustFill, "the hand holds a tile that fits F");
      int[] out = new int[Position.MAX_MOVES];
      int n = p.generate(out, out.length);
      assertTrue(n > 0);
      for (int i = 0; i < n; i++) {
        assertEquals(Table.cell(F), Position.moveCell(out[i]), "only F may be played");
      }
      Hex away = Hex.of(0, 1); // south-east of O, two steps from F
      int elsewhere = t.find(away, null, false);
      t.hand(0, Position.moveTile(elsewhere));
      p = t.position();
      assertEquals(Rule.FORCED_SPACE_FIRST, p.diagnose(elsewhere), "bag " + bag);
    }
  }

  @Test
  void withNoTileInHandThatFitsTheFreeMoveGoesElsewhere() {
    Table t = forcedSpaceAtF(5, 20);
    Position p = t.position();
    assertFalse(p.mustFill, "no tile in hand fits F (Table keeps fitting tiles out of the hands)");
    assertTrue(p.generate(new int[Position.MAX_MOVES], Position.MAX_MOVES) > 0);
  }

  @Test
  void restrictionOneNoForcedSpaceWithThreeLinksOfOneColour() {
    for (int bag : new int[] {20, 0}) {
      Table t = new Table(7).bag(bag);
      t.put(O, -1, new int[] {-1, -1, -1, -1, -1, 0}); // red towards F (O's north-west)
      t.put(NE, -1, new int[] {-1, -1, -1, -1, 0, -1}); // red towards F (its west)
      int red = t.find(W, new int[] {0, -1, -1, -1, -1, -1}, false); // red towards F (its north-east)
      int other = t.find(W, new int[] {1, -1, -1, -1, -1, -1}, false); // green towards F
      t.hand(0, Position.moveTile(red), Position.moveTile(other));
      Position p = t.position();
      assertEquals(bag > 0 ? Rule.SAME_COLOUR_FORCED_SPACE : null, p.diagnose(red), "bag " + bag);
      assertNull(p.diagnose(other), "two red links and a green one: allowed");
    }
  }

  @Test
  void restrictionTwoNoFourthTileAroundAForcedSpace() {
    for (int bag : new int[] {20, 0}) {
      Table t = forcedSpaceAtF(5, bag);
      Position p = t.position();
      assertFalse(p.mustFill);
      int fourth = t.find(Hex.of(-1, -1), null, false); // F's west, touching W
      t.hand(0, Position.moveTile(fourth));
      p = t.position();
      assertEquals(bag > 0 ? Rule.FOURTH_TILE : null, p.diagnose(fourth), "bag " + bag);
    }
  }

  @Test
  void restrictionThreeNoTileOnAControlledSide() {
    for (int bag : new int[] {20, 0}) {
      Table t = forcedSpaceAtF(5, bag);
      Hex wall = Hex.of(2, -2); // the wall beside F's north-east run: (1,-1), (2,-2)
      t.put(wall, -1, null);
      Position p = t.position();
      assertFalse(p.mustFill);
      if (bag > 0) {
        assertTrue(t.controlled().containsAll(List.of(Hex.of(1, -2), Hex.of(2, -3))),
            "the run beside the wall: " + t.controlled());
      }
      int along = t.find(Hex.of(2, -3), null, false); // two steps from F along the run, touching the wall
      int beyond = t.find(Hex.of(3, -3), null, false); // past the wall's end: no longer controlled
      t.hand(0, Position.moveTile(along), Position.moveTile(beyond));
      p = t.position();
      assertEquals(bag > 0 ? Rule.CONTROLLED_SIDE : null, p.diagnose(along), "bag " + bag);
      assertNull(p.diagnose(beyond));
    }
  }

  @Test
  void fillingAForcedSpaceCanForceTheNextAndTheSamePlayerFillsIt() {
    Table t = forcedSpaceAtF(5, 20);
    t.put(Hex.of(2, -2), -1, null);
    int first = t.find(F, null, true);
    Hex next = Hex.of(1, -2); // touched by (1,-1) and (2,-2); F filled makes three
    // a tile for the next forced space, found on a copy of the table with F filled
    Table after = forcedSpaceAtF(5, 20);
    after.put(Hex.of(2, -2), -1, null);
    after.put(F, Position.moveTile(first), null, Position.moveRot(first));
    int second = after.find(next, null, true);
    assertTrue(second >= 0 && Position.moveTile(second) != Position.moveTile(first));
    t.hand(0, Position.moveTile(first), Position.moveTile(second));
    Position p = t.position();
    assertTrue(p.mustFill);
    assertFalse(t.forced().contains(next));
    p.apply(first, -1);
    assertTrue(t.forced().contains(next), "filling F made " + next + " forced");
    assertEquals(0, p.current, "still red's turn");
    assertTrue(p.mustFill, "red must fill the new forced space too");
    assertFalse(p.freeMade, "forced moves are not the free move");
    int[] out = new int[Position.MAX_MOVES];
    int n = p.generate(out, out.length);
    assertTrue(n > 0);
    for (int i = 0; i < n; i++) {
      assertEquals(Table.cell(next), Position.moveCell(out[i]));
    }
  }

  @Test
  void aLoopScoresTwoATileAndOnlyTheBestCounts() {
    // red corners around the point where O, (1,0) and (0,1) meet: a loop of three tiles
    Table t = new Table(0);
    t.put(O, -1, new int[] {-1, 0, 0, -1, -1, -1});
    t.put(Hex.of(1, 0), -1, new int[] {-1, -1, -1, 0, 0, -1});
    t.put(Hex.of(0, 1), -1, new int[] {0, -1, -1, -1, -1, 0});
    Position p = t.position();
    assertEquals(6, p.best[0], "a red loop of 3 tiles scores 6");
    assertEquals(6, t.twinScore(Colour.RED), "TantrixCheck's paths agree");
    // a red line of two tiles elsewhere: the best counts (6), not the sum (8)
    t.put(Hex.of(6, 0), -1, new int[] {-1, 0, -1, -1, -1, -1});
    t.put(Hex.of(7, 0), -1, new int[] {-1, -1, -1, -1, 0, -1});
    assertEquals(6, t.position().best[0]);
    assertEquals(6, t.twinScore(Colour.RED));
    assertEquals(t.twinScore(Colour.GREEN), t.position().best[1], "green's best line, as TantrixCheck finds it");
    // a line scores a point a tile: red along (6,0), (7,0) and on, five tiles
    Table line = new Table(0);
    for (int q = 0; q < 5; q++) {
      line.put(Hex.of(q, 0), -1, new int[] {-1, q < 4 ? 0 : -1, -1, -1, q > 0 ? 0 : -1, -1});
    }
    assertEquals(5, line.position().best[0]);
    assertEquals(5, line.twinScore(Colour.RED));
  }

  /**
   * O, O's north-east and west, showing red, green and blue towards F = (0,-1): F is forced, and
   * five tiles fit it (an ABC fit, the help file's fit analysis); no tile in hand fits F.
   */
  static Table forcedSpaceAtF(long seed, int bag) {
    Table t = new Table(seed).bag(bag);
    t.put(O, -1, new int[] {-1, -1, -1, -1, -1, 0});
    t.put(NE, -1, new int[] {-1, -1, -1, -1, 1, -1});
    t.put(W, -1, new int[] {2, -1, -1, -1, -1, -1});
    return t;
  }
}

package io.github.dlxkit.hexad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.hexad.model.Labelling;
import io.github.dlxkit.hexad.model.Point;
import io.github.dlxkit.hexad.model.PointMasks;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Mathematical blackjack against an independent retrograde analysis of the game (the slow twin):
 * Kahane and Ryba's theorem says the positions the player to move loses (P-positions) are exactly
 * the hexads of the shuffle labelling.
 *
 * <p>The game as Sage states it: a position is the set of six cards on the table, 0..11; a move
 * swaps a table card for a lower card not on the table; whoever brings the total below 21 loses.
 * So a move that brings the total below 21 is never good: the game is played on positions of total
 * at least 21, moves must keep the total at least 21, and a player with no such move loses.
 */
class BlackjackTest {
  private static final int ALL = (1 << 12) - 1;
  private final Minimog shuffle = Minimog.shuffle();

  /** P[mask] for every 6-card table of total >= 21, by retrograde analysis (totals increasing). */
  private static boolean[] losingPositions() {
    boolean[] losing = new boolean[1 << 12];
    List<Integer> positions = new ArrayList<>();
    for (int m = 0; m <= ALL; m++) {
      if (Integer.bitCount(m) == 6 && total(m) >= 21) {
        positions.add(m);
      }
    }
    positions.sort((a, b) -> Integer.compare(total(a), total(b)));
    for (int m : positions) {
      boolean allMovesLeadToWins = true; // vacuously true when there is no move
      for (int move : moves(m)) {
        allMovesLeadToWins &= !losing[move];
      }
      losing[m] = allMovesLeadToWins;
    }
    return losing;
  }

  /** The positions reachable in one move that keep the total at least 21. */
  private static List<Integer> moves(int m) {
    List<Integer> out = new ArrayList<>();
    for (int x = 0; x < 12; x++) {
      for (int y = 0; y < x; y++) {
        if ((m & (1 << x)) != 0 && (m & (1 << y)) == 0) {
          int next = m & ~(1 << x) | (1 << y);
          if (total(next) >= 21) {
            out.add(next);
          }
        }
      }
    }
    return out;
  }

  private static int total(int m) {
    int t = 0;
    for (int b = 0; b < 12; b++) {
      if ((m & (1 << b)) != 0) {
        t += b;
      }
    }
    return t;
  }

  private Set<Integer> hexadMasks() {
    Set<Integer> out = new HashSet<>();
    for (List<Point> h : HexadData.hexads(Labelling.SHUFFLE)) {
      out.add(PointMasks.of(h));
    }
    return out;
  }

  @Test
  @DisplayName("retrograde analysis: the P-positions are exactly the 132 hexads (Kahane–Ryba)")
  void losingPositionsAreTheHexads() {
    boolean[] losing = losingPositions();
    Set<Integer> p = new HashSet<>();
    for (int m = 0; m <= ALL; m++) {
      if (losing[m]) {
        p.add(m);
      }
    }
    assertEquals(hexadMasks(), p);
  }

  @Test
  @DisplayName("the winning moves are exactly the moves to a hexad, and blackjackMove makes one of them")
  void winningMovesAreTheMovesToHexads() {
    boolean[] losing = losingPositions();
    Set<Integer> hexads = hexadMasks();
    int advised = 0;
    for (int m = 0; m <= ALL; m++) {
      if (Integer.bitCount(m) != 6) {
        continue;
      }
      for (int next : moves(m)) {
        assertEquals(hexads.contains(next), losing[next], "move to " + PointMasks.toList(next));
      }
      BlackjackMove move = shuffle.blackjackMove(PointMasks.toList(m));
      if (total(m) < 22) {
        assertEquals(BlackjackMove.Kind.NO_MOVE, move.kind());
        assertTrue(total(m) < 21 || hexads.contains(m), "every table of total 21 is a hexad");
      } else if (hexads.contains(m)) {
        assertEquals(BlackjackMove.Kind.HEXAD, move.kind());
      } else {
        assertEquals(BlackjackMove.Kind.WINNING_MOVE, move.kind(), "no move for " + PointMasks.toList(m));
        int next = m & ~move.from().bit() | move.to().bit();
        assertTrue(moves(m).contains(next), "a legal move that keeps the total >= 21");
        assertTrue(losing[next], "the move leaves the opponent a losing position");
        assertEquals(total(next), move.totalAfter());
        advised++;
      }
    }
    assertTrue(advised > 700, "most tables have a winning move, got " + advised);
  }

  @Test
  @DisplayName("modulo 11: the hexads are not blackjack's; 4 non-hexad tables have no lowering move to a hexad")
  void modulo11HandsWithoutAMoveAreReportedHonestly() {
    Minimog m = Minimog.modulo11();
    int noWinningMove = 0;
    for (int hand = 0; hand < (1 << 11); hand++) {
      if (Integer.bitCount(hand) != 6 || total(hand) < 22) {
        continue;
      }
      BlackjackMove move = m.blackjackMove(PointMasks.toList(hand));
      assertEquals(m.isHexad(PointMasks.toList(hand)), move.kind() == BlackjackMove.Kind.HEXAD);
      if (move.kind() == BlackjackMove.Kind.NO_WINNING_MOVE) {
        noWinningMove++;
        for (Point x : PointMasks.toList(hand)) {
          List<Point> five = new ArrayList<>(PointMasks.toList(hand));
          five.remove(x);
          List<Point> completion = new ArrayList<>(m.findHexad(five).hexad());
          completion.removeAll(five);
          assertFalse(completion.get(0).compareTo(x) < 0, "a lowering move exists");
        }
      }
    }
    // counted by this test's own exhaustive loop; Sage would print "This is a hexad" for them
    assertEquals(4, noWinningMove);
  }
}

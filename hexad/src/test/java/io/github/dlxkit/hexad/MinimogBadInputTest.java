package io.github.dlxkit.hexad;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.hexad.model.Labelling;
import io.github.dlxkit.hexad.model.Point;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Bad input gets an IllegalArgumentException whose message names the problem. */
class MinimogBadInputTest {
  private final Minimog shuffle = Minimog.shuffle();
  private final Minimog modulo11 = Minimog.modulo11();

  private static void fails(String expectedPart, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(expectedPart), () -> "'" + e.getMessage() + "' lacks '" + expectedPart + "'");
  }

  @Test
  void pointsOutOfRange() {
    fails("no MINIMOG point 12", () -> shuffle.findHexad(0, 1, 2, 3, 12));
    fails("no MINIMOG point -1", () -> Point.of(-1));
    fails("'x' is not a MINIMOG point", () -> Point.parse("x"));
    fails("11 is not a point of the modulo11 MINIMOG", () -> modulo11.findHexad(0, 1, 2, 3, 11));
    fails("∞ is not a point of the shuffle MINIMOG",
        () -> shuffle.findHexad(List.of(Point.of(0), Point.of(1), Point.of(2), Point.of(3), Point.INFINITY)));
    fails("unknown MINIMOG labelling 'mod11'", () -> Labelling.parse("mod11"));
  }

  @Test
  void wrongNumberOfPoints() {
    fails("must be 5 distinct points, got 4", () -> shuffle.findHexad(0, 1, 2, 3));
    fails("must be 5 distinct points, got 6", () -> shuffle.findHexad(0, 1, 2, 3, 4, 5));
    fails("3 appears twice", () -> shuffle.findHexad(0, 1, 2, 3, 3));
    fails("must be 6 distinct points, got 5", () -> shuffle.blackjackMove(0, 1, 2, 3, 4));
    fails("7 appears twice in the cards", () -> shuffle.blackjackMove(0, 7, 2, 3, 4, 7));
  }

  @Test
  void subsidiaryFinders() {
    fails("0 is a point at infinity", () -> shuffle.findHexad0(List.of(Point.of(0), Point.of(2))));
    fails("expected 2 or 3 points, got 4", () -> shuffle.findHexad0(List.of(Point.of(2), Point.of(3), Point.of(4), Point.of(5))));
    fails("x0 must be a point at infinity", () -> shuffle.findHexad2(List.of(Point.of(2), Point.of(3), Point.of(4), Point.of(5)), Point.of(2)));
    fails("expected 3 points, got 2", () -> shuffle.findHexad3(List.of(Point.of(2), Point.of(3)), Point.of(0), Point.of(1)));
    fails("two different points at infinity", () -> shuffle.findHexad3(List.of(Point.of(2), Point.of(3), Point.of(4)), Point.of(0), Point.of(0)));
    fails("no cross 18", () -> shuffle.cross(18));
    fails("cell (3, 0) is outside", () -> shuffle.picture00().at(3, 0));
  }

  @Test
  void infinityIsNotACard() {
    fails("∞ cannot be a blackjack card", () -> modulo11.blackjackMove(List.of(Point.of(0), Point.of(1), Point.of(2),
        Point.of(3), Point.of(4), Point.INFINITY)));
  }
}

package io.github.dlxkit.hexad;

import io.github.dlxkit.hexad.model.Point;
import java.util.List;

/**
 * The advice {@link Minimog#blackjackMove} gives for a hand of mathematical blackjack, with
 * SageMath's message.
 *
 * <p>The game (Conway and Ryba): six of the 12 cards 0..11 lie on the table, the other six are
 * visible to both players; a move swaps a card on the table for a lower card from the others; the
 * player whose move brings the table's total below 21 loses. The winning strategy is to move to a
 * hexad of the shuffle labelling's S(5,6,12).
 *
 * <pre>{@code
 * BlackjackMove m = Minimog.shuffle().blackjackMove(0, 2, 4, 6, 7, 11);
 * m.kind();         // WINNING_MOVE
 * m.total();        // 30
 * m.totalAfter();   // 29
 * m.message();      // "4 --> 3. The total went from 30 to 29."
 * }</pre>
 */
public final class BlackjackMove {
  /** What kind of advice this is. */
  public enum Kind {
    /** Swap {@link #from()} for {@link #to()}: the table becomes a hexad. */
    WINNING_MOVE,
    /** The table is a hexad: no move wins, any legal move will do. */
    HEXAD,
    /**
     * The table is not a hexad, yet no swap to a hexad lowers the total. This never happens in the
     * shuffle labelling (every non-hexad has a winning move); it happens for 4 hands in the modulo-11
     * labelling, whose hexads are not blackjack's, and Sage wrongly calls them hexads.
     */
    NO_WINNING_MOVE,
    /** The total is below 22: every move would bring it below 21. */
    NO_MOVE
  }

  private final Kind kind;
  private final List<Point> hand;
  private final int total;
  private final Point from;
  private final Point to;

  private BlackjackMove(Kind kind, List<Point> hand, int total, Point from, Point to) {
    this.kind = kind;
    this.hand = List.copyOf(hand);
    this.total = total;
    this.from = from;
    this.to = to;
  }

  static BlackjackMove winning(List<Point> hand, int total, Point from, Point to) {
    return new BlackjackMove(Kind.WINNING_MOVE, hand, total, from, to);
  }

  static BlackjackMove without(Kind kind, List<Point> hand, int total) {
    return new BlackjackMove(kind, hand, total, null, null);
  }

  /** {@return the kind of advice} */
  public Kind kind() {
    return kind;
  }

  /** {@return the six cards on the table, in increasing order} */
  public List<Point> hand() {
    return hand;
  }

  /** {@return the total of the cards on the table} */
  public int total() {
    return total;
  }

  /** {@return the card to take off the table; only for a {@link Kind#WINNING_MOVE}} */
  public Point from() {
    checkMove();
    return from;
  }

  /** {@return the lower card to put on the table instead; only for a {@link Kind#WINNING_MOVE}} */
  public Point to() {
    checkMove();
    return to;
  }

  /** {@return the total after the move; only for a {@link Kind#WINNING_MOVE}} */
  public int totalAfter() {
    checkMove();
    return total - from.number() + to.number();
  }

  private void checkMove() {
    if (kind != Kind.WINNING_MOVE) {
      throw new IllegalStateException("no move to report: " + message());
    }
  }

  /**
   * Sage's message: {@code 6 --> 5. The total went from 22 to 21.}, {@code This is a hexad. There
   * is no winning move, so make a random legal move.} or {@code No move possible. Shuffle the deck
   * and redeal.} Sage prints the hexad message on two lines with stray spaces; here it is one line.
   * For {@link Kind#NO_WINNING_MOVE}, where Sage's message would be wrong, it says what is true.
   *
   * @return one line of advice for the player, for every kind
   */
  public String message() {
    return switch (kind) {
      case WINNING_MOVE -> from + " --> " + to + ". The total went from " + total + " to " + totalAfter() + ".";
      case HEXAD -> "This is a hexad. There is no winning move, so make a random legal move.";
      case NO_WINNING_MOVE ->
          "This is not a hexad, but no move to a hexad lowers the total, so make a random legal move.";
      case NO_MOVE -> "No move possible. Shuffle the deck and redeal.";
    };
  }

  @Override
  public String toString() {
    return message();
  }
}

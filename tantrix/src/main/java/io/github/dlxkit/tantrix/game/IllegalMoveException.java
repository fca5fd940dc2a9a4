package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.core.BadInputException;

/**
 * A move refused by {@link Game#play}: it names the move and the {@link Rule} it breaks.
 *
 * <pre>{@code
 * Game game = Game.start(GameSetup.of(7, 2));
 * try {
 *   game.play(Placement.of(game.legalMoves().get(0).tile(), 3, 3, 0));   // not in the middle
 * } catch (IllegalMoveException e) {
 *   e.rule();   // FIRST_TILE_IN_MIDDLE
 * }
 * }</pre>
 */
public final class IllegalMoveException extends BadInputException {
  private static final long serialVersionUID = 1L;
  private final transient Placement move;
  /** The rule the move breaks; serialized (the move is transient: Placement is not Serializable). */
  private final Rule rule;

  IllegalMoveException(Placement move, Rule rule) {
    super("illegal move " + move + ": " + rule.words());
    this.move = move;
    this.rule = rule;
  }

  /** {@return the move refused} */
  public Placement move() {
    return move;
  }

  /** {@return the rule it breaks} */
  public Rule rule() {
    return rule;
  }
}

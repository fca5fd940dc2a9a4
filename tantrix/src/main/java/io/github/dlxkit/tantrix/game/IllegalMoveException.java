package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.core.BadInputException;

/** A move refused by {@link Game#play}: it names the move and the {@link Rule} it breaks. */
public final class IllegalMoveException extends BadInputException {
  private static final long serialVersionUID = 1L;
  private final transient Placement move;
  private final Rule rule;

  IllegalMoveException(Placement move, Rule rule) {
    super("illegal move " + move + ": " + rule.words());
    this.move = move;
    this.rule = rule;
  }

  /** The move refused. */
  public Placement move() {
    return move;
  }

  /** The rule it breaks. */
  public Rule rule() {
    return rule;
  }
}

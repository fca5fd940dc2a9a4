package io.github.dlxkit.tantrix.game;

/**
 * The rules a move can break, each with the words a player sees when a move is refused. The three
 * restrictions hold only while tiles remain in the bag.
 *
 * <pre>{@code
 * Game game = Game.start(GameSetup.of(7, 2));
 * Placement offside = Placement.of(game.legalMoves().get(0).tile(), 3, 3, 0);
 * game.broken(offside);   // FIRST_TILE_IN_MIDDLE
 * }</pre>
 *
 * <p>{@link Game#broken} names one rule a move breaks, the first it checks.
 */
public enum Rule {
  /** No move after the end of the game. */
  GAME_OVER("the game is over"),
  /** Only a tile from the hand of the player to move may be played. */
  NOT_IN_HAND("the tile is not in the hand of the player to move"),
  /** The first tile of the game goes on (0, 0). */
  FIRST_TILE_IN_MIDDLE("the first tile goes in the middle, (0,0)"),
  /** A tile goes on an empty cell. */
  OCCUPIED("the space already holds a tile"),
  /** Every tile after the first touches a tile already played. */
  NOT_TOUCHING("a tile must touch a tile already played"),
  /** Every link that meets a neighbour's link has its colour. */
  COLOURS_DIFFER("touching links must match colour"),
  /**
   * While the player to move must fill a forced space that a tile in hand fits, only forced spaces
   * may be filled ({@link Game#mustFill()}).
   */
  FORCED_SPACE_FIRST("a forced space that a tile in hand fits must be filled first"),
  /** Restriction 1: no move may make a forced space with three links of one colour. */
  SAME_COLOUR_FORCED_SPACE("restriction 1: no forced space with three links of the same colour"),
  /** Restriction 2: no move may put a fourth tile around a forced space. */
  FOURTH_TILE("restriction 2: no fourth tile around a forced space"),
  /** Restriction 3: no tile on a cell of a side controlled by a forced space. */
  CONTROLLED_SIDE("restriction 3: no tile on a side controlled by a forced space");

  private final String words;

  Rule(String words) {
    this.words = words;
  }

  /** {@return the rule in words, e.g. "touching links must match colour"} */
  public String words() {
    return words;
  }
}

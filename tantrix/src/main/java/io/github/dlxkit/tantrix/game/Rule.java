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
 */
public enum Rule {
  GAME_OVER("the game is over"),
  NOT_IN_HAND("the tile is not in the hand of the player to move"),
  FIRST_TILE_IN_MIDDLE("the first tile goes in the middle, (0,0)"),
  OCCUPIED("the space already holds a tile"),
  NOT_TOUCHING("a tile must touch a tile already played"),
  COLOURS_DIFFER("touching links must match colour"),
  FORCED_SPACE_FIRST("a forced space that a tile in hand fits must be filled first"),
  SAME_COLOUR_FORCED_SPACE("restriction 1: no forced space with three links of the same colour"),
  FOURTH_TILE("restriction 2: no fourth tile around a forced space"),
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

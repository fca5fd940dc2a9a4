/**
 * Tantrix, the game for two to four players: the rules engine ({@link
 * io.github.dlxkit.tantrix.game.Game}, on the fast {@code Position}), saved games and the state a
 * page draws ({@link io.github.dlxkit.tantrix.game.GameJson}), computer players ({@link
 * io.github.dlxkit.tantrix.game.ComputerPlayer}) and tournaments between them ({@link
 * io.github.dlxkit.tantrix.game.Tournament}). The rules are those of the Tantrix program's help
 * file; docs/tantrix.md ("The game") says how each reads here.
 *
 * <p>A move is a {@link io.github.dlxkit.tantrix.game.Placement} (tile, cell, rotation); a move
 * the rules refuse throws {@link io.github.dlxkit.tantrix.game.IllegalMoveException} naming the
 * {@link io.github.dlxkit.tantrix.game.Rule}. A seed and the moves replay a game exactly.
 */
package io.github.dlxkit.tantrix.game;

package io.github.dlxkit.tantrix.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.model.Hex;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Random games played to the end, every move checked against {@link RulesTwin}, the slow twin that
 * reads the rules from the help file on a map of hexes: the same legal moves, the same player to
 * move, the same scores (the twin's from TantrixCheck's paths), a refusal for moves the twin finds
 * illegal, and at the end all 56 tiles played unless no player could move.
 */
class GamePropertiesTest {

  @Property(tries = 40)
  void randomGamesKeepEveryRule(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int players) {
    GameSetup setup = GameSetup.of(seed, players);
    Game game = Game.start(setup);
    RulesTwin twin = new RulesTwin(setup);
    Random random = new Random(seed);
    while (true) {
      assertEquals(twin.over, game.isOver(), "over after " + game.moves().size() + " moves");
      for (int p = 0; p < players; p++) {
        assertEquals(twin.score(p), game.score(p), "score of seat " + p);
      }
      if (twin.over) {
        break;
      }
      assertEquals(twin.current, game.current(), "player to move after " + game.moves().size() + " moves");
      List<Placement> legal = game.legalMoves();
      assertEquals(twin.legal(), new HashSet<>(legal), "legal moves after " + game.moves().size() + " moves");
      assertEquals(legal.size(), new HashSet<>(legal).size(), "no move listed twice");
      // a few moves the twin refuses are refused, with a rule named
      for (int k = 0; k < 5; k++) {
        Placement other = Placement.of(1 + random.nextInt(56), random.nextInt(7) - 3, random.nextInt(7) - 3,
            random.nextInt(6));
        if (!twin.legal().contains(other)) {
          assertTrue(game.broken(other).isPresent(), other + " should be refused");
        }
      }
      Placement move = legal.get(random.nextInt(legal.size()));
      assertTrue(game.broken(move).isEmpty());
      game.play(move);
      twin.play(move);
    }
    assertTrue(game.tantrix().size() == 56 || twin.legal().isEmpty(), "all tiles played or nobody can move");
    assertEquals(game.tantrix().size() == 56, twin.board.size() == 56);
    assertTrue(game.tantrix().check().mismatches().isEmpty(), "touching links match");
  }

  /**
   * Thousands of random games to the end, every position compared with {@link ScratchRules}' from-
   * scratch recomputation (tiles around each cell, spaces, forced spaces, the runs of controlled
   * sides that Position keeps incrementally, scores, the tiles' whereabouts, the legal moves with
   * each rule checked on its own); sampled candidates refused exactly when the scratch rules refuse
   * them; a move played and taken back (Position.undo, the computer players' path) restoring the
   * incremental state; the turn passing only when the mover has no move left; all 56 tiles played.
   */
  @Property(tries = 2000)
  void thousandsOfGamesAgreeWithTheRulesRecomputedFromScratch(@ForAll long seed,
      @ForAll @IntRange(min = 2, max = 4) int players) {
    Game game = Game.start(GameSetup.of(seed, players));
    Position p = game.position();
    ScratchRules scratch = new ScratchRules();
    java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
    int[] buffer = new int[Position.MAX_MOVES];
    while (true) {
      int[] legal = scratch.check(p);
      if (p.over) {
        break;
      }
      int n = p.generate(buffer, buffer.length);
      int[] listed = java.util.Arrays.copyOf(buffer, n);
      java.util.Arrays.sort(listed);
      assertTrue(java.util.Arrays.equals(legal, listed), "legal moves after " + game.moves().size() + " moves");
      for (int k = 0; k < 8; k++) { // candidates near the tantrix, in hand or not
        int c = p.placed[random.nextInt(Math.max(1, p.placedCount))] + Position.DELTA[random.nextInt(6)];
        int m = Position.move(p.placedCount == 0 ? Position.ORIGIN : c, random.nextInt(56), random.nextInt(6));
        assertEquals(java.util.Arrays.binarySearch(legal, m) >= 0, p.diagnose(m) == null, Game.placement(m).toString());
      }
      // a move played and taken back, as the computer players search: the incremental state returns
      int[] before = ScratchRules.spacesState(p);
      p.apply(legal[random.nextInt(legal.length)], -1);
      p.undo();
      assertTrue(java.util.Arrays.equals(before, ScratchRules.spacesState(p)), "undo restores the spaces' state");
      int mover = p.current;
      long handBefore = p.hand[mover];
      game.play(Game.placement(legal[random.nextInt(legal.length)]));
      scratch.put(Game.encode(game.moves().get(game.moves().size() - 1)));
      if (!p.over && p.current != mover) { // the turn passed: the mover had no move left, the skipped none at all
        scratch.check(p);
        boolean restricted = p.bag > 0;
        assertEquals(0, scratch.legal(p.hand[mover], true, restricted).length, "the turn ended early");
        for (int s = (mover + 1) % players; s != p.current; s = (s + 1) % players) {
          assertEquals(0, scratch.legal(p.hand[s], false, restricted).length, "seat " + s + " skipped");
        }
      }
      assertTrue(p.bag == 0 || Long.bitCount(handBefore) == 6, "hand of six");
    }
    assertEquals(56, p.placedCount, "all 56 tiles played");
  }

  /**
   * The fast path alone, on more games: every move the generator lists passes the rule check,
   * every candidate (a tile in hand, a turn, a cell touching the tantrix) the check passes is
   * listed, the count agrees, and the game ends with all 56 tiles played.
   */
  @Property(tries = 200)
  void theGeneratorListsExactlyTheMovesTheCheckAllows(@ForAll long seed,
      @ForAll @IntRange(min = 2, max = 4) int players) {
    Game game = Game.start(GameSetup.of(seed, players));
    Random random = new Random(seed);
    while (!game.isOver()) {
      List<Placement> legal = game.legalMoves();
      assertEquals(legal.size(), game.legalMoveCount());
      java.util.Set<Placement> listed = new HashSet<>(legal);
      java.util.Set<io.github.dlxkit.tantrix.model.Hex> cells = new java.util.TreeSet<>();
      cells.add(Hex.ORIGIN);
      for (io.github.dlxkit.tantrix.model.Hex h : game.tantrix().cells()) {
        for (io.github.dlxkit.tantrix.model.Side s : io.github.dlxkit.tantrix.model.Side.values()) {
          cells.add(h.neighbour(s));
        }
      }
      for (io.github.dlxkit.tantrix.model.Tile t : game.hand(game.current())) {
        for (io.github.dlxkit.tantrix.model.Hex h : cells) {
          for (int rot = 0; rot < 6; rot++) {
            Placement p = new Placement(t.number(), h, rot);
            assertEquals(listed.contains(p), game.broken(p).isEmpty(), p.toString());
          }
        }
      }
      game.play(legal.get(random.nextInt(legal.size())));
    }
    assertEquals(56, game.tantrix().size());
  }

  @Property(tries = 10)
  void aSeededGameReplaysIdentically(@ForAll long seed) {
    GameSetup setup = GameSetup.of(seed, 2);
    Game game = Game.start(setup);
    Random random = new Random(seed);
    while (!game.isOver()) {
      List<Placement> legal = game.legalMoves();
      game.play(legal.get(random.nextInt(legal.size())));
    }
    Game again = Game.replay(setup, game.moves());
    assertEquals(game.tantrix(), again.tantrix());
    assertEquals(game.scores(), again.scores());
    assertEquals(game.hand(0), again.hand(0));
    assertEquals(Hex.ORIGIN, game.moves().get(0).cell());
  }
}

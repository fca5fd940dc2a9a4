package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.ColourPath;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * The slow, obviously correct twin of {@link Position} and {@link Game}: the rules read straight
 * from the help file on a map of hexes, every candidate (tile, cell, turn) tried against each rule
 * from scratch, the bag a list, the turn a few flags, the scores from
 * {@link io.github.dlxkit.tantrix.model.TantrixCheck}'s paths. It shares no code with the fast
 * engine but the tiles and the hex geometry.
 */
final class RulesTwin {
  final List<Colour> colours;
  final Map<Hex, OrientedTile> board = new LinkedHashMap<>();
  final List<List<Tile>> hands = new ArrayList<>();
  final List<Tile> bag = new ArrayList<>();
  int current;
  boolean freeMade;
  boolean movedThisTurn;
  int passesInARow;
  boolean over;

  RulesTwin(GameSetup setup) {
    colours = setup.colours();
    List<Tile> all = new ArrayList<>(TileSet.standard().tiles());
    Random random = new Random(setup.seed()); // the shuffle the help file leaves to the players
    for (int i = all.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Tile x = all.get(i);
      all.set(i, all.get(j));
      all.set(j, x);
    }
    int k = 0;
    for (int p = 0; p < colours.size(); p++) {
      hands.add(new ArrayList<>(all.subList(k, k + 6)));
      k += 6;
    }
    bag.addAll(all.subList(k, all.size()));
    endTurnIfStuck();
  }

  /** The number of tiles touching {@code h}. */
  int tilesAround(Map<Hex, OrientedTile> b, Hex h) {
    int n = 0;
    for (Side s : Side.values()) {
      if (b.containsKey(h.neighbour(s))) {
        n++;
      }
    }
    return n;
  }

  boolean isForced(Map<Hex, OrientedTile> b, Hex h) {
    return !b.containsKey(h) && tilesAround(b, h) >= 3;
  }

  /** Every empty cell touching a tile. */
  Set<Hex> spaces() {
    Set<Hex> out = new TreeSet<>();
    for (Hex h : board.keySet()) {
      for (Side s : Side.values()) {
        if (!board.containsKey(h.neighbour(s))) {
          out.add(h.neighbour(s));
        }
      }
    }
    return out;
  }

  /** Restriction 3, from the definition: a tile on {@code x} would lie along a side controlled by forced space f. */
  boolean onControlledSide(Hex x) {
    for (Hex f : spaces()) {
      if (!isForced(board, f)) {
        continue;
      }
      for (Side d : Side.values()) {
        for (int turn : new int[] {-1, 1}) {
          Side w = d.turn(turn);
          // the run f+d, f+2d, … beside the wall f+w, f+w+d, …: x must be in the run, every run
          // cell up to x empty, every wall cell up to x's left neighbour on the wall filled
          Hex run = f;
          Hex wall = f.neighbour(w);
          while (true) {
            run = run.neighbour(d);
            if (board.containsKey(run) || !board.containsKey(wall)) {
              break;
            }
            if (run.equals(x)) {
              return true;
            }
            wall = wall.neighbour(d);
          }
        }
      }
    }
    return false;
  }

  /** The rule broken by putting {@code o} on {@code at} now, ignoring the forced-space-first rule; null if none. */
  Rule placementRule(Hex at, OrientedTile o) {
    if (board.isEmpty()) {
      return at.equals(Hex.ORIGIN) ? null : Rule.FIRST_TILE_IN_MIDDLE;
    }
    if (board.containsKey(at)) {
      return Rule.OCCUPIED;
    }
    if (tilesAround(board, at) == 0) {
      return Rule.NOT_TOUCHING;
    }
    for (Side s : Side.values()) {
      OrientedTile n = board.get(at.neighbour(s));
      if (n != null && n.colour(s.opposite()) != o.colour(s)) {
        return Rule.COLOURS_DIFFER;
      }
    }
    if (!bag.isEmpty()) {
      for (Side s : Side.values()) {
        if (isForced(board, at.neighbour(s))) {
          return Rule.FOURTH_TILE;
        }
      }
      if (onControlledSide(at)) {
        return Rule.CONTROLLED_SIDE;
      }
      Map<Hex, OrientedTile> after = new HashMap<>(board);
      after.put(at, o);
      for (Side s : Side.values()) {
        Hex n = at.neighbour(s);
        if (isForced(after, n)) {
          Map<Colour, Integer> links = new HashMap<>();
          for (Side u : Side.values()) {
            OrientedTile t = after.get(n.neighbour(u));
            if (t != null) {
              links.merge(t.colour(u.opposite()), 1, Integer::sum);
            }
          }
          if (links.values().stream().anyMatch(k -> k >= 3)) {
            return Rule.SAME_COLOUR_FORCED_SPACE;
          }
        }
      }
    }
    return null;
  }

  /** Every (tile, cell, turn) the player to move may play now. */
  Set<Placement> legal() {
    Set<Placement> out = new HashSet<>();
    if (over) {
      return out;
    }
    Set<Hex> cells = board.isEmpty() ? Set.of(Hex.ORIGIN) : spaces();
    List<Placement> all = new ArrayList<>();
    List<Placement> forced = new ArrayList<>();
    for (Hex h : cells) {
      for (Tile t : hands.get(current)) {
        for (int rot = 0; rot < 6; rot++) {
          if (placementRule(h, t.rotate(rot)) == null) {
            Placement p = new Placement(t.number(), h, rot);
            all.add(p);
            if (isForced(board, h)) {
              forced.add(p);
            }
          }
        }
      }
    }
    if (!forced.isEmpty()) {
      out.addAll(forced);
    } else if (!freeMade) {
      out.addAll(all);
    }
    return out;
  }

  /** Plays a move the twin finds legal: the tile leaves the hand, one is drawn, the turn goes on or ends. */
  void play(Placement p) {
    boolean wasForced = isForced(board, p.cell());
    List<Tile> hand = hands.get(current);
    Tile t = hand.stream().filter(x -> x.number() == p.tile()).findFirst().orElseThrow();
    hand.remove(t);
    board.put(p.cell(), t.rotate(p.rotation()));
    if (!bag.isEmpty()) {
      hand.add(bag.remove(0));
    }
    if (!wasForced) {
      freeMade = true;
    }
    movedThisTurn = true;
    endTurnIfStuck();
  }

  private void endTurnIfStuck() {
    while (true) {
      if (board.size() == 56) {
        over = true;
        return;
      }
      if (!legal().isEmpty()) {
        return;
      }
      passesInARow = movedThisTurn ? 0 : passesInARow + 1;
      if (passesInARow >= colours.size()) {
        over = true;
        return;
      }
      current = (current + 1) % colours.size();
      freeMade = false;
      movedThisTurn = false;
    }
  }

  /** A player's score from TantrixCheck's paths: the best line's tiles, or twice the best loop's. */
  int score(int seat) {
    int best = 0;
    for (ColourPath path : Tantrix.of(board).check().paths(colours.get(seat))) {
      best = Math.max(best, path.kind() == PathKind.LOOP ? 2 * path.length() : path.length());
    }
    return best;
  }
}

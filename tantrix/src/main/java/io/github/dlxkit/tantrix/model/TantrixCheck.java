package io.github.dlxkit.tantrix.model;

import io.github.dlxkit.core.BadInputException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The validation of a {@link Tantrix} against the rules: the Golden Rule (touching edges have the
 * same colour), no holes (no empty cell enclosed by tiles), one connected group, and for each colour
 * its lines and loops. A colour's path follows its arcs from tile to tile across edges where both
 * sides show that colour; where the Golden Rule is broken, the path simply ends. A tantrix checked
 * against a puzzle (its tiles, board and goal) is {@link io.github.dlxkit.tantrix.PuzzleCheck}.
 *
 * <pre>{@code
 * TantrixCheck c = PuzzleCatalog.get("rainbow_blue").fixed().findFirst().orElseThrow().check();
 * c.isValid();                             // true: the Golden Rule holds
 * c.hasSingle(Colour.BLUE, PathKind.LINE); // true
 * c.mismatches().size();                   // 0
 * }</pre>
 *
 * <p>Computed in full when made; immutable after that, and thread-safe.
 */
public final class TantrixCheck {
  private final List<Mismatch> mismatches;
  private final List<Hex> holes;
  private final boolean connected;
  private final Map<Colour, List<ColourPath>> paths;

  TantrixCheck(Tantrix t) {
    this.mismatches = findMismatches(t);
    this.holes = HexRegions.holes(t.placements().keySet());
    this.connected = HexRegions.isConnected(t.placements().keySet());
    this.paths = new EnumMap<>(Colour.class);
    for (Colour c : Colour.ARC_COLOURS) {
      paths.put(c, List.copyOf(tracePaths(t, c)));
    }
  }

  /**
   * A broken Golden Rule: the tile on {@code cell} shows {@code here} on {@code side}, its
   * neighbour shows {@code there}.
   */
  public record Mismatch(Hex cell, Side side, Colour here, Colour there) {
    @Override
    public String toString() {
      return cell + " " + side + " is " + here.displayName() + " but " + cell.neighbour(side) + " "
          + side.opposite() + " is " + there.displayName();
    }
  }

  /** {@return every shared edge whose two sides differ in colour, each once} */
  public List<Mismatch> mismatches() {
    return mismatches;
  }

  /** {@return the empty cells enclosed by the tantrix, in reading order} */
  public List<Hex> holes() {
    return holes;
  }

  /** {@return whether the tiles form one connected group} */
  public boolean isConnected() {
    return connected;
  }

  /**
   * {@return the lines and loops of colour {@code c} (empty if no tile carries it)}
   *
   * @param c an arc colour; not null
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code c} is white
   */
  public List<ColourPath> paths(Colour c) {
    List<ColourPath> p = paths.get(c);
    if (p == null) {
      throw new BadInputException(c.displayName() + " is not an arc colour");
    }
    return p;
  }

  /** {@return whether the tantrix keeps the rules: Golden Rule everywhere, no holes, connected} */
  public boolean isValid() {
    return mismatches.isEmpty() && holes.isEmpty() && connected;
  }

  /**
   * {@return whether colour {@code c} forms exactly one path, of kind {@code kind}}
   *
   * @param c an arc colour; not null
   * @param kind line or loop
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code c} is white
   */
  public boolean hasSingle(Colour c, PathKind kind) {
    List<ColourPath> p = paths(c);
    return p.size() == 1 && p.get(0).kind() == kind;
  }

  /**
   * {@return whether the tantrix is {@link #isValid() valid} and every colour of the goal forms
   * exactly one path of the asked kind}
   *
   * @param goal the goal; {@link Goal#none()} asks only for validity; not null
   */
  public boolean satisfies(Goal goal) {
    if (!isValid()) {
      return false;
    }
    for (Colour c : goal.colours()) {
      if (!hasSingle(c, goal.kind(c))) {
        return false;
      }
    }
    return true;
  }

  private static List<Mismatch> findMismatches(Tantrix t) {
    List<Mismatch> out = new ArrayList<>();
    t.placements().forEach((h, o) -> {
      for (Side s : Side.values()) {
        Hex n = h.neighbour(s);
        OrientedTile other = t.at(n);
        // each shared edge once: from the cell that comes first in reading order
        if (other != null && h.compareTo(n) < 0 && o.colour(s) != other.colour(s.opposite())) {
          out.add(new Mismatch(h, s, o.colour(s), other.colour(s.opposite())));
        }
      }
    });
    return out;
  }

  /** Splits the arcs of colour {@code c} into paths, each traced from one end (or anywhere on a loop). */
  private static List<ColourPath> tracePaths(Tantrix t, Colour c) {
    List<ColourPath> out = new ArrayList<>();
    Set<Hex> seen = new HashSet<>();
    for (Hex start : t.placements().keySet()) {
      OrientedTile o = t.at(start);
      if (!o.tile().has(c) || seen.contains(start)) {
        continue;
      }
      Side[] ends = o.sidesOf(c);
      Deque<Hex> cells = new ArrayDeque<>();
      cells.add(start);
      seen.add(start);
      boolean closed = walk(t, c, start, ends[0], cells, seen, true);
      if (!closed) {
        walk(t, c, start, ends[1], cells, seen, false);
      }
      out.add(new ColourPath(c, new ArrayList<>(cells), closed ? PathKind.LOOP : PathKind.LINE));
    }
    return out;
  }

  /**
   * Follows colour {@code c} from {@code from} out through {@code side}, adding cells at the back
   * (or front); returns true if the walk came back to {@code from}.
   */
  private static boolean walk(Tantrix t, Colour c, Hex from, Side side, Deque<Hex> cells, Set<Hex> seen,
      boolean atBack) {
    Hex here = from;
    Side out = side;
    while (true) {
      Hex next = here.neighbour(out);
      OrientedTile o = t.at(next);
      if (o == null || o.colour(out.opposite()) != c) {
        return false;
      }
      if (next.equals(from)) {
        return true;
      }
      if (atBack) {
        cells.addLast(next);
      } else {
        cells.addFirst(next);
      }
      seen.add(next);
      out = o.otherEnd(out.opposite());
      here = next;
    }
  }
}

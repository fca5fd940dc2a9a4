package io.github.dlxkit.polyomino.encoding;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How to count a tiling problem's solutions with its symmetry group G ({@link ProblemSymmetries})
 * doing most of the work: the classic trick of restricting one piece's placements (Knuth
 * restricts the X pentomino to one quarter of the 6&times;10 box), made exact for every problem.
 *
 * <h2>The method</h2>
 * Choose a piece P used exactly once in every solution, and let G<sub>P</sub> be the symmetries
 * that map P to itself. They permute P's rows; keep one representative r of each orbit, with its
 * orbit size |G<sub>P</sub>|/|Stab(r)|. Every solution contains exactly one row of P, and a symmetry
 * maps the solutions containing r one-to-one onto those containing its image, so
 * <pre>
 *   count = &Sigma;_r orbit(r) &middot; N(r)             (N(r) = solutions containing r)
 * </pre>
 * Solutions up to symmetry are the orbits of G on solutions; by the orbit-stabiliser theorem their
 * number is (1/|G|) &Sigma;<sub>s</sub> |Stab(s)|, hence
 * <pre>
 *   distinct = (1/|G|) &Sigma;_r orbit(r) &middot; &Sigma;_(s &ni; r) |Stab(s)|
 * </pre>
 * When G<sub>P</sub> = G and Stab(r) is trivial, every s containing r has a trivial stabiliser (a
 * symmetry fixing s fixes its only row of P), so the inner sum is N(r) and orbit(r) = |G|: such a
 * representative contributes N(r) and needs counting only. Other representatives need their
 * solutions enumerated to find their stabilisers; the piece is chosen to make them few.
 *
 * <p>Without a piece used exactly once (all reusable) the plan has no representatives and the
 * solutions must be enumerated in full ({@link #enumerateAll()}).
 *
 * <pre>{@code
 * TilingSolver t = TilingSolver.builder(PieceSets.pentominoes(), Region.box(6, 10)).reflection(true).build();
 * List<Symmetry> g = ProblemSymmetries.of(t.encoding());
 * SymmetryPlan plan = SymmetryPlan.of(t.encoding(), g, 1_000);
 * plan.representatives().size();   // the placements of plan.piece() counted, one per orbit
 * }</pre>
 */
public final class SymmetryPlan {
  private final List<Symmetry> group;
  private final int piece;
  private final boolean pieceFixedByAll;
  private final List<Representative> representatives;

  /**
   * A representative row of an orbit of the chosen piece's rows, and the orbit's size.
   *
   * @param row the representative's row number in the encoding, the least of its orbit
   * @param orbitSize how many of the piece's rows its orbit under the symmetries fixing the piece
   *     holds, the weight of its count
   * @param trivialStabiliser whether only the identity maps the row to itself
   */
  public record Representative(int row, int orbitSize, boolean trivialStabiliser) {}

  private SymmetryPlan(List<Symmetry> group, int piece, boolean pieceFixedByAll,
      List<Representative> representatives) {
    this.group = group;
    this.piece = piece;
    this.pieceFixedByAll = pieceFixedByAll;
    this.representatives = representatives;
  }

  /**
   * {@return the plan for {@code encoding} under {@code group} that restricts the piece with the cheapest
   * representatives: each costs 1, or {@code enumerationCost} if it {@linkplain #needsEnumeration
   * needs enumeration} (pass 1 to plan {@code count}, more to plan {@code countDistinct})}
   * Tries every piece used exactly once.
   *
   * @param encoding the tiling problem
   * @param group its symmetries, identity first ({@link ProblemSymmetries#of})
   * @param enumerationCost the cost of a representative that needs enumeration, at least 1
   */
  public static SymmetryPlan of(TilingEncoding encoding, List<Symmetry> group, int enumerationCost) {
    SymmetryPlan best = null;
    long bestCost = Long.MAX_VALUE;
    for (int p = 0; p < encoding.pieces().size(); p++) {
      if (encoding.isReusable(p)) {
        continue;
      }
      SymmetryPlan plan = forPiece(encoding, group, p);
      long cost = 0;
      for (Representative r : plan.representatives) {
        cost += plan.needsEnumeration(r) ? enumerationCost : 1;
      }
      if (cost < bestCost) {
        best = plan;
        bestCost = cost;
      }
    }
    return best != null ? best : new SymmetryPlan(group, -1, false, List.of());
  }

  /**
   * {@return the plan that restricts piece {@code piece} (which must not be reusable)}
   *
   * @param encoding the tiling problem
   * @param group its symmetries, identity first ({@link ProblemSymmetries#of})
   * @param piece the piece's index in the encoding, used exactly once
   * @throws IllegalArgumentException if the piece is reusable
   */
  public static SymmetryPlan forPiece(TilingEncoding encoding, List<Symmetry> group, int piece) {
    if (encoding.isReusable(piece)) {
      throw new IllegalArgumentException("piece " + piece + " is reusable");
    }
    List<Symmetry> fixing = new ArrayList<>();
    for (Symmetry g : group) {
      if (g.pieceImage(piece) == piece) {
        fixing.add(g);
      }
    }
    int first = encoding.firstRow(piece);
    boolean[] seen = new boolean[encoding.endRow(piece) - first];
    List<Representative> reps = new ArrayList<>();
    for (int r = first; r < encoding.endRow(piece); r++) {
      if (seen[r - first]) {
        continue;
      }
      int orbit = 0;
      for (Symmetry g : fixing) {
        int image = g.rowImage(r);
        if (!seen[image - first]) {
          seen[image - first] = true;
          orbit++;
        }
      }
      reps.add(new Representative(r, orbit, orbit == fixing.size()));
    }
    return new SymmetryPlan(group, piece, fixing.size() == group.size(), Collections.unmodifiableList(reps));
  }

  /** {@return the symmetry group, identity first} */
  public List<Symmetry> group() {
    return group;
  }

  /** {@return the restricted piece, or -1 if every piece is reusable} */
  public int piece() {
    return piece;
  }

  /** {@return whether the solutions must be enumerated in full (no piece is used exactly once)} */
  public boolean enumerateAll() {
    return piece < 0;
  }

  /** {@return the orbit representatives of the chosen piece's rows, in row order} */
  public List<Representative> representatives() {
    return representatives;
  }

  /**
   * {@return whether counting solutions up to symmetry must enumerate the solutions containing {@code r}
   * (to find their stabilisers) rather than just count them}
   *
   * @param r one of {@link #representatives()}
   */
  public boolean needsEnumeration(Representative r) {
    return !(pieceFixedByAll && r.trivialStabiliser());
  }

  /** {@return whether the chosen piece is mapped to itself by every symmetry} */
  public boolean pieceFixedByAll() {
    return pieceFixedByAll;
  }

  /**
   * {@return the number of symmetries of solution {@code rows} (the identity included)}
   * Thread-safe when each thread passes its own {@code scratch}.
   *
   * @param rows the solution's row numbers; only the first {@code count} are read
   * @param count how many rows the solution has
   * @param scratch one flag per row of the encoding, all false; left all false on return
   */
  public int stabiliserSize(int[] rows, int count, boolean[] scratch) {
    for (int i = 0; i < count; i++) {
      scratch[rows[i]] = true;
    }
    int size = 0;
    for (Symmetry g : group) {
      boolean fixes = true;
      for (int i = 0; i < count && fixes; i++) {
        fixes = scratch[g.rowImage(rows[i])];
      }
      if (fixes) {
        size++;
      }
    }
    for (int i = 0; i < count; i++) {
      scratch[rows[i]] = false;
    }
    return size;
  }
}

package io.github.dlxkit.polyomino;

import io.github.dlxkit.polyomino.encoding.Placement;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import io.github.dlxkit.polyomino.render.AsciiRenderer;
import io.github.dlxkit.polyomino.render.Drawing;
import io.github.dlxkit.polyomino.render.SvgRenderer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A solution of a {@link TilingSolver} (or, with {@link Partial}, a partial one): the placed pieces,
 * in the order the search placed them. Immutable.
 *
 * <pre>{@code
 * Tiling t = solver.solutions().findFirst().orElseThrow();
 * t.polyominoes();          // the placed copies, with their names and colours
 * System.out.println(t.toAscii());
 * Files.writeString(dir.resolve("tiling.svg"), t.toSvg());   // dir: a Path of your choice
 * }</pre>
 */
public final class Tiling {
  private final Region region;
  private final List<Polyomino> pieces;
  private final List<Placement> placements;
  private final String alphabet;

  Tiling(Region region, List<Polyomino> pieces, List<Placement> placements, String alphabet) {
    this.region = region;
    this.pieces = pieces;
    this.placements = Collections.unmodifiableList(new ArrayList<>(placements));
    this.alphabet = alphabet;
  }

  /** {@return the region tiled} */
  public Region region() {
    return region;
  }

  /** {@return the placements, in the order the search chose them} */
  public List<Placement> placements() {
    return placements;
  }

  /** {@return the row numbers of the placements, in order (SageMath's solution lists)} */
  public int[] rows() {
    int[] rows = new int[placements.size()];
    for (int i = 0; i < rows.length; i++) {
      rows[i] = placements.get(i).row();
    }
    return rows;
  }

  /** {@return the placed copies of the pieces, in order (what SageMath's {@code solve()} yields)} */
  public List<Polyomino> polyominoes() {
    List<Polyomino> out = new ArrayList<>(placements.size());
    for (Placement p : placements) {
      out.add(p.polyomino());
    }
    return out;
  }

  /** {@return the number of pieces placed} */
  public int size() {
    return placements.size();
  }

  /** {@return whether every region cell is covered (false for the partial tilings of {@link Partial})} */
  public boolean isComplete() {
    int covered = 0;
    for (Placement p : placements) {
      covered += p.size();
    }
    return covered == region.size();
  }

  /** {@return what the renderers draw} */
  public Drawing drawing() {
    return Drawing.of(region, placements, Drawing.symbolsFor(pieces, alphabet));
  }

  /** {@return the tiling as text, one symbol per cell (see {@link AsciiRenderer})} */
  public String toAscii() {
    return AsciiRenderer.render(drawing());
  }

  /** {@return the tiling as an SVG document (see {@link SvgRenderer})} */
  public String toSvg() {
    return SvgRenderer.render(drawing());
  }

  /** As SageMath prints a solution: the list of placed polyominoes. */
  @Override
  public String toString() {
    return polyominoes().toString();
  }
}

package io.github.dlxkit.tantrix.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A tantrix: tiles placed on cells of the grid, each with a rotation. Immutable; the cells keep the
 * order in which they were given (the order of the JSON output). {@link #check()} validates it.
 *
 * <pre>{@code
 * TileSet set = TileSet.standard();
 * Tantrix t = Tantrix.builder()
 *     .place(Hex.of(0, 0), set.tile(1), 0)
 *     .place(Hex.of(1, 0), set.tile(2), 3)
 *     .build();
 * TantrixCheck c = t.check();
 * c.mismatches();                       // edges that break the Golden Rule
 * c.paths(Colour.YELLOW);               // its yellow lines and loops
 * c.satisfies(Goal.loop(Colour.YELLOW));
 * }</pre>
 *
 * <p>Immutable and thread-safe; the {@link Builder} is for one thread.
 */
public final class Tantrix {
  private final Map<Hex, OrientedTile> placements; // insertion order

  private Tantrix(Map<Hex, OrientedTile> placements) {
    this.placements = Collections.unmodifiableMap(new LinkedHashMap<>(placements));
  }

  /**
   * {@return a tantrix from cell → oriented tile, in the map's iteration order}
   *
   * @param placements the tile on each cell; copied, so later changes to it do not show; not null
   */
  public static Tantrix of(Map<Hex, OrientedTile> placements) {
    return new Tantrix(Objects.requireNonNull(placements, "placements"));
  }

  /** {@return a builder of a new tantrix, with no tiles yet} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return the placements, in order} */
  public Map<Hex, OrientedTile> placements() {
    return placements;
  }

  /** {@return the occupied cells, in order} */
  public List<Hex> cells() {
    return List.copyOf(placements.keySet());
  }

  /** {@return the tiles, in the order of their cells} */
  public List<Tile> tiles() {
    List<Tile> out = new ArrayList<>(placements.size());
    for (OrientedTile o : placements.values()) {
      out.add(o.tile());
    }
    return out;
  }

  /** {@return the number of tiles} */
  public int size() {
    return placements.size();
  }

  /**
   * {@return the tile at {@code h}, or null if the cell is empty}
   *
   * @param h the cell; null answers null
   */
  public OrientedTile at(Hex h) {
    return placements.get(h);
  }

  /**
   * {@return the colour shown on {@code side} of the tile at {@code h}, or null if the cell is empty}
   *
   * @param h the cell; null answers null
   * @param side the side of the cell, in board directions (the tile's rotation applied); not null
   *     when the cell holds a tile
   */
  public Colour colourAt(Hex h, Side side) {
    OrientedTile o = placements.get(h);
    return o == null ? null : o.colour(side);
  }

  /** {@return the occupied cells as a shape} */
  public HexShape shape() {
    return HexShape.of(placements.keySet());
  }

  /**
   * {@return this tantrix turned {@code k} steps of 60° clockwise about the origin, tiles and all}
   *
   * @param k the number of steps, any int: taken modulo 6, so -1 turns one step anticlockwise
   */
  public Tantrix rotate(int k) {
    Map<Hex, OrientedTile> m = new LinkedHashMap<>();
    placements.forEach((h, o) -> m.put(h.rotate(k), o.rotate(k)));
    return new Tantrix(m);
  }

  /**
   * {@return this tantrix moved by {@code d}, the tiles keeping their rotations}
   *
   * @param d the offset added to every cell; not null
   */
  public Tantrix translate(Hex d) {
    Map<Hex, OrientedTile> m = new LinkedHashMap<>();
    placements.forEach((h, o) -> m.put(h.plus(d), o));
    return new Tantrix(m);
  }

  /** {@return this tantrix moved so that its first tile is at (0, 0)} */
  public Tantrix anchored() {
    return placements.isEmpty() ? this : translate(Hex.ORIGIN.minus(placements.keySet().iterator().next()));
  }

  /** {@return the same placements listed in reading order of the cells} */
  public Tantrix sorted() {
    Map<Hex, OrientedTile> m = new LinkedHashMap<>();
    placements.keySet().stream().sorted().forEach(h -> m.put(h, placements.get(h)));
    return new Tantrix(m);
  }

  /**
   * Validates the tantrix: Golden Rule, holes, connectedness and the coloured paths.
   *
   * @return the findings, computed now; ask it whether a goal is met
   */
  public TantrixCheck check() {
    return new TantrixCheck(this);
  }

  /** Two tantrixes are equal when they place the same tiles the same way on the same cells. */
  @Override
  public boolean equals(Object o) {
    return o instanceof Tantrix t && t.placements.equals(placements);
  }

  @Override
  public int hashCode() {
    return placements.hashCode();
  }

  /** e.g. "{(0,0)=1/0, (1,0)=2/3}". */
  @Override
  public String toString() {
    return placements.toString();
  }

  /** Collects placements; refuses a second tile on a cell. */
  public static final class Builder {
    private final Map<Hex, OrientedTile> placements = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Places {@code tile} turned {@code rotation} steps on {@code cell}.
     *
     * @param cell the cell; not null
     * @param tile the tile; not null
     * @param rotation the tile's turn, in 60° steps clockwise, 0..5
     * @return this builder
     * @throws IllegalArgumentException ({@link io.github.dlxkit.core.BadInputException} for the
     *     rotation) if the cell is taken, the tile is null or the rotation is not 0..5
     */
    public Builder place(Hex cell, Tile tile, int rotation) {
      return place(cell, new OrientedTile(tile, rotation));
    }

    /**
     * Places an oriented tile on {@code cell}.
     *
     * @param cell the cell; not null
     * @param tile the tile in its rotation; not null
     * @return this builder
     * @throws IllegalArgumentException if the cell is taken
     */
    public Builder place(Hex cell, OrientedTile tile) {
      if (placements.containsKey(cell)) {
        throw new IllegalArgumentException("cell " + cell + " holds two tiles (" + placements.get(cell)
            + " and " + tile + ")");
      }
      placements.put(cell, tile);
      return this;
    }

    /** {@return the tantrix} */
    public Tantrix build() {
      return new Tantrix(placements);
    }
  }
}

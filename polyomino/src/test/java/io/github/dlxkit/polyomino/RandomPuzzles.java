package io.github.dlxkit.polyomino;

import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Small random tiling puzzles for property tests: 1 to 4 random polyominoes of 1 to 4 cells (2-D
 * mostly, some 3-D and 1-D), and a region made by dropping copies of them into a small box, so
 * that many puzzles have solutions; sometimes a reusable piece, sometimes a few cells removed or
 * added, rotations and reflections at random.
 */
final class RandomPuzzles {
  private RandomPuzzles() {}

  record Puzzle(List<Polyomino> pieces, boolean[] reusable, Region region, boolean rotation, boolean reflection) {
    TilingSolver solver() {
      return builder().build();
    }

    TilingSolver.Builder builder() {
      TilingSolver.Builder b = TilingSolver.builder(pieces, region).rotation(rotation).reflection(reflection);
      for (int i = 0; i < reusable.length; i++) {
        b.reusable(i, reusable[i]);
      }
      return b;
    }

    long independentCount() {
      List<Set<List<Integer>>> shapes = new ArrayList<>();
      for (Polyomino p : pieces) {
        shapes.add(cells(p.cells()));
      }
      return IndependentTiler.count(shapes, reusable, cells(region.cells()), rotation, reflection);
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder("Puzzle[rotation=" + rotation + ", reflection=" + reflection + ", region="
          + region.cells() + ", pieces=");
      for (int i = 0; i < pieces.size(); i++) {
        sb.append(pieces.get(i).cells()).append(reusable[i] ? "*" : "").append(' ');
      }
      return sb.append(']').toString();
    }
  }

  static Set<List<Integer>> cells(List<Cell> cells) {
    Set<List<Integer>> out = new HashSet<>();
    for (Cell c : cells) {
      List<Integer> l = new ArrayList<>();
      for (int i = 0; i < c.dimension(); i++) {
        l.add(c.get(i));
      }
      out.add(l);
    }
    return out;
  }

  static Puzzle generate(long seed) {
    Random rnd = new Random(seed);
    int roll = rnd.nextInt(20);
    int d = roll == 0 ? 1 : roll < 4 ? 3 : 2;
    int[] box = d == 1 ? new int[] {8} : d == 2 ? new int[] {2 + rnd.nextInt(3), 2 + rnd.nextInt(4)}
        : new int[] {2, 2 + rnd.nextInt(2), 2};
    int n = 1 + rnd.nextInt(d == 3 ? 3 : 4);
    List<Polyomino> pieces = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      pieces.add(randomPolyomino(rnd, d, 1 + rnd.nextInt(4)).withName("p" + i));
    }
    boolean[] reusable = new boolean[n];
    if (rnd.nextInt(4) == 0) {
      reusable[rnd.nextInt(n)] = true;
    }
    boolean rotation = rnd.nextInt(10) != 0;
    boolean reflection = rotation && rnd.nextBoolean();
    // drop each piece (reusable ones up to three times) at random places in the box
    Set<Cell> region = new HashSet<>();
    for (int i = 0; i < n; i++) {
      int copies = reusable[i] ? 1 + rnd.nextInt(3) : 1;
      for (int c = 0; c < copies; c++) {
        List<Polyomino> os = pieces.get(i).orientations(true, true);
        Polyomino o = os.get(rnd.nextInt(os.size()));
        List<Polyomino> spots = o.translationsInside(Region.box(box));
        for (int attempt = 0; attempt < 6 && !spots.isEmpty(); attempt++) {
          Polyomino placed = spots.get(rnd.nextInt(spots.size()));
          if (placed.cells().stream().noneMatch(region::contains)) {
            region.addAll(placed.cells());
            break;
          }
        }
      }
    }
    if (region.isEmpty() || rnd.nextInt(5) == 0) {
      int[] c = new int[d];
      for (int i = 0; i < d; i++) {
        c[i] = rnd.nextInt(box[i]);
      }
      region.add(Cell.of(c)); // a possibly spoiling extra cell
    }
    return new Puzzle(pieces, reusable, Region.of(region), rotation, reflection);
  }

  /** A connected polyomino grown cell by cell from the origin. */
  static Polyomino randomPolyomino(Random rnd, int d, int size) {
    List<Cell> cells = new ArrayList<>();
    cells.add(Cell.origin(d));
    while (cells.size() < size) {
      int[] c = cells.get(rnd.nextInt(cells.size())).coords();
      c[rnd.nextInt(d)] += rnd.nextBoolean() ? 1 : -1;
      Cell next = Cell.of(c);
      if (!cells.contains(next)) {
        cells.add(next);
      }
    }
    return Polyomino.of(cells);
  }
}

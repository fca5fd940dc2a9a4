package io.github.dlxkit.polyomino;

import io.github.dlxkit.polyomino.encoding.Symmetry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Solutions one per symmetry class: the first solution found of each class, in the search's order,
 * with the size of its class — the number of distinct images of its rows under the problem's
 * symmetries ({@link TilingSolver#symmetries()}, each mapping rows to rows), which is the group's
 * order divided by the solution's stabiliser. A class is known by its least image (sorted row
 * numbers compared lexicographically), as {@link TilingSolver#countDistinct()}'s slow twin picks it.
 *
 * <pre>{@code
 * TilingSolver strip = TilingSolver.builder(PieceSets.pentominoes(), Region.box(3, 20)).reflection(true).build();
 * List<SymmetryClasses.SolutionClass> classes = SymmetryClasses.first(strip, 10);
 * classes.size();                  // 2 (Haselgrove 1960)
 * classes.get(0).size();           // 4: the rectangle's four symmetries move it to four solutions
 * classes.get(0).representative(); // a Tiling
 * }</pre>
 *
 * <p>Stateless; safe from any thread (each call runs its own search).
 */
public final class SymmetryClasses {
  private SymmetryClasses() {}

  /**
   * One symmetry class of solutions.
   *
   * @param representative the first solution of the class the search found
   * @param size how many solutions the class holds (1 to the number of symmetries)
   */
  public record SolutionClass(Tiling representative, int size) {
    /**
     * Checks the arguments.
     *
     * @param representative the first solution of the class the search found, not null
     * @param size how many solutions the class holds, at least 1
     * @throws NullPointerException if {@code representative} is null
     * @throws IllegalArgumentException if {@code size} is below 1
     */
    public SolutionClass {
      Objects.requireNonNull(representative, "representative");
      if (size < 1) {
        throw new IllegalArgumentException("a class holds at least one solution, got " + size);
      }
    }
  }

  /**
   * The first {@code limit} classes of {@code solver}'s solutions (fewer when there are fewer), each
   * with the first solution found in it.
   *
   * @param solver the tiling problem; its solutions are listed in its order, on the calling thread
   * @param limit the most classes to return, at least 0
   * @return the classes in the order their first solutions were found, a new modifiable list
   * @throws NullPointerException if {@code solver} is null
   * @throws IllegalArgumentException if {@code limit} is negative
   * @throws InterruptedException if the thread is interrupted between two solutions
   */
  public static List<SolutionClass> first(TilingSolver solver, int limit) throws InterruptedException {
    Objects.requireNonNull(solver, "solver");
    if (limit < 0) {
      throw new IllegalArgumentException("limit must be at least 0, got " + limit);
    }
    List<Symmetry> group = solver.symmetries();
    Set<String> seen = new HashSet<>();
    List<SolutionClass> classes = new ArrayList<>();
    for (Iterator<Tiling> it = solver.solutions().iterator(); classes.size() < limit && it.hasNext(); ) {
      if (Thread.interrupted()) {
        throw new InterruptedException();
      }
      Tiling t = it.next();
      Set<String> images = new HashSet<>();
      int[] least = null;
      for (Symmetry g : group) {
        int[] image = Arrays.stream(t.rows()).map(g::rowImage).sorted().toArray();
        images.add(Arrays.toString(image));
        if (least == null || Arrays.compare(image, least) < 0) {
          least = image;
        }
      }
      if (seen.add(Arrays.toString(least))) {
        classes.add(new SolutionClass(t, images.size()));
      }
    }
    return classes;
  }
}

package io.github.dlxkit.hexad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.hexad.model.CellSet;
import io.github.dlxkit.hexad.model.Labelling;
import io.github.dlxkit.hexad.model.MinimogShapes;
import io.github.dlxkit.hexad.model.Picture;
import io.github.dlxkit.hexad.model.Point;
import io.github.dlxkit.hexad.model.PointMasks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The kitten method against the shared list of 132 hexads per labelling (Sage's, checked there to
 * be an S(5,6,12)), and Sage's descriptions against an independent reading of them.
 */
class HexadPropertiesTest {

  @ParameterizedTest
  @EnumSource(Labelling.class)
  @DisplayName("findHexad on all 792 5-subsets returns one of the 132 shared hexads, containing the 5 points")
  void everyFiveSubsetCompletesToASharedHexad(Labelling labelling) {
    Minimog m = Minimog.of(labelling);
    Set<Integer> shared = new HashSet<>();
    for (List<Point> h : HexadData.hexads(labelling)) {
      shared.add(PointMasks.of(h));
    }
    assertEquals(132, shared.size());
    int subsets = 0;
    for (List<Point> five : subsets(labelling.points(), 5)) {
      HexadMatch h = m.findHexad(five);
      assertEquals(6, h.hexad().size());
      assertTrue(h.hexad().containsAll(five), () -> h + " does not contain " + five);
      assertTrue(shared.contains(PointMasks.of(h.hexad())), () -> h + " is not a shared hexad");
      subsets++;
    }
    assertEquals(792, subsets); // C(12, 5)
  }

  @ParameterizedTest
  @EnumSource(Labelling.class)
  @DisplayName("hexads() is the shared list, in order, and the 132 hexads form an S(5,6,12)")
  void hexadsFormASteinerSystem(Labelling labelling) {
    Minimog m = Minimog.of(labelling);
    List<List<Point>> listed = new ArrayList<>();
    for (HexadMatch h : m.hexads()) {
      listed.add(h.hexad());
    }
    assertEquals(HexadData.hexads(labelling), listed);
    Map<Integer, Integer> cover = new HashMap<>();
    for (List<Point> h : listed) {
      for (List<Point> five : subsets(h, 5)) {
        cover.merge(PointMasks.of(five), 1, Integer::sum);
      }
    }
    assertEquals(792, cover.size(), "every 5-subset is covered");
    assertTrue(cover.values().stream().allMatch(c -> c == 1), "no 5-subset is covered twice");
  }

  @ParameterizedTest
  @EnumSource(Labelling.class)
  @DisplayName("every 5-subset of a hexad gets the same description, and the description rebuilds the hexad")
  void descriptionsAreConsistentAndMeanWhatTheySay(Labelling labelling) {
    Minimog m = Minimog.of(labelling);
    for (HexadMatch h : m.hexads()) {
      for (List<Point> five : subsets(h.hexad(), 5)) {
        assertEquals(h, m.findHexad(five));
      }
      assertEquals(h.hexad(), rebuild(m, h.description()), () -> "description of " + h);
    }
  }

  @ParameterizedTest
  @EnumSource(Labelling.class)
  @DisplayName("the types: 12 + 12 + 54 + 54 = 132, as in the shared hexads_by_type and Sage's theorem")
  void typesMatchTheSharedClassification(Labelling labelling) {
    Minimog m = Minimog.of(labelling);
    Map<Integer, String> shapeByType = Map.of(0, "line", 1, "lines", 2, "cross", 3, "square");
    Map<String, Integer> perShape = new HashMap<>();
    int rows = 0;
    for (String[] row : HexadData.tsv("hexads_by_type.tsv")) {
      if (!row[0].equals(labelling.sageName())) {
        continue;
      }
      rows++;
      HexadMatch h = m.findHexad(HexadData.points(row[2]).subList(0, 5));
      assertEquals(HexadData.points(row[2]), h.hexad());
      String shape = h.description().get(0).split(" ")[0];
      assertEquals(shapeByType.get(Integer.parseInt(row[1])), shape, () -> "type of " + h);
      perShape.merge(shape, 1, Integer::sum);
    }
    assertEquals(132, rows);
    assertEquals(Map.of("line", 12, "lines", 12, "cross", 54, "square", 54), perShape);
  }

  @Provide
  Arbitrary<Tuple.Tuple2<Labelling, List<Point>>> fivePoints() {
    return Arbitraries.of(Labelling.values()).flatMap(l ->
        Arbitraries.of(l.points()).list().ofSize(5).uniqueElements().map(pts -> Tuple.of(l, pts)));
  }

  @Property(tries = 300)
  void theHexadDoesNotDependOnTheOrderOfThePoints(@ForAll("fivePoints") Tuple.Tuple2<Labelling, List<Point>> input) {
    Minimog m = Minimog.of(input.get1());
    List<Point> reversed = new ArrayList<>(input.get2());
    Collections.reverse(reversed);
    HexadMatch h = m.findHexad(input.get2());
    assertEquals(h, m.findHexad(reversed));
    assertTrue(h.hexad().containsAll(input.get2()));
    assertTrue(m.isHexad(h.hexad()));
  }

  /**
   * Reads a description the way Curtis and Conway define the types, independently of the finder:
   * type 0 = the points at infinity and a line; 1 = two parallel lines; 2 = a point at infinity
   * and a cross of its picture; 3 = two points at infinity and a square of the third one's picture.
   * The picture is the one Sage's label names: types 0 and 1 say 1, 0, 6 for the pictures of
   * A[2][1], A[0][2], A[0][0]; types 2 and 3 print the point at infinity (except that type 2 says 1
   * and 6 literally for A[2][1] and A[0][0]).
   */
  private static List<Point> rebuild(Minimog m, List<String> description) {
    String[] shape = description.get(0).split(" ", 2);
    String label = description.get(1).substring("picture ".length());
    List<Picture> pictures = List.of(m.picture02(), m.picture21(), m.picture00());
    Set<Point> out = new HashSet<>();
    Picture picture;
    switch (shape[0]) {
      case "line", "lines" -> picture = pictures.get(List.of("1", "0", "6").indexOf(label));
      case "cross" -> picture = label.equals("1") ? m.picture02() : label.equals("6") ? m.picture00() : m.picture21();
      case "square" -> picture = pictures.stream()
          .filter(p -> p.pointAtInfinity().toString().replace("∞", "+Infinity").equals(label)).findFirst().orElseThrow();
      default -> throw new AssertionError(description);
    }
    CellSet cells;
    switch (shape[0]) {
      case "line" -> {
        cells = MinimogShapes.LINES.get(Integer.parseInt(shape[1]));
        out.addAll(m.pointsAtInfinity());
      }
      case "lines" -> {
        String[] ab = shape[1].replaceAll("[() ]", "").split(",");
        cells = CellSet.ofMask(MinimogShapes.LINES.get(Integer.parseInt(ab[0]) - 1).mask()
            | MinimogShapes.LINES.get(Integer.parseInt(ab[1]) - 1).mask());
      }
      case "cross" -> {
        cells = MinimogShapes.CROSSES.get(Integer.parseInt(shape[1]));
        out.add(picture.pointAtInfinity());
      }
      default -> {
        cells = MinimogShapes.SQUARES.get(Integer.parseInt(shape[1]));
        out.addAll(m.pointsAtInfinity());
        out.remove(picture.pointAtInfinity());
      }
    }
    out.addAll(Minimog.pictureSet(picture, cells));
    List<Point> sorted = new ArrayList<>(out);
    Collections.sort(sorted);
    return sorted;
  }

  /** All {@code k}-subsets of {@code points}, in lexicographic order. */
  static List<List<Point>> subsets(List<Point> points, int k) {
    List<List<Point>> out = new ArrayList<>();
    addSubsets(points, k, 0, new ArrayList<>(), out);
    return out;
  }

  private static void addSubsets(List<Point> points, int k, int from, List<Point> current, List<List<Point>> out) {
    if (current.size() == k) {
      out.add(List.copyOf(current));
      return;
    }
    for (int i = from; i < points.size(); i++) {
      current.add(points.get(i));
      addSubsets(points, k, i + 1, current, out);
      current.remove(current.size() - 1);
    }
  }
}

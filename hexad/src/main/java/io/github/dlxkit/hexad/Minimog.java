package io.github.dlxkit.hexad;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.hexad.model.CellSet;
import io.github.dlxkit.hexad.model.InfinityStyle;
import io.github.dlxkit.hexad.model.Labelling;
import io.github.dlxkit.hexad.model.MinimogShapes;
import io.github.dlxkit.hexad.model.Picture;
import io.github.dlxkit.hexad.model.Point;
import io.github.dlxkit.hexad.model.PointMasks;
import io.github.dlxkit.hexad.render.MinimogText;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;

/**
 * Curtis and Conway's MINIMOG, as SageMath's {@code sage.games.hexad.Minimog} offers it: complete
 * any 5 of its 12 points to the unique hexad of the Steiner system S(5,6,12) that contains them,
 * with Sage's description of the hexad, and play Conway and Ryba's mathematical blackjack.
 *
 * <pre>{@code
 * Minimog m = Minimog.shuffle();
 * HexadMatch h = m.findHexad(0, 1, 2, 3, 4);
 * h.hexad();                          // [0, 1, 2, 3, 4, 11]
 * h.description();                    // [square 2, picture 6]
 * m.blackjackMove(0, 2, 4, 6, 7, 11).message();   // "4 --> 3. The total went from 30 to 29."
 * Minimog.modulo11().findHexad(List.of(Point.of(1), Point.of(2), Point.of(3), Point.of(4), Point.INFINITY));
 *                                     // [1, 2, 3, 4, 10, ∞], [square 8, picture 0]
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class Minimog {
  private static final Minimog SHUFFLE = new Minimog(Labelling.SHUFFLE);
  private static final Minimog MODULO11 = new Minimog(Labelling.MODULO11);
  private static final int HEXAD_SIZE = 6;

  private final Labelling labelling;
  private final Picture picture00;
  private final Picture picture02;
  private final Picture picture21;
  private final HexadFinder finder;
  /** All 132 hexads with their descriptions, by point mask; filled once, in the constructor. */
  private final Map<Integer, HexadMatch> hexads;

  private Minimog(Labelling labelling) {
    this.labelling = labelling;
    this.picture00 = Picture.picture00(labelling);
    this.picture02 = Picture.picture02(labelling);
    this.picture21 = Picture.picture21(labelling);
    this.finder = new HexadFinder(labelling, picture00, picture02, picture21);
    this.hexads = allHexads();
  }

  /** {@return Sage's {@code Minimog(type="shuffle")}: points 0..11; one shared instance} */
  public static Minimog shuffle() {
    return SHUFFLE;
  }

  /** {@return Sage's {@code Minimog(type="modulo11")}: points 0..10 and ∞; one shared instance} */
  public static Minimog modulo11() {
    return MODULO11;
  }

  /**
   * {@return the MINIMOG with labelling {@code labelling}: {@link #shuffle()} or {@link #modulo11()}}
   *
   * @param labelling which points the array holds
   * @throws NullPointerException if {@code labelling} is null
   */
  public static Minimog of(Labelling labelling) {
    // checked: a null would otherwise pass as MODULO11
    return Objects.requireNonNull(labelling, "labelling") == Labelling.SHUFFLE ? SHUFFLE : MODULO11;
  }

  /** {@return this MINIMOG's labelling} */
  public Labelling labelling() {
    return labelling;
  }

  /**
   * {@return the point in row {@code row} (0..2), column {@code column} (0..3): Sage's {@code M.minimog[row][column]}}
   *
   * @param row the row of the 3×4 array, 0..2
   * @param column the column of the 3×4 array, 0..3
   * @throws BadInputException if the cell is outside the array
   */
  public Point at(int row, int column) {
    if (row < 0 || row >= Labelling.ROWS || column < 0 || column >= Labelling.COLUMNS) {
      throw new BadInputException("MINIMOG cell (" + row + ", " + column + ") is outside the 3×4 array");
    }
    return labelling.at(row, column);
  }

  /** {@return the three points at infinity, {@code A[0][2]}, {@code A[2][1]}, {@code A[0][0]} (e.g. 0, 1, 6)} */
  public List<Point> pointsAtInfinity() {
    return List.of(labelling.at(0, 2), labelling.at(2, 1), labelling.at(0, 0));
  }

  /** {@return Sage's {@code picture00}, the picture of {@code A[0][0]} (of 6 in the shuffle labelling)} */
  public Picture picture00() {
    return picture00;
  }

  /** {@return Sage's {@code picture02}, the picture of {@code A[2][1]} (of 1 in the shuffle labelling)} */
  public Picture picture02() {
    return picture02;
  }

  /** {@return Sage's {@code picture21}, the picture of {@code A[0][2]} (of 0 in the shuffle labelling)} */
  public Picture picture21() {
    return picture21;
  }

  /**
   * Sage's {@code M.line[i]}: a line of a picture, as cells of the 3×3 array.
   *
   * @param i the line's number, {@code 0 <= i < 12}
   * @return the line's cells (the same for every labelling)
   * @throws BadInputException if there is no line {@code i}
   */
  public CellSet line(int i) {
    return shape(MinimogShapes.LINES, i, "line");
  }

  /**
   * Sage's {@code M.cross[i]}: a cross of a picture, as cells of the 3×3 array.
   *
   * @param i the cross's number, {@code 0 <= i < 18}
   * @return the cross's cells (the same for every labelling)
   * @throws BadInputException if there is no cross {@code i}
   */
  public CellSet cross(int i) {
    return shape(MinimogShapes.CROSSES, i, "cross");
  }

  /**
   * Sage's {@code M.square[i]}: a square of a picture, as cells of the 3×3 array.
   *
   * @param i the square's number, {@code 0 <= i < 18}
   * @return the square's cells (the same for every labelling)
   * @throws BadInputException if there is no square {@code i}
   */
  public CellSet square(int i) {
    return shape(MinimogShapes.SQUARES, i, "square");
  }

  private static CellSet shape(List<CellSet> shapes, int i, String what) {
    if (i < 0 || i >= shapes.size()) {
      throw new BadInputException("no " + what + " " + i + " (they are numbered 0.." + (shapes.size() - 1) + ")");
    }
    return shapes.get(i);
  }

  // ---------------------------------------------------------------------------------------------
  // Hexads

  /**
   * {@return the hexad containing 5 given points, with Sage's description; Sage's {@code find_hexad}}
   *
   * @param points 5 distinct points of this labelling, in any order
   * @throws IllegalArgumentException unless the points are 5 distinct points of this labelling
   */
  public HexadMatch findHexad(Collection<Point> points) {
    int mask = PointMasks.checked(points, 5, labelling, "the points");
    HexadMatch h = finder.find(mask);
    if (h == null) {
      throw new IllegalStateException("the kitten method found no hexad through " + points + " (a bug)");
    }
    return h;
  }

  /**
   * {@link #findHexad(Collection)} for points given as objects.
   *
   * @param points 5 distinct points of this labelling, in any order
   * @return the hexad containing them, with Sage's description
   * @throws IllegalArgumentException unless the points are 5 distinct points of this labelling
   */
  public HexadMatch findHexad(Point... points) {
    return findHexad(Arrays.asList(points));
  }

  /**
   * {@link #findHexad(Collection)} for points given by number (no ∞).
   *
   * @param numbers 5 distinct numbers of this labelling's points (0..11 for the shuffle, 0..10 for
   *     the modulo-11 labelling)
   * @return the hexad containing them, with Sage's description
   * @throws IllegalArgumentException unless the numbers are 5 distinct points of this labelling
   */
  public HexadMatch findHexad(int... numbers) {
    return findHexad(points(numbers));
  }

  /**
   * Sage's {@code find_hexad0}: the hexad made of the three points at infinity and a line of some
   * picture through 2 or 3 given points (none at infinity), if there is one.
   *
   * @param points 2 or 3 distinct points of this labelling, none of {@link #pointsAtInfinity()}
   * @return the hexad with its description, or empty if no such line exists
   * @throws BadInputException if the points are not 2 or 3 distinct finite points of this labelling
   */
  public Optional<HexadMatch> findHexad0(Collection<Point> points) {
    int mask = finitePoints(points, 2, 3);
    return Optional.ofNullable(finder.type0(mask));
  }

  /**
   * Sage's {@code find_hexad1}: the union of two parallel lines of a picture through 5 given points.
   *
   * @param points 5 distinct points of this labelling
   * @return the hexad with its description, or empty if no two parallel lines hold the points
   * @throws IllegalArgumentException unless the points are 5 distinct points of this labelling
   */
  public Optional<HexadMatch> findHexad1(Collection<Point> points) {
    int mask = PointMasks.checked(points, 5, labelling, "the points");
    return Optional.ofNullable(finder.type1(mask));
  }

  /**
   * Sage's {@code find_hexad2}: the point at infinity {@code x0} and a cross of its picture through 4
   * given points (none at infinity).
   *
   * @param points 4 distinct points of this labelling, none of {@link #pointsAtInfinity()}
   * @param x0 one of {@link #pointsAtInfinity()}, whose picture is searched
   * @return the hexad with its description, or empty if no cross of that picture holds the points
   * @throws BadInputException if the points are not 4 distinct finite points of this labelling or
   *     {@code x0} is null or not at infinity
   */
  public Optional<HexadMatch> findHexad2(Collection<Point> points, Point x0) {
    int mask = finitePoints(points, 4, 4);
    checkAtInfinity(x0, "x0");
    return Optional.ofNullable(finder.type2(mask, x0));
  }

  /**
   * Sage's {@code find_hexad3}: the points at infinity {@code x0} and {@code x1} and a square in the
   * picture of the third point at infinity through 3 given points (none at infinity).
   *
   * @param points 3 distinct points of this labelling, none of {@link #pointsAtInfinity()}
   * @param x0 one of {@link #pointsAtInfinity()}
   * @param x1 another of {@link #pointsAtInfinity()}
   * @return the hexad with its description, or empty if no square of that picture holds the points
   * @throws BadInputException if the points are not 3 distinct finite points of this labelling, or
   *     {@code x0} and {@code x1} are not two different points at infinity
   */
  public Optional<HexadMatch> findHexad3(Collection<Point> points, Point x0, Point x1) {
    int mask = finitePoints(points, 3, 3);
    checkAtInfinity(x0, "x0");
    checkAtInfinity(x1, "x1");
    if (x0 == x1) {
      throw new BadInputException("x0 and x1 must be two different points at infinity, got " + x0 + " twice");
    }
    return Optional.ofNullable(finder.type3(mask, x0, x1));
  }

  /**
   * {@return whether {@code points} (any collection of this labelling's points) is one of the 132 hexads}
   *
   * @param points distinct points of this labelling, any number of them
   * @throws IllegalArgumentException if a point repeats or is not of this labelling
   */
  public boolean isHexad(Collection<Point> points) {
    return hexads.containsKey(PointMasks.checked(points, points.size(), labelling, "the points"));
  }

  /**
   * {@return the 132 hexads with Sage's descriptions, sorted by their points (∞ last)} Every 5-subset of one
   * hexad gets the same description from {@link #findHexad}, so each hexad has exactly one.
   */
  public List<HexadMatch> hexads() {
    return List.copyOf(hexads.values());
  }

  private Map<Integer, HexadMatch> allHexads() {
    Map<Integer, HexadMatch> found = new java.util.HashMap<>();
    List<Point> pts = labelling.points();
    int n = pts.size();
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        for (int c = b + 1; c < n; c++) {
          for (int d = c + 1; d < n; d++) {
            for (int e = d + 1; e < n; e++) {
              HexadMatch h = finder.find(pts.get(a).bit() | pts.get(b).bit() | pts.get(c).bit()
                  | pts.get(d).bit() | pts.get(e).bit());
              found.putIfAbsent(PointMasks.of(h.hexad()), h);
            }
          }
        }
      }
    }
    List<HexadMatch> sorted = new ArrayList<>(found.values());
    sorted.sort(Comparator.comparing(HexadMatch::hexad, Minimog::compareLists));
    Map<Integer, HexadMatch> out = new LinkedHashMap<>();
    for (HexadMatch h : sorted) {
      out.put(PointMasks.of(h.hexad()), h);
    }
    return out;
  }

  private static int compareLists(List<Point> a, List<Point> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = a.get(i).compareTo(b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  // ---------------------------------------------------------------------------------------------
  // Blackjack

  /**
   * Sage's {@code blackjack_move}: the winning move for six cards on the table, if there is one. It
   * tries the cards in increasing order and swaps the first one whose replacement (the sixth point
   * of the hexad through the other five) is lower.
   *
   * @param cards the six cards on the table, distinct points of this labelling, ∞ excluded
   * @return the winning move, or why there is none (total under 22, the cards a hexad, no move
   *     lowers a card)
   * @throws IllegalArgumentException unless the cards are 6 distinct numbered points of this
   *     labelling (∞ has no value in the game)
   */
  public BlackjackMove blackjackMove(Collection<Point> cards) {
    for (Point p : cards) {
      if (p != null && p.isInfinity()) {
        throw new BadInputException("∞ cannot be a blackjack card: cards are numbers, and the total must be a number");
      }
    }
    int hand = PointMasks.checked(cards, HEXAD_SIZE, labelling, "the cards");
    List<Point> sorted = PointMasks.toList(hand);
    int total = 0;
    for (Point p : sorted) {
      total += p.number();
    }
    if (total < 22) {
      return BlackjackMove.without(BlackjackMove.Kind.NO_MOVE, sorted, total);
    }
    if (hexads.containsKey(hand)) {
      return BlackjackMove.without(BlackjackMove.Kind.HEXAD, sorted, total);
    }
    for (Point x : sorted) {
      int others = hand & ~x.bit();
      int y = PointMasks.of(finder.find(others).hexad()) & ~others;
      Point to = Point.ofIndex(Integer.numberOfTrailingZeros(y));
      if (to.compareTo(x) < 0) {
        return BlackjackMove.winning(sorted, total, x, to);
      }
    }
    return BlackjackMove.without(BlackjackMove.Kind.NO_WINNING_MOVE, sorted, total);
  }

  /**
   * {@link #blackjackMove(Collection)} for cards given by number.
   *
   * @param cards the six cards on the table, distinct numbers of this labelling's points
   * @return the winning move, or why there is none
   * @throws IllegalArgumentException unless the cards are 6 distinct numbered points of this labelling
   */
  public BlackjackMove blackjackMove(int... cards) {
    return blackjackMove(points(cards));
  }

  // ---------------------------------------------------------------------------------------------
  // Pictures as text

  /**
   * Sage's {@code print_kitten} output as text, ∞ written as {@code style} says.
   *
   * @param style how to write ∞
   * @return the kitten, several lines without a final line break
   */
  public String kitten(InfinityStyle style) {
    return MinimogText.kitten(labelling, style);
  }

  /** Sage's {@code print_kitten()}: prints the kitten, ∞ as {@code ∞}, on {@code System.out}. */
  public void printKitten() {
    printKitten(System.out);
  }

  /**
   * Prints the kitten on {@code out}, ∞ as {@code ∞}, followed by a line break.
   *
   * @param out where to print
   */
  public void printKitten(PrintStream out) {
    out.println(kitten(InfinityStyle.SYMBOL));
  }

  /**
   * Sage's {@code view_list(L)}: a cell set as a 3×3 array of 0s and 1s, {@code [0 0 0]} rows.
   *
   * <pre>{@code
   * Minimog.viewList(Minimog.shuffle().line(1));   // "[0 0 0]\n[1 1 1]\n[0 0 0]"
   * }</pre>
   *
   * @param cells the cells to show as 1s
   * @return three lines, without a final line break
   */
  public static String viewList(CellSet cells) {
    return MinimogText.viewList(cells);
  }

  /**
   * Sage's {@code picture_set(A, L)}: the points in the cells {@code cells} of {@code picture}.
   *
   * <pre>{@code
   * Minimog m = Minimog.shuffle();
   * Minimog.pictureSet(m.picture00(), m.cross(2));   // {5, 7, 8, 9, 10}
   * }</pre>
   *
   * @param picture the picture whose points are read
   * @param cells the cells of the 3×3 array to read
   * @return the points in those cells, in increasing order (∞ last)
   */
  public static SortedSet<Point> pictureSet(Picture picture, CellSet cells) {
    return picture.pointSet(cells);
  }

  // ---------------------------------------------------------------------------------------------

  private int finitePoints(Collection<Point> points, int min, int max) {
    int mask = PointMasks.checked(points, points.size(), labelling, "the points");
    if (points.size() < min || points.size() > max) {
      throw new BadInputException("expected " + (min == max ? min : min + " or " + max)
          + " points, got " + points.size() + ": " + points);
    }
    int atInfinity = mask & finder.infinityMask();
    if (atInfinity != 0) {
      throw new BadInputException(PointMasks.toList(atInfinity).get(0)
          + " is a point at infinity; these points must be in the pictures (not " + pointsAtInfinity() + ")");
    }
    return mask;
  }

  private void checkAtInfinity(Point x, String name) {
    if (x == null || (finder.infinityMask() & x.bit()) == 0) {
      throw new BadInputException(name + " must be a point at infinity " + pointsAtInfinity() + ", got " + x);
    }
  }

  private static List<Point> points(int... numbers) {
    List<Point> out = new ArrayList<>(numbers.length);
    for (int n : numbers) {
      out.add(Point.of(n));
    }
    return out;
  }

  /** {@return as Sage: {@code Minimog of type shuffle} or {@code Minimog of type modulo11}} */
  @Override
  public String toString() {
    return "Minimog of type " + labelling.sageName();
  }
}

package io.github.dlxkit.hexad;

import io.github.dlxkit.hexad.model.InfinityStyle;
import io.github.dlxkit.hexad.model.Point;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A hexad of the MINIMOG's S(5,6,12) with SageMath's description of it, e.g. {@code [0, 1, 2, 3, 4,
 * 11]} described as {@code ["square 2", "picture 6"]}: the first word names the shape (line, two
 * parallel lines, cross or square) and its number in {@link io.github.dlxkit.hexad.model.MinimogShapes},
 * the second the picture it is drawn in, both spelled exactly as Sage spells them (∞ is
 * {@code +Infinity} there).
 *
 * <pre>{@code
 * HexadMatch h = Minimog.shuffle().findHexad(0, 1, 2, 3, 4);
 * h.hexad();         // [0, 1, 2, 3, 4, 11]
 * h.description();   // [square 2, picture 6]
 * }</pre>
 *
 * @param hexad the 6 points, in increasing order (∞ last)
 * @param description Sage's two-part description
 */
public record HexadMatch(List<Point> hexad, List<String> description) {
  /**
   * Copies both lists.
   *
   * @param hexad the 6 points, in increasing order (∞ last); copied
   * @param description Sage's two-part description, e.g. {@code [square 2, picture 6]}; copied
   * @throws NullPointerException if a list or an element is null
   */
  public HexadMatch {
    hexad = List.copyOf(hexad);
    description = List.copyOf(description);
  }

  /**
   * {@return the hexad as Sage prints a list, ∞ written as {@code style} says: {@code [0, 1, 2, 3, 4, 11]}}
   *
   * @param style how to write ∞
   */
  public String hexadText(InfinityStyle style) {
    return hexad.stream().map(p -> p.format(style)).collect(Collectors.joining(", ", "[", "]"));
  }

  /** {@return as Sage prints the pair: {@code ([0, 1, 2, 3, 4, 11], ['square 2', 'picture 6'])}} */
  @Override
  public String toString() {
    return "(" + hexadText(InfinityStyle.SAGE) + ", "
        + description.stream().map(d -> "'" + d + "'").collect(Collectors.joining(", ", "[", "]")) + ")";
  }
}

package io.github.dlxkit.polyomino.render;

import io.github.dlxkit.core.BadInputException;
import java.util.Locale;
import java.util.Set;

/**
 * The colours a picture may be given: the 147 colour keywords of SVG 1.1 (section 4.4, "Recognized
 * color keyword names", the same list as CSS Color Level 3's extended colours), {@code #rgb} or
 * {@code #rrggbb}. Anything else is refused, so that a typo never reaches the SVG as a colour the
 * viewer silently draws black.
 *
 * <pre>{@code
 * String c = SvgColour.check("Brown");   // "brown"; "#A0522D" gives "#a0522d", "notacolour" a BadInputException
 * }</pre>
 */
public final class SvgColour {
  private static final Set<String> NAMES = Set.of(
      "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black",
      "blanchedalmond", "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse",
      "chocolate", "coral", "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue", "darkcyan",
      "darkgoldenrod", "darkgray", "darkgreen", "darkgrey", "darkkhaki", "darkmagenta",
      "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon", "darkseagreen",
      "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise", "darkviolet", "deeppink",
      "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick", "floralwhite", "forestgreen",
      "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod", "gray", "grey", "green",
      "greenyellow", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender",
      "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan",
      "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink", "lightsalmon",
      "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey", "lightsteelblue",
      "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon", "mediumaquamarine",
      "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen", "mediumslateblue",
      "mediumspringgreen", "mediumturquoise", "mediumvioletred", "midnightblue", "mintcream",
      "mistyrose", "moccasin", "navajowhite", "navy", "oldlace", "olive", "olivedrab", "orange",
      "orangered", "orchid", "palegoldenrod", "palegreen", "paleturquoise", "palevioletred",
      "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple", "red", "rosybrown",
      "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen", "seashell", "sienna", "silver",
      "skyblue", "slateblue", "slategray", "slategrey", "snow", "springgreen", "steelblue", "tan",
      "teal", "thistle", "tomato", "turquoise", "violet", "wheat", "white", "whitesmoke", "yellow",
      "yellowgreen");

  private SvgColour() {}

  /** How many colour keywords SVG 1.1 recognises (147). */
  static int keywordCount() {
    return NAMES.size();
  }

  /**
   * {@return {@code colour} in lower case, if it is an SVG colour keyword, {@code #rgb} or {@code #rrggbb}
   * (keywords and hex digits in any case, as SVG reads them)}
   *
   * @param colour the colour as the user wrote it
   * @throws BadInputException naming the value and what is allowed
   */
  public static String check(String colour) {
    String c = colour.toLowerCase(Locale.ROOT);
    if (NAMES.contains(c) || c.matches("#([0-9a-f]{3}|[0-9a-f]{6})")) {
      return c;
    }
    throw new BadInputException("unknown colour '" + (colour.length() <= 40 ? colour : colour.substring(0, 40) + "…")
        + "' (an SVG colour name such as brown or steelblue, or #rgb or #rrggbb)");
  }
}

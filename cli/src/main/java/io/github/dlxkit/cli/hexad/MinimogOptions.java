package io.github.dlxkit.cli.hexad;

import io.github.dlxkit.hexad.Minimog;
import io.github.dlxkit.hexad.model.InfinityStyle;
import io.github.dlxkit.hexad.model.Labelling;
import io.github.dlxkit.hexad.model.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.Option;

/** The options every {@code dlx hexad} subcommand shares: which labelling, how to write ∞. */
final class MinimogOptions {
  @Option(names = "--labelling", paramLabel = "NAME", defaultValue = "shuffle",
      description = "shuffle (points 0..11, the default) or modulo11 (points 0..10 and ∞)")
  String labelling;

  @Option(names = "--ascii", description = "write ∞ as inf")
  boolean ascii;

  Minimog minimog() {
    return Minimog.of(Labelling.parse(labelling));
  }

  InfinityStyle style() {
    return ascii ? InfinityStyle.ASCII : InfinityStyle.SYMBOL;
  }

  /** Points as typed: numbers, or ∞ as inf, ∞, +Infinity or oo. */
  static List<Point> parse(List<String> words) {
    List<Point> out = new ArrayList<>();
    for (String w : words) {
      out.add(Point.parse(w));
    }
    return out;
  }

  /** Points separated by spaces. */
  String text(List<Point> points) {
    return points.stream().map(p -> p.format(style())).collect(Collectors.joining(" "));
  }
}

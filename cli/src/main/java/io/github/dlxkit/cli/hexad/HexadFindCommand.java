package io.github.dlxkit.cli.hexad;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.hexad.HexadMatch;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx hexad find}: the hexad through 5 points, with Sage's description. */
@Command(
    name = "find",
    mixinStandardHelpOptions = true,
    description = {
      "Completes 5 points to the unique hexad containing them and prints it, then Sage's",
      "description of it (shape and picture), such as '0 1 2 3 4 11  square 2, picture 6'."
    })
final class HexadFindCommand implements Callable<Integer> {
  Invocation invocation;
  @Mixin MinimogOptions options;

  @Parameters(paramLabel = "POINT", arity = "1..*", description = "5 distinct points; ∞ may be written inf")
  List<String> points;

  @Option(names = "--json", description = "{\"hexad\":[...],\"description\":[...]}")
  boolean json;

  @Override
  public Integer call() {
    HexadMatch h = options.minimog().findHexad(MinimogOptions.parse(points));
    invocation.out().println(HexadListCommand.line(h, options, json));
    return 0;
  }
}

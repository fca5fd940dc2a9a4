package io.github.dlxkit.cli.hexad;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.hexad.HexadJson;
import io.github.dlxkit.hexad.HexadMatch;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx hexad list}: the 132 hexads with their descriptions. */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description = "Prints the 132 hexads, sorted, one per line, each with Sage's description.")
final class HexadListCommand implements Callable<Integer> {
  Invocation invocation;
  @Mixin MinimogOptions options;

  @Option(names = "--json", description = "one {\"hexad\":[...],\"description\":[...]} per line")
  boolean json;

  @Override
  public Integer call() {
    PrintWriter out = invocation.out();
    for (HexadMatch h : options.minimog().hexads()) {
      out.println(line(h, options, json));
    }
    return 0;
  }

  /** One hexad as text ({@code 0 1 2 3 4 11  square 2, picture 6}) or JSON. */
  static String line(HexadMatch h, MinimogOptions options, boolean json) {
    return json ? HexadJson.hexad(h, options.style())
        : options.text(h.hexad()) + "  " + String.join(", ", h.description());
  }
}

package io.github.dlxkit.cli.hexad;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.hexad.render.MinimogText;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx hexad kitten}: Sage's {@code print_kitten}. */
@Command(
    name = "kitten",
    mixinStandardHelpOptions = true,
    description = "Prints Curtis's kitten as Sage's print_kitten does (with --minimog, the 3×4 MINIMOG first).")
final class HexadKittenCommand implements Callable<Integer> {
  Invocation invocation;
  @Mixin MinimogOptions options;

  @Option(names = "--minimog", description = "print the 3×4 MINIMOG array first, then a blank line")
  boolean minimog;

  @Override
  public Integer call() {
    PrintWriter out = invocation.out();
    if (minimog) {
      out.println(MinimogText.minimog(options.minimog().labelling(), options.style()));
      out.println();
    }
    out.println(options.minimog().kitten(options.style()));
    return 0;
  }
}

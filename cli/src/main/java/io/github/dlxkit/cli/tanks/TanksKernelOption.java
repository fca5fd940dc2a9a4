package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.DeprecatedOption;
import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tanks.TankKernel;
import picocli.CommandLine.Option;

/** {@code --kernel} of the {@code dlx tanks} subcommands that search (solve, count, estimate), as a picocli mixin. */
final class TanksKernelOption {
  /** The command this mixin belongs to ({@link Invocation}). */
  Invocation invocation;

  @Option(names = "--kernel", paramLabel = "K",
      description = "auto (default), exact-cover, propagation or row-scan; all find the same solutions")
  String name = "auto";

  /** The old name of {@code --kernel}, for one release: {@link #kernel} warns and takes it. */
  @Option(names = "--method", hidden = true, paramLabel = "K")
  String method;

  /** The kernel asked for; bad input naming {@code --kernel} if there is none of that name. */
  TankKernel kernel() {
    name = DeprecatedOption.take(invocation, "--method", method, "--kernel", name);
    method = null; // warned once
    try {
      return TankKernel.parse(name);
    } catch (BadInputException e) {
      throw new BadInputException("--kernel: " + e.getMessage());
    }
  }
}

package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.DeprecatedOption;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tanks.TankKernel;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code --kernel} of the {@code dlx tanks} subcommands that search (solve, count, estimate), as a picocli mixin. */
final class TanksKernelOption {
  @Spec(Spec.Target.MIXEE)
  CommandSpec spec;

  @Option(names = "--kernel", paramLabel = "K",
      description = "auto (default), exact-cover, propagation or row-scan; all find the same solutions")
  String name = "auto";

  /** The old name of {@code --kernel}, for one release. */
  @Option(names = "--method", hidden = true, paramLabel = "K")
  void oldMethod(String k) {
    DeprecatedOption.warn(spec, "--method", "--kernel");
    name = k;
  }

  /** The kernel asked for; bad input naming {@code --kernel} if there is none of that name. */
  TankKernel kernel() {
    try {
      return TankKernel.parse(name);
    } catch (BadInputException e) {
      throw new BadInputException("--kernel: " + e.getMessage());
    }
  }
}

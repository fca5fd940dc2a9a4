package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.tanks.encoding.CnfEncoding;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx tanks cnf}: writes a Tank Attack board as a Boolean formula for a SAT solver. */
@Command(
    name = "cnf",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the NxN Tank Attack board as a Boolean formula in DIMACS CNF for a SAT solver (no",
      "search); comment lines 'c cell I J range R var V' give each cell's variables.",
      "Exit status: 0 written, 2 bad input."
    })
final class TanksCnfCommand implements Callable<Integer> {
  Invocation invocation;

  @Mixin TanksBoard board;

  @Option(names = "--not-symmetric", paramLabel = "SYM",
      description = "keep only the grids NOT unchanged by SYM (rot90 or rot180); unsatisfiable then means every"
          + " solution has that symmetry")
  RequiredSymmetry notSymmetric = RequiredSymmetry.NONE;

  @Override
  public Integer call() {
    PrintWriter out = invocation.out();
    CnfEncoding.of(board.board(), board.symmetry, board.holes, notSymmetric, board.breakSymmetry).writeDimacs(out);
    out.flush();
    return 0;
  }
}

package io.github.dlxkit.cli.hexad;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.cli.ProgressPrinter;
import io.github.dlxkit.cli.SearchOptions;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.hexad.HexadJson;
import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.encoding.SteinerEncoding;
import io.github.dlxkit.hexad.steiner.SteinerSystem;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.UnaryOperator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx steiner T K V}: Steiner systems found and counted as exact covers. */
@Command(
    name = "steiner",
    mixinStandardHelpOptions = true,
    description = {
      "Steiner systems S(T,K,V) as exact cover: blocks of K of the points 0..V-1 such that",
      "every T points lie in exactly one block. --first prints one system, a block per line",
      "(the default); --count prints the number of labelled systems. Both fix the blocks",
      "through the last point (count the derived S(T-1,K-1,V-1), multiply by the extensions",
      "of one; find a derived system and extend it) unless --plain is given."
    })
public final class SteinerCommand implements Callable<Integer> {
  Invocation invocation;

  @Parameters(index = "0", paramLabel = "T", description = "every T points lie in one block")
  int t;

  @Parameters(index = "1", paramLabel = "K", description = "the block size")
  int k;

  @Parameters(index = "2", paramLabel = "V", description = "the number of points")
  int v;

  @Option(names = "--count", description = "print the number of labelled systems")
  boolean count;

  @Option(names = "--first", description = "print one system, a block per line (the default)")
  boolean first;

  @Option(names = "--plain", description = "search the whole exact-cover problem, without fixing blocks")
  boolean plain;

  @Mixin SearchOptions search;

  @Mixin SplitOptions split;

  @Mixin io.github.dlxkit.cli.MatrixOption matrix;

  @Option(names = "--json", description = "{\"t\":T,\"k\":K,\"v\":V,\"count\":N,\"blocks\":[[...],...]} on one line;"
      + " with no system nothing, or with --count the count without blocks (exit 1 either way)")
  boolean json;

  @Override
  public Integer call() throws Exception {
    matrix.allowOnly("--plain");
    int threads = search.threads();
    PrintWriter out = invocation.out();
    SteinerEncoding.check(t, k, v);
    if (matrix.requested()) {
      // the problem --count --plain counts; without --plain the count fixes blocks and multiplies
      return matrix.write("dlx steiner " + t + " " + k + " " + v + (plain ? " --plain" : ""), SteinerSystem.exactCover(t, k, v).problem(),
          java.util.List.of("items: each " + t + "-subset of the points, covered by exactly one block; an option"
              + " is a " + k + "-subset (a block)",
              "this is what --count --plain counts; --count without --plain fixes blocks by symmetry and"
              + " multiplies, which the matrix does not say"), out);
    }
    if (split.isActive()) {
      SteinerSystem plainSystem = SteinerSystem.exactCover(t, k, v);
      if (!count || first || json || !(plain || t < 2)) {
        throw new BadInputException("--checkpoint and --part work only with --count --plain");
      }
      return split.count(plainSystem.splittable(), search, out, invocation.err());
    }
    boolean wantFirst = first || !count;
    Long[] n = {null};
    Optional<BlockDesign> design = find(threads, wantFirst, n);
    if (json) {
      // no system: nothing on stdout (docs/cli.md), unless a count was asked for: a count is a number,
      // so --count --first prints {"t":..,"count":0} without blocks (exit 1, as without --json)
      if (n[0] != null || design.isPresent()) {
        out.println(HexadJson.steiner(t, k, v, n[0], wantFirst && design.isPresent(), design));
      }
    } else {
      if (n[0] != null) {
        out.println(n[0]);
      }
      if (wantFirst) {
        out.print(design.map(BlockDesign::toString).orElse(""));
      }
    }
    if (wantFirst && design.isEmpty()) {
      invocation.err().println("dlx steiner: there is no S(" + t + "," + k + "," + v + ")");
      return 1;
    }
    return 0;
  }

  private Optional<BlockDesign> find(int threads, boolean wantFirst, Long[] n) {
    return search.withProgress(invocation.err(), listener -> {
      UnaryOperator<SteinerSystem> setup = s -> s.withProgress(listener, ProgressPrinter.INTERVAL);
      if (count) {
        n[0] = SteinerSystem.countLabelled(t, k, v, threads, plain, setup);
      }
      return wantFirst ? SteinerSystem.findOne(t, k, v, threads, plain, setup) : Optional.<BlockDesign>empty();
    });
  }
}

package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.preprocess.Preprocessed;
import io.github.dlxkit.core.preprocess.Preprocessor;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx pre}: the problem without the options and items that take part in no solution (Knuth's DLX-PRE). */
@Command(
    name = "pre",
    mixinStandardHelpOptions = true,
    description = {
      "Preprocesses an exact-cover problem in Knuth's DLX format as Knuth's DLX-PRE does:",
      "writes the same problem without the options and items that take part in no solution",
      "(same solutions, same count) to stdout, and what was removed to stderr."
    })
public final class PreCommand implements Callable<Integer> {
  Invocation invocation;

  @Parameters(paramLabel = "FILE|-", description = "the problem in Knuth's DLX format; - reads stdin")
  String file;

  @Option(names = "--origins", description = "after each option, a comment line '| from line N' naming its line"
      + " in the input (as DLX-PRE's v9 names option numbers)")
  boolean origins;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = invocation.out();
    PrintWriter err = invocation.err();
    DlxFile dlx = DlxInput.read(file, err);
    Preprocessed pre = Preprocessor.reduce(dlx.problem());
    String[] lines = KnuthFormat.toText(pre.problem()).split("\n");
    out.println(lines[0]);
    for (int o = 0; o + 1 < lines.length; o++) {
      out.println(lines[o + 1]);
      if (origins) {
        out.println("| from line " + dlx.lineOf(pre.originalOption(o)));
      }
    }
    out.flush();
    err.println(pre.report());
    return 0;
  }
}

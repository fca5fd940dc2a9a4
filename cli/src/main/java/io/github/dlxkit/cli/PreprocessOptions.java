package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.preprocess.Preprocessed;
import io.github.dlxkit.core.preprocess.Preprocessor;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code --preprocess} of {@code count} and {@code solve}: Knuth's DLX-PRE reductions before the search. */
final class PreprocessOptions {
  @Option(names = "--preprocess", description = "first remove the options and items that take part in no"
      + " solution (Knuth's DLX-PRE rules, as 'dlx pre'); what was removed on stderr")
  boolean preprocess;

  /**
   * {@code dlx} reduced if {@code --preprocess} was given (the report on {@code err}), else
   * {@code dlx} itself. The reduced file's options keep their original lines and texts, so
   * solutions print as the original option lines.
   */
  DlxFile apply(DlxFile dlx, PrintWriter err) {
    if (!preprocess) {
      return dlx;
    }
    Preprocessed pre = Preprocessor.reduce(dlx.problem());
    err.println(pre.report());
    return origins(dlx, pre);
  }

  /** The reduced problem with each option's line number and text from the original file. */
  static DlxFile origins(DlxFile dlx, Preprocessed pre) {
    int n = pre.problem().optionCount();
    int[] lines = new int[n];
    List<String> texts = new ArrayList<>(n);
    for (int o = 0; o < n; o++) {
      lines[o] = dlx.lineOf(pre.originalOption(o));
      texts.add(dlx.textOf(pre.originalOption(o)));
    }
    return new DlxFile(dlx.source(), pre.problem(), lines, texts);
  }
}

package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.io.KnuthFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;

/** Reads the {@code FILE|-} argument of {@code dlx count} and {@code dlx solve}. */
final class DlxInput {
  private DlxInput() {}

  /** Reads the problem and prints a warning line per dropped option, as DLX2 does. */
  static DlxFile read(String file, PrintWriter err) throws IOException {
    DlxFile dlx;
    try (Reader in = Inputs.open(file)) {
      dlx = KnuthFormat.read(in, Inputs.displayName(file));
    }
    for (String warning : dlx.warnings()) {
      err.println("warning: " + warning);
    }
    return dlx;
  }
}

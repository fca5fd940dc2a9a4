package io.github.dlxkit.cli.main;

import io.github.dlxkit.cli.Errors;
import io.github.dlxkit.cli.Version;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The answers of {@code dlx --version}, {@code dlx --help}, {@code dlx} alone and {@code dlx help},
 * given without building any command's model (picocli takes 0.3 s of CPU to load and to build
 * one): the version line from the jar's manifest ({@link Version}), and the top-level usage as
 * picocli renders it, written into the jar at build time ({@link TopLevelUsage}), plain and with
 * picocli's colours. {@code TopLevelTest} proves each answer equal to picocli's, status, stdout and
 * stderr. Any other arguments, or a jar without the usage, go to picocli.
 */
final class TopLevel {
  private TopLevel() {}

  /** The resources, in this package, that hold the top-level usage: plain, and with colours. */
  static final String USAGE = "usage.txt";
  static final String USAGE_COLOURED = "usage-ansi.txt";

  /** What {@link #answer} returns for arguments that picocli must answer. */
  static final int NOT_HERE = -1;

  /**
   * Answers {@code args} if they are one of the top-level requests above, and returns the exit
   * status; else returns {@link #NOT_HERE} having written nothing. A failed write to {@code out}
   * throws as any command's does (Dlx.run reports it).
   */
  static int answer(String[] args, PrintWriter out, PrintWriter err) {
    List<String> a = List.of(args);
    if (a.equals(List.of("--version")) || a.equals(List.of("-V"))) {
      out.println(Version.line());
      out.flush();
      return 0;
    }
    boolean alone = a.isEmpty();
    if (!alone && !a.equals(List.of("--help")) && !a.equals(List.of("-h")) && !a.equals(List.of("help"))) {
      return NOT_HERE;
    }
    // picocli's own choice of colours (its Ansi.AUTO: the terminal, NO_COLOR, picocli.ansi, ...):
    // only this small class of picocli's is loaded, not the command line's
    String usage = usage(picocli.CommandLine.Help.Ansi.AUTO.enabled() ? USAGE_COLOURED : USAGE);
    if (usage == null) {
      return NOT_HERE;
    }
    // dlx alone is bad usage: the usage on stderr and status 2, as picocli's Dlx.call says
    PrintWriter to = alone ? err : out;
    to.print(usage);
    to.flush();
    return alone ? Errors.BAD_INPUT : 0;
  }

  /** The text of the resource {@code name}, or null if the jar was built without it. */
  static String usage(String name) {
    try (InputStream in = TopLevel.class.getResourceAsStream(name)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

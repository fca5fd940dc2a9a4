package io.github.dlxkit.cli.main;

import io.github.dlxkit.cli.CommandList;
import io.github.dlxkit.cli.Version;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Writes the distribution's man pages, one roff page per command ({@code dlx.1},
 * {@code dlx-count.1}, {@code dlx-sudoku-solve.1}, …), from the same command model the help is
 * made from, so that {@code man -l} shows them. (picocli's own generator writes AsciiDoc, which
 * needs Asciidoctor, a Ruby tool, to become a man page.) Run at build time by the cli pom:
 * {@code java -cp dlx.jar io.github.dlxkit.cli.main.ManPages OUTDIR}.
 */
final class ManPages {
  private ManPages() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: ManPages OUTDIR");
      System.exit(2);
    }
    System.out.println("ManPages: " + write(Path.of(args[0])).size() + " pages in " + args[0]);
  }

  /** Writes a page for {@code dlx} and each subcommand into {@code dir}; returns their paths. */
  static List<Path> write(Path dir) throws IOException {
    Files.createDirectories(dir);
    CommandLine dlx = CommandTree.commandLine(new java.io.PrintWriter(java.io.Writer.nullWriter()),
        new java.io.PrintWriter(java.io.Writer.nullWriter()));
    String version = Version.line();
    List<Path> pages = new ArrayList<>();
    write(dlx, dir, version, pages);
    return pages;
  }

  private static void write(CommandLine cl, Path dir, String version, List<Path> pages) throws IOException {
    CommandSpec spec = cl.getCommandSpec();
    Path page = dir.resolve(fileName(spec) + ".1");
    Files.writeString(page, page(spec, version), StandardCharsets.UTF_8);
    pages.add(page);
    for (Map.Entry<String, CommandLine> sub : cl.getSubcommands().entrySet()) {
      if (sub.getKey().equals(sub.getValue().getCommandSpec().name())) { // not again under an alias
        write(sub.getValue(), dir, version, pages);
      }
    }
  }

  static String fileName(CommandSpec spec) {
    return spec.qualifiedName("-");
  }

  /** One command's page in the man(7) macros. */
  static String page(CommandSpec spec, String version) {
    CommandLine.Help help = new CommandLine.Help(spec, CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
    StringBuilder roff = new StringBuilder();
    String title = fileName(spec).toUpperCase(java.util.Locale.ROOT);
    roff.append(".TH ").append(quote(title)).append(" 1 \"\" ").append(quote(version))
        .append(" \"dlxkit manual\"\n");
    roff.append(".nh\n.ad l\n"); // no hyphenation, ragged right: option names stay whole
    roff.append(".SH NAME\n").append(text(spec.qualifiedName("-"))).append(" \\- ")
        .append(text(CommandList.firstSentence(summary(spec)))).append('\n');
    roff.append(".SH SYNOPSIS\n.nf\n")
        .append(lines(help.synopsis(0).replaceFirst("^Usage: ", "").stripTrailing())).append(".fi\n");
    String description = help.description().strip();
    if (!description.isEmpty()) {
      roff.append(".SH DESCRIPTION\n").append(paragraphs(description));
    }
    if (!spec.positionalParameters().isEmpty()) {
      roff.append(".SH ARGUMENTS\n");
      for (PositionalParamSpec p : spec.positionalParameters()) {
        if (!p.hidden()) {
          roff.append(".TP\n\\fI").append(text(p.paramLabel())).append("\\fR\n")
              .append(text(describe(p.description(), p.defaultValueString()))).append('\n');
        }
      }
    }
    List<OptionSpec> options = spec.options().stream().filter(o -> !o.hidden()).toList();
    if (!options.isEmpty()) {
      roff.append(".SH OPTIONS\n");
      for (OptionSpec o : options) {
        roff.append(".TP\n\\fB").append(text(String.join(", ", o.names()))).append("\\fR");
        if (o.arity().max() > 0) {
          roff.append(" \\fI").append(text(o.paramLabel())).append("\\fR");
        }
        roff.append('\n').append(text(describe(o.description(), o.defaultValueString()))).append('\n');
      }
    }
    Map<String, CommandLine> subs = spec.subcommands();
    if (!subs.isEmpty()) {
      roff.append(".SH COMMANDS\n");
      for (Map.Entry<String, CommandLine> sub : subs.entrySet()) {
        CommandSpec s = sub.getValue().getCommandSpec();
        if (sub.getKey().equals(s.name())) {
          roff.append(".TP\n\\fB").append(text(s.name())).append("\\fR\n")
              .append(text(CommandList.firstSentence(summary(s)))).append(" See \\fB")
              .append(text(fileName(s))).append("\\fR(1).\n");
        }
      }
    }
    roff.append(".SH EXIT STATUS\n");
    for (Map.Entry<String, String> code : spec.usageMessage().exitCodeList().entrySet()) {
      roff.append(".TP\n\\fB").append(text(code.getKey().strip())).append("\\fR\n")
          .append(text(code.getValue())).append('\n');
    }
    if (spec.parent() != null) {
      roff.append(".SH SEE ALSO\n\\fB").append(text(fileName(spec.root()))).append("\\fR(1)\n");
    }
    return roff.toString();
  }

  private static String[] summary(CommandSpec spec) {
    return spec.usageMessage().header().length > 0 ? spec.usageMessage().header() : spec.usageMessage().description();
  }

  /** An option's description as one paragraph, its default filled in as the help fills it. */
  private static String describe(String[] description, String defaultValue) {
    String text = String.join(" ", description).replace("${DEFAULT-VALUE}", String.valueOf(defaultValue))
        .replace("%n", " ").replace("%%", "%");
    return text.replaceAll("\\s+", " ").strip();
  }

  /** Paragraphs of the help's description: a blank line starts a new one (.PP). */
  private static String paragraphs(String description) {
    StringBuilder roff = new StringBuilder();
    for (String para : description.split("\\n\\s*\\n")) {
      roff.append(".PP\n").append(text(para.replaceAll("\\s*\\n\\s*", " ").strip())).append('\n');
    }
    return roff.toString();
  }

  /** Preformatted lines, each escaped. */
  private static String lines(String text) {
    StringBuilder roff = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      roff.append(text(line)).append('\n');
    }
    return roff.toString();
  }

  /** Text escaped for roff: backslashes, hyphens (so options copy as ASCII), a leading dot or quote. */
  static String text(String s) {
    String t = s.replace("\\", "\\e").replace("-", "\\-");
    return t.startsWith(".") || t.startsWith("'") ? "\\&" + t : t;
  }

  private static String quote(String s) {
    return "\"" + s.replace("\"", "") + "\"";
  }
}

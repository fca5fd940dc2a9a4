package io.github.dlxkit.cli.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link TopLevel} answers {@code dlx --version}, {@code --help}, {@code help} and {@code dlx}
 * alone without picocli's models: each answer must be picocli's, status, stdout and stderr, with
 * colours and without (picocli's {@code picocli.ansi} property forces either).
 */
class TopLevelTest {
  private static final List<List<String>> ANSWERED = List.of(List.of("--version"), List.of("-V"),
      List.of("--help"), List.of("-h"), List.of("help"), List.of());

  @Test
  void everyAnswerIsPicoclis() {
    for (boolean colours : List.of(false, true)) {
      String before = System.getProperty("picocli.ansi");
      System.setProperty("picocli.ansi", Boolean.toString(colours));
      try {
        for (List<String> args : ANSWERED) {
          String[] a = args.toArray(new String[0]);
          StringWriter out = new StringWriter();
          StringWriter err = new StringWriter();
          int status = TopLevel.answer(a, new PrintWriter(out, true), new PrintWriter(err, true));
          assertNotEquals(TopLevel.NOT_HERE, status, "dlx " + args + " went to picocli");
          String fast = status + "\n" + out + "\n--- stderr\n" + err;
          assertEquals(picocli(a), fast, "dlx " + String.join(" ", args) + ", colours " + colours);
        }
      } finally {
        if (before == null) {
          System.clearProperty("picocli.ansi");
        } else {
          System.setProperty("picocli.ansi", before);
        }
      }
    }
  }

  /** The coloured usage is not the plain one: else the test above would not tell them apart. */
  @Test
  void theColouredUsageHasPicoclisColours() {
    String plain = TopLevel.usage(TopLevel.USAGE);
    String coloured = TopLevel.usage(TopLevel.USAGE_COLOURED);
    assertNotNull(plain, "no " + TopLevel.USAGE + " in the classes: the build writes it (cli/pom.xml)");
    assertTrue(plain.startsWith("Usage: dlx "), plain);
    assertTrue(coloured.contains("\u001b["), coloured);
    assertEquals(plain, coloured.replaceAll("\u001b\\[[0-9;]*m", ""));
  }

  @Test
  void everythingElseGoesToPicocli() {
    for (List<String> args : List.of(List.of("-V", "-V"), List.of("--help", "--version"), List.of("help", "count"),
        List.of("count", "--help"), List.of("--helps"), List.of("count"))) {
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      assertEquals(TopLevel.NOT_HERE, TopLevel.answer(args.toArray(new String[0]), new PrintWriter(out),
          new PrintWriter(err)), String.join(" ", args));
      assertEquals("", out + "" + err);
    }
  }

  /** The status, stdout and stderr of {@code args} on the whole command tree, by picocli. */
  private static String picocli(String[] args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = CommandTree.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
    return status + "\n" + out + "\n--- stderr\n" + err;
  }
}

package io.github.dlxkit.cli.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;

/**
 * {@code Dlx.main} leaves out picocli's built-in converters of {@link CommandTree#UNUSED_CONVERTERS}
 * (a start-up cost): no option or parameter of any command may then need one, and picocli must
 * really leave them out (else the setting would cost nothing and save nothing).
 */
class BuiltInConvertersTest {
  @Test
  void noOptionNeedsAConverterLeftOut() {
    List<Pattern> excluded = new ArrayList<>();
    for (String regex : CommandTree.UNUSED_CONVERTERS.split(",")) {
      excluded.add(Pattern.compile(regex));
    }
    List<String> checked = new ArrayList<>();
    walk(CommandTree.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())),
        excluded, checked);
    assertFalse(checked.size() < 200, "too few options checked: " + checked.size());
  }

  private static void walk(CommandLine cl, List<Pattern> excluded, List<String> checked) {
    for (ArgSpec arg : cl.getCommandSpec().args()) {
      if (arg.converters().length > 0) {
        continue; // converted by its own converter
      }
      List<Class<?>> types = new ArrayList<>(List.of(arg.auxiliaryTypes()));
      types.add(arg.type());
      for (Class<?> type : types) {
        for (Pattern p : excluded) {
          assertFalse(p.matcher(type.getName()).matches(), cl.getCommandSpec().qualifiedName() + " "
              + arg + " has type " + type.getName() + ", whose built-in converter dlx leaves out");
        }
      }
      checked.add(cl.getCommandSpec().qualifiedName() + " " + arg);
    }
    cl.getSubcommands().values().forEach(sub -> walk(sub, excluded, checked));
  }

  /** A command with a java.time option and no converter of its own. */
  static final class Probe {
    @CommandLine.Option(names = "--wait")
    Duration pause;
  }

  @Test
  void picocliLeavesThemOut() {
    String before = System.getProperty("picocli.converters.excludes");
    try {
      System.clearProperty("picocli.converters.excludes");
      Probe converted = new Probe();
      new CommandLine(converted).parseArgs("--wait", "PT2S");
      assertEquals(Duration.ofSeconds(2), converted.pause);
      System.setProperty("picocli.converters.excludes", CommandTree.UNUSED_CONVERTERS);
      CommandLine without = new CommandLine(new Probe());
      assertThrows(CommandLine.ParameterException.class, () -> without.parseArgs("--wait", "PT2S"));
    } finally {
      if (before == null) {
        System.clearProperty("picocli.converters.excludes");
      } else {
        System.setProperty("picocli.converters.excludes", before);
      }
    }
  }
}

package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Exit statuses by the kind of failure: the user's mistake (a {@link BadInputException}) is 2 and
 * one line; any other exception, an {@link IllegalArgumentException} included, is a bug in the
 * program, 3, "internal error", also one line.
 */
class ErrorsTest {
  @Command(name = "probe")
  static final class Probe implements Callable<Integer> {
    private final RuntimeException thrown;

    Probe(RuntimeException thrown) {
      this.thrown = thrown;
    }

    @Override
    public Integer call() {
      throw thrown;
    }
  }

  private static int run(RuntimeException thrown, StringWriter err) {
    CommandLine cl = new CommandLine(new Probe(thrown));
    cl.setErr(new PrintWriter(err, true));
    cl.setExecutionExceptionHandler(Errors::onException);
    return cl.execute();
  }

  /** A command that prints a line, then fails. */
  @Command(name = "printer")
  static final class Printer implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
      spec.commandLine().getOut().println("a solution");
      throw new BadInputException("line 7: no such item");
    }
  }

  /**
   * When stdout and stderr are one file ({@code > log 2>&1}) the error line comes after what the
   * command printed, which stdout held in its block ({@link StdoutWriter}).
   */
  @Test
  void theLineComesAfterWhatWasPrinted() {
    java.io.ByteArrayOutputStream both = new java.io.ByteArrayOutputStream();
    java.io.PrintStream shared = new java.io.PrintStream(both, true, java.nio.charset.StandardCharsets.UTF_8);
    StdoutWriter out = StdoutWriter.of(new StandardOutput(shared), false);
    CommandLine cl = new CommandLine(new Printer());
    cl.setOut(out);
    cl.setErr(new PrintWriter(shared, true));
    cl.setExecutionExceptionHandler(Errors::onException);
    assertEquals(Errors.BAD_INPUT, cl.execute());
    out.end();
    assertEquals(java.util.List.of("a solution", "printer: line 7: no such item"),
        both.toString(java.nio.charset.StandardCharsets.UTF_8).lines().toList());
  }

  @Test
  void badInputIsTheUsersMistake() {
    StringWriter err = new StringWriter();
    assertEquals(Errors.BAD_INPUT, run(new BadInputException("--size: 0 is not in 1..6"), err));
    assertEquals("probe: --size: 0 is not in 1..6" + System.lineSeparator(), err.toString());
  }

  @Test
  void anyOtherIllegalArgumentIsABug() {
    StringWriter err = new StringWriter();
    assertEquals(Errors.INTERNAL, run(new IllegalArgumentException("no option with id 7"), err));
    assertTrue(err.toString().startsWith("probe: internal error: "), err.toString());
    assertEquals(1, err.toString().lines().count(), err.toString());
  }

  @Test
  void anIllegalStateIsABug() {
    StringWriter err = new StringWriter();
    assertEquals(Errors.INTERNAL, run(new IllegalStateException("broken invariant"), err));
    assertEquals(1, err.toString().lines().count(), err.toString());
  }
}

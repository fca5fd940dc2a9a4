package io.github.dlxkit.cli.hexad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;

/** The CLI's contract for bad input: exit 2, nothing on stdout, one stderr line naming the problem. */
final class BadInput {
  private BadInput() {}

  /** Runs {@code command} (words separated by spaces) and checks the contract. */
  static void check(String command, String prefix, String expected) {
    CliRun r = CliRun.of(command.split(" "));
    assertEquals(2, r.status(), r.out() + r.err());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(r.errLines().get(0).startsWith(prefix), r.err());
    assertTrue(r.errLines().get(0).contains(expected), r.err());
    assertEquals("", r.out());
  }
}

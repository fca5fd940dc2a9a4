package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Options that do not combine are refused with exit 2 and one line naming both, before any work
 * (docs/cli.md, "Conventions"); each of these was once accepted and ignored (issue 32, item 6):
 * --time-limit with a split count ran the whole count, --memo with --part printed a bare count,
 * --slice with --part switched to the slow engine, --count --distinct printed only the distinct
 * count, generate-completion took any option, tanks --count printed the count alone under --all or --limit.
 */
class OptionCombinationsTest {
  static final String Q8 = "core/src/test/resources/xcc/queens8.dlx";

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "count --time-limit 5 --part 1/2 Q8|dlx count: --time-limit and --part cannot be used together",
      "count --time-limit 5 --checkpoint target/never.checkpoint Q8|dlx count: --time-limit and --checkpoint cannot be used together",
      "count --memo --checkpoint target/never.checkpoint Q8|dlx count: --memo and --checkpoint cannot be used together",
      "count --memo --part 1/2 Q8|dlx count: --memo and --part cannot be used together",
      "count --memo --refine-after 5 Q8|dlx count: --memo and --refine-after cannot be used together",
      "count --memo --kernel links Q8|dlx count: --memo and --kernel cannot be used together",
      "count --memo-budget 64 Q8|dlx count: --memo-budget needs --memo",
      "count --recount Q8|dlx count: --recount needs --memo",
      "quantumino --count --slice 0/1 --part 1/2|dlx quantumino: --slice and --part cannot be used together",
      "polyomino --set pentominoes --box 6x10 --count --distinct|dlx polyomino: --count and --distinct cannot be used"
          + " together: --count counts every solution, --distinct those up to symmetry",
      "generate-completion --foo|dlx generate-completion: Unknown option: '--foo' (see 'dlx generate-completion --help')"})
  // a refusal is at once; the timeout makes an option that is ignored again fail instead of hanging (without
  // the refusal, quantumino --slice with --part ran the full count on the slow engine, for hours)
  @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void refusedWithOneLineNamingBoth(String args, String error) {
    CliRun r = CliRun.of(args.replace("Q8", Q8).split(" "));
    assertEquals(2, r.status(), r.out());
    assertEquals(List.of(error), r.errLines());
    assertEquals("", r.out());
  }

  /** The completion script is still picocli's, for every command. */
  @org.junit.jupiter.api.Test
  void completionScriptStillWritten() {
    CliRun r = CliRun.of("generate-completion");
    assertEquals(0, r.status());
    org.junit.jupiter.api.Assertions.assertTrue(r.out().startsWith("#!/usr/bin/env bash"), r.out());
    org.junit.jupiter.api.Assertions.assertTrue(r.out().contains("quantumino"), "subcommands completed");
  }
}

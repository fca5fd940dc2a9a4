package io.github.dlxkit.core.io;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.List;

/**
 * A problem read from Knuth's DLX format, with where each option came from.
 *
 * <pre>{@code
 * DlxFile file = KnuthFormat.read(new StringReader("| items, then one option a line\nA B\nA\nB\n"), "ab.dlx");
 * file.problem().optionCount();   // 2
 * file.lineOf(1);                 // 4: the file line of option 1
 * file.textOf(1);                 // "B"
 * }</pre>
 *
 * @param source the input's name, for messages
 * @param problem the problem; option ids count the option lines from 0 in file order
 * @param optionLines the 1-based line number of each option id
 * @param optionTexts the text of each option line as written (trimmed)
 */
public record DlxFile(String source, ExactCoverProblem problem, int[] optionLines, List<String> optionTexts) {
  /**
   * {@return the 1-based line number of option {@code optionId} in the input}
   *
   * @param optionId an option id of {@link #problem()}, 0 to {@code optionCount() - 1}
   */
  public int lineOf(int optionId) {
    return optionLines[optionId];
  }

  /**
   * {@return the option line as written in the file (trimmed)}
   *
   * @param optionId an option id of {@link #problem()}, 0 to {@code optionCount() - 1}
   */
  public String textOf(int optionId) {
    return optionTexts.get(optionId);
  }

  /**
   * {@return one warning per option that was dropped because it has no primary item, as DLX2 prints them:
   * {@code source:line: option ignored (no primary items): X:0 Y:1}}
   */
  public List<String> warnings() {
    // a loop, not a stream: every dlx count and solve calls this at start, where a stream's first
    // use costs the JVM a few milliseconds of linking (issue 54)
    int[] dropped = problem.droppedOptions();
    String[] w = new String[dropped.length];
    for (int i = 0; i < dropped.length; i++) {
      w[i] = source + ":" + optionLines[dropped[i]] + ": option ignored (no primary items): " + optionTexts.get(dropped[i]);
    }
    return List.of(w);
  }
}

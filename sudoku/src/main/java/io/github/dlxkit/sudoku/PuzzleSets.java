package io.github.dlxkit.sudoku;

import io.github.dlxkit.core.BadInputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The well-known 9×9 benchmark sets shipped with this module (sources in the README beside the
 * files): {@code top95}, {@code magictour_top1465}, {@code forum_hardest_1106} and
 * {@code royle_17clue_sample}.
 *
 * <pre>{@code
 * int unique = 0;
 * for (String line : PuzzleSets.load("top95")) {
 *   Sudoku s = new Sudoku(line);
 *   if (s.isUnique()) unique++;
 * }
 * }</pre>
 */
public final class PuzzleSets {
  /** The names of the sets. */
  public static final List<String> NAMES =
      List.of("top95", "magictour_top1465", "forum_hardest_1106", "royle_17clue_sample");

  private PuzzleSets() {}

  /**
   * {@return the puzzles of set {@code name}, one 81-character string each, in file order; a new
   * list}
   *
   * @param name one of {@link #NAMES}
   * @throws IllegalArgumentException ({@link BadInputException}) if there is no set of that name
   */
  public static List<String> load(String name) {
    if (!NAMES.contains(name)) {
      throw new BadInputException("no puzzle set '" + name + "'; the sets are " + NAMES);
    }
    String resource = "data/" + name + ".txt";
    try (InputStream in = PuzzleSets.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("resource " + resource + " is missing from the jar");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      List<String> puzzles = new ArrayList<>();
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!line.isBlank()) {
          puzzles.add(line.strip());
        }
      }
      return Collections.unmodifiableList(puzzles);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

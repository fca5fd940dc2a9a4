package io.github.dlxkit.sudoku.render;

import com.google.gson.stream.JsonWriter;
import io.github.dlxkit.core.search.StopReason;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Locale;

/**
 * A count of Sudoku solutions as one line of JSON, written by Gson so that the format is RFC 8259.
 *
 * <p>Gson is an optional dependency of this module (its {@code module-info} says
 * {@code requires static com.google.gson}, its pom {@code <optional>}): only the JSON classes use
 * it, so a program that calls this class adds {@code com.google.code.gson:gson} itself; the rest of
 * the module runs without it, on the class path and the module path.
 *
 * <pre>{@code
 * CountJson.batchLine(3, 1);   // "{\"line\":3,\"count\":1}"
 * }</pre>
 */
public final class CountJson {
  private CountJson() {}

  /**
   * {@return {@code {"puzzle":"...","count":N,"complete":true,"stop":"completed","nodes":X,"seconds":S}};
   * nodes and seconds only when {@code nodes >= 0} (counted by the engine)}
   *
   * @param puzzle the puzzle in compact form ({@code Sudoku.toString()})
   * @param solutions the solutions counted
   * @param complete whether the count is exact (else a lower bound, stopped by {@code stop})
   * @param stop why the count ended, written in lower case ({@code "completed"},
   *     {@code "time_limit"}, ...); not null
   * @param nodes the search-tree nodes, or -1 to leave nodes and seconds out
   * @param elapsed the count's time, written in seconds with three decimals; not null when
   *     {@code nodes >= 0}
   */
  public static String puzzle(String puzzle, long solutions, boolean complete, StopReason stop, long nodes,
      Duration elapsed) {
    StringWriter s = new StringWriter();
    try (JsonWriter w = new JsonWriter(s)) {
      w.beginObject().name("puzzle").value(puzzle).name("count").value(solutions)
          .name("complete").value(complete).name("stop").value(stop.name().toLowerCase(Locale.ROOT));
      if (nodes >= 0) {
        w.name("nodes").value(nodes)
            .name("seconds").jsonValue(String.format(Locale.ROOT, "%.3f", elapsed.toNanos() / 1e9));
      }
      w.endObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return s.toString();
  }

  /**
   * {@return {@code {"line":L,"count":N}}: the count of the puzzle on line {@code line} of a batch}
   *
   * @param line the puzzle's line in the batch file, from 1
   * @param solutions the puzzle's solutions counted
   */
  public static String batchLine(long line, long solutions) {
    StringWriter s = new StringWriter();
    try (JsonWriter w = new JsonWriter(s)) {
      w.beginObject().name("line").value(line).name("count").value(solutions).endObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return s.toString();
  }
}

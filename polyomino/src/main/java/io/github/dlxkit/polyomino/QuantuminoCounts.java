package io.github.dlxkit.polyomino;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The per-aside Quantumino counts of the 5&times;8&times;2 box that ship with the module
 * ({@code quantumino_counts.tsv}, counted by the frontier sweep; docs/polyomino.md, "Quantumino
 * counts", gives the runs). Counting one aside again takes hours, so a front end shows this table.
 *
 * <pre>{@code
 * QuantuminoCounts.table().get(8).raw();           // 789301192: piece 8 put aside
 * QuantuminoCounts.table().get(8).upToRotation();  // 197325298 = raw / 4
 * }</pre>
 */
public final class QuantuminoCounts {
  private static final String RESOURCE = "quantumino_counts.tsv";
  private static volatile List<Row> table;

  private QuantuminoCounts() {}

  /**
   * One aside's count.
   *
   * @param aside the piece put aside, 0..16
   * @param raw every packing, each orientation of the box counted
   * @param upToRotation packings up to the box's 4 rotations (raw / 4)
   */
  public record Row(int aside, long raw, long upToRotation) {}

  /** {@return the rows, by aside, of the asides counted (all 17 today)} */
  public static List<Row> table() {
    List<Row> t = table;
    if (t == null) {
      t = read();
      table = t;
    }
    return t;
  }

  private static List<Row> read() {
    List<Row> rows = new ArrayList<>();
    try (InputStream in = QuantuminoCounts.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the polyomino module");
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.startsWith("#") || line.isBlank()) {
          continue;
        }
        String[] f = line.split("\t");
        rows.add(new Row(Integer.parseInt(f[0]), Long.parseLong(f[1]), Long.parseLong(f[2])));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return List.copyOf(rows);
  }
}

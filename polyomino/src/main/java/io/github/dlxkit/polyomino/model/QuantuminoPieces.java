package io.github.dlxkit.polyomino.model;

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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The 17 pieces of Family Games America's Quantumino, 3-D pentacubes numbered 0..16 and coloured
 * as in SageMath's {@code sage.games.quantumino} (resource {@code quantumino_pieces.txt}: one piece
 * per line, tab-separated: number, colour, sorted cells, ...). Piece {@code k} is named
 * {@code "k"}.
 *
 * <pre>{@code
 * QuantuminoPieces.all().size();   // 17
 * QuantuminoPieces.get(0).size();  // 5: every piece has five cubes
 * }</pre>
 */
public final class QuantuminoPieces {
  /** The number of pieces. */
  public static final int COUNT = 17;

  private static final Pattern CELL = Pattern.compile("\\((-?\\d+), (-?\\d+), (-?\\d+)\\)");
  private static final List<Polyomino> PIECES = load();

  private QuantuminoPieces() {}

  /** {@return the 17 pieces, in Sage's order, unmodifiable} */
  public static List<Polyomino> all() {
    return PIECES;
  }

  /**
   * Piece number {@code k}.
   *
   * @param k Sage's number of the piece, 0..16
   * @return the pentacube, named by its number
   * @throws BadInputException if {@code k} is not in 0..16
   */
  public static Polyomino get(int k) {
    if (k < 0 || k >= COUNT) {
      throw new BadInputException("Quantumino pieces are numbered 0 to 16, got " + k);
    }
    return PIECES.get(k);
  }

  private static List<Polyomino> load() {
    String resource = "/io/github/dlxkit/polyomino/quantumino_pieces.txt";
    List<Polyomino> pieces = new ArrayList<>();
    try (InputStream in = QuantuminoPieces.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t");
        int number = Integer.parseInt(f[0]);
        if (number != pieces.size()) {
          throw new IllegalStateException(resource + ": piece " + number + " out of order");
        }
        List<Cell> cells = new ArrayList<>();
        Matcher m = CELL.matcher(f[2]);
        while (m.find()) {
          cells.add(Cell.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
              Integer.parseInt(m.group(3))));
        }
        pieces.add(Polyomino.of(cells).withName(f[0]).withColour(f[1]));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (pieces.size() != COUNT) {
      throw new IllegalStateException(resource + ": " + pieces.size() + " pieces, expected " + COUNT);
    }
    return Collections.unmodifiableList(pieces);
  }
}

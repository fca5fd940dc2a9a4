package io.github.dlxkit.polyomino.io;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Palette;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.PolyominoPuzzle;
import io.github.dlxkit.polyomino.model.Region;
import io.github.dlxkit.polyomino.render.SvgColour;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the text format of tiling puzzles.
 *
 * <pre>
 * // the 12 pentominoes in a 6x10 box (lines starting with // are comments)
 * piece F
 * .##
 * ##.
 * .#.
 *
 * piece I colour=brown
 * #####
 * ...
 * region
 * ##########
 * ##########
 * ...
 * </pre>
 *
 * <p>Blocks are separated by blank lines. A block starts with {@code piece NAME}, optionally
 * followed by {@code *} (the piece is reusable) and {@code colour=C} (an SVG colour name,
 * {@code #rgb} or {@code #rrggbb}, checked by {@link SvgColour}; pieces without one get {@link Palette} colours), or with {@code region}; then
 * come rows of {@code #} (a cell) and {@code .} (no cell), top row first, all of the same length. A
 * 3-D block separates its layers (coordinate 2 = 0, 1, ...) with a line {@code --}; as soon as one
 * block has layers, every block is read as 3-D (a block without {@code --} being one layer). Row
 * {@code r} (from the top), column {@code c} of layer {@code z} is the cell (r, c) in 2-D and
 * (r, c, z) in 3-D.
 *
 * <p>Errors are {@link IllegalArgumentException}s naming the line.
 *
 * <pre>{@code
 * PolyominoPuzzle p = PuzzleParser.parse("piece A\n###\n\npiece B\n###\n\nregion\n###\n###\n");
 * p.region().size();   // 6
 * TilingSolver.of(p.pieces(), p.region()).count();   // 2: A above B, or B above A
 * }</pre>
 */
public final class PuzzleParser {
  private PuzzleParser() {}

  /**
   * Parses {@code text}.
   *
   * @param text a puzzle in the format above: pieces and one region
   * @return the pieces (with their names, colours and reuse) and the region
   * @throws BadInputException naming the line (and column) of the first error, or if there is no
   *     piece or no region
   */
  public static PolyominoPuzzle parse(String text) {
    try {
      return parse(new StringReader(text));
    } catch (IOException e) {
      throw new IllegalStateException(e); // cannot happen with a StringReader
    }
  }

  /**
   * Parses the text read from {@code reader}, to its end; the reader is not closed.
   *
   * @param reader a puzzle in the format above: pieces and one region
   * @return the pieces (with their names, colours and reuse) and the region
   * @throws IOException if {@code reader} fails
   * @throws BadInputException naming the line (and column) of the first error, or if there is no
   *     piece or no region
   */
  public static PolyominoPuzzle parse(Reader reader) throws IOException {
    return read(reader, true);
  }

  /**
   * Parses a file of pieces only (as the built-in sets are written); the puzzle's region is then a
   * placeholder, the box covering the first piece. The reader is read to its end, not closed.
   *
   * @param reader pieces in the format above; a region block, if any, is read as usual
   * @return the pieces, and the placeholder region
   * @throws IOException if {@code reader} fails
   * @throws BadInputException naming the line (and column) of the first error, or if there is no
   *     piece
   */
  public static PolyominoPuzzle parsePieces(Reader reader) throws IOException {
    return read(reader, false);
  }

  private static PolyominoPuzzle read(Reader reader, boolean needRegion) throws IOException {
    List<Block> blocks = blocks(new BufferedReader(reader));
    boolean threeD = false;
    for (Block b : blocks) {
      threeD |= b.layers.size() > 1;
    }
    List<Polyomino> pieces = new ArrayList<>();
    List<Boolean> reusable = new ArrayList<>();
    Map<String, Integer> names = new HashMap<>();
    Region region = null;
    int regionLine = 0;
    for (Block b : blocks) {
      List<Cell> cells = b.cells(threeD);
      if (b.isRegion) {
        if (region != null) {
          throw new BadInputException("line " + b.line + ": a second region (the first is at line "
              + regionLine + ")");
        }
        if (cells.isEmpty()) {
          throw new BadInputException("line " + b.line + ": the region has no cell");
        }
        region = Region.of(cells);
        regionLine = b.line;
      } else {
        if (cells.isEmpty()) {
          throw new BadInputException("line " + b.line + ": piece " + b.name + " has no cell");
        }
        Integer first = names.putIfAbsent(b.name, b.line);
        if (first != null) {
          throw new BadInputException("line " + b.line + ": a second piece named " + b.name
              + " (the first is at line " + first + ")");
        }
        String colour = b.colour != null ? b.colour : Palette.colour(pieces.size());
        pieces.add(Polyomino.of(cells).withName(b.name).withColour(colour));
        reusable.add(b.reusable);
      }
    }
    if (pieces.isEmpty()) {
      throw new BadInputException("no pieces: add blocks starting with 'piece NAME'");
    }
    if (region == null && !needRegion) {
      region = Region.of(pieces.get(0));
    }
    if (region == null) {
      throw new BadInputException("no region: add a block starting with the line 'region'");
    }
    boolean[] flags = new boolean[reusable.size()];
    for (int i = 0; i < flags.length; i++) {
      flags[i] = reusable.get(i);
    }
    return new PolyominoPuzzle(pieces, flags, region);
  }

  /** One block: header and layers of rows. */
  private static final class Block {
    final int line;
    final boolean isRegion;
    final String name;
    final boolean reusable;
    final String colour;
    final List<List<String>> layers = new ArrayList<>();
    int width = -1;
    int separatorLine;

    Block(int line, boolean isRegion, String name, boolean reusable, String colour) {
      this.line = line;
      this.isRegion = isRegion;
      this.name = name;
      this.reusable = reusable;
      this.colour = colour;
      layers.add(new ArrayList<>());
    }

    String what() {
      return isRegion ? "the region" : "piece " + name;
    }

    void addRow(String row, int lineNumber) {
      for (int i = 0; i < row.length(); i++) {
        char c = row.charAt(i);
        if (c != '#' && c != '.') {
          throw new BadInputException("line " + lineNumber + ", column " + (i + 1) + ": unexpected '"
              + c + "' in " + what() + " (rows are made of '#' for a cell and '.' for none)");
        }
      }
      if (width < 0) {
        width = row.length();
      } else if (row.length() != width) {
        throw new BadInputException("line " + lineNumber + ": ragged rows in " + what() + ": this row has "
            + row.length() + " characters, the block's first row " + width);
      }
      layers.get(layers.size() - 1).add(row);
    }

    void newLayer(int lineNumber) {
      if (layers.get(layers.size() - 1).isEmpty()) {
        throw new BadInputException("line " + lineNumber + ": empty layer in " + what()
            + " ('--' separates layers of rows)");
      }
      int rows = layers.get(0).size();
      if (layers.get(layers.size() - 1).size() != rows) {
        throw new BadInputException("line " + lineNumber + ": layers of " + what()
            + " have different numbers of rows (" + rows + " and " + layers.get(layers.size() - 1).size() + ")");
      }
      separatorLine = lineNumber;
      layers.add(new ArrayList<>());
    }

    void finish(int lineNumber) {
      List<String> last = layers.get(layers.size() - 1);
      if (last.isEmpty()) {
        if (layers.size() > 1) {
          throw new BadInputException("line " + separatorLine + ": '--' ends " + what()
              + " (it must separate two layers)");
        }
        throw new BadInputException("line " + line + ": " + what() + " has no rows");
      }
      if (last.size() != layers.get(0).size()) {
        throw new BadInputException("line " + lineNumber + ": layers of " + what()
            + " have different numbers of rows (" + layers.get(0).size() + " and " + last.size() + ")");
      }
    }

    List<Cell> cells(boolean threeD) {
      List<Cell> cells = new ArrayList<>();
      for (int z = 0; z < layers.size(); z++) {
        List<String> rows = layers.get(z);
        for (int r = 0; r < rows.size(); r++) {
          for (int c = 0; c < rows.get(r).length(); c++) {
            if (rows.get(r).charAt(c) == '#') {
              cells.add(threeD ? Cell.of(r, c, z) : Cell.of(r, c));
            }
          }
        }
      }
      return cells;
    }
  }

  private static List<Block> blocks(BufferedReader in) throws IOException {
    List<Block> blocks = new ArrayList<>();
    Block current = null;
    int lineNumber = 0;
    for (String raw = in.readLine(); raw != null; raw = in.readLine()) {
      lineNumber++;
      String line = raw.strip();
      if (line.startsWith("//")) {
        continue;
      }
      if (line.isEmpty()) {
        if (current != null) {
          current.finish(lineNumber - 1);
          blocks.add(current);
          current = null;
        }
        continue;
      }
      if (current == null) {
        current = header(line, lineNumber);
      } else if (line.startsWith("piece ") || line.equals("piece") || line.equals("region")) {
        throw new BadInputException("line " + lineNumber + ": " + quote(line)
            + " starts a new block: leave a blank line before it");
      } else if (line.equals("--")) {
        current.newLayer(lineNumber);
      } else {
        current.addRow(line, lineNumber);
      }
    }
    if (current != null) {
      current.finish(lineNumber);
      blocks.add(current);
    }
    return blocks;
  }

  private static Block header(String line, int lineNumber) {
    String[] words = line.split("\\s+");
    if (words[0].equals("region")) {
      if (words.length > 1) {
        throw new BadInputException("line " + lineNumber + ": unexpected " + quote(words[1])
            + " after 'region'");
      }
      return new Block(lineNumber, true, null, false, null);
    }
    if (!words[0].equals("piece")) {
      throw new BadInputException("line " + lineNumber + ": expected 'piece NAME' or 'region' to start a block, got "
          + quote(line));
    }
    if (words.length < 2) {
      throw new BadInputException("line " + lineNumber + ": 'piece' needs a name");
    }
    boolean reusable = false;
    String colour = null;
    for (int i = 2; i < words.length; i++) {
      if (words[i].equals("*") && !reusable) {
        reusable = true;
      } else if (words[i].startsWith("colour=") && colour == null) {
        try {
          colour = SvgColour.check(words[i].substring(7));
        } catch (BadInputException e) {
          throw new BadInputException("line " + lineNumber + ": " + e.getMessage());
        }
      } else {
        throw new BadInputException("line " + lineNumber + ": unexpected " + quote(words[i]) + " after "
            + quote("piece " + words[1]) + " (expected '*' for a reusable piece or colour=C)");
      }
    }
    return new Block(lineNumber, false, words[1], reusable, colour);
  }

  /** {@code text} in single quotes, cut to 40 characters: a message never echoes a huge line. */
  private static String quote(String text) {
    return "'" + (text.length() <= 40 ? text : text.substring(0, 40) + "…") + "'";
  }
}

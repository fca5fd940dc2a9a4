package io.github.dlxkit.tantrix.render;

import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Any number of tantrixes drawn into one SVG picture, the very document
 * {@link SvgRenderer#renderAll} draws of them, without keeping them: each tantrix {@link #add added}
 * is written at once, a few bytes a tile, to a scratch file of its own (the <em>spool</em>, in the
 * directory for temporary files, {@code java.io.tmpdir}) and forgotten; {@link #writeTo} reads them back one at a time and
 * draws them. The heap holds the layout and the distinct tiles seen, never the tantrixes, so a
 * listing of any length can be drawn (discovery:13's 178,240 solutions: a spool of 31 MB, 13 bytes a tile). The
 * picture cannot be drawn as they come: each tantrix sits in a cell as large as the largest of all,
 * which only the last one settles. {@link #close} deletes the spool.
 *
 * <pre>{@code
 * StringWriter svg = new StringWriter();
 * try (SvgGallery gallery = SvgGallery.open(goal, "all 15 solutions")) {
 *   for (Tantrix t : solutions) {
 *     gallery.add(t);            // written to the spool and forgotten
 *   }
 *   gallery.size();              // 15
 *   gallery.writeTo(svg);
 * }
 * boolean same = svg.toString().equals(SvgRenderer.renderAll(solutions, goal, "all 15 solutions"));  // true
 * }</pre>
 *
 * <p>For one thread.
 */
public final class SvgGallery implements Closeable {
  private final Goal highlight;
  private final String title;
  private final Path spool;
  private final DataOutputStream out;
  /** Each distinct tile (by number, edges and back) once, the spool naming it by its index here. */
  private final Map<TileKey, Integer> tileIndex = new HashMap<>();
  private final List<Tile> tiles = new ArrayList<>();
  private long size;
  private double cellW;
  private double cellH;

  /** A tile's identity for the spool: tiles equal in all three are drawn alike. */
  private record TileKey(int number, String edges, Colour back) {}

  private SvgGallery(Goal highlight, String title, Path spool) throws IOException {
    this.highlight = highlight;
    this.title = title;
    this.spool = spool;
    this.out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(spool)));
  }

  /**
   * {@return an empty gallery, its spool made in the directory for temporary files: the one the
   * system property {@code java.io.tmpdir} names now}
   *
   * @param highlight the colours to stress; {@link Goal#none()} for none; not null
   * @param title a caption under the picture, XML-escaped when drawn; null for none
   * @throws IOException if the spool cannot be made; its message, one line, names the directory,
   *     why, and what to do
   */
  public static SvgGallery open(Goal highlight, String title) throws IOException {
    Objects.requireNonNull(highlight, "highlight");
    Path spool = makeSpool();
    try {
      return new SvgGallery(highlight, title, spool);
    } catch (IOException | RuntimeException e) {
      Files.deleteIfExists(spool);
      throw e;
    }
  }

  /**
   * A new spool in the directory java.io.tmpdir names, read at each call: the JDK's
   * {@code Files.createTempFile(prefix, suffix)} reads it once per JVM, and its failure names the
   * file it tried, not the directory a user must change.
   */
  private static Path makeSpool() throws IOException {
    Path dir = Path.of(System.getProperty("java.io.tmpdir"));
    try {
      return Files.createTempFile(dir, "dlxkit-svg-", ".spool");
    } catch (IOException e) {
      String why = !Files.exists(dir) ? "no such directory"
          : !Files.isDirectory(dir) ? "not a directory"
          : !Files.isWritable(dir) ? "permission denied"
          : Messages.oneLine(e.getMessage()); // e.g. a read-only file system, which access(2) does not see
      // TMPDIR: dlx's launcher hands it to Java, which on Linux would take /tmp whatever it says
      throw new IOException("no scratch file can be made in " + Messages.oneLine(dir.toString())
          + ", the directory for temporary files (" + why + "): set TMPDIR or java.io.tmpdir to a writable"
          + " directory", e);
    }
  }

  /**
   * Writes {@code t} to the spool, after those added before, and keeps no reference to it.
   *
   * @param t the tantrix, any shape, empty included; not null
   * @throws IOException if the spool cannot be written (a full disk)
   */
  public void add(Tantrix t) throws IOException {
    double[] box = SvgRenderer.box(t);
    cellW = Math.max(cellW, box[2] - box[0]);
    cellH = Math.max(cellH, box[3] - box[1]);
    out.writeInt(t.size());
    for (Map.Entry<Hex, OrientedTile> e : t.placements().entrySet()) {
      Tile tile = e.getValue().tile();
      Integer index = tileIndex.computeIfAbsent(new TileKey(tile.number(), tile.edgeLetters(), tile.back()), k -> {
        tiles.add(tile);
        return tiles.size() - 1;
      });
      out.writeInt(index);
      out.writeInt(e.getKey().q());
      out.writeInt(e.getKey().r());
      out.writeByte(e.getValue().rotation());
    }
    size++;
  }

  /** {@return the number of tantrixes added} */
  public long size() {
    return size;
  }

  /**
   * Writes the picture of the tantrixes added so far, in the order added: the document
   * {@link SvgRenderer#renderAll} makes of them, byte for byte. It may be called again, after more
   * are added.
   *
   * @param target where the document goes; not flushed or closed here; not null
   * @throws IOException if the spool cannot be read or {@code target} cannot be written
   */
  public void writeTo(Writer target) throws IOException {
    out.flush();
    SvgRenderer.Sheet sheet = new SvgRenderer.Sheet(size, cellW, cellH, title);
    StringBuilder sb = new StringBuilder();
    sheet.head(sb);
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(spool)))) {
      for (long i = 0; i < size; i++) {
        Tantrix t = read(in);
        sheet.draw(sb, i, t, SvgRenderer.box(t), highlight);
        target.append(sb);
        sb.setLength(0);
      }
    }
    sheet.foot(sb);
    target.append(sb);
  }

  /** The next tantrix of the spool, as {@link #add} wrote it. */
  private Tantrix read(DataInputStream in) throws IOException {
    int n = in.readInt();
    Tantrix.Builder b = Tantrix.builder();
    for (int k = 0; k < n; k++) {
      Tile tile = tiles.get(in.readInt());
      Hex cell = Hex.of(in.readInt(), in.readInt());
      b.place(cell, tile, in.readByte());
    }
    return b.build();
  }

  /**
   * Deletes the spool; the gallery is then of no further use.
   *
   * @throws IOException if the spool cannot be closed or deleted
   */
  @Override
  public void close() throws IOException {
    try {
      out.close();
    } finally {
      Files.deleteIfExists(spool);
    }
  }
}

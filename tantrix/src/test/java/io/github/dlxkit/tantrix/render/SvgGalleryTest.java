package io.github.dlxkit.tantrix.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.FreeShapePuzzle;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link SvgGallery} draws what {@link SvgRenderer#renderAll} draws of the same list (the twin that
 * keeps them all), and keeps none of the tantrixes it is given (issue 54: {@code tantrix solve --all
 * --svg} in a small fixed heap).
 */
class SvgGalleryTest {
  private static final TantrixPuzzle BLUE = PuzzleCatalog.get("rainbow_blue");
  private static final List<Tantrix> BLUE_SOLUTIONS = BLUE.fixed().solutions().toList();

  @Test
  void drawsWhatRenderAllDraws() throws IOException {
    // 0 to 15 of a fixed board (all the same shape), with and without a highlight and a title
    for (int n : new int[] {0, 1, 2, 3, 4, 5, 8, 15}) {
      List<Tantrix> some = BLUE_SOLUTIONS.subList(0, n);
      assertSame(some, BLUE.goal(), BLUE.title());
      assertSame(some, Goal.none(), null);
    }
    // free shapes of different sizes (the cell is the largest), repeated tiles, a title to escape
    for (String name : List.of("discovery:8", "discovery-pack:12", "rainbow_white")) {
      TantrixPuzzle p = PuzzleCatalog.get(name);
      List<Tantrix> found = new ArrayList<>();
      FreeShapePuzzle.of(p).forEachSolution((t, stabiliser) -> found.add(t) && found.size() < 40);
      assertTrue(found.size() > 4, name);
      assertSame(found, p.goal(), p.title() + " <&>");
    }
  }

  private static void assertSame(List<Tantrix> solutions, Goal goal, String title) throws IOException {
    StringWriter drawn = new StringWriter();
    try (SvgGallery gallery = SvgGallery.open(goal, title)) {
      for (Tantrix t : solutions) {
        gallery.add(t);
      }
      assertEquals(solutions.size(), gallery.size());
      gallery.writeTo(drawn);
    }
    assertEquals(SvgRenderer.renderAll(solutions, goal, title), drawn.toString(), solutions.size() + " " + title);
  }

  /**
   * Each tantrix is written out as it is added and nothing holds it afterwards: before the next is
   * made, the last one must be collectable (a full collection clears a weak reference to it), which
   * it is not where the tantrixes are kept in a list to be drawn at the end (as tantrix solve's
   * {@code Shown} did: seen failing so).
   */
  @Test
  void keepsNoTantrixItIsGiven() throws IOException {
    StringWriter drawn = new StringWriter();
    try (SvgGallery gallery = SvgGallery.open(BLUE.goal(), BLUE.title())) {
      for (Tantrix t : BLUE_SOLUTIONS) {
        WeakReference<Tantrix> added = addCopy(gallery, t);
        for (int i = 0; i < 50 && added.get() != null; i++) {
          System.gc();
        }
        assertNull(added.get(), "the gallery keeps tantrix " + gallery.size());
      }
      gallery.writeTo(drawn);
    }
    assertEquals(SvgRenderer.renderAll(BLUE_SOLUTIONS, BLUE.goal(), BLUE.title()), drawn.toString());
  }

  /** Adds a copy of {@code t} that no one else holds; the copy is unreachable from here on return. */
  private static WeakReference<Tantrix> addCopy(SvgGallery gallery, Tantrix t) throws IOException {
    Tantrix copy = Tantrix.of(t.placements());
    gallery.add(copy);
    return new WeakReference<>(copy);
  }

  @Test
  void closeDeletesTheSpool() throws IOException {
    Set<Path> before = spools();
    SvgGallery gallery = SvgGallery.open(Goal.none(), null);
    gallery.add(BLUE_SOLUTIONS.get(0));
    assertEquals(before.size() + 1, spools().size(), "the spool is a file while the gallery is open");
    gallery.close();
    assertEquals(before, spools());
  }

  /**
   * A spool that cannot be made says where it was to be made and what to do, on one line: the
   * directory java.io.tmpdir names at the time of {@link SvgGallery#open}, read then (the JDK's
   * {@code Files.createTempFile(prefix, suffix)} reads it once per JVM). Before, the message was the
   * JDK's (the spool's own name, or nothing the CLI could say but "a file cannot be created there").
   */
  @Test
  void aSpoolThatCannotBeMadeNamesItsDirectory(@TempDir Path dir) {
    Path missing = dir.resolve("missing"); // @TempDir made a temporary file before: the JDK's dir is read
    String old = System.getProperty("java.io.tmpdir");
    IOException e;
    try {
      System.setProperty("java.io.tmpdir", missing.toString());
      e = assertThrows(IOException.class, () -> SvgGallery.open(Goal.none(), null).close());
    } finally {
      System.setProperty("java.io.tmpdir", old);
    }
    assertEquals("no scratch file can be made in " + missing + ", the directory for temporary files"
        + " (no such directory): set TMPDIR or java.io.tmpdir to a writable directory", e.getMessage());
  }

  private static Set<Path> spools() throws IOException {
    try (Stream<Path> files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      return files.filter(f -> f.getFileName().toString().startsWith("dlxkit-svg-")).collect(Collectors.toSet());
    }
  }
}

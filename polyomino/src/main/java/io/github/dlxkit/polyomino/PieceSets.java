package io.github.dlxkit.polyomino;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.io.PuzzleParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * The classic piece sets, read from the module's resources ({@code sets/*.txt}).
 *
 * <pre>{@code
 * TilingSolver t = TilingSolver.builder(PieceSets.pentominoes(), Region.box(6, 10)).reflection(true).build();
 * t.count();   // 9356
 * }</pre>
 */
public final class PieceSets {
  private PieceSets() {}

  /** The names accepted by {@link #named}. */
  public static final List<String> NAMES = List.of("pentominoes", "tetrominoes", "soma");

  /** {@return the 12 free pentominoes F I L N P T U V W X Y Z (tile with reflections allowed)} */
  public static List<Polyomino> pentominoes() {
    return load("pentominoes");
  }

  /** {@return the 5 free tetrominoes I O T S L} */
  public static List<Polyomino> tetrominoes() {
    return load("tetrominoes");
  }

  /** {@return the 7 Soma pieces V L T Z A B P (3-D; rotations only, A and B being mirror images)} */
  public static List<Polyomino> soma() {
    return load("soma");
  }

  /**
   * {@return whether set {@code name} is meant to be used with reflections: true for the free pentominoes and
   * tetrominoes, false for the Soma pieces, which are solid and already include both screws}
   *
   * @param name one of {@link #NAMES}, any case
   * @throws BadInputException if {@code name} is not a known set
   */
  public static boolean reflectedByDefault(String name) {
    return !check(name).equals("soma");
  }

  /**
   * {@return the set called {@code name} (see {@link #NAMES})}, read anew from the resources
   *
   * @param name one of {@link #NAMES}, any case
   * @throws NullPointerException if {@code name} is null
   * @throws BadInputException if {@code name} is not a known set
   */
  public static List<Polyomino> named(String name) {
    return load(check(Objects.requireNonNull(name, "name")));
  }

  private static String check(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    if (!NAMES.contains(n)) {
      throw new BadInputException("unknown piece set '" + name + "' (known: " + String.join(", ", NAMES) + ")");
    }
    return n;
  }

  private static List<Polyomino> load(String name) {
    String resource = "sets/" + name + ".txt";
    try (InputStream in = PieceSets.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
        return PuzzleParser.parsePieces(r).pieces();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

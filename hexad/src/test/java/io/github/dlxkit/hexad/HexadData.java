package io.github.dlxkit.hexad;

import io.github.dlxkit.hexad.model.Labelling;
import io.github.dlxkit.hexad.model.Point;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the reference data in {@code src/test/resources/hexad} (see the README there). */
final class HexadData {
  private HexadData() {}

  /** The lines of a resource file. */
  static List<String> lines(String name) {
    InputStream in = HexadData.class.getResourceAsStream("/hexad/" + name);
    if (in == null) {
      throw new IllegalStateException("missing test resource /hexad/" + name);
    }
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      List<String> out = new ArrayList<>();
      for (String line; (line = r.readLine()) != null; ) {
        if (!line.isBlank()) {
          out.add(line);
        }
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The rows of a tab-separated resource, header skipped. */
  static List<String[]> tsv(String name) {
    List<String[]> out = new ArrayList<>();
    List<String> lines = lines(name);
    for (String line : lines.subList(1, lines.size())) {
      out.add(line.split("\t", -1));
    }
    return out;
  }

  /** Points written with spaces between them ({@code +Infinity} or {@code inf} for ∞). */
  static List<Point> points(String text) {
    List<Point> out = new ArrayList<>();
    for (String t : text.strip().split("\\s+")) {
      out.add(Point.parse(t));
    }
    return out;
  }

  /** The 132 hexads of a labelling from the shared list. */
  static List<List<Point>> hexads(Labelling labelling) {
    List<List<Point>> out = new ArrayList<>();
    for (String line : lines("hexads_" + labelling.sageName() + ".txt")) {
      out.add(points(line));
    }
    return out;
  }
}

package io.github.dlxkit.cli.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.dlxkit.polyomino.Tiling;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.encoding.Symmetry;
import io.github.dlxkit.polyomino.TilingJson;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Solutions one per symmetry class: the first solution found of each class, in the search's order, with
 * the size of its class — the number of distinct images of its rows under the problem's symmetries
 * ({@link TilingSolver#symmetries()}, each mapping rows to rows), which is the group's order divided
 * by the solution's stabiliser. A class is known by its least image (sorted row numbers compared
 * lexicographically), as {@code TilingSolver.countDistinct}'s slow twin picks it.
 */
final class PolyominoClasses {
  private PolyominoClasses() {}

  /** {@code {"symmetries": |G|, "classes": [{pieces..., "svg", "classSize"}]}}, at most {@code limit} classes. */
  static JsonObject first(TilingSolver.Builder b, int limit) throws InterruptedException {
    JsonArray classes = new JsonArray();
    JsonObject o = new JsonObject();
    if (!b.cellCountAdmits()) {
      o.addProperty("symmetries", 1);
      o.add("classes", classes);
      return o;
    }
    TilingSolver solver = b.build();
    List<Symmetry> group = solver.symmetries();
    Set<String> seen = new HashSet<>();
    for (Iterator<Tiling> it = solver.solutions().iterator(); classes.size() < limit && it.hasNext(); ) {
      if (Thread.interrupted()) {
        throw new InterruptedException();
      }
      Tiling t = it.next();
      Set<String> images = new HashSet<>();
      int[] least = null;
      for (Symmetry g : group) {
        int[] image = Arrays.stream(t.rows()).map(g::rowImage).sorted().toArray();
        images.add(Arrays.toString(image));
        if (least == null || Arrays.compare(image, least) < 0) {
          least = image;
        }
      }
      if (seen.add(Arrays.toString(least))) {
        JsonObject s = JsonParser.parseString(TilingJson.tiling(t, solver.pieces())).getAsJsonObject();
        s.addProperty("svg", t.toSvg());
        s.addProperty("classSize", images.size());
        classes.add(s);
      }
    }
    o.addProperty("symmetries", group.size());
    o.add("classes", classes);
    return o;
  }
}

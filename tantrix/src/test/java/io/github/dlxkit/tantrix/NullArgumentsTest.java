package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Issue 53: a null at a public entry point is refused at the door, the parameter named. */
class NullArgumentsTest {
  @Test
  void nullsAreNamedAtTheDoor() {
    TantrixPuzzle p = PuzzleCatalog.get("rainbow_blue");
    List<Tile> tiles = p.tiles();
    Goal goal = p.goal();
    Map<String, Executable> calls = new LinkedHashMap<>();
    calls.put("tiles", () -> FreeShapePuzzle.of(null, goal));
    calls.put("goal", () -> FreeShapePuzzle.of(tiles, null));
    calls.put("tiles ", () -> FixedShapePuzzle.of(null, HexShape.named("tri5"), goal));
    calls.put("shape", () -> FixedShapePuzzle.of(tiles, null, goal));
    calls.put("goal ", () -> FixedShapePuzzle.of(tiles, HexShape.named("tri5"), null));
    calls.put("name", () -> PuzzleCatalog.get(null));
    calls.put("text", () -> Goal.parse(null));
    calls.put("text ", () -> Colour.parse(null));
    calls.put("cells", () -> HexShape.of((Collection<Hex>) null));
    calls.put("text  ", () -> HexShape.parse(null));
    calls.put("placements", () -> Tantrix.of(null));
    assertAll(calls.entrySet().stream().map(e -> () -> assertEquals(e.getKey().trim(),
        assertThrows(NullPointerException.class, e.getValue(), e.getKey().trim()).getMessage(),
        "the message names the parameter")));
  }
}

package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
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
    List<Polyomino> pieces = PieceSets.named("pentominoes");
    Region box = Region.box(6, 10);
    Map<String, Executable> calls = new LinkedHashMap<>();
    calls.put("pieces", () -> TilingSolver.of(null, box));
    calls.put("region", () -> TilingSolver.of(pieces, null));
    calls.put("pieces ", () -> TilingSolver.builder(null, box));
    calls.put("region ", () -> TilingSolver.builder(pieces, null));
    calls.put("name", () -> PieceSets.named(null));
    calls.put("cells", () -> Polyomino.of((Collection<Cell>) null));
    calls.put("cells ", () -> Region.of((Collection<Cell>) null));
    calls.put("polyomino", () -> Region.of((Polyomino) null));
    calls.put("sizes", () -> Region.box((int[]) null));
    assertAll(calls.entrySet().stream().map(e -> () -> assertEquals(e.getKey().trim(),
        assertThrows(NullPointerException.class, e.getValue(), e.getKey().trim()).getMessage(),
        "the message names the parameter")));
  }
}

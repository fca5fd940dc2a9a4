package io.github.dlxkit.hexad;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.steiner.DesignAutomorphisms;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Issue 53: a null at a public entry point is refused at the door, the parameter named. */
class NullArgumentsTest {
  @Test
  void nullsAreNamedAtTheDoor() {
    Map<String, Executable> calls = new LinkedHashMap<>();
    calls.put("labelling", () -> Minimog.of(null));
    calls.put("design", () -> DesignAutomorphisms.groupOrder(null, 2));
    calls.put("blocks", () -> BlockDesign.of(4, null));
    calls.put("design ", () -> DesignAutomorphisms.isAutomorphism(null, new int[0]));
    assertAll(calls.entrySet().stream().map(e -> () -> assertEquals(e.getKey().trim(),
        assertThrows(NullPointerException.class, e.getValue(), e.getKey().trim()).getMessage(),
        "the message names the parameter")));
  }
}

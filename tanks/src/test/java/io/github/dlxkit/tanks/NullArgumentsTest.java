package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;


import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Issue 53: a null at a public entry point is refused at the door, the parameter named. */
class NullArgumentsTest {
  @Test
  void nullsAreNamedAtTheDoor() {
    Map<String, Executable> calls = new LinkedHashMap<>();
    calls.put("name", () -> TankKernel.parse(null));
    assertAll(calls.entrySet().stream().map(e -> () -> assertEquals(e.getKey().trim(),
        assertThrows(NullPointerException.class, e.getValue(), e.getKey().trim()).getMessage(),
        "the message names the parameter")));
  }
}

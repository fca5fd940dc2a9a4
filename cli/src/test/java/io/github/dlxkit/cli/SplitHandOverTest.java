package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.main.Dlx;
import io.github.dlxkit.core.search.SplittableSearch;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a count of the CLI is handed to another runner (Spark's {@code Dlx.splittable}): through the
 * options of the one command line that parsed it ({@link SplitOptions#handOverTo}), not through
 * state that every command line shares (issue 53: it was a public static {@code ThreadLocal}).
 */
class SplitHandOverTest {
  private static final String QUEENS8 = "core/src/test/resources/xcc/queens8.dlx";

  @Test
  void splitOptionsHoldNoSharedState() {
    List<String> shared = new ArrayList<>();
    for (Field f : SplitOptions.class.getDeclaredFields()) {
      boolean isStatic = Modifier.isStatic(f.getModifiers());
      if (isStatic && (!Modifier.isFinal(f.getModifiers()) || !f.getType().isPrimitive())) {
        shared.add(f.getName());
      }
    }
    assertEquals(List.of(), shared, "static fields of SplitOptions other than constants");
  }

  @Test
  void theHandOverBelongsToOneCommandLine() {
    SplittableSearch s = Dlx.splittable("count", QUEENS8);
    assertNotNull(s);
    // the next run of the same command on this thread counts as usual: 92 (OEIS A000170, n = 8)
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Dlx.run(new String[] {"count", QUEENS8}, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    assertEquals("92", out.toString(StandardCharsets.UTF_8).strip());
  }

  @Test
  void handOverToRefusesNull() {
    NullPointerException e = org.junit.jupiter.api.Assertions.assertThrows(NullPointerException.class,
        () -> new SplitOptions().handOverTo(null));
    assertTrue(e.getMessage().contains("receiver"));
  }
}

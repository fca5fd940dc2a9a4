package io.github.dlxkit.core.testing;

import java.lang.reflect.Method;

/**
 * For the tests of other modules: how many digests core's {@code Digest} has computed in this JVM
 * (its package-private {@code computed()}), so that a puzzle module's test can check that its split
 * names its problem only when asked. Read by reflection: the counter is no public API, and this
 * test-jar cannot share core's package (the modules' test compiles see it as a module of its own).
 */
public final class DigestCount {
  private DigestCount() {}

  /** {@return the digests computed in this JVM so far} */
  public static long computed() {
    try {
      Method m = Class.forName("io.github.dlxkit.core.search.Digest").getDeclaredMethod("computed");
      m.setAccessible(true);
      return (long) m.invoke(null);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("core's Digest.computed() is gone", e);
    }
  }
}

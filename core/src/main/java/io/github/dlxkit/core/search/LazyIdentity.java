package io.github.dlxkit.core.search;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A split's {@link SplittableSearch#identity()}, computed on the first {@link #get()}, once, by
 * whichever thread asks first. Naming a problem means writing its text and digesting it
 * ({@link Digest}), which for a large problem costs more than many of its subproblems; a split made
 * only to cut or count (a weighted split's roots, a route that names its problem another way, a
 * count without checkpoint or part line) is never asked, and so never pays for it.
 */
final class LazyIdentity implements Supplier<String> {
  private final Supplier<String> compute;
  private volatile String value;

  /** @param compute computes the identity, once; not null, and must not return null */
  LazyIdentity(Supplier<String> compute) {
    this.compute = Objects.requireNonNull(compute, "compute");
  }

  @Override
  public String get() {
    String v = value;
    if (v == null) {
      synchronized (this) {
        v = value;
        if (v == null) {
          v = Objects.requireNonNull(compute.get(), "identity");
          value = v;
        }
      }
    }
    return v;
  }
}

package io.github.dlxkit.hexad.steiner;

import io.github.dlxkit.hexad.model.BlockDesign;
import java.math.BigInteger;
import java.time.Duration;

/**
 * The number of labelled Steiner systems S(t,k,v) on the points {@code 0..v-1}, counted by fixing
 * the blocks through the last point, with the evidence that justifies the multiplication.
 *
 * <p>The blocks through point {@code v-1}, without it, form a <em>derived</em> system
 * S(t-1,k-1,v-1) on {@code 0..v-2}; every S(t,k,v) has exactly one derived system there, so
 * {@code count = sum over derived systems D of ext(D)}, where {@code ext(D)} counts the S(t,k,v)
 * whose blocks through {@code v-1} are {@code D}. Relabelling {@code 0..v-2} by a permutation
 * {@code s} maps the extensions of {@code D} one-to-one onto those of {@code s(D)}, so
 * {@code ext} is constant on each orbit of the symmetric group S_(v-1). If the derived systems form
 * a single orbit, {@code count = derivedCount * ext(D0)} for any one of them, {@code D0}. They do
 * exactly when the orbit of {@code D0}, of size {@code (v-1)! / |Aut(D0)|}, has
 * {@code derivedCount} members: both numbers are computed here (the automorphism group by
 * {@link DesignAutomorphisms}, the count by the engine), not taken from the literature.
 *
 * <pre>{@code
 * SymmetricCount c = SteinerSystem.exactCover(2, 3, 7).countBySymmetry(1);
 * c.count();                       // 30 labelled Fano planes
 * System.out.println(c.explanation());
 * }</pre>
 *
 * @param t t
 * @param k k
 * @param v v
 * @param count the number of labelled S(t,k,v)
 * @param derivedCount the number of labelled derived systems S(t-1,k-1,v-1)
 * @param derivedAutomorphisms {@code |Aut(D0)|}, or 0 if not computed
 * @param singleOrbit whether {@code (v-1)!/|Aut(D0)| == derivedCount}; if not, {@code count} was
 *     summed over every derived system instead (still exact, just slower)
 * @param extensions {@code ext(D0)}: the S(t,k,v) whose blocks through {@code v-1} are {@code D0}'s
 * @param derivedExample {@code D0}, or null if there is no derived system
 * @param elapsed the time taken
 */
public record SymmetricCount(int t, int k, int v, long count, long derivedCount, BigInteger derivedAutomorphisms,
    boolean singleOrbit, long extensions, BlockDesign derivedExample, Duration elapsed) {

  /** {@return {@code (v-1)! / |Aut(D0)|}: the number of labelled copies of {@code D0} on {@code v-1} points} */
  public BigInteger derivedOrbit() {
    return derivedAutomorphisms.signum() == 0 ? BigInteger.ZERO
        : io.github.dlxkit.hexad.model.Subsets.factorial(v - 1).divide(derivedAutomorphisms);
  }

  /** {@return a one-line account of how the count was obtained} */
  public String explanation() {
    String name = "S(" + t + "," + k + "," + v + ")";
    String derived = "S(" + (t - 1) + "," + (k - 1) + "," + (v - 1) + ")";
    if (derivedExample == null && count == 1) {
      return name + ": 1, the one block of all " + v + " points";
    }
    if (derivedExample == null) {
      return name + ": no derived " + derived + " exists, so no " + name;
    }
    if (!singleOrbit) {
      return name + ": " + count + ", summed over all " + derivedCount + " derived " + derived
          + " (they form more than one isomorphism class)";
    }
    return name + ": " + count + " = " + derivedCount + " derived " + derived + " x " + extensions
        + " extension(s) of one; the derived systems form one orbit, since (" + (v - 1) + ")!/|Aut| = "
        + (v - 1) + "!/" + derivedAutomorphisms + " = " + derivedOrbit();
  }
}

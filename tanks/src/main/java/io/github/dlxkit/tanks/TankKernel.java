package io.github.dlxkit.tanks;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import java.util.Locale;

/**
 * How {@link TankAttack} searches. The three kernels share no search code, so they check each
 * other; they find the same solutions.
 *
 * <pre>{@code
 * TankAttack.of(4).withKernel(TankKernel.ROW_SCAN).count();      // 1: all 2s
 * TankAttack.of(4).withKernel(TankKernel.EXACT_COVER).count();   // 1
 * TankKernel.parse("propagation");                              // PROPAGATION
 * }</pre>
 */
public enum TankKernel {
  /**
   * {@link #ROW_SCAN} for a plane board without symmetry, {@link #PROPAGATION} otherwise (fastest as
   * measured); with symmetry breaking, which the propagation kernel does not do, {@link #ROW_SCAN}
   * without a required symmetry (plane or torus) and {@link #EXACT_COVER} with one.
   */
  AUTO,
  /** The exact-cover encoding on the core engine (Algorithm C); boards up to {@value TankAttack#MAX_EXACT_COVER_SIZE}. */
  EXACT_COVER,
  /** Depth-first search with bounds propagation on the attack counts; any variant. */
  PROPAGATION,
  /** Row-major backtracking with attack counters and supply budgets; no symmetry. */
  ROW_SCAN;

  /**
   * {@return the kernel named {@code name}, as the CLI writes it: {@code auto}, {@code exact-cover} (or
   * {@code dlx}), {@code propagation}, {@code row-scan}; any case}
   *
   * @param name the kernel's name, as the CLI's {@code --kernel} takes it
   * @throws NullPointerException if {@code name} is null
   * @throws BadInputException for any other name, listing the names
   */
  public static TankKernel parse(String name) {
    return switch (Objects.requireNonNull(name, "name").toLowerCase(Locale.ROOT)) {
      case "auto" -> AUTO;
      case "exact-cover", "dlx" -> EXACT_COVER;
      case "propagation" -> PROPAGATION;
      case "row-scan" -> ROW_SCAN;
      default -> throw new BadInputException("unknown kernel '" + name
          + "' (expected auto, exact-cover, propagation or row-scan)");
    };
  }
}

package io.github.dlxkit.cli;

import io.github.dlxkit.core.search.Kernel;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code --kernel auto|links|cells|bits}; {@code auto} is null: {@link Kernel#fastestFor} picks. */
final class KernelOption implements ITypeConverter<Kernel> {
  @Override
  public Kernel convert(String value) {
    return switch (value) {
      case "auto" -> null;
      case "links" -> Kernel.DANCING_LINKS;
      case "cells" -> Kernel.DANCING_CELLS;
      case "bits" -> Kernel.DANCING_BITS;
      default -> throw new TypeConversionException("unknown kernel '" + value + "' (auto, links, cells or bits)");
    };
  }

  /** The words {@link #convert} accepts, for the shell completion (not the enum's constant names). */
  static final class Names implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return java.util.List.of("auto", "links", "cells", "bits").iterator();
    }
  }

  /**
   * The word {@code --stats} ends with ({@code kernel=K}) for a search of {@code problem} on
   * {@code kernel}: links, cells or bits; for a problem with bounds, which Algorithm M searches
   * whatever the kernel ({@code Kernel.build}), bits-multiplicities where the bitset kernel takes
   * it, else multiplicities.
   */
  static String used(Kernel kernel, io.github.dlxkit.core.model.ExactCoverProblem problem) {
    if (!problem.hasMultiplicities()) {
      return name(kernel);
    }
    return kernel.searchesBoundsOnBits(problem) ? "bits-multiplicities" : "multiplicities";
  }

  /** The option's word for {@code kernel}: links, cells or bits. */
  static String name(Kernel kernel) {
    return switch (kernel) {
      case DANCING_LINKS -> "links";
      case DANCING_CELLS -> "cells";
      case DANCING_BITS -> "bits";
    };
  }
}

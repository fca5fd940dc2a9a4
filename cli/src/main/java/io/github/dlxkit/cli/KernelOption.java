package io.github.dlxkit.cli;

import io.github.dlxkit.core.search.Kernel;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code --kernel links|cells|bits}. */
final class KernelOption implements ITypeConverter<Kernel> {
  @Override
  public Kernel convert(String value) {
    return switch (value) {
      case "links" -> Kernel.DANCING_LINKS;
      case "cells" -> Kernel.DANCING_CELLS;
      case "bits" -> Kernel.DANCING_BITS;
      default -> throw new TypeConversionException("unknown kernel '" + value + "' (links, cells or bits)");
    };
  }
}

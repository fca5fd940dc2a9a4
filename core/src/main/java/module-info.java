/**
 * dlxkit's engine: the exact-cover model, the searches and their limits, splitting a search into
 * parts, the Knuth file format. Every package a user needs is exported; {@code core.util} holds
 * primitive collections, file helpers and index checks shared with three puzzle modules and is
 * exported to them only; {@code core.kernel}, the kernels a user chooses by {@code Kernel}, is exported to sudoku
 * only, whose solver drives one matrix for every puzzle. The packages and their public types are
 * listed in docs/ARCHITECTURE.md.
 */
module io.github.dlxkit.core {
  exports io.github.dlxkit.core;
  exports io.github.dlxkit.core.io;
  exports io.github.dlxkit.core.kernel to io.github.dlxkit.sudoku;
  exports io.github.dlxkit.core.memo;
  exports io.github.dlxkit.core.model;
  exports io.github.dlxkit.core.optimise;
  exports io.github.dlxkit.core.preprocess;
  exports io.github.dlxkit.core.puzzle;
  exports io.github.dlxkit.core.search;
  exports io.github.dlxkit.core.split;
  exports io.github.dlxkit.core.util to io.github.dlxkit.polyomino, io.github.dlxkit.tantrix, io.github.dlxkit.tanks;
}

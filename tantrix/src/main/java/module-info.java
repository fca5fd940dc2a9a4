/**
 * Tantrix: fixed-shape and free-shape puzzles, loops, the game. The loop-first counter
 * ({@code tantrix.loopfirst}) is the CLI's ({@code dlx tantrix loops}), not exported.
 */
module io.github.dlxkit.tantrix {
  requires transitive io.github.dlxkit.core;
  requires static com.google.gson;

  exports io.github.dlxkit.tantrix;
  exports io.github.dlxkit.tantrix.encoding;
  exports io.github.dlxkit.tantrix.freeshape;
  exports io.github.dlxkit.tantrix.ga;
  exports io.github.dlxkit.tantrix.game;
  exports io.github.dlxkit.tantrix.io;
  exports io.github.dlxkit.tantrix.model;
  exports io.github.dlxkit.tantrix.optimise;
  exports io.github.dlxkit.tantrix.render;
  exports io.github.dlxkit.tantrix.loopfirst to io.github.dlxkit.cli;
}

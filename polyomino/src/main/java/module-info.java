/**
 * Polyomino and polycube tilings (SageMath's TilingSolver's ground) and Quantumino. The frontier
 * sweep that counts Quantumino is the CLI's ({@code dlx quantumino --count}), not exported.
 */
module io.github.dlxkit.polyomino {
  requires transitive io.github.dlxkit.core;
  requires static com.google.gson;

  exports io.github.dlxkit.polyomino;
  exports io.github.dlxkit.polyomino.encoding;
  exports io.github.dlxkit.polyomino.io;
  exports io.github.dlxkit.polyomino.model;
  exports io.github.dlxkit.polyomino.render;
  exports io.github.dlxkit.polyomino.frontier to io.github.dlxkit.cli;
}

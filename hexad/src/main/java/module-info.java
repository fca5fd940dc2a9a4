/** Conway's MINIMOG and hexads, and Steiner systems as exact-cover problems. */
module io.github.dlxkit.hexad {
  requires transitive io.github.dlxkit.core;
  requires static com.google.gson;

  exports io.github.dlxkit.hexad;
  exports io.github.dlxkit.hexad.encoding;
  exports io.github.dlxkit.hexad.model;
  exports io.github.dlxkit.hexad.render;
  exports io.github.dlxkit.hexad.steiner;
}

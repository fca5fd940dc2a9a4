/** The browser front end: an HTTP server ({@code jdk.httpserver}) over every puzzle module. */
module io.github.dlxkit.web {
  requires io.github.dlxkit.core;
  requires io.github.dlxkit.sudoku;
  requires io.github.dlxkit.polyomino;
  requires io.github.dlxkit.tantrix;
  requires io.github.dlxkit.hexad;
  requires io.github.dlxkit.tanks;
  requires com.google.gson;
  requires java.desktop;
  requires jdk.httpserver;

  exports io.github.dlxkit.web;
}

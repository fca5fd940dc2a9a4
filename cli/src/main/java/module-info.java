/**
 * The {@code dlx} command. A named module so that javac proves at every build that the CLI reads
 * only what the library modules export (to everyone or to this module); the shaded jar
 * ({@code cli/target/dlx.jar}) drops every module-info and runs on the class path. It exports
 * nothing: the spark module, the one that builds on it, is not modular (Spark is not) and reads it
 * on the class path. picocli reads the commands' annotated fields by reflection, hence the
 * {@code opens}.
 */
module io.github.dlxkit.cli {
  requires io.github.dlxkit.core;
  requires io.github.dlxkit.sudoku;
  requires io.github.dlxkit.polyomino;
  requires io.github.dlxkit.tantrix;
  requires io.github.dlxkit.hexad;
  requires io.github.dlxkit.tanks;
  requires com.google.gson;
  requires info.picocli;
  // dlx serve (package serve): the JDK's HTTP server, and the desktop's browser for --open when
  // the runtime has it (the self-contained image's has not: serve.Browser then runs xdg-open)
  requires jdk.httpserver;
  requires static java.desktop;


  opens io.github.dlxkit.cli to info.picocli;
  opens io.github.dlxkit.cli.hexad to info.picocli;
  opens io.github.dlxkit.cli.main to info.picocli;
  opens io.github.dlxkit.cli.polyomino to info.picocli;
  opens io.github.dlxkit.cli.sudoku to info.picocli;
  opens io.github.dlxkit.cli.tanks to info.picocli;
  opens io.github.dlxkit.cli.tantrix to info.picocli;
}

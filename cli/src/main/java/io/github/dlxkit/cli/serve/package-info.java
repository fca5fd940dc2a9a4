/**
 * The browser front end behind {@code dlx serve}: {@code WebServer} on the JDK's HTTP server, the JSON
 * API per puzzle ({@code SudokuApi}, {@code PolyominoApi}, {@code TantrixApi}, {@code HexadApi},
 * {@code TanksApi}, {@code XccApi}), long searches as jobs ({@code Job}, {@code Searches}) bounded by
 * {@code ServerLimits}. It is a front end over every puzzle module, as the commands are, so it lives
 * in the cli (the one module besides benchmarks and spark that may read them all), beside
 * {@code ServeCommand}, which starts it. See docs/web.md.
 */
package io.github.dlxkit.cli.serve;

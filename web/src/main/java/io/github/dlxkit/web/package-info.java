/**
 * The browser front end behind {@code dlx serve}: {@code WebServer} on the JDK's HTTP server, the JSON
 * API per puzzle ({@code SudokuApi}, {@code PolyominoApi}, {@code TantrixApi}, {@code HexadApi},
 * {@code TanksApi}, {@code XccApi}), long searches as jobs ({@code Job}, {@code Searches}) bounded by
 * {@code ServerLimits}. See docs/web.md.
 */
package io.github.dlxkit.web;

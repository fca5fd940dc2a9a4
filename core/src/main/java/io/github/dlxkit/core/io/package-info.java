/**
 * Knuth's DLX text format, read and written ({@code KnuthFormat}, {@code DlxFile} with the names of
 * items and options, {@code DlxFormatException} naming file, line and column), strict UTF-8 input
 * ({@code Utf8Reader}) and the one-line error messages the CLI and the web server share
 * ({@code Messages}).
 */
package io.github.dlxkit.core.io;

/**
 * The driver both Tank Attack searches share: a {@code GridSearch} visits cells ({@code CellVisitor})
 * and runs under core's runner ({@code SearchRunner}: threads, limits, progress, splitting); not
 * exported.
 */
package io.github.dlxkit.tanks.search;

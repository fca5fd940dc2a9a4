/**
 * Primitive collections, file helpers and index checks shared by core and three puzzle modules,
 * exported only to them (polyomino, tantrix, tanks): {@code IntList}, {@code LongCountMap},
 * {@code PackedCountMap}, {@code Crc}, {@code CountSpillFile} (a count map written to disk in
 * partitions, each chunk checksummed), and {@code Indices} (the check of an index a public method
 * is given, in one wording).
 */
package io.github.dlxkit.core.util;

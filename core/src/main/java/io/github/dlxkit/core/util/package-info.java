/**
 * Primitive collections and file helpers shared by core and two puzzle modules, exported only to them
 * (polyomino, tantrix): {@code IntList}, {@code LongCountMap}, {@code PackedCountMap}, {@code Crc}, and
 * {@code CountSpillFile} (a count map written to disk in partitions, each chunk checksummed).
 */
package io.github.dlxkit.core.util;

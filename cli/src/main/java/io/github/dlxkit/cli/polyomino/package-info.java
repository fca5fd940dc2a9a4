/**
 * {@code dlx polyomino} and {@code dlx quantumino}.
 */
package io.github.dlxkit.cli.polyomino;

/**
 * {@code dlx tantrix}: solve, loops, list, check, game, tournament.
 */
package io.github.dlxkit.cli.tantrix;

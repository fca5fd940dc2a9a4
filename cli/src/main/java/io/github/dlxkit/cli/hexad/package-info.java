/**
 * {@code dlx hexad} (MINIMOG: list, find, kitten, blackjack) and {@code dlx steiner}.
 */
package io.github.dlxkit.cli.hexad;

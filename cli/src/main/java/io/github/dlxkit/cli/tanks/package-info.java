/**
 * {@code dlx tanks}: Tank Attack.
 */
package io.github.dlxkit.cli.tanks;

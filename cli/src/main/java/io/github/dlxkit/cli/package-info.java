/**
 * The {@code dlx} command: the root command {@code Dlx}, the engine's commands ({@code count},
 * {@code solve}, {@code sum}, {@code serve}, ...) and the options they share ({@code SearchOptions},
 * {@code SplitOptions}, {@code Json}, ...); one subpackage per puzzle module. Thin: parse, call the
 * module's API, print. See docs/cli.md.
 */
package io.github.dlxkit.cli;

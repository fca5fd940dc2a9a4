/**
 * The {@code dlx} command: the engine's commands ({@code count}, {@code solve}, {@code sum},
 * {@code serve}, ...) and the options every command shares ({@code SearchOptions},
 * {@code SplitOptions}, {@code Json}, ...); one subpackage per puzzle module, and the root command
 * {@code Dlx}, which names them all, in {@code cli.main}. Thin: parse, call the module's API,
 * print. See docs/cli.md.
 */
package io.github.dlxkit.cli;

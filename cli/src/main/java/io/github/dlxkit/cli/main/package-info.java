/**
 * The entry point of {@code dlx}: the root command {@code Dlx}; {@code CommandTree}, which names
 * every command (those of {@code io.github.dlxkit.cli} and of the puzzle subpackages);
 * {@code TopLevel}, which answers {@code --version} and the top-level help without them; and
 * {@code ManPages}, {@code TopLevelUsage} and {@code ThirdParty}, which write the man pages, that
 * help and the distribution's THIRD-PARTY at build time. A package of its own so that no package of
 * the CLI depends on another that depends back on it: the commands read the shared options of
 * {@code io.github.dlxkit.cli}, and only this package reads the commands.
 */
package io.github.dlxkit.cli.main;

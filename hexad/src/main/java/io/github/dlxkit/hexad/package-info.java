/**
 * The MINIMOG, hexads of S(5,6,12), mathematical blackjack, and Steiner systems as exact cover.
 *
 * <p>{@link io.github.dlxkit.hexad.Minimog} is SageMath's {@code sage.games.hexad.Minimog}: it
 * completes 5 of 12 points to their hexad with Sage's description, and advises on mathematical
 * blackjack.
 *
 * <pre>{@code
 * Minimog.shuffle().findHexad(0, 1, 2, 3, 4);          // ([0, 1, 2, 3, 4, 11], ['square 2', 'picture 6'])
 * Minimog.shuffle().blackjackMove(0, 2, 4, 6, 7, 11);  // 4 --> 3. The total went from 30 to 29.
 * SteinerSystem.exactCover(5, 6, 12).count();          // 5040
 * }</pre>
 *
 * <p>Packages: {@code model} (points, labellings, pictures, shapes, block designs), {@code encoding}
 * (a Steiner system as an exact-cover problem), {@code steiner} (finding and counting Steiner
 * systems, automorphism groups), {@code render} (the MINIMOG's text pictures).
 */
package io.github.dlxkit.hexad;

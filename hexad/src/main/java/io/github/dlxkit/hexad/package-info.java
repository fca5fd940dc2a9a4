/** The MINIMOG, hexads of S(5,6,12), mathematical blackjack, Steiner systems. */
package io.github.dlxkit.hexad;

/** Polyomino and polycube tilings, the Quantumino box. */
package io.github.dlxkit.polyomino;

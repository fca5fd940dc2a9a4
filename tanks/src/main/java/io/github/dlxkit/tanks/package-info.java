/** The Tank Attack puzzle. */
package io.github.dlxkit.tanks;

/**
 * Grids written for people and read back ({@code GridFormat}).
 */
package io.github.dlxkit.tanks.render;

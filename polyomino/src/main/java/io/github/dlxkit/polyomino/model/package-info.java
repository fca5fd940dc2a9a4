/**
 * Geometry in any dimension: cells, isometries of the d-cube, polyominoes and polycubes with their
 * orientations, regions, puzzles read from files, the 17 Quantumino pentacubes, and colours for pieces without their own ({@code Palette}).
 */
package io.github.dlxkit.polyomino.model;

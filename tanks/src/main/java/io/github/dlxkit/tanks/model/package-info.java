/**
 * Tank Attack's objects: the board ({@code Board}), a solved grid ({@code Grid}) and the rotation
 * group a solution must be invariant under ({@code RequiredSymmetry}).
 */
package io.github.dlxkit.tanks.model;

/**
 * Tank Attack as exact cover ({@code TankEncoding}) and as CNF for a SAT solver ({@code CnfEncoding}).
 */
package io.github.dlxkit.tanks.encoding;

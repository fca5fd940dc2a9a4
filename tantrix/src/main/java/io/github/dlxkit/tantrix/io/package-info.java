/**
 * Tantrix solutions as JSON, one object per line, read strictly ({@code TantrixJson}).
 */
package io.github.dlxkit.tantrix.io;

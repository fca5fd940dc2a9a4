/**
 * Counts on an Apache Spark cluster: core's subproblems as Spark tasks ({@code SparkCount}, started
 * by {@code SparkCountMain}, progress from the driver {@code SparkProgress}). Not a Java module: Spark
 * is not modular, so this module runs on the class path. See docs/counting.md.
 */
package io.github.dlxkit.spark;

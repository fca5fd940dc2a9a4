package io.github.dlxkit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;

/**
 * Runs the Java example of spark's Javadoc, copied here word for word (cli's OrphanExamplesTest
 * checks that): 12 queens have 14200 solutions (OEIS A000170).
 */
class DocExamplesTest {
  @Test
  void sparkCount() throws Exception {
    System.setProperty("spark.driver.host", "127.0.0.1"); // as SparkCountTest: no host name lookup
    Path queens12 = Path.of("../core/src/test/resources/xcc/queens12.dlx");
    BigInteger n;
    SparkConf conf = new SparkConf().setMaster("local[2]").setAppName("count").set("spark.ui.enabled", "false");
    try (JavaSparkContext sc = new JavaSparkContext(conf)) {
      // queens12: a Path to a file in Knuth's format
      n = SparkCount.count(sc, Files.readString(queens12), "queens12.dlx", 4096);   // 14200
    }

    assertEquals(BigInteger.valueOf(14200), n);
  }
}

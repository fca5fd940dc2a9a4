package io.github.dlxkit.core.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Crc: its Javadoc example, the checksums computed independently with Python's zlib.crc32. */
class CrcTest {
  @Test
  void theJavadocExample() {
    assertEquals("7a554f6c", Crc.hex("1:0,15,30,73 3 108 0"));
    assertEquals("00000000", Crc.hex(""), "CRC-32 of nothing");
    assertEquals(0xcbf43926L, Crc.of("123456789".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, 9),
        "the CRC-32 check value of '123456789' (the catalogue of parametrised CRC algorithms, CRC-32/ISO-HDLC)");
    assertEquals("cbf43926", Crc.hex("123456789"), "the check value in hex, its top bit set");
  }
}

package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import org.junit.jupiter.api.Test;

/** The Javadoc examples of the serve package, word for word (OrphanExamplesTest checks that). */
class WebExamplesTest {
  @Test
  void webServer() throws Exception {
    WebServer server = WebServer.start("127.0.0.1", 0, ServerLimits.defaults());
    URI page = server.uri();   // http://127.0.0.1:PORT/
    server.close();

    assertTrue(page.toString().matches("http://127\\.0\\.0\\.1:[0-9]+/"), page.toString());
    assertEquals("127.0.0.1", page.getHost());
  }
}

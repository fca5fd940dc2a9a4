package io.github.dlxkit.cli.serve;

import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Locale;

/** Opens the page in the user's browser for {@code dlx serve --open}. */
public final class Browser {
  private Browser() {}

  /**
   * Opens {@code uri} with the desktop's browser (or xdg-open, open, start); false when there is none
   * (a server without a display), so that the caller can print the address instead.
   */
  public static boolean open(URI uri) {
    // the self-contained image's runtime has no java.desktop: Desktop is then not even looked at
    // (DesktopBrowser is the only class that names it, and is loaded only here)
    if (ModuleLayer.boot().findModule("java.desktop").isPresent() && DesktopBrowser.open(uri)) {
      return true;
    }
    String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
    List<String> command = os.contains("win") ? List.of("rundll32", "url.dll,FileProtocolHandler", uri.toString())
        : os.contains("mac") ? List.of("open", uri.toString()) : List.of("xdg-open", uri.toString());
    try {
      new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}

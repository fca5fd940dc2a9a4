package io.github.dlxkit.cli.serve;

import java.awt.Desktop;
import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.net.URI;

/**
 * The desktop's browser through java.awt.Desktop, apart from {@link Browser} so that a runtime
 * without java.desktop (the self-contained image's) never loads a class that names it.
 */
final class DesktopBrowser {
  private DesktopBrowser() {}

  /** Opens {@code uri} with the desktop's browser; false when there is no desktop to ask. */
  static boolean open(URI uri) {
    try {
      if (!GraphicsEnvironment.isHeadless() && Desktop.isDesktopSupported()
          && Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
        Desktop.getDesktop().browse(uri);
        return true;
      }
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      // the caller falls back to the platform's command
    }
    return false;
  }
}

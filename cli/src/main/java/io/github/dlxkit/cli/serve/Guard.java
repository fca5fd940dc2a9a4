package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.sun.net.httpserver.Headers;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Who may drive the server, checked before any handler sees a request (docs/web.md, "Safe by
 * default"): a web site the user visits must not. Two checks, as Jupyter, Vite and webpack-dev-server
 * make them:
 * <ul>
 *   <li>the {@code Host} is one of this server's names — {@code localhost} (and {@code *.localhost}),
 *       an IP address (such as the bound one, {@code 127.0.0.1} or {@code [::1]}), or a name given with
 *       {@code --allow-host} — else 403: a page whose own name was rebound to 127.0.0.1 (DNS
 *       rebinding) sends its own name;</li>
 *   <li>a request that changes state (any method but GET and HEAD) comes from the server's own page:
 *       its {@code Origin}, when sent, is {@code http://} (or {@code https://}, behind a TLS proxy that
 *       passes the Host on) and the request's Host, and its
 *       {@code Sec-Fetch-Site}, when sent, is {@code same-origin} or {@code none}; else 403. A script
 *       (curl) sends neither and passes.</li>
 * </ul>
 * An IP address passes because rebinding needs a name the attacker owns; the port is not compared
 * (a browser always sends the port it connected to).
 */
final class Guard {
  private static final Pattern IPV4 = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,3}){3}");
  private static final Pattern PORT = Pattern.compile("[0-9]{1,5}");
  private static final Pattern IPV6 = Pattern.compile("\\[[0-9a-f:.]+(%[0-9a-z]+)?]");
  private final Set<String> allowedNames;

  /** A guard that also lets the host names {@code allowed} through (any case; a port is ignored). */
  Guard(Set<String> allowed) {
    this.allowedNames = Set.copyOf(allowed.stream().map(n -> name(n.strip())).toList());
  }

  /** Refuses ({@link HttpError} 400 or 403) a request from another site; returns quietly otherwise. */
  void check(String method, Headers headers) {
    String host = headers.getFirst("Host");
    if (host == null || host.isBlank()) {
      throw HttpError.badRequest("the request has no Host header");
    }
    String name = name(host.strip());
    if (!allowed(name)) {
      throw new HttpError(403, "host " + Messages.quote(name) + " is not this server's name; to serve"
          + " it, start dlx serve with --allow-host " + name);
    }
    if (method.equals("GET") || method.equals("HEAD")) {
      return;
    }
    String origin = headers.getFirst("Origin");
    if (origin != null && !origin.strip().equalsIgnoreCase("http://" + host.strip())
        && !origin.strip().equalsIgnoreCase("https://" + host.strip())) {
      throw new HttpError(403, "a " + method + " from another site (Origin " + Messages.quote(origin)
          + ") is refused: only this server's page may change its state");
    }
    String site = headers.getFirst("Sec-Fetch-Site");
    if (site != null && !site.strip().equals("same-origin") && !site.strip().equals("none")) {
      throw new HttpError(403, "a " + method + " from another site (Sec-Fetch-Site " + Messages.quote(site)
          + ") is refused: only this server's page may change its state");
    }
  }

  /**
   * The host name of a Host header's value, lower-cased, without its port ({@code [::1]} kept whole);
   * a value whose end is not a port ({@code [::1].evil.example}) is kept whole, and refused.
   */
  static String name(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    int colon = h.startsWith("[") ? h.indexOf(':', h.indexOf(']') + 1) : h.indexOf(':');
    if (colon < 0) {
      return h;
    }
    return PORT.matcher(h.substring(colon + 1)).matches() ? h.substring(0, colon) : h;
  }

  private boolean allowed(String name) {
    return name.equals("localhost") || name.endsWith(".localhost") || IPV4.matcher(name).matches()
        || IPV6.matcher(name).matches() || allowedNames.contains(name);
  }
}

package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;

/**
 * A request the server refuses, with the HTTP status and the one line the client sees as
 * {@code {"error": message}}.
 */
final class HttpError extends RuntimeException {
  final int status;

  HttpError(int status, String message) {
    super(message, null, false, false);
    this.status = status;
  }

  static HttpError badRequest(String message) {
    return new HttpError(400, message);
  }

  static HttpError notFound(String what) {
    return new HttpError(404, "no such page: " + Messages.quote(what));
  }
}

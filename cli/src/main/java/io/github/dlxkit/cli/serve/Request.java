package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.util.Map;

/**
 * One API request as a handler sees it: the path's variable part, the query, and the body read at most
 * once and never beyond the server's limit. The accessors validate: a missing or wrong field is a 400
 * naming the field and the value.
 */
final class Request {
  final HttpExchange exchange;
  /** The part of the path after the route's prefix (a job id), or "". */
  final String rest;
  private final int maxBody;
  private final Map<String, String> query;
  private JsonObject json;
  private String body;

  Request(HttpExchange exchange, String rest, int maxBody) {
    this.exchange = exchange;
    this.rest = rest;
    this.maxBody = maxBody;
    this.query = Http.query(exchange);
  }

  /** The body as text, sent as {@value Http#KNUTH} (a problem in Knuth's format sent as is). */
  String text() throws IOException {
    return body(Http.KNUTH);
  }

  /** The body as a JSON object, sent as {@value Http#JSON}. */
  JsonObject json() throws IOException {
    if (json == null) {
      json = parse(body(Http.JSON));
    }
    return json;
  }

  /** The client's address: what the per-client limits count by. */
  java.net.InetAddress client() {
    return exchange.getRemoteAddress().getAddress();
  }

  private String body(String type) throws IOException {
    if (body == null) {
      Http.checkType(exchange, type);
      body = Http.body(exchange, maxBody);
    }
    return body;
  }

  private static JsonObject parse(String t) {
    try {
      JsonElement e = com.google.gson.JsonParser.parseString(t.isBlank() ? "{}" : t);
      if (e.isJsonObject()) {
        return e.getAsJsonObject();
      }
    } catch (com.google.gson.JsonParseException e) {
      throw HttpError.badRequest("the request body is not JSON: " + Http.plain(e));
    }
    throw HttpError.badRequest("the request body must be a JSON object, got " + Messages.quote(t.strip()));
  }

  /** A string field of the JSON body; 400 when absent or not a string. */
  String string(String name) throws IOException {
    JsonElement e = json().get(name);
    if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
      throw HttpError.badRequest("the request needs \"" + name + "\" as a string"
          + (e == null ? "" : ", got " + Messages.quote(e.toString())));
    }
    return e.getAsString();
  }

  /** An optional string field of the JSON body. */
  String string(String name, String otherwise) throws IOException {
    return json().has(name) && !json().get(name).isJsonNull() ? string(name) : otherwise;
  }

  /**
   * An optional yes/no field of the JSON body: {@code true} or {@code false} (or those words as strings,
   * which the first API took); anything else is a 400, never a silent no.
   */
  boolean bool(String name, boolean otherwise) throws IOException {
    JsonElement e = json().get(name);
    if (e == null || e.isJsonNull()) {
      return otherwise;
    }
    if (e.isJsonPrimitive() && (e.getAsString().equals("true") || e.getAsString().equals("false"))) {
      return e.getAsString().equals("true");
    }
    if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
      throw HttpError.badRequest("\"" + name + "\" must be true or false, got " + Messages.quote(e.toString()));
    }
    return e.getAsBoolean();
  }

  /** An integer query parameter in [min, max]. */
  long query(String name, long otherwise, long min, long max) {
    return query.containsKey(name) ? inRange(name, query.get(name), min, max) : otherwise;
  }

  /** An integer field of the JSON body in [min, max]. */
  long integer(String name, long otherwise, long min, long max) throws IOException {
    JsonElement e = json().get(name);
    if (e == null || e.isJsonNull()) {
      return otherwise;
    }
    return inRange(name, e.isJsonPrimitive() ? e.getAsString() : e.toString(), min, max);
  }

  private static long inRange(String name, String raw, long min, long max) {
    long v;
    try {
      v = Long.parseLong(raw.strip());
    } catch (NumberFormatException ex) {
      throw HttpError.badRequest(name + " must be an integer, got " + Messages.quote(raw));
    }
    if (v < min || v > max) {
      throw HttpError.badRequest(name + " must be in [" + min + ", " + max + "], got " + v);
    }
    return v;
  }

  /** A query parameter as sent, or null. */
  String parameter(String name) {
    return query.get(name);
  }

  /** A yes/no query parameter ({@code ?wait}, {@code ?wait=true}). */
  boolean flag(String name) {
    String v = query.get(name);
    if (v == null) {
      return false;
    }
    if (v.isEmpty() || v.equals("true") || v.equals("1")) {
      return true;
    }
    if (v.equals("false") || v.equals("0")) {
      return false;
    }
    throw HttpError.badRequest(name + " must be true or false, got " + Messages.quote(v));
  }
}

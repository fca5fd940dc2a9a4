package io.github.dlxkit.cli.main;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the distribution's THIRD-PARTY from its SBOM ({@code dlxkit.cdx.json}, CycloneDX, which
 * cyclonedx-maven-plugin makes from the cli's run-time dependencies): each library in it but
 * dlxkit's own modules, with its name, version, licences and home page as the SBOM gives them, and
 * the lines the checked-in notices file holds for it (its copyright; a NOTICE file's text, where the
 * library ships one), put where the template's line {@value #LIBRARIES} is. The SBOM has no copyright,
 * hence the notices file; a library with no notice there stops the build, so that no new dependency
 * ships unnamed, and so does a notice for a library the SBOM does not list. Run at build time by the
 * cli pom, after the SBOM and before lib/dlx.jar takes THIRD-PARTY in:
 * {@code java -cp CLASSPATH io.github.dlxkit.cli.main.ThirdParty SBOM NOTICES TEMPLATE OUT}.
 */
final class ThirdParty {
  /** The template's line that the list of libraries replaces. */
  static final String LIBRARIES = "{libraries}";

  /** Where each library's {@code group:artifact} starts on its first line (the version before it). */
  private static final int KEY_COLUMN = 30;

  private ThirdParty() {}

  /** One library of the SBOM: {@code key} is its {@code group:artifact}; {@code url} may be empty. */
  record Library(String key, String name, String version, List<String> licences, String url) {}

  public static void main(String[] args) throws IOException {
    if (args.length != 4) {
      System.err.println("usage: ThirdParty SBOM NOTICES TEMPLATE OUT");
      System.exit(2);
    }
    List<Library> libraries;
    String text;
    try {
      libraries = libraries(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
      text = render(libraries, notices(Files.readString(Path.of(args[1]), StandardCharsets.UTF_8)),
          Files.readString(Path.of(args[2]), StandardCharsets.UTF_8));
    } catch (IllegalArgumentException e) {
      System.err.println("ThirdParty: " + e.getMessage() + " (SBOM " + args[0] + ", notices " + args[1] + ")");
      System.exit(1);
      return;
    }
    Files.writeString(Path.of(args[3]), text, StandardCharsets.UTF_8);
    System.out.println("ThirdParty: " + libraries.size() + " libraries from the SBOM in " + args[3]);
  }

  /**
   * The SBOM's libraries in its order, but those of the SBOM's own group (dlxkit's modules).
   *
   * @throws IllegalArgumentException if the text is not such an SBOM, or a library has no licence
   */
  static List<Library> libraries(String sbom) {
    JsonObject bom;
    try {
      bom = JsonParser.parseString(sbom).getAsJsonObject();
    } catch (JsonParseException | IllegalStateException e) {
      throw new IllegalArgumentException("the SBOM is not a JSON object: " + e.getMessage(), e);
    }
    String own = string(object(object(bom, "metadata"), "component"), "group");
    List<Library> libraries = new ArrayList<>();
    for (JsonElement element : array(bom, "components")) {
      JsonObject component = element.getAsJsonObject();
      String group = string(component, "group");
      if (!"library".equals(string(component, "type")) || group.equals(own)) {
        continue;
      }
      String key = group + ":" + string(component, "name");
      String version = string(component, "version");
      List<String> licences = new ArrayList<>();
      for (JsonElement choice : array(component, "licenses")) {
        JsonObject licence = object(choice.getAsJsonObject(), "license");
        String named = !string(licence, "id").isEmpty() ? string(licence, "id") : string(licence, "name");
        String expression = string(choice.getAsJsonObject(), "expression");
        if (!named.isEmpty()) {
          licences.add(named);
        } else if (!expression.isEmpty()) {
          licences.add(expression);
        }
      }
      if (licences.isEmpty()) {
        throw new IllegalArgumentException("the SBOM gives no licence for " + key + " " + version);
      }
      libraries.add(new Library(key, string(component, "name"), version, List.copyOf(licences),
          url(array(component, "externalReferences"))));
    }
    return List.copyOf(libraries);
  }

  /** The home page: the website the SBOM names, else its version control's address, else none. */
  private static String url(JsonArray references) {
    for (String type : List.of("website", "vcs")) {
      for (JsonElement reference : references) {
        if (type.equals(string(reference.getAsJsonObject(), "type"))) {
          return string(reference.getAsJsonObject(), "url");
        }
      }
    }
    return "";
  }

  /**
   * The notices file: one line each, {@code group:artifact} then the line for THIRD-PARTY; a key may
   * come again for more lines. Blank lines and lines starting with {@code #} are comments.
   *
   * @throws IllegalArgumentException naming the first line that is not of that form
   */
  static Map<String, List<String>> notices(String text) {
    Map<String, List<String>> notices = new LinkedHashMap<>();
    List<String> lines = text.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] parts = line.split("\\s+", 2);
      if (parts.length < 2 || !parts[0].matches("[^:]+:[^:]+")) {
        throw new IllegalArgumentException("notices line " + (i + 1) + ": expected 'group:artifact notice', got '"
            + line + "'");
      }
      notices.computeIfAbsent(parts[0], k -> new ArrayList<>()).add(parts[1]);
    }
    return notices;
  }

  /**
   * The template with its line {@value #LIBRARIES} replaced by the libraries, each with its notices.
   *
   * @throws IllegalArgumentException if a library has no notice, a notice no library, or the
   *     template no such line
   */
  static String render(List<Library> libraries, Map<String, List<String>> notices, String template) {
    List<String> keys = libraries.stream().map(Library::key).toList();
    for (String key : notices.keySet()) {
      if (!keys.contains(key)) {
        throw new IllegalArgumentException("the notices file has a notice for " + key
            + ", which the SBOM does not list: remove it");
      }
    }
    StringBuilder list = new StringBuilder();
    for (Library library : libraries) {
      List<String> lines = notices.get(library.key());
      if (lines == null) {
        throw new IllegalArgumentException(library.key() + " " + library.version() + " is in the SBOM, so"
            + " lib/dlx.jar bundles it, but has no notice: add its copyright line to the notices file");
      }
      String head = "  " + library.name() + " " + library.version();
      list.append(head).append(" ".repeat(Math.max(1, KEY_COLUMN - head.length()))).append(library.key())
          .append('\n');
      list.append("      Licence").append(library.licences().size() > 1 ? "s" : "").append(": ")
          .append(String.join("; ", library.licences())).append('\n');
      for (String line : lines) {
        list.append("      ").append(line).append('\n');
      }
      if (!library.url().isEmpty()) {
        list.append("      ").append(library.url()).append('\n');
      }
    }
    String marker = "\n" + LIBRARIES + "\n";
    String text = "\n" + template;
    if (!text.contains(marker)) {
      throw new IllegalArgumentException("the template has no line " + LIBRARIES + " for the libraries");
    }
    return text.replace(marker, "\n" + list).substring(1);
  }

  private static JsonObject object(JsonObject object, String name) {
    JsonElement value = object.get(name);
    return value != null && value.isJsonObject() ? value.getAsJsonObject() : new JsonObject();
  }

  private static JsonArray array(JsonObject object, String name) {
    JsonElement value = object.get(name);
    return value != null && value.isJsonArray() ? value.getAsJsonArray() : new JsonArray();
  }

  private static String string(JsonObject object, String name) {
    JsonElement value = object.get(name);
    return value != null && value.isJsonPrimitive() ? value.getAsString() : "";
  }
}

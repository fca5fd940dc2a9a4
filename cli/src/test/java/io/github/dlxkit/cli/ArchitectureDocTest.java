package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/ARCHITECTURE.md and the package-infos tell the truth about the code: every package has a
 * {@code package-info.java}; every package the page names exists; its table of the public surface
 * is exactly what the module-infos export; its glossary lists each word once.
 */
class ArchitectureDocTest {
  private static final String PREFIX = "io.github.dlxkit.";
  private static final Path DOC = Path.of("docs/ARCHITECTURE.md");
  private static final Pattern TICKED = Pattern.compile("`([^`]+)`");

  /** module directory → its packages (full names), from the sources. */
  private static Map<String, Set<String>> sourcePackages() throws IOException {
    Map<String, Set<String>> packages = new TreeMap<>();
    for (String dir : ClassGraph.MODULES) {
      Path root = Path.of(dir, "src/main/java");
      Set<String> found = new TreeSet<>();
      try (Stream<Path> files = Files.walk(root)) {
        files.filter(f -> f.toString().endsWith(".java") && !f.getFileName().toString().equals("module-info.java"))
            .forEach(f -> found.add(root.relativize(f.getParent()).toString().replace(f.getFileSystem().getSeparator(), ".")));
      }
      packages.put(dir, found);
    }
    return packages;
  }

  @Test
  void everyPackageHasAPackageInfo() throws IOException {
    List<String> missing = new ArrayList<>();
    Map<String, Set<String>> packages = sourcePackages();
    for (Map.Entry<String, Set<String>> m : packages.entrySet()) {
      for (String p : m.getValue()) {
        Path info = Path.of(m.getKey(), "src/main/java", p.replace('.', '/'), "package-info.java");
        if (!Files.isRegularFile(info)) {
          missing.add(info.toString());
        }
      }
    }
    assertTrue(missing.isEmpty(), "no package-info.java: " + missing);
    assertTrue(packages.values().stream().mapToInt(Set::size).sum() > 50, "packages: " + packages);
  }

  @Test
  void everyPackageThePageNamesExists() throws IOException {
    Set<String> all = new HashSet<>();
    sourcePackages().values().forEach(all::addAll);
    String doc = Files.readString(DOC);
    List<String> unknown = new ArrayList<>();
    Matcher full = Pattern.compile("io\\.github\\.dlxkit(?:\\.[a-z][a-z0-9]*)+").matcher(doc);
    while (full.find()) {
      // a package of a real module (the page's "Adding a puzzle" names a module foo that is not)
      boolean real = ClassGraph.MODULES.contains(full.group().split("\\.")[3]);
      if (real && !all.contains(full.group())) {
        unknown.add(full.group());
      }
    }
    // `module.package` and `module.package.Type`, as the page writes them (a bare `module` is the module)
    Matcher ticked = TICKED.matcher(doc);
    Pattern qualified = Pattern.compile("([a-z]+(?:\\.[a-z][a-z0-9]*)*)(?:\\.([A-Z]\\w*))?(?:\\.\\w+)*(?:\\(.*\\))?");
    while (ticked.find()) {
      Matcher m = qualified.matcher(ticked.group(1));
      if (!m.matches() || !ClassGraph.MODULES.contains(m.group(1).split("\\.")[0])
          || !m.group(1).contains(".") && m.group(2) == null) {
        continue;
      }
      if (!all.contains(PREFIX + m.group(1))) {
        unknown.add(ticked.group());
      } else if (m.group(2) != null && !typeExists(m.group(1), m.group(2))) {
        unknown.add(ticked.group() + " (no such type there)");
      }
    }
    // the module table: a module's row names its subpackages in parentheses, (`model`, `render`)
    for (String row : section(doc, "## The modules")) {
      List<String> cells = cells(row);
      if (cells.size() < 2 || !cells.get(0).matches("`[a-z]+`")) {
        continue;
      }
      String module = cells.get(0).replace("`", "");
      Matcher paren = Pattern.compile("\\(([^)]*)\\)").matcher(cells.get(1));
      while (paren.find()) {
        Matcher names = TICKED.matcher(paren.group(1));
        while (names.find()) {
          String name = names.group(1);
          if (name.matches("[a-z]+") && !ClassGraph.MODULES.contains(name) && !all.contains(PREFIX + module + "." + name)) {
            unknown.add(module + " row: `" + name + "`");
          }
        }
      }
    }
    assertTrue(unknown.isEmpty(), "named in " + DOC + " but no such package: " + unknown);
  }

  @Test
  void thePublicSurfaceTableIsWhatTheModuleInfosExport() throws IOException {
    String doc = Files.readString(DOC);
    ClassGraph graph = ClassGraph.read(Path.of(""));
    Map<String, Set<String>> packages = sourcePackages();
    Set<String> rows = new TreeSet<>();
    for (String row : section(doc, "## The public surface")) {
      List<String> cells = cells(row);
      if (cells.size() != 4 || !cells.get(0).matches("`[a-z]+`")) {
        continue;
      }
      String dir = cells.get(0).replace("`", "");
      rows.add(dir);
      ModuleDescriptor d = graph.modules.get(dir).descriptor().orElseThrow(() -> new AssertionError(dir + ": no module-info"));
      Set<String> open = names(cells.get(1));
      Map<String, Set<String>> qualified = new TreeMap<>();
      Matcher q = Pattern.compile("`([a-z.]+)` \\(([^)]*)\\)").matcher(cells.get(2));
      while (q.find()) {
        qualified.put(PREFIX + q.group(1), Stream.of(q.group(2).split(","))
            .map(s -> PREFIX + s.strip()).collect(Collectors.toCollection(TreeSet::new)));
      }
      Set<String> hidden = names(cells.get(3));
      assertEquals(d.exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source)
          .collect(Collectors.toCollection(TreeSet::new)), open, dir + ": exported to everyone");
      assertEquals(d.exports().stream().filter(ModuleDescriptor.Exports::isQualified)
          .collect(Collectors.toMap(ModuleDescriptor.Exports::source, e -> new TreeSet<>(e.targets()), (a, b) -> a, TreeMap::new)),
          qualified, dir + ": exported to named modules");
      Set<String> listed = new TreeSet<>(open);
      listed.addAll(qualified.keySet());
      listed.addAll(hidden);
      assertEquals(packages.get(dir), listed, dir + ": the row lists every package once");
    }
    assertEquals(new TreeSet<>(List.of("core", "sudoku", "polyomino", "tantrix", "hexad", "tanks", "cli")), rows);
  }

  @Test
  void theGlossaryListsEachWordOnce() throws IOException {
    List<String> words = new ArrayList<>();
    for (String row : section(Files.readString(DOC), "## Glossary")) {
      List<String> cells = cells(row);
      if (cells.size() == 3 && !cells.get(0).equals("word") && !cells.get(0).startsWith("---")) {
        words.add(cells.get(0));
      }
    }
    assertTrue(words.size() > 30, "glossary words: " + words);
    Set<String> seen = new HashSet<>();
    List<String> twice = words.stream().filter(w -> !seen.add(w)).toList();
    assertTrue(twice.isEmpty(), "listed more than once: " + twice);
  }

  private static boolean typeExists(String pkg, String type) {
    return ClassGraph.MODULES.stream().anyMatch(dir ->
        Files.isRegularFile(Path.of(dir, "src/main/java", PREFIX.replace('.', '/') + pkg.replace('.', '/'), type + ".java")));
  }

  private static Set<String> names(String cell) {
    Set<String> names = new TreeSet<>();
    Matcher m = TICKED.matcher(cell);
    while (m.find()) {
      names.add(PREFIX + m.group(1));
    }
    return names;
  }

  /** The lines of a section, from its heading to the next heading of the same level. */
  private static List<String> section(String doc, String heading) {
    int start = doc.indexOf("\n" + heading + "\n");
    assertTrue(start >= 0, DOC + " has no section " + heading);
    int end = doc.indexOf("\n## ", start + heading.length() + 2);
    return doc.substring(start, end < 0 ? doc.length() : end).lines().toList();
  }

  private static List<String> cells(String row) {
    if (!row.startsWith("|")) {
      return List.of();
    }
    String[] parts = row.substring(1, row.length() - (row.endsWith("|") ? 1 : 0)).split("\\|", -1);
    return Stream.of(parts).map(String::strip).toList();
  }
}

package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The module boundaries hold in the compiled classes of every module: no cycle between packages,
 * anywhere; a module reads another's package only when that package is exported to everyone or to
 * it; every module but the three that may depend on all (cli, benchmarks, spark) reads only core.
 * javac checks the same for the named modules (every library module and cli compile on the module
 * path); this test also covers the class-path modules, spark and benchmarks (checked when their
 * classes are built: in a reactor build they come after cli), which may read what cli may read
 * since they build on it (and the benchmarks the kernels).
 */
class ModuleBoundariesTest {
  /** The modules the ground rules let depend on every other (docs/ARCHITECTURE.md, "The modules"). */
  private static final List<String> MAY_READ_ALL = List.of("cli", "benchmarks", "spark");
  /** Every other module: a library that reads core alone (core itself, the puzzle modules, any new one). */
  private static final List<String> LIBRARIES =
      ClassGraph.MODULES.stream().filter(m -> !MAY_READ_ALL.contains(m)).toList();
  private static final ClassGraph GRAPH = ClassGraph.read(Path.of(""));
  /** The benchmarks time the kernels themselves: {@code core.kernel}, exported to sudoku only. */
  private static final Map<String, List<String>> CLASS_PATH_ALSO_READS = Map.of("benchmarks",
      List.of("io.github.dlxkit.core.kernel"));

  @Test
  void everyLibraryModuleAndTheCliHaveAModuleInfoNamedAfterTheModule() {
    for (String dir : concat(LIBRARIES, List.of("cli"))) {
      ClassGraph.Module m = GRAPH.modules.get(dir);
      assertTrue(m != null, dir + "/target/classes is not built");
      ModuleDescriptor d = m.descriptor().orElseThrow(() -> new AssertionError(dir + " has no module-info"));
      assertEquals("io.github.dlxkit." + dir, d.name());
    }
  }

  @Test
  void noPackageCycles() {
    List<String> report = new ArrayList<>();
    for (List<String> cycle : GRAPH.cycles()) {
      StringBuilder s = new StringBuilder("cycle " + cycle + ":");
      for (String from : cycle) {
        for (Map.Entry<String, String> e : GRAPH.edges.get(from).entrySet()) {
          if (cycle.contains(e.getKey())) {
            s.append("\n  ").append(from).append(" -> ").append(e.getKey()).append(" (").append(e.getValue()).append(')');
          }
        }
      }
      report.add(s.toString());
    }
    assertTrue(report.isEmpty(), String.join("\n", report));
    assertTrue(GRAPH.edges.size() > 40, "packages read: " + GRAPH.edges.keySet());
  }

  @Test
  void modulesReadOnlyExportedPackages() {
    List<String> bad = new ArrayList<>();
    for (ClassGraph.Module m : GRAPH.modules.values()) {
      // a class-path module (spark, benchmarks) builds on the cli: it may read the cli and what the cli may
      String reader = m.descriptor().map(ModuleDescriptor::name).orElse("io.github.dlxkit.cli");
      for (String from : m.packages()) {
        for (Map.Entry<String, String> e : GRAPH.edges.get(from).entrySet()) {
          String to = e.getKey();
          String dir = GRAPH.owner.get(to);
          if (dir == null || dir.equals(m.dir()) || m.descriptor().isEmpty() && dir.equals("cli")
              || CLASS_PATH_ALSO_READS.getOrDefault(m.dir(), List.of()).contains(to)) {
            continue;
          }
          ModuleDescriptor target = GRAPH.modules.get(dir).descriptor().orElse(null);
          boolean exported = target != null && target.exports().stream()
              .anyMatch(x -> x.source().equals(to) && (!x.isQualified() || x.targets().contains(reader)));
          if (!exported) {
            bad.add(m.dir() + " reads " + to + ", which " + dir + " does not export to it (" + e.getValue() + ")");
          }
        }
      }
    }
    assertTrue(bad.isEmpty(), String.join("\n", bad));
  }

  /**
   * The rule above covers every module: the class graph's list is the parent pom's, in its order,
   * but for the modules with no classes (packaging pom: the BOM).
   */
  @Test
  void theModulesReadAreThoseOfTheParentPom() throws IOException {
    List<String> pom = new ArrayList<>();
    Matcher m = Pattern.compile("<module>([^<]+)</module>").matcher(Files.readString(Path.of("pom.xml")));
    while (m.find()) {
      if (!Files.readString(Path.of(m.group(1), "pom.xml")).contains("<packaging>pom</packaging>")) {
        pom.add(m.group(1));
      }
    }
    assertEquals(pom, ClassGraph.MODULES);
  }

  @Test
  void everyModuleButCliBenchmarksAndSparkReadsOnlyCore() {
    List<String> bad = new ArrayList<>();
    for (String dir : LIBRARIES) {
      ClassGraph.Module module = GRAPH.modules.get(dir);
      assertTrue(module != null, dir + "/target/classes is not built");
      for (String from : module.packages()) {
        for (Map.Entry<String, String> e : GRAPH.edges.get(from).entrySet()) {
          String owner = GRAPH.owner.get(e.getKey());
          if (owner != null && !owner.equals(dir) && !owner.equals("core")) {
            bad.add(from + " -> " + e.getKey() + " (" + e.getValue() + ")");
          }
        }
      }
    }
    assertTrue(bad.isEmpty(), String.join("\n", bad));
  }

  /** The check itself: a cycle planted in a small graph is found, with both packages. */
  @Test
  void aPlantedCycleIsFound() {
    ClassGraph g = new ClassGraph();
    for (String p : List.of("a", "a.b", "a.c")) {
      g.owner.put(p, "m");
    }
    g.edges.put("a", new java.util.TreeMap<>(Map.of("a.b", "A -> B")));
    g.edges.put("a.b", new java.util.TreeMap<>(Map.of("a.c", "B -> C")));
    g.edges.put("a.c", new java.util.TreeMap<>(Map.of("a", "C -> A")));
    assertEquals(List.of(List.of("a", "a.b", "a.c")), g.cycles());
    g.edges.get("a.c").clear();
    assertEquals(List.of(), g.cycles());
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }
}

package io.github.dlxkit.cli;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The project's compiled main classes as a graph of packages, read from each module's
 * {@code target/classes}: which package refers to which, with one example pair of classes per
 * edge, and each module's descriptor (its compiled {@code module-info}). A reference is any class
 * name in a class file's constant pool (class entries, field and method descriptors, generic
 * signatures, annotations), string constants excepted: what {@code jdeps -verbose:package} reports,
 * without needing every third-party jar on a module path.
 */
final class ClassGraph {
  /** The repository's modules in reactor order (the cli's tests run from the repository root). */
  static final List<String> MODULES =
      List.of("core", "sudoku", "polyomino", "tantrix", "hexad", "tanks", "cli", "spark", "benchmarks");
  /** A dlxkit class name in a constant-pool string: its package (group 1, '/'-separated). */
  private static final Pattern NAME = Pattern.compile("io/github/dlxkit/((?:[a-z][a-z0-9_]*/)*)[A-Za-z_$][\\w$]*");

  /** One module: its directory name, descriptor if it has a module-info, its packages. */
  record Module(String dir, Optional<ModuleDescriptor> descriptor, Set<String> packages) {}

  /** module directory → module, for the modules whose classes are built. */
  final Map<String, Module> modules = new LinkedHashMap<>();
  /** package → module directory. */
  final Map<String, String> owner = new TreeMap<>();
  /** package → package it refers to → an example "FromClass -> ToClass". */
  final Map<String, Map<String, String>> edges = new TreeMap<>();

  static ClassGraph read(Path root) {
    ClassGraph g = new ClassGraph();
    for (String dir : MODULES) {
      Path classes = root.resolve(dir).resolve("target/classes");
      if (Files.isDirectory(classes)) {
        g.add(dir, classes);
      }
    }
    return g;
  }

  private void add(String dir, Path classes) {
    Optional<ModuleDescriptor> descriptor = Optional.empty();
    Set<String> packages = new TreeSet<>();
    try (Stream<Path> files = Files.walk(classes)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
        if (file.getFileName().toString().equals("module-info.class")) {
          try (InputStream in = Files.newInputStream(file)) {
            descriptor = Optional.of(ModuleDescriptor.read(in));
          }
          continue;
        }
        String cls = classes.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
        cls = cls.substring(0, cls.length() - ".class".length());
        String from = cls.substring(0, cls.lastIndexOf('/')).replace('/', '.');
        packages.add(from);
        owner.put(from, dir);
        Map<String, String> out = edges.computeIfAbsent(from, k -> new TreeMap<>());
        for (String name : classNames(Files.readAllBytes(file))) {
          Matcher m = NAME.matcher(name);
          while (m.find()) {
            String group = m.group(1);
            String to = "io.github.dlxkit" + (group.isEmpty() ? "" : "." + group.substring(0, group.length() - 1).replace('/', '.'));
            if (!to.equals(from)) {
              out.putIfAbsent(to, simple(cls) + " -> " + simple(m.group()));
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    modules.put(dir, new Module(dir, descriptor, packages));
  }

  private static String simple(String internalName) {
    return internalName.substring(internalName.lastIndexOf('/') + 1);
  }

  /**
   * The constant pool's UTF-8 entries that are names, descriptors or signatures (JVMS 4.4), not the
   * text of a string constant.
   */
  static List<String> classNames(byte[] classFile) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
    if (in.readInt() != 0xCAFEBABE) {
      throw new IOException("not a class file");
    }
    in.readUnsignedShort();
    in.readUnsignedShort();
    int count = in.readUnsignedShort();
    String[] utf8 = new String[count];
    BitSet stringConstants = new BitSet(count);
    for (int i = 1; i < count; i++) {
      int tag = in.readUnsignedByte();
      switch (tag) {
        case 1 -> utf8[i] = in.readUTF();
        case 3, 4 -> in.readInt();
        case 5, 6 -> { in.readLong(); i++; }
        case 8 -> stringConstants.set(in.readUnsignedShort());
        case 7, 16, 19, 20 -> in.readUnsignedShort();
        case 9, 10, 11, 12, 17, 18 -> in.readInt();
        case 15 -> { in.readUnsignedByte(); in.readUnsignedShort(); }
        default -> throw new IOException("constant pool tag " + tag + " at entry " + i);
      }
    }
    List<String> names = new ArrayList<>();
    for (int i = 1; i < count; i++) {
      if (utf8[i] != null && !stringConstants.get(i)) {
        names.add(utf8[i]);
      }
    }
    return names;
  }

  /** The strongly connected components of two or more packages (Tarjan), each a package cycle. */
  List<List<String>> cycles() {
    List<List<String>> found = new ArrayList<>();
    Map<String, Integer> index = new TreeMap<>();
    Map<String, Integer> low = new TreeMap<>();
    List<String> stack = new ArrayList<>();
    Set<String> onStack = new TreeSet<>();
    for (String p : edges.keySet()) {
      if (!index.containsKey(p)) {
        strongConnect(p, index, low, stack, onStack, found);
      }
    }
    return found;
  }

  private void strongConnect(String v, Map<String, Integer> index, Map<String, Integer> low,
      List<String> stack, Set<String> onStack, List<List<String>> found) {
    index.put(v, index.size());
    low.put(v, index.get(v));
    stack.add(v);
    onStack.add(v);
    for (String w : edges.getOrDefault(v, Map.of()).keySet()) {
      if (!owner.containsKey(w)) {
        continue;
      }
      if (!index.containsKey(w)) {
        strongConnect(w, index, low, stack, onStack, found);
        low.put(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.contains(w)) {
        low.put(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v).equals(index.get(v))) {
      List<String> component = new ArrayList<>();
      String w;
      do {
        w = stack.remove(stack.size() - 1);
        onStack.remove(w);
        component.add(w);
      } while (!w.equals(v));
      if (component.size() > 1) {
        component.sort(null);
        found.add(component);
      }
    }
  }
}

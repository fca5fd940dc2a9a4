package io.github.dlxkit.core.testing;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

/**
 * Runs the examples of a module's Javadoc as they are written there: every
 * {@code <pre>{@code …}</pre>} block in the source files of the packages the module's
 * {@code module-info.java} exports to everyone (qualified exports are the CLI's, not the public
 * API). A module's {@code JavadocExamplesTest} calls {@link #of}; the working directory is the
 * module's (surefire's default), so its sources are under {@code src/main/java}.
 *
 * <p><b>How an example runs.</b> Each source file's blocks become one generated class (under
 * {@code target/javadoc-examples}), one method per block, its lines as they are; all of a module's
 * classes are compiled in one javac call and loaded together, which takes a second or two where
 * JShell would take seconds per snippet. The class imports what the source file imports, its own
 * package and every exported package of the module and of core, and the usual {@code java.*}
 * packages; it extends the module's fixture class, whose fields are the names examples use without
 * declaring them ({@code problem}, {@code path}, …). An example declaring a name shadows the field.
 *
 * <p><b>What an example's comments promise.</b> A line holding one whole statement that ends in a
 * comment starting with a value — an integer or decimal, {@code true}/{@code false}, a string or
 * char literal, an enum constant's name, or a {@code [..]} list — followed by nothing, by
 * {@code , : ;} or by {@code " ("} / {@code " ="}, is checked: the declared variable (or the
 * expression statement's value) must equal it. A number also matches a collection's size or an
 * array's length, or a value that prints as it; a string ending in {@code ...} or {@code …} is a prefix; a list matches the
 * value's {@code toString} (arrays: {@code Arrays.deepToString}; ending in {@code , ...]}: its
 * start); an {@code Optional} is compared by its value. A step such as {@code total += …} is not
 * checked (its comment speaks of the loop's end). Any other comment is prose.
 *
 * <p><b>What it asserts.</b> Every public top-level type of an exported package has an example in
 * its own class Javadoc, except those the module's test lists (with a reason, to shrink), and the
 * list names only types that still lack one; every example compiles and runs within
 * {@link #TIME_LIMIT}.
 */
public final class JavadocExamples {
  /** One example's limit: examples are meant to be quick, a slow one is a defect of the example. */
  public static final Duration TIME_LIMIT = Duration.ofSeconds(20);

  static final Path SOURCES = Path.of("src/main/java");
  static final Path OUT = Path.of("target/javadoc-examples");
  static final String[] STANDARD_IMPORTS = {"java.util.*", "java.util.function.*", "java.util.stream.*",
      "java.io.*", "java.nio.file.*", "java.time.*", "java.math.*", "java.nio.charset.StandardCharsets"};
  static final String[] CORE_PACKAGES = {"io.github.dlxkit.core", "io.github.dlxkit.core.io",
      "io.github.dlxkit.core.memo", "io.github.dlxkit.core.model", "io.github.dlxkit.core.optimise", "io.github.dlxkit.core.preprocess", "io.github.dlxkit.core.puzzle",
      "io.github.dlxkit.core.search", "io.github.dlxkit.core.split"};

  private static final Pattern EXPORT = Pattern.compile("^\\s*exports\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
  private static final Pattern BLOCK = Pattern.compile("<pre>\\{@code(.*?)}</pre>", Pattern.DOTALL);
  private static final Pattern TYPE = Pattern.compile(
      "^public\\s+(?:(?:final|abstract|sealed|non-sealed|strictfp)\\s+)*(?:class|interface|enum|record|@interface)\\s+(\\w+)",
      Pattern.MULTILINE);
  private static final Pattern IMPORT = Pattern.compile("^import\\s+(static\\s+)?[\\w.*]+\\s*;", Pattern.MULTILINE);

  private JavadocExamples() {}

  /** One block: where it is (file:line of its first code line), its lines. */
  record Example(String file, int line, List<String> code) {
    String where() {
      return file + ":" + line;
    }
  }

  /** One source file of an exported package: its public top-level type (if any) and its blocks. */
  record Source(String pkg, Path path, String type, boolean typeHasExample, List<Example> examples,
      List<String> imports) {}

  /**
   * The module's example tests: one that every exported type has a class example (but those of
   * {@code without}, a map from a type's simple or qualified name to why it has none yet), then one
   * per example. {@code fixtures} is a public class with a public no-argument constructor (one
   * instance per example) and a public {@code before(String where)}, called with the example's
   * {@code file:line} before it runs (it may skip it with an assumption, e.g. a missing program);
   * its public or protected fields are the names examples may use undeclared. The types of
   * {@code elsewhere} (being moved or rewritten by another change) are neither checked nor run.
   */
  public static Stream<DynamicNode> of(Class<?> fixtures, Map<String, String> without, Set<String> elsewhere) {
    List<Source> sources = sources().stream()
        .filter(s -> s.type() == null || !elsewhere.contains(s.type()) && !elsewhere.contains(s.pkg() + "." + s.type()))
        .toList();
    List<DynamicNode> tests = new ArrayList<>();
    tests.add(DynamicTest.dynamicTest("every exported type has an example", () -> assertCovered(sources, without)));
    List<Example> all = sources.stream().flatMap(s -> s.examples().stream()).toList();
    tests.add(DynamicTest.dynamicTest("examples found", () -> assertTrue(!all.isEmpty(),
        "no examples under " + SOURCES.toAbsolutePath() + ": is the working directory the module's?")));
    Compiled compiled;
    try {
      compiled = compile(sources, fixtures);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (compiled.errors() != null) {
      tests.add(DynamicTest.dynamicTest("examples compile", () -> fail(compiled.errors())));
      return tests.stream();
    }
    for (Source s : sources) {
      for (int i = 0; i < s.examples().size(); i++) {
        Example e = s.examples().get(i);
        String cls = className(s);
        String method = "example" + i;
        tests.add(DynamicTest.dynamicTest(e.where(), () -> run(compiled.loader(), cls, method, e)));
      }
    }
    return tests.stream();
  }

  static void assertCovered(List<Source> sources, Map<String, String> without) {
    List<String> missing = new ArrayList<>();
    List<String> stale = new ArrayList<>(without.keySet());
    for (Source s : sources) {
      if (s.type() == null) {
        continue;
      }
      String qualified = s.pkg() + "." + s.type();
      boolean listed = stale.remove(qualified) | stale.remove(s.type());
      if (s.typeHasExample() == listed) {
        (listed ? stale : missing).add(qualified);
      }
    }
    assertTrue(missing.isEmpty() && stale.isEmpty(), () -> (missing.isEmpty() ? ""
        : missing.size() + " exported types have no example in their class Javadoc: " + missing + ". ")
        + (stale.isEmpty() ? "" : "Listed as without an example, but they have one or do not exist"
        + " (take them off the list): " + stale));
  }

  /**
   * A file under {@code target/javadoc-examples/files} holding {@code text}, for a fixture that
   * examples read as a {@code Path}.
   */
  public static Path file(String name, String text) {
    try {
      Path f = OUT.resolve("files").resolve(name);
      Files.createDirectories(f.getParent());
      Files.writeString(f, text, StandardCharsets.UTF_8);
      return f;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---- reading the sources

  static List<Source> sources() {
    try {
      String moduleInfo = Files.readString(SOURCES.resolve("module-info.java"), StandardCharsets.UTF_8);
      List<Source> sources = new ArrayList<>();
      Matcher m = EXPORT.matcher(stripComments(moduleInfo));
      while (m.find()) {
        String pkg = m.group(1);
        Path dir = SOURCES.resolve(pkg.replace('.', '/'));
        try (Stream<Path> files = Files.list(dir)) {
          for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
            sources.add(read(pkg, f));
          }
        }
      }
      return sources;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Block and line comments removed, for reading module-info's directives. */
  static String stripComments(String text) {
    return text.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
  }

  static Source read(String pkg, Path file) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    String name = file.getFileName().toString();
    List<Example> examples = new ArrayList<>();
    Matcher b = BLOCK.matcher(text);
    while (b.find()) {
      int first = lineOf(text, b.start(1)) + 1;  // the block's code starts on the line after <pre>{@code
      List<String> code = new ArrayList<>();
      String[] lines = b.group(1).split("\n", -1);
      for (int i = 1; i < lines.length; i++) {
        String l = lines[i].replaceFirst("^\\s*\\* ?", "");
        if (i < lines.length - 1 || !l.isBlank()) {
          code.add(l);
        }
      }
      examples.add(new Example(pkg.replace('.', '/') + "/" + name, first, code));
    }
    String type = null;
    boolean hasExample = false;
    Matcher t = TYPE.matcher(text);
    if (!name.equals("package-info.java") && t.find()) {
      type = t.group(1);
      String before = text.substring(0, t.start());
      int open = before.lastIndexOf("/**");
      int close = before.lastIndexOf("*/");
      // the class comment: the last doc comment, with only annotations between it and the type
      if (open >= 0 && close > open
          && before.substring(close + 2).replaceAll("@\\w+(\\([^)]*\\))?", "").isBlank()) {
        hasExample = before.substring(open, close).contains("<pre>{@code");
      }
    }
    List<String> imports = new ArrayList<>();
    Matcher i = IMPORT.matcher(text);
    while (i.find()) {
      imports.add(i.group());
    }
    return new Source(pkg, file, type, hasExample, examples, imports);
  }

  static int lineOf(String text, int offset) {
    int line = 1;
    for (int i = 0; i < offset; i++) {
      if (text.charAt(i) == '\n') {
        line++;
      }
    }
    return line;
  }

  // ---- generating and compiling

  record Compiled(ClassLoader loader, String errors) {}

  static String className(Source s) {
    return "Example_" + (s.pkg() + "." + s.path().getFileName().toString().replace(".java", ""))
        .replace("io.github.dlxkit.", "").replace('.', '_').replace('-', '_');
  }

  static Compiled compile(List<Source> sources, Class<?> fixtures) throws IOException {
    Path src = OUT.resolve("src");
    Path classes = OUT.resolve("classes");
    Files.createDirectories(src);
    Files.createDirectories(classes);
    List<String> exported = sources.stream().map(Source::pkg).distinct().toList();
    List<Path> files = new ArrayList<>();
    // generated line → the example line it came from, for the compiler's messages
    Map<String, Map<Long, String>> origins = new TreeMap<>();
    for (Source s : sources) {
      if (s.examples().isEmpty()) {
        continue;
      }
      Map<Long, String> origin = new TreeMap<>();
      String java = generate(s, exported, fixtures, origin);
      Path f = src.resolve(className(s) + ".java");
      Files.writeString(f, java, StandardCharsets.UTF_8);
      files.add(f);
      origins.put(f.toUri().getPath(), origin);
    }
    if (files.isEmpty()) {
      return new Compiled(JavadocExamples.class.getClassLoader(), null);
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      List<String> options = List.of("-classpath", System.getProperty("java.class.path"), "-d", classes.toString(),
          "-proc:none", "-nowarn", "-g", "-encoding", "UTF-8");
      boolean ok = javac.getTask(null, fm, diagnostics, options, null, fm.getJavaFileObjectsFromPaths(files)).call();
      if (!ok) {
        String errors = diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
            .map(d -> {
              Map<Long, String> origin = d.getSource() == null ? Map.of()
                  : origins.getOrDefault(d.getSource().toUri().getPath(), Map.of());
              return origin.getOrDefault(d.getLineNumber(), String.valueOf(d.getSource())) + ": "
                  + d.getMessage(Locale.ROOT);
            }).collect(Collectors.joining("\n"));
        return new Compiled(null, "the Javadoc examples do not compile (generated under " + src.toAbsolutePath()
            + "):\n" + errors);
      }
    }
    URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        JavadocExamples.class.getClassLoader());
    return new Compiled(loader, null);
  }

  static String generate(Source s, List<String> exported, Class<?> fixtures, Map<Long, String> origin) {
    List<String> out = new ArrayList<>();
    out.add("// generated by " + JavadocExamples.class.getName() + " from " + s.path());
    TreeSet<String> imports = new TreeSet<>();
    for (String p : CORE_PACKAGES) {
      imports.add("import " + p + ".*;");
    }
    for (String p : exported) {
      imports.add("import " + p + ".*;");
    }
    for (String p : STANDARD_IMPORTS) {
      imports.add("import " + p + ";");
    }
    out.addAll(imports);
    out.addAll(s.imports());  // single-type imports win over the wildcards
    out.add("public class " + className(s) + " extends " + fixtures.getCanonicalName() + " {");
    for (int i = 0; i < s.examples().size(); i++) {
      Example e = s.examples().get(i);
      out.add("  public void example" + i + "() throws Exception {");
      boolean statementStart = true;
      for (int k = 0; k < e.code().size(); k++) {
        String line = e.code().get(k);
        String where = e.file() + ":" + (e.line() + k);
        origin.put((long) out.size() + 1, where);
        out.add("    " + withCheck(line, statementStart, where));
        String code = codePart(line).strip();
        if (!code.isEmpty()) {
          statementStart = code.endsWith(";") || code.endsWith("{") || code.endsWith("}");
        }
      }
      out.add("  }");
    }
    out.add("}");
    return String.join("\n", out) + "\n";
  }

  // ---- checking the values an example's comments promise

  private static final Pattern DECLARATION = Pattern.compile(
      "^(?:final\\s+)?[\\w.]+(?:<[\\w.<>?,\\s\\[\\]]*>)?(?:\\[\\])*\\s+(\\w+)\\s*=(?!=)");
  private static final Pattern ASSIGNMENT = Pattern.compile("^(\\w+)\\s*=(?!=)");
  private static final Pattern KEYWORD = Pattern.compile("^(return|throw|break|continue|if|for|while|else|do|try|"
      + "switch|case|default|assert|yield)\\b|^[}{]");
  /** {@code x += …}, {@code x++}: a step of a loop, whose comment is about the loop's end. */
  private static final Pattern COMPOUND = Pattern.compile("^[\\w.\\[\\]]+\\s*(?:[-+*/%&|^]|<<|>>>?)=|\\+\\+|--");
  private static final String FOLLOW = "(?=$|[,:;](?:\\s|$)|\\s+[(=])";
  private static final Pattern VALUE = Pattern.compile(
      "^(\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^'\\\\]|\\\\.)+'|true|false|-?\\d[\\d_]*(?:\\.\\d+)?(?![\\w.])"
          + "|[A-Z][A-Z0-9_]+(?![\\w.(])|\\[[^\\]]*])" + FOLLOW);

  /** The line, or the line with an {@link #expect} of the value its comment promises. */
  static String withCheck(String line, boolean statementStart, String where) {
    String code = codePart(line);
    if (code.length() == line.length() || !statementStart) {
      return line;
    }
    String comment = line.substring(code.length() + 2).strip();
    Matcher v = VALUE.matcher(comment);
    String stmt = code.strip();
    if (!v.find() || !stmt.endsWith(";") || KEYWORD.matcher(stmt).find() || COMPOUND.matcher(stmt).find()) {
      return line;
    }
    String value = v.group(1);
    String expected;
    String kind;
    if (value.startsWith("\"") || value.startsWith("'") || value.equals("true") || value.equals("false")) {
      kind = value.startsWith("\"") ? "string" : value.startsWith("'") ? "char" : "boolean";
      expected = value;
    } else {
      kind = Character.isDigit(value.charAt(0)) || value.startsWith("-") ? "number"
          : value.startsWith("[") ? "list" : "name";
      expected = '"' + value.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
    String call = JavadocExamples.class.getName() + ".expect(%s, \"" + kind + "\", " + expected + ", \"" + where
        + "\");";
    Matcher d = DECLARATION.matcher(stmt);
    Matcher a = ASSIGNMENT.matcher(stmt);
    if (d.find()) {
      return code + String.format(call, d.group(1)) + " // " + comment;
    }
    if (a.find()) {
      return code + String.format(call, a.group(1)) + " // " + comment;
    }
    return String.format(call, stmt.substring(0, stmt.length() - 1)) + " // " + comment;
  }

  /** The line up to its {@code //} comment (outside string and char literals), or all of it. */
  static String codePart(String line) {
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == '\\') {
          i++;
        } else if (c == quote) {
          quote = 0;
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '/') {
        return line.substring(0, i);
      }
    }
    return line;
  }

  /** Called by the generated code: {@code actual} must be what the comment at {@code where} says. */
  public static void expect(Object actual, String kind, Object expected, String where) {
    if (actual instanceof java.util.Optional<?> o && o.isPresent()) {
      actual = o.get();  // "// 5" on an Optional: the value it holds
    }
    boolean ok = switch (kind) {
      case "number" -> {
        java.math.BigDecimal want = new java.math.BigDecimal(expected.toString().replace("_", ""));
        Object n = actual;
        if (actual instanceof java.util.Collection<?> c) {
          n = c.size();
        } else if (actual instanceof Map<?, ?> m) {
          n = m.size();
        } else if (actual != null && actual.getClass().isArray()) {
          n = java.lang.reflect.Array.getLength(actual);
        } else if (actual instanceof java.util.OptionalLong o && o.isPresent()) {
          n = o.getAsLong();
        }
        // a value that prints as a number (a point, a label) is compared as printed
        yield n instanceof Number ? new java.math.BigDecimal(n.toString()).compareTo(want) == 0
            : String.valueOf(n).equals(expected);
      }
      case "string" -> {
        String want = expected.toString();
        String prefix = want.endsWith("...") ? want.substring(0, want.length() - 3)
            : want.endsWith("…") ? want.substring(0, want.length() - 1) : null;
        yield actual instanceof CharSequence s && (prefix == null ? want.equals(s.toString())
            : s.toString().startsWith(prefix));
      }
      case "name" -> actual instanceof Enum<?> e ? e.name().equals(expected) : String.valueOf(actual).equals(expected);
      case "list" -> {
        String shown = actual instanceof Object[] a ? java.util.Arrays.deepToString(a)
            : actual instanceof int[] a ? java.util.Arrays.toString(a)
            : actual instanceof long[] a ? java.util.Arrays.toString(a) : String.valueOf(actual);
        String want = expected.toString();
        // "[a, b, ...]": the list starts so
        String prefix = want.endsWith(", ...]") ? want.substring(0, want.length() - 5)
            : want.endsWith(", …]") ? want.substring(0, want.length() - 3) : null;
        yield prefix == null ? shown.equals(want) : shown.startsWith(prefix);
      }
      default -> expected.equals(actual);
    };
    if (!ok) {
      throw new AssertionError(where + ": the comment says " + expected + ", the example gives "
          + (actual != null && actual.getClass().isArray() ? java.util.Arrays.deepToString(new Object[] {actual})
          : actual));
    }
  }

  // ---- running

  static void run(ClassLoader loader, String cls, String method, Example e) {
    Object instance;
    try {
      instance = loader.loadClass(cls).getDeclaredConstructor().newInstance();
      // the fixture's hook may skip an example (an assumption) or prepare for it
      Method before = instance.getClass().getMethod("before", String.class);
      before.invoke(instance, e.where());
    } catch (NoSuchMethodException x) {
      throw new AssertionError("the fixture class has no public before(String where)", x);
    } catch (InvocationTargetException x) {
      if (x.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new AssertionError(x.getCause());
    } catch (ReflectiveOperationException x) {
      throw new AssertionError(x);
    }
    PrintStream out = System.out;
    PrintStream err = System.err;
    PrintStream quiet = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
    System.setOut(quiet);  // examples print what a user would see; the test log need not
    System.setErr(quiet);
    try {
      assertTimeoutPreemptively(TIME_LIMIT, () -> {
        try {
          instance.getClass().getMethod(method).invoke(instance);
        } catch (InvocationTargetException x) {
          throw new AssertionError(e.where() + ": the example threw " + x.getCause(), x.getCause());
        }
      }, () -> e.where() + ": the example took more than " + TIME_LIMIT.toSeconds() + " s");
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
  }
}

package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the Java examples from drifting away from the code: every {@code <pre>{@code …}</pre>}
 * block in the Javadoc of any module's src/main/java, and every {@code ```java} block of README.md
 * and docs/*.md, must appear word for word (whitespace aside) in some module's
 * {@code *ExamplesTest.java}, where it is compiled and its results asserted. An example that no test
 * holds is reported with its file and line. Javadoc examples of the packages a module exports to
 * everyone need no copy where the module has a {@code JavadocExamplesTest}: that runs them as written. Runs from the repository root (cli's surefire setting),
 * so it sees every module, including those {@code cli} does not depend on.
 */
class OrphanExamplesTest {

  record Example(String where, String code) {}

  @Test
  void everyJavaExampleIsRunByAnExamplesTest() throws IOException {
    List<Path> modules = modules();
    String tests = normalise(examplesTests(modules));
    List<Example> examples = new ArrayList<>();
    for (Path module : modules) {
      List<Path> run = runAsWritten(module);
      for (Path source : javaFiles(module.resolve("src/main/java"))) {
        if (!run.contains(source.getParent())) {
          examples.addAll(javadocExamples(source));
        }
      }
    }
    for (Path doc : markdown()) {
      examples.addAll(markdownExamples(doc));
    }
    assertFalse(examples.isEmpty(), "no examples found: is the working directory the repository root?");
    List<String> orphans = examples.stream().filter(e -> !tests.contains(normalise(e.code())))
        .map(Example::where).collect(Collectors.toList());
    assertTrue(orphans.isEmpty(), () -> orphans.size() + " examples are in no *ExamplesTest.java (copy each into "
        + "its module's examples test and assert what it shows): " + String.join(", ", orphans));
  }

  /** The code of each {@code <pre>{@code} block, without the comment's leading {@code *}. */
  static List<Example> javadocExamples(Path source) throws IOException {
    return blocks(source, l -> l.startsWith("<pre>{@code"), l -> l.startsWith("}</pre>"),
        l -> l.startsWith("*") ? l.substring(1) : l);
  }

  /** The code of each {@code ```java} block. */
  static List<Example> markdownExamples(Path doc) throws IOException {
    return blocks(doc, l -> l.equals("```java"), l -> l.startsWith("```"), l -> l);
  }

  /**
   * The lines between each line that {@code opens} and the next that {@code closes} (both tested
   * stripped, after {@code clean}), each cleaned; the opening line's text after
   * {@code <pre>{@code}, if any, is code too.
   */
  static List<Example> blocks(Path file, Predicate<String> opens, Predicate<String> closes,
      UnaryOperator<String> clean) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<Example> examples = new ArrayList<>();
    StringBuilder code = null;
    int start = 0;
    for (int i = 0; i < lines.size(); i++) {
      String line = clean.apply(lines.get(i).strip());
      if (code == null) {
        if (opens.test(line.strip())) {
          code = new StringBuilder(line.strip().replaceFirst("^<pre>\\{@code|^```java", "")).append('\n');
          start = i + 1;
        }
      } else if (closes.test(line.strip())) {
        examples.add(new Example(file + ":" + start, code.toString()));
        code = null;
      } else {
        code.append(line).append('\n');
      }
    }
    assertTrue(code == null, () -> file + ": a code block is not closed");
    return examples;
  }

  /**
   * The package folders whose Javadoc examples the module's {@code JavadocExamplesTest} runs as
   * written (core.testing.JavadocExamples: the packages module-info exports to everyone), so they
   * need no copy; none if the module has no such test.
   */
  static List<Path> runAsWritten(Path module) throws IOException {
    Path info = module.resolve("src/main/java/module-info.java");
    boolean tested = javaFiles(module.resolve("src/test/java")).stream()
        .anyMatch(p -> p.getFileName().toString().equals("JavadocExamplesTest.java"));
    if (!tested || !Files.isRegularFile(info)) {
      return List.of();
    }
    String text = Files.readString(info, StandardCharsets.UTF_8).replaceAll("(?s)/\\*.*?\\*/", "")
        .replaceAll("//[^\n]*", "");
    return java.util.regex.Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;").matcher(text).results()
        .map(m -> module.resolve("src/main/java").resolve(m.group(1).replace('.', '/')))
        .collect(Collectors.toList());
  }

  /** Every run of whitespace becomes one space: indentation and line breaks may differ. */
  static String normalise(String code) {
    return code.strip().replaceAll("\\s+", " ");
  }

  static List<Path> modules() throws IOException {
    try (Stream<Path> s = Files.list(Path.of("."))) {
      return s.filter(p -> Files.isRegularFile(p.resolve("pom.xml")) && Files.isDirectory(p.resolve("src")))
          .sorted().collect(Collectors.toList());
    }
  }

  static String examplesTests(List<Path> modules) throws IOException {
    StringBuilder all = new StringBuilder();
    for (Path module : modules) {
      for (Path test : javaFiles(module.resolve("src/test/java"))) {
        if (test.getFileName().toString().endsWith("ExamplesTest.java")) {
          all.append(Files.readString(test, StandardCharsets.UTF_8)).append('\n');
        }
      }
    }
    return all.toString();
  }

  static List<Path> javaFiles(Path root) throws IOException {
    if (!Files.isDirectory(root)) {
      return List.of();
    }
    try (Stream<Path> s = Files.walk(root)) {
      return s.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toList());
    }
  }

  static List<Path> markdown() throws IOException {
    List<Path> docs = new ArrayList<>();
    docs.add(Path.of("README.md"));
    try (Stream<Path> s = Files.list(Path.of("docs"))) {
      s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    return docs;
  }
}

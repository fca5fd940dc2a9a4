package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Keeps the documentation true: every {@code $ ./dlx …} line in a {@code console} code block of
 * README.md and docs/*.md is run in-process, from the repository root, and its stdout must equal
 * the lines shown after it (up to the next {@code $} line or the end of the block). A last shown
 * line of {@code ...} means "and more": only the lines before it must match. {@code < FILE} feeds
 * a file to stdin.
 */
class ReadmeExamplesTest {

  record Example(String doc, int line, String command, List<String> expected, boolean prefixOnly) {}

  @TestFactory
  Stream<DynamicTest> documentedExamplesHold() throws IOException {
    List<Path> docs = new ArrayList<>();
    docs.add(Path.of("README.md"));
    try (Stream<Path> s = Files.list(Path.of("docs"))) {
      s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    List<Example> examples = new ArrayList<>();
    for (Path doc : docs) {
      examples.addAll(parse(doc));
    }
    assertFalse(examples.isEmpty(), "no examples found: is the working directory the repository root?");
    return examples.stream().map(e -> DynamicTest.dynamicTest(e.doc() + ":" + e.line() + " " + e.command(),
        () -> check(e)));
  }

  static List<Example> parse(Path doc) throws IOException {
    List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
    List<Example> examples = new ArrayList<>();
    boolean inConsole = false;
    String command = null;
    int commandLine = 0;
    List<String> expected = new ArrayList<>();
    for (int i = 0; i <= lines.size(); i++) {
      String line = i < lines.size() ? lines.get(i) : "```";
      if (!inConsole) {
        inConsole = line.strip().equals("```console");
        continue;
      }
      boolean end = line.strip().startsWith("```");
      if (end || line.startsWith("$ ")) {
        if (command != null) {
          boolean prefix = !expected.isEmpty() && expected.get(expected.size() - 1).equals("...");
          if (prefix) {
            expected.remove(expected.size() - 1);
          }
          examples.add(new Example(doc.toString(), commandLine, command, List.copyOf(expected), prefix));
        }
        command = null;
        expected.clear();
        if (end) {
          inConsole = false;
        } else {
          command = line.substring(2).strip();
          commandLine = i + 1;
        }
      } else if (command != null) {
        expected.add(line);
      }
    }
    return examples;
  }

  static void check(Example e) throws IOException {
    List<String> words = Shell.split(e.command());
    assertEquals("./dlx", words.get(0), "examples must start with ./dlx");
    words.remove(0);
    String stdin = null;
    int redirect = words.indexOf("<");
    if (redirect >= 0) {
      stdin = Files.readString(Path.of(words.get(redirect + 1)), StandardCharsets.UTF_8);
      words = new ArrayList<>(words.subList(0, redirect));
    }
    CliRun run = CliRun.withStdin(stdin, words.toArray(new String[0]));
    assertEquals(0, run.status(), () -> "exit status of " + e.command() + "; stderr: " + run.err());
    List<String> actual = run.outLines();
    if (e.prefixOnly()) {
      assertTrue(actual.size() >= e.expected().size(), () -> "too little output: " + actual);
      assertEquals(e.expected(), actual.subList(0, e.expected().size()));
    } else {
      assertEquals(e.expected(), actual);
    }
  }
}

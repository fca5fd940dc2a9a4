package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No JSON is written outside Gson (issue 53): a hand-built string leaves escaping to chance
 * (TournamentResult wrote player names unescaped). The scan looks in the CLI's and the library
 * modules' main sources for code that starts a JSON object in a string literal and adds to it:
 * {@code "{\"key\":" + ...} or {@code .append("{\"key\":")}. Javadoc, option descriptions and
 * messages that only show a shape are not code that writes JSON and are skipped, with no
 * exceptions (the Tanks grid, GridFormat.json, was the last: it is written by Gson now).
 */
class JsonByGsonTest {
  /** A string literal opening a JSON object (or a field) that is then concatenated or appended to. */
  private static final Pattern HAND_BUILT = Pattern.compile(
      "(\"\\{?\\\\\"\\w+\\\\\":\\\\?\"?\"\\s*\\+)|(append\\(\"\\{?,?\\\\\"\\w+\\\\\":)|(\\+\\s*\",\\\\\"\\w+\\\\\":)");
  private static final List<String> MODULES = List.of("core", "sudoku", "polyomino", "tantrix", "hexad", "tanks", "cli");

  @Test
  void theScanFindsAHandBuiltObject() {
    // the shapes the scan must catch: CostOptions' splice and TournamentResult's builder before issue 53
    assertTrue(HAND_BUILT.matcher("out.println(\"{\\\"cost\\\":\" + s.cost() + \",\" + rest);").find());
    assertTrue(HAND_BUILT.matcher("s.append(\"{\\\"count\\\":\").append(games());").find());
    assertTrue(HAND_BUILT.matcher("return \"{\\\"line\\\":\" + line + \",\\\"count\\\":\" + n + \"}\";").find());
    assertTrue(HAND_BUILT.matcher("s.append(i == 0 ? \"\" : \",\").append(\"{\\\"name\\\":\\\"\").append(x)").find());
    // a description showing a shape is no code that writes it
    assertTrue(!HAND_BUILT.matcher("description = \"{\\\"count\\\":N} on one line\")").find());
  }

  @Test
  void noJsonIsWrittenOutsideGson() throws IOException {
    Path root = Path.of("").toAbsolutePath(); // the tests run from the repository root (CliRun reads core/src/test/...)
    List<String> found = new ArrayList<>();
    for (String module : MODULES) {
      Path main = root.resolve(module).resolve("src/main/java");
      try (Stream<Path> files = Files.walk(main)) {
        for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
          String relative = root.relativize(f).toString().replace('\\', '/');
          List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
          for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.startsWith("*") || line.startsWith("//") || line.startsWith("/*")) {
              continue;
            }
            Matcher m = HAND_BUILT.matcher(line);
            if (m.find()) {
              found.add(relative + ":" + (i + 1) + ": " + line);
            }
          }
        }
      }
    }
    assertEquals(List.of(), found, "JSON built by hand: write it with Gson (cli's Json, a module's *Json class)");
  }
}

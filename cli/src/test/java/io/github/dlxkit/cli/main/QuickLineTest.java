package io.github.dlxkit.cli.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import picocli.CommandLine;

/**
 * QuickLine starts a command without picocli only to the state picocli would have made: every
 * command line it takes, picocli takes too, and the command and its mixins come out field for
 * field the same. Command lines are drawn from the model's own words (each command's options,
 * values that convert and values that do not, positional words, and what QuickLine must leave to
 * picocli: help options, {@code --}, {@code @file}, clusters, repeats).
 */
class QuickLineTest {

  /** The model's lines, as the build wrote them into the classes. */
  static List<String[]> model() {
    String text = QuickLine.text();
    assertNotNull(text, "the build writes " + QuickLine.ACCESS + " (QuickLineModel, in the cli pom)");
    List<String[]> lines = new ArrayList<>();
    for (String l : text.split("\n")) {
      lines.add(l.split("\t", -1));
    }
    return lines;
  }

  /** The class the build wrote holds what QuickLineModel makes of the commands now. */
  @Example
  void theBuiltModelIsTheCommandsModel() {
    assertEquals(QuickLineModel.text(), QuickLine.text());
  }

  /**
   * Every command and mixin of the model is told of its run: the build's {@link QuickLine.Access}
   * sets each of its fields of type {@code Invocation} (seen by reflection here), also in a
   * command with no option of its own ({@code tantrix list}, which it once missed).
   */
  @Example
  void everyCommandAndMixinIsToldOfItsRun() throws Exception {
    QuickLine.Access access = QuickLine.access();
    io.github.dlxkit.cli.Invocation invocation = new io.github.dlxkit.cli.Invocation("dlx test",
        new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), List.of(), List.of());
    int told = 0;
    for (String[] l : model()) {
      if (l[0].equals("command") || l[0].equals("mixin")) {
        Object holder = access.make(l[2]);
        access.attach(holder, invocation);
        for (Field f : holder.getClass().getDeclaredFields()) {
          if (f.getType() == io.github.dlxkit.cli.Invocation.class && !Modifier.isStatic(f.getModifiers())) {
            f.setAccessible(true);
            assertTrue(f.get(holder) == invocation, l[2] + "." + f.getName());
            told++;
          }
        }
      }
    }
    assertTrue(told > 30, "fields told: " + told);
  }

  /**
   * QuickLine, and the code the build wrote for it, make and fill commands without reflection,
   * which on Java 18 and later spins method-handle classes at every start (JEP 416): no class of
   * theirs names a class of {@code java.lang.reflect} or calls {@code getDeclared…} or
   * {@code getEnumConstants} (read in their class files' constants).
   */
  @Example
  void commandsAreMadeAndFilledWithoutReflection() throws java.io.IOException {
    java.util.Set<String> classes = new java.util.TreeSet<>(List.of(QuickLine.class.getName(), QuickLine.ACCESS));
    for (String[] l : model()) {
      if (l[0].equals("command") || l[0].equals("mixin")) {
        String k = l[2];
        classes.add(k.substring(0, k.lastIndexOf('.')) + ".QuickLineMembers");
      }
    }
    for (String k : classes) {
      try (java.io.InputStream in = QuickLineTest.class.getResourceAsStream("/" + k.replace('.', '/') + ".class")) {
        assertNotNull(in, k + " is in the classes");
        String constants = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.ISO_8859_1);
        for (String reflection : List.of("java/lang/reflect/", "getDeclared", "getEnumConstants")) {
          assertTrue(!constants.contains(reflection), k + " uses " + reflection);
        }
      }
    }
  }

  /** The commands users run most start without picocli: if one stops doing so, say it. */
  @Example
  void theCommandsUsersRunMostStartWithoutPicocli() {
    for (String[] args : List.of(
        new String[] {"count", "queens8.dlx"},
        new String[] {"count", "--json", "--threads", "2", "x.dlx"},
        new String[] {"solve", "--limit=3", "x.dlx"},
        new String[] {"sudoku", "solve", "--file", "-"},
        new String[] {"sudoku", "count", "--file", "puzzles.txt"},
        new String[] {"polyomino", "--set", "pentominoes", "--box", "6x10", "--count"},
        new String[] {"tantrix", "solve", "discovery:10", "--count"},
        new String[] {"tantrix", "loops", "discovery:14", "--count"},
        new String[] {"quantumino", "--count"},
        new String[] {"hexad", "list"},
        new String[] {"steiner", "5", "6", "12", "--count"},
        new String[] {"tanks", "estimate", "8", "--probes", "10"})) {
      assertNotNull(QuickLine.start(args), String.join(" ", args));
    }
  }

  /** What QuickLine leaves to picocli, which answers with its own message or help. */
  @Example
  void leavesToPicocliWhatIsNotPlain() {
    for (String[] args : List.of(
        new String[] {"count"},                                  // a missing argument
        new String[] {"count", "a.dlx", "b.dlx"},                // one too many
        new String[] {"count", "--help"},
        new String[] {"count", "-V"},
        new String[] {"count", "--jsn", "a.dlx"},                // unknown
        new String[] {"count", "--json", "--json", "a.dlx"},     // twice
        new String[] {"count", "--threads", "0", "a.dlx"},       // out of range: the converter refuses
        new String[] {"count", "--threads", "-1", "a.dlx"},      // a value like an option
        new String[] {"count", "--threads", "a.dlx"},            // no value left for the file
        new String[] {"count", "--json=true", "a.dlx"},          // a value on a flag
        new String[] {"count", "--", "a.dlx"},
        new String[] {"count", "@args.txt"},
        new String[] {"count", "-5"},
        new String[] {"count", ""},
        new String[] {"tanks", "estimate", "8"},                 // a required option missing
        new String[] {"tanks", "solve", "8"},                    // an option group: picocli's
        new String[] {"sudoku", "bench", "f.txt"},               // a list option with a default
        new String[] {"tantrix"},                                // a command of subcommands
        new String[] {"tantrix", "nonsense"},
        new String[] {"frobnicate"},
        new String[] {"help", "count"},
        new String[] {"generate-completion"})) {
      assertNull(QuickLine.start(args), String.join(" ", args));
    }
  }

  /** Both ways, field for field (the property below, on one known line). */
  @Example
  void aCountLineComesOutAsPicocliMakesIt() {
    assertSameState(new String[] {"count", "--kernel", "links", "--time-limit=5s", "--stats", "q.dlx"});
  }

  @Property(tries = 1000)
  void whatQuickLineTakesPicocliTakesTheSame(@ForAll("commandLines") List<String> line) {
    String[] args = line.toArray(new String[0]);
    if (QuickLine.start(args) != null) {
      assertSameState(args);
    }
  }

  /** At least a tenth of the drawn lines are taken by QuickLine: the property above tests something. */
  @Example
  void theDrawnLinesAreOftenPlain() {
    int taken = 0;
    int n = 300;
    Arbitrary<List<String>> lines = commandLines();
    java.util.Random random = new java.util.Random(54);
    for (int i = 0; i < n; i++) {
      if (QuickLine.start(lines.generator(1000).next(random).value().toArray(new String[0])) != null) {
        taken++;
      }
    }
    assertTrue(taken > n / 10, taken + " of " + n);
  }

  @Provide
  Arbitrary<List<String>> commandLines() {
    Map<String, List<String>> options = new LinkedHashMap<>();
    String current = null;
    for (String[] l : model()) {
      if (l[0].equals("command")) {
        current = l[1];
        options.put(current, new ArrayList<>());
      } else if (l[0].equals("option")) {
        options.get(current).addAll(List.of(l[1].split(",")));
      }
    }
    List<String> commands = new ArrayList<>(options.keySet());
    Arbitrary<String> values = Arbitraries.of("1", "2", "0", "-1", "-", "x", "auto", "links", "BITS", "dlx",
        "backtrack", "5s", "100ms", "1/2", "true", "false", "rainbow_blue", "discovery:10", "6x10", "pentominoes",
        "json", "--", "@f", "-h", "--help", "--no-such", "3x4x5", "7", "64", "", "a=b", "∞");
    return Arbitraries.of(commands).flatMap(command -> {
      Arbitrary<String> word = Arbitraries.oneOf(
          Arbitraries.of(options.get(command)),
          Arbitraries.of(options.get(command)).flatMap(o -> values.map(v -> o + "=" + v)),
          values);
      return word.list().ofMaxSize(6).map(rest -> {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.addAll(rest);
        return args;
      });
    });
  }

  /**
   * Parses {@code args} both ways and compares the command's fields and its mixins', at every
   * depth; fails if picocli refuses what QuickLine took.
   */
  static void assertSameState(String[] args) {
    QuickLine.Started quick = QuickLine.start(args);
    assertNotNull(quick, String.join(" ", args));
    PrintWriter none = new PrintWriter(new StringWriter());
    CommandLine line = CommandTree.commandLine(none, none, args);
    CommandLine.ParseResult parsed;
    try {
      parsed = line.parseArgs(args);
    } catch (CommandLine.ParameterException e) {
      fail("QuickLine took '" + String.join(" ", args) + "', picocli refuses it: " + e.getMessage());
      return;
    }
    List<CommandLine> commands = parsed.asCommandLineList();
    Object picocli = commands.get(commands.size() - 1).getCommandSpec().userObject();
    assertEquals(picocli.getClass(), quick.command().getClass());
    for (Map.Entry<String, Object> holder : quick.holders().entrySet()) {
      Object theirs = at(picocli, holder.getKey());
      assertSameFields(String.join(" ", args) + " [" + holder.getKey() + "]", theirs, holder.getValue());
    }
    List<String> given = new ArrayList<>();
    for (CommandLine.Model.OptionSpec o : commands.get(commands.size() - 1).getParseResult().matchedOptions()) {
      if (!given.contains(o.longestName())) {
        given.add(o.longestName());
      }
    }
    assertEquals(given, quick.given().stream().map(io.github.dlxkit.cli.Invocation.Option::longestName).toList(),
        String.join(" ", args));
  }

  /** The object at {@code path} (fields from {@code o}, dot-separated; "" is {@code o}). */
  private static Object at(Object o, String path) {
    if (path.isEmpty()) {
      return o;
    }
    try {
      for (String name : path.split("\\.")) {
        Field f = o.getClass().getDeclaredField(name);
        f.setAccessible(true);
        o = f.get(o);
      }
      return o;
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(path, e);
    }
  }

  /** Every instance field of {@code a} and {@code b} (one class) equal, but mixins and the Invocation. */
  private static void assertSameFields(String where, Object a, Object b) {
    assertEquals(a.getClass(), b.getClass(), where);
    for (Field f : a.getClass().getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic() || f.getType() == io.github.dlxkit.cli.Invocation.class
          || f.isAnnotationPresent(CommandLine.Mixin.class)) {
        continue;
      }
      try {
        f.setAccessible(true);
        Object x = f.get(a);
        Object y = f.get(b);
        assertTrue(same(x, y), where + " " + f.getName() + ": picocli " + x + ", QuickLine " + y);
      } catch (IllegalAccessException e) {
        throw new AssertionError(f.toString(), e);
      }
    }
  }

  /** Equal, or of one class that keeps the default equals and has equal fields. */
  private static boolean same(Object x, Object y) {
    if (Objects.deepEquals(x, y)) {
      return true;
    }
    if (x == null || y == null || x.getClass() != y.getClass()) {
      return false;
    }
    try {
      if (x.getClass().getMethod("equals", Object.class).getDeclaringClass() != Object.class) {
        return false;
      }
    } catch (NoSuchMethodException e) {
      return false;
    }
    for (Field f : x.getClass().getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers())) {
        continue;
      }
      try {
        f.setAccessible(true);
        if (!Objects.deepEquals(f.get(x), f.get(y))) {
          return false;
        }
      } catch (ReflectiveOperationException | RuntimeException e) {
        return false;
      }
    }
    return true;
  }
}

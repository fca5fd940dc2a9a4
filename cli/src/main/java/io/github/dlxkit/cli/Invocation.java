package io.github.dlxkit.cli;

import java.io.PrintWriter;
import java.lang.reflect.Field;
import java.util.List;

/**
 * What a running command knows of its command line: its name ({@code dlx tantrix solve}), its
 * stdout and stderr, the options given (in command-line order) and the arguments. Commands and
 * their option mixins hold one in a field of this type, set before the command is called by
 * whichever read the command line: picocli ({@code CommandTree}), or the quick parser that reads
 * the commands' model written at build time ({@code QuickLine}), which starts a command without
 * loading picocli (issue 54: picocli took 0.17 s of a one-option count's start, building the
 * command's model by annotation reflection). Nothing here is picocli's, so that a command that
 * holds no picocli model (no {@code @Spec} field) can be started either way.
 *
 * <pre>{@code
 * Invocation run = new Invocation("dlx count", out, err,
 *     List.of(new Invocation.Option(List.of("--json"))), List.of("count", "--json", "queens8.dlx"));
 * run.given("--json");      // true
 * run.given("--stats");     // false
 * run.name();               // "dlx count"
 * }</pre>
 */
public final class Invocation {
  private final String name;
  private final PrintWriter out;
  private final PrintWriter err;
  private final List<Option> options;
  private final List<String> args;

  /**
   * One option given on the command line, by all its names (e.g. {@code -n}, {@code --limit}), as
   * its command declares them.
   */
  public record Option(List<String> names) {
    public Option {
      names = List.copyOf(names);
      if (names.isEmpty()) {
        throw new IllegalArgumentException("an option has at least one name");
      }
    }

    /** The longest of its names, the first of them if several are as long (as picocli says it). */
    public String longestName() {
      String longest = names.get(0);
      for (String n : names) {
        if (n.length() > longest.length()) {
          longest = n;
        }
      }
      return longest;
    }
  }

  /**
   * The command {@code name} (with {@code dlx} and its parents), writing to {@code out} and
   * {@code err}, given {@code options} (each once, in the order of the command line) among
   * {@code args} (the whole command line after {@code dlx}).
   */
  public Invocation(String name, PrintWriter out, PrintWriter err, List<Option> options, List<String> args) {
    this.name = name;
    this.out = out;
    this.err = err;
    this.options = List.copyOf(options);
    this.args = List.copyOf(args);
  }

  /** The command's name with its parents', e.g. {@code dlx tantrix solve}: what its messages start with. */
  public String name() {
    return name;
  }

  /** Where the command writes its results. */
  public PrintWriter out() {
    return out;
  }

  /** Where the command writes errors, warnings and progress. */
  public PrintWriter err() {
    return err;
  }

  /** Whether the option with the name {@code option} (any of its names) was given. */
  public boolean given(String option) {
    for (Option o : options) {
      if (o.names().contains(option)) {
        return true;
      }
    }
    return false;
  }

  /** The options given, each once, in the order of the command line. */
  public List<Option> options() {
    return options;
  }

  /** The command line, after {@code dlx}, as it was typed. */
  public List<String> args() {
    return args;
  }

  /**
   * Sets every field of type {@code Invocation} declared by the class of each of {@code objects}
   * (a command and its option mixins) to {@code invocation}.
   */
  public static void attach(Invocation invocation, Iterable<?> objects) {
    for (Object o : objects) {
      for (Field f : o.getClass().getDeclaredFields()) {
        if (f.getType() == Invocation.class && !java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
          try {
            f.setAccessible(true);
            f.set(o, invocation);
          } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot set " + f, e);
          }
        }
      }
    }
  }
}

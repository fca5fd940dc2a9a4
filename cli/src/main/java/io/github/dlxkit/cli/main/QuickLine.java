package io.github.dlxkit.cli.main;

import io.github.dlxkit.cli.Errors;
import io.github.dlxkit.cli.Invocation;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Starts a command without picocli, from the model picocli made of it at build time
 * ({@link QuickLineModel}), when its command line is plain: options by their full names, each once,
 * {@code --name VALUE} or {@code --name=VALUE}, and positional arguments. Anything else — a help
 * or version option, an option or a command the model does not have, an abbreviation or a cluster
 * of short options, {@code --}, an {@code @file}, a value that starts with {@code -} (but
 * {@code -} itself; also after {@code =}, where picocli refuses one that looks like an option), an
 * empty argument, a value that does not convert, a missing argument — goes to picocli, which
 * parses it as before and answers with its own message. So this is only a shorter way to the same
 * state: {@code QuickLineTest} parses command lines both ways and compares every field.
 *
 * <p>Why: picocli builds a command's model from its annotations when it starts (annotation
 * parsing, reflection over every field, its own classes initialised in the interpreter): 0.17 s of
 * a one-option {@code dlx count}'s 0.25–0.3 s of CPU on Java 17 (issue 54; docs/PERFORMANCE.md).
 * Here a command is an object made with its constructor, its fields set from values converted as
 * picocli converts them (its built-in rules for strings, numbers, paths and case-insensitive
 * enums, or the option's own converter), the defaults applied, the mixins made — all through
 * {@link Access}, code the build writes for the model, not through reflection.
 * It is told of its run by its {@link Invocation}, as {@code CommandTree} tells it under picocli,
 * and its exceptions are reported by {@link Errors#onException(Exception, String, PrintWriter,
 * PrintWriter)}, the handler picocli calls.
 */
final class QuickLine {
  private QuickLine() {}

  /**
   * The class, in this package, that the build writes ({@link QuickLineModel}) with the model, as
   * its constant {@code MODEL}, and the code that makes the model's objects and sets their fields:
   * the {@link Access} QuickLine uses. A class, not a resource: a resource is looked for in the Java
   * runtime's own modules first (the class loaders' delegation), which took 15–50 ms of a run's
   * start; a class of a package no module has is found on the class path at once, and the
   * start-up cache holds it.
   */
  static final String ACCESS = "io.github.dlxkit.cli.main.QuickLineAccess";

  /**
   * What QuickLine does to the model's classes, written as code by the build (the class {@link
   * #ACCESS} and a class {@code QuickLineMembers} in each package of the model's commands), not
   * done by reflection. Why: on Java 18 and later reflection reads and writes fields, and calls
   * constructors and {@code values()}, through method handles (JEP 416), which spin a class for
   * each shape of access on their first use: nine of them, about 10 ms of a one-option count's
   * start on Java 25, which no start-up cache holds. Class names are {@link Class#getName()}'s.
   */
  interface Access {
    /** {@return the model, {@link QuickLineModel#text()} at build time} */
    String model();

    /** {@return a new object of the command, mixin or converter class {@code className}} */
    Object make(String className);

    /** {@return the value of the model's field {@code field} (a mixin's) of {@code holder}} */
    Object get(Object holder, String field);

    /** Sets the model's field {@code field} of {@code holder} to {@code value}. */
    void set(Object holder, String field, Object value);

    /** Sets every field of type {@link Invocation} that {@code holder}'s class declares. */
    void attach(Object holder, Invocation invocation);

    /** {@return the constants of the model's enum {@code className}, or null if it is none} */
    Object[] constants(String className);
  }

  /** The build's {@link Access}: set by {@link #ACCESS} when it is initialised ({@link #access()}). */
  private static Access registered;

  /** Called by {@link #ACCESS}'s static initialiser. */
  static void register(Access access) {
    registered = access;
  }

  /** The build's {@link Access}, or null if the classes were built without it. */
  static Access access() {
    try {
      Class.forName(ACCESS); // initialises it: it registers itself
    } catch (ClassNotFoundException e) {
      return null; // an IDE's build, which runs no QuickLineModel: picocli starts every command
    }
    return registered;
  }

  /** The model's text of "no converter" and "no default". */
  static final String NONE = "-";

  /** What {@link #run} returns when picocli must parse the command line. */
  static final int NOT_HERE = TopLevel.NOT_HERE;

  /**
   * A command made and filled from its command line, ready to be called: its qualified name, the
   * command and its mixins by their paths ({@code ""} the command), the options given.
   */
  record Started(String name, Object command, Map<String, Object> holders, List<Invocation.Option> given) {}

  /** An option of the model: {@link QuickLineModel}'s line. */
  private record Option(List<String> names, String holder, String field, String kind, String type,
      String converter, String defaultValue, boolean required) {}

  /** A positional parameter of the model ({@code to} and {@code max} -1 for no bound). */
  private record Param(int from, int to, int min, int max, String holder, String field, String type,
      String element, String converter, String defaultValue) {}

  /**
   * Runs {@code args} if they are a plain command line of a command of the model, and returns the
   * exit status; else returns {@link #NOT_HERE} having done nothing.
   */
  static int run(String[] args, PrintWriter out, PrintWriter err) {
    Started started = start(args);
    if (started == null) {
      return NOT_HERE;
    }
    Invocation invocation = new Invocation(started.name(), out, err, started.given(), List.of(args));
    for (Object holder : started.holders().values()) {
      registered.attach(holder, invocation);
    }
    try {
      Object status;
      if (started.command() instanceof Callable<?> c) {
        status = c.call();
      } else {
        ((Runnable) started.command()).run();
        status = null;
      }
      out.flush();
      return status instanceof Integer i ? i : 0;
    } catch (Exception e) {
      return Errors.onException(e, started.name(), out, err);
    }
  }

  /**
   * The command {@code args} run, made and filled, or null if picocli must parse them (see the
   * class comment); a model that cannot be read is null too, so picocli answers.
   */
  static Started start(String[] args) {
    try {
      return startOrThrow(args);
    } catch (Exception | LinkageError e) {
      return null; // a value that does not convert, or anything unforeseen: picocli says what it is
    }
  }

  private static Started startOrThrow(String[] args) throws Exception {
    if (args.length == 0) {
      return null;
    }
    for (String a : args) {
      if (a.startsWith("@") || a.equals("--") || a.isEmpty()) {
        return null; // picocli reads @files, ends options at --, and has its own ways with ""
      }
    }
    Access access = access();
    if (access == null) {
      return null;
    }
    String model = access.model();
    List<String[]> lines = null;
    int words = 0;
    if (args.length > 1) {
      lines = model(model, args[0] + " " + args[1]);
      words = 2;
    }
    if (lines == null) {
      lines = model(model, args[0]);
      words = 1;
    }
    if (lines == null) {
      return null;
    }
    String[] head = lines.get(0);
    Map<String, Object> holders = new LinkedHashMap<>();
    Object command = access.make(head[2]);
    holders.put("", command);
    Map<String, Option> options = new HashMap<>();
    List<Option> declared = new ArrayList<>();
    List<Param> params = new ArrayList<>();
    for (String[] l : lines.subList(1, lines.size())) {
      switch (l[0]) {
        case "mixin" -> {
          int dot = l[1].lastIndexOf('.');
          Object holder = holders.get(dot < 0 ? "" : l[1].substring(0, dot));
          String field = l[1].substring(dot + 1);
          Object mixin = access.get(holder, field);
          if (mixin == null) {
            mixin = access.make(l[2]);
            access.set(holder, field, mixin);
          }
          holders.put(l[1], mixin);
        }
        case "option" -> {
          Option o = new Option(List.of(l[1].split(",")), l[2], l[3], l[4], l[5], l[6], l[7], l[8].equals("required"));
          declared.add(o);
          for (String n : o.names()) {
            options.put(n, o);
          }
        }
        case "param" -> params.add(new Param(Integer.parseInt(l[1]), bound(l[2]), Integer.parseInt(l[3]),
            bound(l[4]), l[5], l[6], l[7], l[8], l[9], l[10]));
        default -> throw new IllegalStateException("unknown line in the model of " + ACCESS + ": " + l[0]);
      }
    }
    Map<Option, String> given = new LinkedHashMap<>();
    List<String> positional = new ArrayList<>();
    for (int i = words; i < args.length; i++) {
      String a = args[i];
      if (a.length() < 2 || a.charAt(0) != '-') {
        positional.add(a);
        continue;
      }
      int eq = a.indexOf('=');
      Option o = options.get(eq > 0 ? a.substring(0, eq) : a);
      if (o == null || given.containsKey(o)) {
        return null; // not an option of the command's (picocli: unknown, or a cluster), or given twice
      }
      String value;
      if (o.kind().equals("flag") && eq < 0) {
        value = "true";
      } else if (o.kind().equals("value")) {
        value = eq > 0 ? a.substring(eq + 1) : ++i < args.length ? args[i] : null;
        if (value == null || value.isEmpty() || value.startsWith("-") && !value.equals("-")) {
          return null;
        }
      } else {
        return null; // help, a value on a flag, an option with several values or an optional one
      }
      given.put(o, value);
    }
    for (Option o : declared) {
      if (o.required() && !given.containsKey(o)) {
        return null; // picocli says it is missing
      }
      String text = given.containsKey(o) ? given.get(o) : o.defaultValue().equals(NONE) ? null : o.defaultValue();
      if (text != null && !o.kind().equals("help")) {
        access.set(holders.get(o.holder()), o.field(), convert(access, text, o.type(), o.converter()));
      }
    }
    boolean[] taken = new boolean[positional.size()];
    for (Param p : params) {
      int to = p.to() < 0 ? positional.size() - 1 : Math.min(p.to(), positional.size() - 1);
      List<Object> values = new ArrayList<>();
      for (int k = p.from(); k <= to; k++) {
        if (taken[k]) {
          return null;
        }
        taken[k] = true;
        values.add(convert(access, positional.get(k), p.element(), p.converter()));
      }
      if (values.size() < p.min() || p.max() >= 0 && values.size() > p.max()) {
        return null;
      }
      Object holder = holders.get(p.holder());
      if (p.type().equals("java.util.List")) {
        if (!values.isEmpty()) {
          access.set(holder, p.field(), values);
        }
      } else if (!values.isEmpty()) {
        access.set(holder, p.field(), values.get(0));
      } else if (!p.defaultValue().equals(NONE)) {
        access.set(holder, p.field(), convert(access, p.defaultValue(), p.element(), p.converter()));
      }
    }
    for (boolean t : taken) {
      if (!t) {
        return null; // a positional argument no parameter takes: picocli says so
      }
    }
    List<Invocation.Option> matched = new ArrayList<>();
    for (Option o : given.keySet()) {
      matched.add(new Invocation.Option(o.names()));
    }
    return new Started(head[3], command, holders, matched);
  }

  /** The model's text, or null if the classes were built without it ({@link #access()}). */
  static String text() {
    Access access = access();
    return access == null ? null : access.model();
  }

  /** The lines of the command {@code words} in the model {@code text} (its {@code command} line first), or null. */
  private static List<String[]> model(String text, String words) {
    String prefix = "command\t" + escape(words) + "\t";
    int at = text.startsWith(prefix) ? 0 : text.indexOf("\n" + prefix);
    if (at < 0) {
      return null;
    }
    if (at > 0) {
      at++;
    }
    List<String[]> lines = new ArrayList<>();
    do {
      int end = text.indexOf('\n', at);
      lines.add(fields(text.substring(at, end)));
      at = end + 1;
    } while (at < text.length() && !text.startsWith("command\t", at));
    return lines;
  }

  /** {@code s} with backslash, tab and line ends written as {@code \\}, {@code \t}, {@code \n}, {@code \r}. */
  static String escape(String s) {
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r");
  }

  /** A line's tab-separated fields, unescaped. */
  static String[] fields(String line) {
    String[] f = line.split("\t", -1);
    for (int i = 0; i < f.length; i++) {
      if (f[i].indexOf('\\') >= 0) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < f[i].length(); k++) {
          char c = f[i].charAt(k);
          if (c == '\\' && k + 1 < f[i].length()) {
            char e = f[i].charAt(++k);
            b.append(e == 't' ? '\t' : e == 'n' ? '\n' : e == 'r' ? '\r' : e);
          } else {
            b.append(c);
          }
        }
        f[i] = b.toString();
      }
    }
    return f;
  }

  private static int bound(String s) {
    return s.equals("*") ? -1 : Integer.parseInt(s);
  }

  /**
   * {@code text} converted to {@code type} as picocli converts it: by {@code converter} (a class
   * name, or {@link QuickLineModel#NONE}), else by picocli's built-in rule for the type.
   */
  static Object convert(Access access, String text, String type, String converter) throws Exception {
    if (!converter.equals(NONE)) {
      return ((picocli.CommandLine.ITypeConverter<?>) access.make(converter)).convert(text);
    }
    switch (type) {
      case "java.lang.String":
        return text;
      case "int":
      case "java.lang.Integer":
        return Integer.valueOf(text);
      case "long":
      case "java.lang.Long":
        return Long.valueOf(text);
      case "double":
      case "java.lang.Double":
        return Double.valueOf(text);
      case "boolean":
      case "java.lang.Boolean":
        if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
          return Boolean.valueOf(text);
        }
        throw new IllegalArgumentException(text);
      case "java.nio.file.Path":
        return java.nio.file.Paths.get(text);
      case "java.io.File":
        return new java.io.File(text);
      default:
        return enumConstant(access.constants(type), type, text);
    }
  }

  /**
   * The constant of the enum {@code type} (its {@code constants}, null if it is none) named
   * {@code text}: as picocli finds it with case-insensitive enum values ({@code CommandTree} allows
   * them): its name or its {@code toString()}, exactly, else ignoring case.
   */
  private static Object enumConstant(Object[] constants, String type, String text) {
    if (constants == null) {
      throw new IllegalArgumentException(type + " is not an enum");
    }
    for (Object c : constants) {
      if (((Enum<?>) c).name().equals(text)) {
        return c;
      }
    }
    for (Object c : constants) {
      String s = c.toString();
      String n = ((Enum<?>) c).name();
      if (text.equals(s) || text.equals(n) || text.equalsIgnoreCase(s) || text.equalsIgnoreCase(n)) {
        return c;
      }
    }
    throw new IllegalArgumentException(text);
  }
}

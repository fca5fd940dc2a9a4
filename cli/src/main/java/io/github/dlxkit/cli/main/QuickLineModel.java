package io.github.dlxkit.cli.main;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Writes the model {@link QuickLine} reads: for every command that {@code QuickLine} can start, what
 * picocli's model of it says (read from the annotations, at build time, by picocli itself) in
 * the few lines {@code QuickLine} needs; with it, as Java sources, the code that makes and fills
 * those commands' objects ({@link QuickLine.Access}, see {@link #sources}). Run by the cli pom on
 * the compiled classes, as {@link TopLevelUsage} is: {@code java -cp CLASSPATH
 * io.github.dlxkit.cli.main.QuickLineModel target/generated-sources/quick-line}; the pom compiles
 * what it writes into target/classes.
 *
 * <p>The model's lines, tab-separated, each field escaped ({@link #escape}); a command's lines
 * follow its {@code command} line:
 * <pre>
 * command   WORDS (e.g. "tantrix solve")   CLASS   QUALIFIED-NAME
 * mixin     PATH (fields from the command, dot-separated)   CLASS
 * option    NAMES (comma-separated)   HOLDER (a mixin PATH, or "" for the command)   FIELD   KIND   TYPE   CONVERTER   DEFAULT   REQUIRED
 * param     FROM   TO (or *)   MIN   MAX (or *)   HOLDER   FIELD   TYPE   ELEMENT-TYPE   CONVERTER   DEFAULT
 * </pre>
 * KIND is {@code flag} (a boolean without a value: given, it is true), {@code value} (one value,
 * {@code --name V} or {@code --name=V}), {@code help} (picocli answers it) or {@code other}
 * (picocli parses the command line when it is given); TYPE and ELEMENT-TYPE are class names,
 * CONVERTER a class name or {@code -}, DEFAULT the default's text or {@code -} for none
 * ({@link #NONE}), REQUIRED {@code required} for an option that must be given (picocli says so
 * when it is not) or {@code -}. A command is left out, and so always parsed by picocli, when anything about
 * it is beyond that: a picocli model it holds ({@code @Spec}), subcommands, an option on a method,
 * a type {@code QuickLine} does not convert, a multi-valued option with a default, an option group.
 */
final class QuickLineModel {
  private QuickLineModel() {}

  /** The text of "no converter" and "no default" ({@link QuickLine#NONE}). */
  static final String NONE = QuickLine.NONE;

  /** The types {@link QuickLine} converts without a converter, as picocli's built-in ones do. */
  static final Set<String> BUILT_IN = Set.of("java.lang.String", "int", "java.lang.Integer", "long",
      "java.lang.Long", "double", "java.lang.Double", "boolean", "java.lang.Boolean", "java.nio.file.Path",
      "java.io.File");

  public static void main(String[] args) throws IOException, ClassNotFoundException {
    if (args.length != 1) {
      System.err.println("usage: QuickLineModel SOURCES_DIR");
      System.exit(2);
    }
    for (Map.Entry<String, String> e : sources(text()).entrySet()) {
      Path file = Path.of(args[0], e.getKey().split("\\.")).resolveSibling(
          e.getKey().substring(e.getKey().lastIndexOf('.') + 1) + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, e.getValue());
    }
  }

  /** The package-private members of a package's classes that {@link QuickLine.Access} reaches. */
  private static final String MEMBERS = "QuickLineMembers";

  /**
   * The Java sources of the {@link QuickLine.Access} of {@code model}, by class name: the class
   * {@link QuickLine#ACCESS}, which holds the model and registers itself with {@link QuickLine}
   * when it is initialised, and in each package of the model's commands, mixins, converters and
   * enums a public class {@value #MEMBERS} whose static methods make those objects and set their
   * package-private fields, which {@code ACCESS} calls by the class's name. The code is a switch on
   * names, casts and assignments: no reflection, no lambda, no string concatenation (each of
   * which would spin classes at run time).
   */
  static Map<String, String> sources(String model) throws ClassNotFoundException {
    Map<String, Map<String, Boolean>> fields = new TreeMap<>(); // class -> field -> read too (a mixin's)
    Set<String> made = new TreeSet<>();
    Set<String> holders = new TreeSet<>(); // commands and mixins
    Set<String> enums = new TreeSet<>();
    Map<String, String> classOf = new HashMap<>(); // a command's holder paths -> class
    for (String l : model.split("\n")) {
      String[] f = QuickLine.fields(l);
      switch (f[0]) {
        case "command" -> {
          classOf.clear();
          classOf.put("", f[2]);
          made.add(f[2]);
          holders.add(f[2]);
        }
        case "mixin" -> {
          int dot = f[1].lastIndexOf('.');
          field(fields, classOf.get(dot < 0 ? "" : f[1].substring(0, dot)), f[1].substring(dot + 1), true);
          classOf.put(f[1], f[2]);
          made.add(f[2]);
          holders.add(f[2]);
        }
        case "option", "param" -> {
          boolean option = f[0].equals("option");
          if (option && f[4].equals("help")) {
            continue;
          }
          field(fields, classOf.get(f[option ? 2 : 5]), f[option ? 3 : 6], false);
          String converter = f[option ? 6 : 9];
          String type = f[option ? 5 : 8];
          if (!converter.equals(NONE)) {
            made.add(converter);
          } else if (!BUILT_IN.contains(type)) {
            enums.add(type);
          }
        }
        default -> throw new IllegalStateException(l);
      }
    }
    Map<String, Set<String>> invocations = new TreeMap<>();
    for (String k : holders) {
      Set<String> names = new TreeSet<>();
      for (Field f : Class.forName(k).getDeclaredFields()) {
        if (f.getType() == io.github.dlxkit.cli.Invocation.class && !Modifier.isStatic(f.getModifiers())) {
          names.add(f.getName());
        }
      }
      invocations.put(k, names);
    }
    Set<String> packages = new TreeSet<>();
    for (String k : union(made, fields.keySet(), enums)) {
      if (inCli(k)) {
        packages.add(packageOf(k));
      }
    }
    Map<String, String> sources = new TreeMap<>();
    for (String p : packages) {
      sources.put(p + "." + MEMBERS, members(p, made, fields, invocations, enums));
    }
    sources.put(QuickLine.ACCESS, access(model, packages, enums));
    return sources;
  }

  private static void field(Map<String, Map<String, Boolean>> fields, String k, String field, boolean read) {
    fields.computeIfAbsent(k, x -> new TreeMap<>()).merge(field, read, Boolean::logicalOr);
  }

  @SafeVarargs
  private static Set<String> union(Set<String>... sets) {
    Set<String> u = new TreeSet<>();
    for (Set<String> s : sets) {
      u.addAll(s);
    }
    return u;
  }

  /** Whether class {@code k} is the cli's: reached through its package's {@value #MEMBERS}. */
  private static boolean inCli(String k) {
    return k.startsWith("io.github.dlxkit.cli.");
  }

  /** The package of class {@code k}. */
  private static String packageOf(String k) throws ClassNotFoundException {
    return Class.forName(k).getPackageName();
  }

  /** The name of class {@code k} in Java source (nested classes by their canonical name). */
  private static String source(String k) throws ClassNotFoundException {
    return Class.forName(k).getCanonicalName();
  }

  /** The source of package {@code p}'s {@value #MEMBERS}. */
  private static String members(String p, Set<String> made, Map<String, Map<String, Boolean>> fields,
      Map<String, Set<String>> invocations, Set<String> enums) throws ClassNotFoundException {
    StringBuilder b = new StringBuilder();
    b.append("package ").append(p).append(";\n\n")
        .append("/** Written by QuickLineModel at build time: what QuickLineAccess needs of this package. */\n")
        .append("public final class ").append(MEMBERS).append(" {\n")
        .append("  private ").append(MEMBERS).append("() {}\n\n");
    b.append("  /** A new object of class {@code k}. */\n")
        .append("  public static Object make(String k) {\n    switch (k) {\n");
    for (String k : made) {
      if (inCli(k) && packageOf(k).equals(p)) {
        b.append("      case \"").append(k).append("\": return new ").append(source(k)).append("();\n");
      }
    }
    b.append("      default: throw new IllegalArgumentException(k);\n    }\n  }\n\n");
    b.append("  /** The field {@code f} of {@code h}. */\n")
        .append("  public static Object get(Object h, String f) {\n    switch (h.getClass().getName()) {\n");
    for (Map.Entry<String, Map<String, Boolean>> e : fields.entrySet()) {
      if (packageOf(e.getKey()).equals(p) && e.getValue().containsValue(true)) {
        b.append("      case \"").append(e.getKey()).append("\":\n        switch (f) {\n");
        for (Map.Entry<String, Boolean> f : e.getValue().entrySet()) {
          if (f.getValue()) {
            b.append("          case \"").append(f.getKey()).append("\": return ((").append(source(e.getKey()))
                .append(") h).").append(f.getKey()).append(";\n");
          }
        }
        b.append("          default: break;\n        }\n        break;\n");
      }
    }
    b.append("      default: break;\n    }\n    throw new IllegalArgumentException(f);\n  }\n\n");
    b.append("  /** Sets the field {@code f} of {@code h} to {@code v}. */\n")
        .append("  public static void set(Object h, String f, Object v) {\n    switch (h.getClass().getName()) {\n");
    for (Map.Entry<String, Map<String, Boolean>> e : fields.entrySet()) {
      if (packageOf(e.getKey()).equals(p)) {
        b.append("      case \"").append(e.getKey()).append("\":\n        switch (f) {\n");
        for (String f : e.getValue().keySet()) {
          b.append("          case \"").append(f).append("\": ((").append(source(e.getKey())).append(") h).")
              .append(f).append(" = cast(v); return;\n");
        }
        b.append("          default: break;\n        }\n        break;\n");
      }
    }
    b.append("      default: break;\n    }\n    throw new IllegalArgumentException(f);\n  }\n\n");
    b.append("  /** Sets the Invocation fields of {@code h}. */\n")
        .append("  public static void attach(Object h, io.github.dlxkit.cli.Invocation i) {\n")
        .append("    switch (h.getClass().getName()) {\n");
    for (Map.Entry<String, Set<String>> e : invocations.entrySet()) {
      if (packageOf(e.getKey()).equals(p) && !e.getValue().isEmpty()) {
        b.append("      case \"").append(e.getKey()).append("\":\n");
        for (String f : e.getValue()) {
          b.append("        ((").append(source(e.getKey())).append(") h).").append(f).append(" = i;\n");
        }
        b.append("        return;\n");
      }
    }
    b.append("      default: return;\n    }\n  }\n\n");
    b.append("  /** The constants of the enum {@code k}. */\n")
        .append("  public static Object[] constants(String k) {\n    switch (k) {\n");
    for (String k : enums) {
      if (inCli(k) && packageOf(k).equals(p) && Class.forName(k).isEnum()) {
        b.append("      case \"").append(k).append("\": return ").append(source(k)).append(".values();\n");
      }
    }
    b.append("      default: return null;\n    }\n  }\n\n");
    b.append("  @SuppressWarnings(\"unchecked\")\n  private static <T> T cast(Object v) {\n    return (T) v;\n  }\n}\n");
    return b.toString();
  }

  /** The source of {@link QuickLine#ACCESS}, which calls the {@value #MEMBERS} of {@code packages}. */
  private static String access(String model, Set<String> packages, Set<String> enums) throws ClassNotFoundException {
    String name = QuickLine.ACCESS.substring(QuickLine.ACCESS.lastIndexOf('.') + 1);
    StringBuilder b = new StringBuilder();
    b.append("package ").append(QuickLine.ACCESS, 0, QuickLine.ACCESS.lastIndexOf('.')).append(";\n\n")
        .append("/** Written by QuickLineModel at build time: QuickLine's model, and its Access. */\n")
        .append("final class ").append(name).append(" implements QuickLine.Access {\n")
        .append("  static {\n    QuickLine.register(new ").append(name).append("());\n  }\n\n")
        .append("  /** The model: QuickLineModel.text(), at build time. */\n")
        .append("  static final String MODEL = \"\"");
    for (String l : model.split("(?<=\n)")) {
      b.append("\n      + \"").append(literal(l)).append('"');
    }
    b.append(";\n\n  @Override\n  public String model() {\n    return MODEL;\n  }\n\n");
    String ofName = "k.substring(0, k.lastIndexOf('.'))";
    String ofHolder = "h.getClass().getPackageName()";
    b.append("  @Override\n  public Object make(String k) {\n");
    route(packages, ofName, "make(k)", "throw new IllegalArgumentException(k)", b);
    b.append("  @Override\n  public Object get(Object h, String f) {\n");
    route(packages, ofHolder, "get(h, f)", "throw new IllegalArgumentException(f)", b);
    b.append("  @Override\n  public void set(Object h, String f, Object v) {\n");
    route(packages, ofHolder, "set(h, f, v)", "throw new IllegalArgumentException(f)", b);
    b.append("  @Override\n  public void attach(Object h, io.github.dlxkit.cli.Invocation i) {\n");
    route(packages, ofHolder, "attach(h, i)", "throw new IllegalArgumentException(h.getClass().getName())", b);
    b.append("  @Override\n  public Object[] constants(String k) {\n    switch (k) {\n");
    for (String k : enums) {
      if (!inCli(k) && Class.forName(k).isEnum()) {
        b.append("      case \"").append(k).append("\": return ").append(source(k)).append(".values();\n");
      }
    }
    b.append("      default: break;\n    }\n");
    route(packages, ofName, "constants(k)", "return null", b);
    b.append("}\n");
    return b.toString();
  }

  /**
   * The rest of a method: a switch on the package {@code of} (a Java expression) that calls
   * {@code call} on the package's {@value #MEMBERS}, one case each of {@code packages}, and
   * {@code otherwise} for any other.
   */
  private static void route(Set<String> packages, String of, String call, String otherwise, StringBuilder b) {
    boolean value = !call.startsWith("set(") && !call.startsWith("attach(");
    b.append("    switch (").append(of).append(") {\n");
    for (String p : packages) {
      b.append("      case \"").append(p).append("\":\n        ").append(value ? "return " : "").append(p).append('.')
          .append(MEMBERS).append('.').append(call).append(";\n").append(value ? "" : "        return;\n");
    }
    b.append("      default:\n        ").append(otherwise).append(";\n    }\n  }\n\n");
  }

  /** {@code s} as the text of a Java string literal: ASCII, escaped. */
  private static String literal(String s) {
    StringBuilder b = new StringBuilder();
    for (char c : s.toCharArray()) {
      switch (c) {
        case '\\' -> b.append("\\\\");
        case '"' -> b.append("\\\"");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20 || c > 0x7e) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.toString();
  }

  /** The model of every command {@link QuickLine} can start. */
  static String text() {
    StringBuilder b = new StringBuilder();
    CommandLine root = CommandTree.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    for (Map.Entry<String, CommandLine> e : root.getSubcommands().entrySet()) {
      CommandLine top = e.getValue();
      if (!e.getKey().equals(top.getCommandName())) {
        continue; // an alias: the command is written once, under its name, with its aliases
      }
      if (top.getSubcommands().isEmpty()) {
        write(top, names(top), b);
      }
      for (Map.Entry<String, CommandLine> s : top.getSubcommands().entrySet()) {
        CommandLine sub = s.getValue();
        if (s.getKey().equals(sub.getCommandName()) && sub.getSubcommands().isEmpty()) {
          for (String t : names(top)) {
            List<String> words = new ArrayList<>();
            for (String n : names(sub)) {
              words.add(t + " " + n);
            }
            write(sub, words, b);
          }
        }
      }
    }
    return b.toString();
  }

  /** A command's name and its aliases. */
  private static List<String> names(CommandLine c) {
    List<String> n = new ArrayList<>();
    n.add(c.getCommandName());
    n.addAll(List.of(c.getCommandSpec().aliases()));
    return n;
  }

  /** Writes {@code c}'s lines under each of {@code words}, if {@link QuickLine} can start it. */
  private static void write(CommandLine c, List<String> words, StringBuilder b) {
    String lines = lines(c);
    if (lines == null) {
      return;
    }
    for (String w : words) {
      b.append(line("command", w, c.getCommandSpec().userObject().getClass().getName(),
          c.getCommandSpec().qualifiedName()));
      b.append(lines);
    }
  }

  /** The lines of {@code c} after its {@code command} line, or null if {@link QuickLine} cannot start it. */
  static String lines(CommandLine c) {
    CommandSpec spec = c.getCommandSpec();
    Object command = spec.userObject();
    if (!(command instanceof java.util.concurrent.Callable) && !(command instanceof Runnable)
        || !spec.argGroups().isEmpty()) {
      return null;
    }
    StringBuilder b = new StringBuilder();
    Map<Object, String> paths = new IdentityHashMap<>();
    paths.put(command, "");
    if (!mixins(spec, command, "", paths, b)) {
      return null;
    }
    for (Object o : paths.keySet()) {
      if (!startable(o.getClass())) {
        return null;
      }
    }
    for (OptionSpec o : spec.options()) {
      String option = option(o, paths);
      if (option == null) {
        return null;
      }
      b.append(option);
    }
    for (PositionalParamSpec p : spec.positionalParameters()) {
      String param = param(p, paths);
      if (param == null) {
        return null;
      }
      b.append(param);
    }
    return b.toString();
  }

  /**
   * Adds the lines of {@code spec}'s mixins (held by {@code holder}, at {@code path}) and theirs;
   * false if one is not held in a field.
   */
  private static boolean mixins(CommandSpec spec, Object holder, String path, Map<Object, String> paths, StringBuilder b) {
    for (CommandSpec mixin : spec.mixins().values()) {
      Object object = mixin.userObject();
      if (object.getClass().getName().startsWith("picocli.")) {
        continue; // mixinStandardHelpOptions: its options are help options, which picocli answers
      }
      Field field = fieldHolding(holder, object);
      if (field == null) {
        return false;
      }
      String p = path.isEmpty() ? field.getName() : path + "." + field.getName();
      paths.put(object, p);
      b.append(line("mixin", p, object.getClass().getName()));
      if (!mixins(mixin, object, p, paths, b)) {
        return false;
      }
    }
    return true;
  }

  /** The field of {@code holder}'s class whose value is {@code object}, or null. */
  private static Field fieldHolding(Object holder, Object object) {
    for (Field f : holder.getClass().getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) {
        continue;
      }
      try {
        f.setAccessible(true);
        if (f.get(holder) == object) {
          return f;
        }
      } catch (IllegalAccessException e) {
        return null;
      }
    }
    return null;
  }

  /**
   * Whether {@link QuickLine} can make and fill an object of class {@code k}: a constructor without
   * parameters, no picocli model in a field ({@code @Spec}: that command needs picocli), no parent
   * command ({@code @ParentCommand}).
   */
  private static boolean startable(Class<?> k) {
    try {
      k.getDeclaredConstructor();
    } catch (NoSuchMethodException e) {
      return false;
    }
    for (Field f : k.getDeclaredFields()) {
      if (f.getType().getName().startsWith("picocli.") || f.isAnnotationPresent(CommandLine.ParentCommand.class)) {
        return false;
      }
    }
    return true;
  }

  /** An option's line, or null if {@link QuickLine} cannot set it. */
  private static String option(OptionSpec o, Map<Object, String> paths) {
    String kind;
    if (o.usageHelp() || o.versionHelp()) {
      return line("option", String.join(",", o.names()), "", "", "help", "", NONE, NONE, NONE);
    }
    if (!(o.userObject() instanceof Field field)) {
      return null; // an option on a method: picocli calls it while it parses
    }
    String holder = holder(field, paths);
    if (holder == null || interpolated(field) || o.interactive() || o.parameterConsumer() != null || o.preprocessor() != null
        && !o.preprocessor().getClass().getName().startsWith("picocli.")) {
      return null;
    }
    if (o.isMultiValue()) {
      if (o.defaultValue() != null) {
        return null;
      }
      kind = "other";
    } else if (o.type() == boolean.class || o.type() == Boolean.class) {
      boolean plain = o.arity().min() == 0 && o.arity().max() == 0 && !o.negatable()
          && (o.fallbackValue() == null || o.fallbackValue().isEmpty())
          && (o.defaultValue() == null || o.defaultValue().equals("false"))
          && (!o.hasInitialValue() || Boolean.FALSE.equals(o.initialValue()));
      kind = plain ? "flag" : "other";
    } else if (o.arity().min() == 1 && o.arity().max() == 1 && !o.negatable() && (o.splitRegex() == null || o.splitRegex().isEmpty())) {
      kind = "value";
    } else {
      kind = "other";
    }
    String converter = converter(o);
    if (converter == null || !convertible(o.type(), converter) && (!kind.equals("other") || o.defaultValue() != null)) {
      return null;
    }
    return line("option", String.join(",", o.names()), holder, field.getName(), kind, o.type().getName(),
        converter, o.defaultValue() == null ? NONE : o.defaultValue(), o.required() ? "required" : NONE);
  }

  /** A positional parameter's line, or null if {@link QuickLine} cannot set it. */
  private static String param(PositionalParamSpec p, Map<Object, String> paths) {
    if (!(p.userObject() instanceof Field field)) {
      return null;
    }
    String holder = holder(field, paths);
    if (holder == null || interpolated(field) || p.interactive() || p.parameterConsumer() != null || p.preprocessor() != null
        && !p.preprocessor().getClass().getName().startsWith("picocli.")
        || p.splitRegex() != null && !p.splitRegex().isEmpty()) {
      return null;
    }
    String converter = converter(p);
    Class<?> element;
    if (p.isMultiValue()) {
      if (!java.util.List.class.equals(p.type()) || p.defaultValue() != null) {
        return null;
      }
      element = p.auxiliaryTypes()[0];
    } else {
      element = p.type();
      if (p.arity().max() > 1) {
        return null;
      }
    }
    if (converter == null || !convertible(element, converter)) {
      return null;
    }
    CommandLine.Range index = p.index();
    CommandLine.Range arity = p.arity();
    return line("param", Integer.toString(index.min()), index.isVariable() || index.max() == Integer.MAX_VALUE ? "*"
        : Integer.toString(index.max()), Integer.toString(arity.min()), arity.isVariable() || arity.max() == Integer.MAX_VALUE ? "*"
        : Integer.toString(arity.max()), holder, field.getName(), p.type().getName(), element.getName(), converter,
        p.defaultValue() == null ? NONE : p.defaultValue());
  }

  /**
   * Whether {@code field}'s default names a variable ({@code ${sys:user.home}}...), which picocli
   * fills in at run time: the model would hold the build machine's value.
   */
  private static boolean interpolated(Field field) {
    CommandLine.Option option = field.getAnnotation(CommandLine.Option.class);
    CommandLine.Parameters parameters = field.getAnnotation(CommandLine.Parameters.class);
    String d = option != null ? option.defaultValue() : parameters != null ? parameters.defaultValue() : "";
    return d.contains("${");
  }

  /** The path of the object that holds {@code field}, or null if none or several do. */
  private static String holder(Field field, Map<Object, String> paths) {
    String found = null;
    for (Map.Entry<Object, String> e : paths.entrySet()) {
      if (e.getKey().getClass() == field.getDeclaringClass()) {
        if (found != null) {
          return null;
        }
        found = e.getValue();
      }
    }
    return found;
  }

  /** The class name of {@code a}'s own converter, {@link #NONE} if it has none, null if several. */
  private static String converter(ArgSpec a) {
    CommandLine.ITypeConverter<?>[] converters = a.converters();
    if (converters.length == 0) {
      return NONE;
    }
    if (converters.length > 1 || converters[0].getClass().getName().startsWith("picocli.")) {
      return null;
    }
    try {
      converters[0].getClass().getDeclaredConstructor();
    } catch (NoSuchMethodException e) {
      return null;
    }
    return converters[0].getClass().getName();
  }

  /** Whether {@link QuickLine} converts a value of {@code type} (with {@code converter}, or none). */
  private static boolean convertible(Class<?> type, String converter) {
    return !converter.equals(NONE) || type.isEnum() || BUILT_IN.contains(type.getName());
  }

  /** One line: the fields escaped, joined by tabs. */
  private static String line(String... fields) {
    StringBuilder b = new StringBuilder();
    for (String f : fields) {
      if (b.length() > 0) {
        b.append('\t');
      }
      b.append(QuickLine.escape(f));
    }
    return b.append('\n').toString();
  }

}

package io.github.dlxkit.cli.main;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Writes the model {@link QuickLine} reads (as the constant of a class, {@link QuickLine#MODEL}): for every command that {@code QuickLine} can start, what
 * picocli's model of it says (read from the annotations, at build time, by picocli itself) in
 * the few lines {@code QuickLine} needs. Run by the cli pom on the compiled classes, as
 * {@link TopLevelUsage} is: {@code java -cp CLASSPATH io.github.dlxkit.cli.main.QuickLineModel
 * target/classes}.
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

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: QuickLineModel CLASSES_DIR");
      System.exit(2);
    }
    Path file = Path.of(args[0], QuickLine.MODEL.split("\\.")).resolveSibling(
        QuickLine.MODEL.substring(QuickLine.MODEL.lastIndexOf('.') + 1) + ".class");
    Files.createDirectories(file.getParent());
    Files.write(file, classFile(QuickLine.MODEL, text()));
  }

  /**
   * The class file of a class {@code name} (package-private, final, Java 17's class file version)
   * with one field, {@code static final String MODEL = model}, and nothing else: no method, not even
   * a constructor, which the JVM does not ask for. Written here byte by byte (the JVM
   * specification's chapter 4) because it is this small; the constant holds up to 65,535 bytes of
   * modified UTF-8 ({@link DataOutputStream#writeUTF}, which says so if it is longer).
   */
  static byte[] classFile(String name, String model) throws IOException {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.writeInt(0xCAFEBABE);
    out.writeShort(0);                   // minor version
    out.writeShort(61);                  // Java 17
    out.writeShort(10);                  // constant pool: entries 1 to 9
    out.writeByte(1);                    // #1 Utf8: the class's name
    out.writeUTF(name.replace('.', '/'));
    out.writeByte(7);                    // #2 Class #1
    out.writeShort(1);
    out.writeByte(1);                    // #3 Utf8
    out.writeUTF("java/lang/Object");
    out.writeByte(7);                    // #4 Class #3
    out.writeShort(3);
    out.writeByte(1);                    // #5 Utf8: the field's name
    out.writeUTF("MODEL");
    out.writeByte(1);                    // #6 Utf8: its type
    out.writeUTF("Ljava/lang/String;");
    out.writeByte(1);                    // #7 Utf8
    out.writeUTF("ConstantValue");
    out.writeByte(1);                    // #8 Utf8: the model
    out.writeUTF(model);
    out.writeByte(8);                    // #9 String #8
    out.writeShort(8);
    out.writeShort(0x0030);              // ACC_FINAL | ACC_SUPER
    out.writeShort(2);                   // this class
    out.writeShort(4);                   // its superclass
    out.writeShort(0);                   // no interfaces
    out.writeShort(1);                   // one field:
    out.writeShort(0x0018);              //   ACC_STATIC | ACC_FINAL
    out.writeShort(5);
    out.writeShort(6);
    out.writeShort(1);                   //   one attribute: ConstantValue #9
    out.writeShort(7);
    out.writeInt(2);
    out.writeShort(9);
    out.writeShort(0);                   // no methods
    out.writeShort(0);                   // no attributes
    out.flush();
    return bytes.toByteArray();
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

package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.tantrix.ga.TantrixGa;
import io.github.dlxkit.tantrix.game.Tournament;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The allowed range of every numeric option, checked by picocli at parse time, so that a bad value
 * is exit status 2 with a message naming the range before any work starts (docs/cli.md, "Limits").
 * Use as {@code @Option(names = "--threads", converter = Ranges.Threads.class)}.
 */
public final class Ranges {
  /** The most threads a search may use: far above any machine's cores, far below what a JVM can start. */
  public static final int MAX_THREADS = 1024;
  /** The longest time limit, in seconds (over three years; keeps deadlines in nanoseconds exact). */
  public static final long MAX_SECONDS = 100_000_000L;
  /** The most random walks of an estimate. */
  public static final int MAX_PROBES = 100_000_000;

  /** The most trials of one {@code tantrix ga} command. */
  public static final int MAX_TRIALS = 10_000;

  private Ranges() {}

  /**
   * {@code text} as a whole number in {@code min..max}.
   *
   * @throws TypeConversionException naming the value (cut to a readable length) and the range
   */
  public static long parse(String text, long min, long max) {
    String t = text.strip();
    BigInteger n;
    try {
      n = new BigInteger(t.startsWith("+") ? t.substring(1) : t);
    } catch (NumberFormatException e) {
      throw new TypeConversionException(Messages.quote(text) + " is not a whole number (allowed: "
          + range(min, max) + ")");
    }
    if (n.compareTo(BigInteger.valueOf(min)) < 0 || n.compareTo(BigInteger.valueOf(max)) > 0) {
      throw new TypeConversionException(Messages.quote(text) + " is out of range (allowed: " + range(min, max) + ")");
    }
    return n.longValueExact();
  }

  static String range(long min, long max) {
    return min + ".." + (max == Long.MAX_VALUE ? "2^63-1" : Long.toString(max));
  }

  /** {@code --threads}: 1..{@value #MAX_THREADS}. */
  public static final class Threads implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) parse(value, 1, MAX_THREADS);
    }
  }

  /** {@code --limit}: 0..2^63-1 solutions, in every command (0 prints none and exits 0). */
  public static final class Limit implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      return parse(value, 0, Long.MAX_VALUE);
    }
  }

  /**
   * {@code --limit} of {@code sudoku count} (a count capped at N means "N or more") and of
   * {@code sudoku solve} (each puzzle gets a line, {@code -} meaning none: 0 would print a false
   * {@code -}): 1..2^63-1.
   */
  public static final class CountLimit implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      return parse(value, 1, Long.MAX_VALUE);
    }
  }

  /** {@code --max-nodes}: 1..2^63-1 search-tree nodes. */
  public static final class Nodes implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      return parse(value, 1, Long.MAX_VALUE);
    }
  }

  /** {@code tantrix tournament --games}: 1..{@link Tournament#MAX_GAMES} games. */
  public static final class Games implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) parse(value, 1, Tournament.MAX_GAMES);
    }
  }

  /** {@code tantrix ga --population}: 2..{@link TantrixGa#MAX_POPULATION} genomes. */
  public static final class Population implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) parse(value, 2, TantrixGa.MAX_POPULATION);
    }
  }

  /** {@code tantrix ga --generations}: 1..{@link TantrixGa#MAX_GENERATIONS}. */
  public static final class Generations implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) parse(value, 1, TantrixGa.MAX_GENERATIONS);
    }
  }

  /** {@code tantrix ga --trials}: 1..{@value #MAX_TRIALS} runs. */
  public static final class Trials implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) parse(value, 1, MAX_TRIALS);
    }
  }

  /** {@code --estimate}: 1..{@value #MAX_PROBES} probes. */
  public static final class Probes implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) parse(value, 1, MAX_PROBES);
    }
  }

  /**
   * {@code --time-limit TIME}: whole seconds ({@code 30}) or a number with a unit ({@code 500ms},
   * {@code 30s}, {@code 5m}, {@code 1h}), from 1 ms to {@value #MAX_SECONDS} seconds.
   */
  public static final class Time implements ITypeConverter<Duration> {
    private static final Pattern TIME = Pattern.compile("(\\d{1,19})(ms|s|m|h)?");

    @Override
    public Duration convert(String value) {
      Matcher m = TIME.matcher(value.strip().toLowerCase(Locale.ROOT));
      String allowed = " (allowed: 1ms.." + MAX_SECONDS + "s, e.g. 30 (seconds), 500ms, 30s, 5m, 1h)";
      if (!m.matches()) {
        throw new TypeConversionException("bad time " + Messages.quote(value) + allowed);
      }
      long perUnit = m.group(2) == null ? 1_000 : switch (m.group(2)) {
        case "ms" -> 1;
        case "s" -> 1_000;
        case "m" -> 60_000;
        default -> 3_600_000;
      };
      BigInteger millis = new BigInteger(m.group(1)).multiply(BigInteger.valueOf(perUnit));
      if (millis.signum() == 0 || millis.compareTo(BigInteger.valueOf(MAX_SECONDS * 1000)) > 0) {
        throw new TypeConversionException(Messages.quote(value) + " is out of range" + allowed);
      }
      return Duration.ofMillis(millis.longValueExact());
    }
  }
}

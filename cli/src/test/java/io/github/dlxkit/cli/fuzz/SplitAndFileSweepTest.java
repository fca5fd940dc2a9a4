package io.github.dlxkit.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A CLI sweep of the split and file options (issue 32): {@code count --memo/--checkpoint/--part/
 * --refine-after}, {@code sum}, {@code sudoku bench/generate}, {@code quantumino --count --slice},
 * {@code tantrix loops}, {@code tanks count --checkpoint}, on odd option values, random files and valid
 * checkpoints and part files with random damage. The rule: exit status 0, 1, 2 or 130 only, never a
 * stack trace on stderr, one line on stderr for exit 2, bounded time; and a count from a damaged
 * checkpoint is refused or exact (a checkpoint is tamper-evident: a damaged record can only be a
 * torn last line, which is dropped and counted again).
 */
class SplitAndFileSweepTest {
  private static final String Q8 = "core/src/test/resources/xcc/queens8.dlx";
  private static final Path DIR = tempDir();

  /** The counts the damaged-checkpoint runs must give when they succeed, with where they come from. */
  private static final String[][] COUNTED = {
      {"count " + Q8, "92"}, // 8 queens, OEIS A000170
      {"tanks count 5", "2"}, // 5x5 Tank Attack: docs/tanks.md, two methods agree
      {"tantrix loops discovery:10 --count", "1280"}, // Discovery 10: Wiest's exhaustive solver
  };

  /** A folder for the sweep's files, deleted when the JVM ends (two engines run this class's tests). */
  private static Path tempDir() {
    try {
      Path dir = Files.createTempDirectory("dlx-sweep");
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        try (var all = Files.walk(dir)) {
          for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
            Files.deleteIfExists(p);
          }
        } catch (IOException e) {
          // a temporary folder left behind
        }
      }));
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Runs {@code dlx args} and checks the rule; returns the run. */
  static CliRun run(List<String> args) {
    long start = System.nanoTime();
    CliRun r = CliRun.of(args.toArray(new String[0]));
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    String what = "dlx " + String.join(" ", args) + " -> exit " + r.status() + ": " + r.err();
    assertTrue(r.status() == 0 || r.status() == 1 || r.status() == 2 || r.status() == 130, what);
    assertFalse(r.err().contains("\tat ") || r.err().contains("Exception") || r.err().contains("internal error"), what);
    if (r.status() == 2) {
      assertEquals(1, r.errLines().size(), what);
    }
    assertTrue(r.errLines().stream().allMatch(l -> l.length() <= 400), what);
    assertTrue(took.toSeconds() < 30, "took " + took + ": " + what);
    if (took.toSeconds() >= 5) {
      System.out.printf("sweep: slow run, %d ms, exit %d: dlx %s%n", took.toMillis(), r.status(), String.join(" ", args));
    }
    return r;
  }

  private static List<String> words(String command) {
    List<String> args = new ArrayList<>();
    for (String w : command.split(" ")) {
      args.add(w.replace("Q8", Q8).replace("DIR", DIR.toString())
          .replace("CK", DIR.resolve("fresh-" + System.nanoTime() + ".checkpoint").toString()));
    }
    return args;
  }

  /** Odd option values and files given where a checkpoint, a part or a slice is expected. */
  @ParameterizedTest(name = "dlx {0}")
  @ValueSource(strings = {
      "count --part 0/0 Q8", "count --part 5/3 Q8", "count --part 0/3 Q8", "count --part 3/3 Q8",
      "count --part -1/3 Q8", "count --part 1/-3 Q8", "count --part 1/ Q8", "count --part / Q8",
      "count --part 1/2/3 Q8", "count --part 99999999999/1 Q8", "count --part 1/1000001 Q8",
      "count --part 1000000/1000000 Q8", "count --part ١/٣ Q8", "count --part 1/3 --part 2/3 Q8",
      "count --memo Q8", "count --memo --checkpoint CK Q8", "count --memo --part 1/2 Q8",
      "count --memo --refine-after 10 Q8", "count --refine-after 0 --part 1/1 Q8",
      "count --refine-after 1 --part 2/3 Q8", "count --refine-after 1 Q8", "count --refine-after -5 --checkpoint CK Q8",
      "count --checkpoint CK --part 0/0 Q8", "count --checkpoint CK --part 2/3 --refine-after 1 Q8",
      "count --checkpoint DIR Q8", "count --checkpoint /dev/null Q8", "count --checkpoint /dev/full Q8",
      "count --checkpoint DIR/none/x.checkpoint Q8", "count --checkpoint CK --time-limit 1 Q8",
      "count --checkpoint CK --threads 3 Q8",
      "tanks count 5 --checkpoint CK", "tanks count 5 --checkpoint CK --part 5/3", "tanks count 5 --part 0/0",
      "tanks count 5 --checkpoint CK --refine-after 1000", "tanks solve 5 --checkpoint CK", "tanks count 5 --checkpoint DIR",
      "tantrix loops discovery:10 --count --part 0/0", "tantrix loops discovery:10 --count --part 5/3",
      "tantrix loops discovery:10 --count --checkpoint CK", "tantrix loops discovery:10 --checkpoint CK",
      "tantrix loops discovery:10 --count --part 2/3 --refine-after 1", "tantrix loops discovery:10 --count --part 1/2 --time-limit 1s",
      "quantumino --box 2x2x20 --count --slice 0/0", "quantumino --box 2x2x20 --count --slice 5/3",
      "quantumino --box 2x2x20 --count --slice 1/1", "quantumino --box 2x2x20 --count --slice 0/9",
      "quantumino --box 2x2x20 --count --slice -1/2", "quantumino --box 2x2x20 --count --slice a",
      "quantumino --box 2x2x20 --count --slice 1/2/3", "quantumino --box 2x2x20 --slice 1/2",
      "quantumino --box 2x2x20 --count --part 0/0",
      "sum DIR", "sum /dev/null", "sum docs/examples/queens12-part1-of-3.json docs/examples/queens12-part1-of-3.json",
      "sum docs/examples/queens12-part1-of-3.json", "sum Q8",
      "sudoku bench --time 0 --warmup 0 DIR", "sudoku bench --time 0 --warmup 0 /dev/null",
      "sudoku bench --time 0 --warmup 0 Q8", "sudoku bench --time 0 --warmup 0 --kernel bogus docs/examples/sudoku-16x16.txt",
      "sudoku generate --size 4 --count 3 --minimal --format json", "sudoku generate --size 1",
      "sudoku generate --size 6", "sudoku generate --format bogus", "sudoku generate --size 4 --count 0",
  })
  void oddValuesAndFiles(String command) {
    run(words(command));
  }

  /**
   * A valid checkpoint of a small count, damaged at random (a number changed, bits flipped, bytes
   * cut or inserted, lines repeated, swapped or dropped, the file cut short), is refused or gives
   * the exact count.
   */
  @Property(tries = 60)
  void aDamagedCheckpointIsRefusedOrCountsExactly(@ForAll long seed) throws IOException {
    Random random = new Random(seed);
    String[] counted = COUNTED[random.nextInt(COUNTED.length)];
    byte[] valid = validCheckpoint(counted[0]);
    Path file = DIR.resolve("damaged-" + seed + ".checkpoint");
    Files.write(file, Damage.apply(valid, random));
    List<String> args = new ArrayList<>(List.of(counted[0].replace("Q8", Q8).split(" ")));
    args.addAll(List.of("--checkpoint", file.toString()));
    CliRun r = run(args);
    if (r.status() == 0) {
      assertEquals(List.of(counted[1]), r.outLines(), "a damaged checkpoint must be refused or count exactly: " + args);
    } else {
      assertEquals(2, r.status(), r.err());
    }
  }

  private static byte[] validCheckpoint(String command) throws IOException {
    Path file = DIR.resolve("valid-" + Integer.toHexString(command.hashCode()) + ".checkpoint");
    if (!Files.exists(file)) {
      List<String> args = new ArrayList<>(List.of(command.replace("Q8", Q8).split(" ")));
      args.addAll(List.of("--checkpoint", file.toString()));
      assertEquals(0, run(args).status());
    }
    return Files.readAllBytes(file);
  }

  /**
   * Part files for {@code dlx sum} — valid parts of 8 queens, damaged at random, mixed with parts of
   * another problem or another N, or random bytes — follow the rule; a sum of the three untouched
   * parts is 92 (OEIS A000170).
   */
  @Property(tries = 60)
  void damagedAndForeignPartFilesFollowTheRule(@ForAll long seed) throws IOException {
    Random random = new Random(seed);
    List<String> args = new ArrayList<>(List.of("sum"));
    boolean untouched = true;
    for (int k = 1; k <= 3; k++) {
      byte[] part = validPart(Q8, k, 3);
      Path file = DIR.resolve("part-" + seed + "-" + k + ".json");
      int what = random.nextInt(8);
      if (what == 0) {
        part = Damage.apply(part, random);
        untouched = false;
      } else if (what == 1) {
        part = validPart("core/src/test/resources/xcc/langford8.dlx", k, 3); // another problem
        untouched = false;
      } else if (what == 2) {
        part = validPart(Q8, Math.min(k, 2), 2); // another N
        untouched = false;
      } else if (what == 3) {
        part = new byte[random.nextInt(64)];
        random.nextBytes(part);
        untouched = false;
      }
      Files.write(file, part);
      args.add(file.toString());
    }
    CliRun r = run(args);
    if (untouched) {
      assertEquals(List.of("92"), r.outLines(), r.err());
    }
  }

  private static byte[] validPart(String problem, int k, int n) throws IOException {
    Path file = DIR.resolve("part-" + Integer.toHexString(problem.hashCode()) + "-" + k + "of" + n + ".json");
    if (!Files.exists(file)) {
      CliRun r = run(List.of("count", "--part", k + "/" + n, problem));
      assertEquals(0, r.status(), r.err());
      Files.writeString(file, r.out());
    }
    return Files.readAllBytes(file);
  }

  /** Random {@code --part} and {@code --slice} values built from digits, signs and slashes. */
  @Property(tries = 40)
  void randomPartAndSliceValues(@ForAll long seed) {
    Random random = new Random(seed);
    String[] tokens = {"0", "1", "2", "3", "5", "9", "16", "1000000", "1000001", "2147483648", "-", "/", "//", "+",
        " ", "x", "1e3", "٣"};
    StringBuilder v = new StringBuilder();
    for (int i = 0, n = 1 + random.nextInt(4); i < n; i++) {
      v.append(tokens[random.nextInt(tokens.length)]);
    }
    String value = v.toString();
    List<String> args = switch (random.nextInt(4)) {
      case 0 -> List.of("count", "--part", value, Q8);
      case 1 -> List.of("tanks", "count", "5", "--part", value);
      case 2 -> List.of("tantrix", "loops", "discovery:10", "--count", "--part", value);
      default -> List.of("quantumino", "--box", "2x2x20", "--count", "--slice", value);
    };
    run(args);
  }

  /** Random damage to a file's bytes. */
  static final class Damage {
    private Damage() {}

    static byte[] apply(byte[] bytes, Random random) {
      byte[] b = bytes;
      for (int i = 0, n = 1 + random.nextInt(3); i < n; i++) {
        b = once(b, random);
      }
      return b;
    }

    private static byte[] once(byte[] b, Random random) {
      if (b.length == 0) {
        return new byte[] {(byte) random.nextInt(256)};
      }
      int at = random.nextInt(b.length);
      switch (random.nextInt(9)) {
        case 7, 8 -> { // change a number, as a hand edit would (the count 3 made 999)
          String text = new String(b, StandardCharsets.ISO_8859_1);
          java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\d+").matcher(text);
          List<int[]> runs = new ArrayList<>();
          while (m.find()) {
            runs.add(new int[] {m.start(), m.end()});
          }
          if (runs.isEmpty()) {
            return b;
          }
          int[] r = runs.get(random.nextInt(runs.size()));
          String number = text.substring(r[0], r[1]);
          String other = Long.toString(Long.parseLong("0" + number.substring(0, Math.min(number.length(), 17)))
              + 1 + random.nextInt(1000));
          return (text.substring(0, r[0]) + other + text.substring(r[1])).getBytes(StandardCharsets.ISO_8859_1);
        }
        case 0 -> { // flip a bit
          byte[] c = b.clone();
          c[at] ^= (byte) (1 << random.nextInt(8));
          return c;
        }
        case 1 -> { // cut the file short
          return Arrays.copyOf(b, at);
        }
        case 2 -> { // cut a range out
          int to = Math.min(b.length, at + 1 + random.nextInt(20));
          byte[] c = new byte[b.length - (to - at)];
          System.arraycopy(b, 0, c, 0, at);
          System.arraycopy(b, to, c, at, b.length - to);
          return c;
        }
        case 3 -> { // insert random bytes
          byte[] in = new byte[1 + random.nextInt(8)];
          random.nextBytes(in);
          byte[] c = new byte[b.length + in.length];
          System.arraycopy(b, 0, c, 0, at);
          System.arraycopy(in, 0, c, at, in.length);
          System.arraycopy(b, at, c, at + in.length, b.length - at);
          return c;
        }
        default -> { // repeat, swap or drop whole lines
          List<String> lines = new ArrayList<>(List.of(new String(b, StandardCharsets.ISO_8859_1).split("\n", -1)));
          int i = random.nextInt(lines.size());
          int j = random.nextInt(lines.size());
          int how = random.nextInt(3);
          if (how == 0) {
            lines.add(j, lines.get(i));
          } else if (how == 1) {
            String t = lines.get(i);
            lines.set(i, lines.get(j));
            lines.set(j, t);
          } else {
            lines.remove(i);
          }
          return String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1);
        }
      }
    }
  }
}

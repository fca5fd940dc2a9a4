package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the run files of the 2026 Quantumino count ({@code polyomino/runs/*.tsv}, written by the
 * hand-run slice program that {@link FrontierSearch} and {@code dlx quantumino --count --part K/N}
 * replaced), adds up their slice lines per aside, and says which slices are missing. Kept so that
 * the committed files stay readable and checked ({@code QuantuminoCountsTest}); new counts are
 * parts and checkpoints of core's runner. Test code since issue 53: nothing but the tests reads
 * these files, and no command of the CLI should offer to read a format that nothing writes any
 * more.
 *
 * <p>A line is {@code aside slice K cut all count seconds}. Slice {@code s} of {@code 2^K} is the
 * packings whose pieces 0..K-1 anchored before the cut form the pattern {@code s} (bit {@code p} for
 * piece {@code p}); so slice {@code s} of {@code 2^K} is exactly slices {@code s} and
 * {@code s + 2^K} of {@code 2^(K+1)}, and a run may go on with finer slices where memory is short.
 * The sum takes, for each slice of the coarsest {@code K}, its own line if there is one, or else
 * the sum of its two halves, recursively — never both, so nothing is counted twice. A slice counted
 * with {@code ENDS_AFTER} (cut written {@code 40e}) stands for the same slice; counted both ways,
 * the two must agree line for line.
 *
 * <p>A <em>rest</em> line ({@code aside xFAMILY K cut aside count seconds}, written by the
 * run's rest sweep) counts one aside over a family of slices of {@code 2^K} (a
 * hexadecimal bit mask), alone or in a sweep of all asides (then the fifth field is {@code all}):
 * for that aside the family's slices come from it and every other slice from
 * the all-asides lines, so an all-asides line counted later for a slice of the family is not added
 * twice.
 */
final class QuantuminoSlices {
  /** Marks, after the cut in a run file's line, a slice counted with {@code ENDS_AFTER}: {@code 40e}. */
  static final String ENDS = "e";

  /** The finest slicing looked for: 2^8 slices. */
  static final int MAX_K = 8;

  private final Map<Long, long[]> bySlice = new HashMap<>(); // key (k << 32 | slice) -> count per aside
  private final Map<Long, Long> seconds = new HashMap<>();
  /** Per aside with a rest line: {K, family mask, count, seconds, 1 if an all-asides run else 0}. */
  private final Map<Integer, long[]> rest = new HashMap<>();

  private static long key(int k, int slice) {
    return (long) k << 32 | slice;
  }

  /** The lines of run files (all asides at once, cut {@code cut}); other lines are refused. */
  static QuantuminoSlices of(List<String> lines, int cut) {
    QuantuminoSlices s = new QuantuminoSlices();
    Map<Long, long[]> endsLines = new HashMap<>();
    for (String line : lines) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t");
      if (f.length == 7 && f[1].startsWith("x") && (f[4].equals(f[0]) || f[4].equals("all"))
          && f[3].equals(cut + "")) {
        long[] old = s.rest.put(Integer.parseInt(f[0]), new long[] {Integer.parseInt(f[2]),
            Long.parseUnsignedLong(f[1].substring(1), 16), Long.parseLong(f[5]), Long.parseLong(f[6]),
            f[4].equals("all") ? 1 : 0});
        if (old != null || Integer.parseInt(f[2]) > 6) {
          throw new BadInputException("a second rest line for aside " + f[0] + ", or K above 6: " + line);
        }
        continue;
      }
      if (f.length != 7 || !f[4].equals("all")
          || !(f[3].equals(cut + "") || f[3].equals(cut + ENDS))) {
        throw new BadInputException("not a slice line of an all-asides run cut at " + cut + ": " + line);
      }
      int aside = Integer.parseInt(f[0]);
      long k = key(Integer.parseInt(f[2]), Integer.parseInt(f[1]));
      boolean ends = f[3].endsWith(ENDS);
      long[] counts = (ends ? endsLines : s.bySlice).computeIfAbsent(k, x -> new long[QuantuminoPieces.COUNT]);
      counts[aside] = Long.parseLong(f[5]);
      s.seconds.putIfAbsent(k, Long.parseLong(f[6]));
    }
    // a slice counted both ways (STARTS_BEFORE and ENDS_AFTER) must agree: the box's half-turn
    for (Map.Entry<Long, long[]> e : endsLines.entrySet()) {
      long[] starts = s.bySlice.putIfAbsent(e.getKey(), e.getValue());
      if (starts != null && !Arrays.equals(starts, e.getValue())) {
        throw new BadInputException("slice " + (int) (long) e.getKey() + " of 2^" + (e.getKey() >>> 32)
            + " counted both ways disagrees: " + Arrays.toString(starts) + " and "
            + Arrays.toString(e.getValue()));
      }
    }
    return s;
  }

  /** The lines of the given files. */
  static QuantuminoSlices read(int cut, Path... files) throws IOException {
    List<String> lines = new ArrayList<>();
    for (Path f : files) {
      lines.addAll(Files.readAllLines(f, StandardCharsets.UTF_8));
    }
    return of(lines, cut);
  }

  /** Whether aside {@code aside} has a rest line. */
  boolean hasFamily(int aside) {
    return rest.containsKey(aside);
  }

  /**
   * Whether all-asides lines cover slice {@code s} of {@code 2^k}: its own line, a coarser slice's
   * holding it, or both its halves covered.
   */
  boolean covered(int k, int s) {
    for (int j = 0; j <= k; j++) {
      if (bySlice.containsKey(key(j, s & ((1 << j) - 1)))) {
        return true;
      }
    }
    return k < MAX_K && covered(k + 1, s) && covered(k + 1, s + (1 << k));
  }

  /**
   * The raw count per aside over the whole box, from the slices of {@code 2^k} (or their halves)
   * and the rest lines; null if some part of the box is missing (see {@link #missing(int)}).
   */
  long[] total(int k) {
    long[] sum = new long[QuantuminoPieces.COUNT];
    for (int a = 0; a < sum.length; a++) {
      long[] r = rest.get(a);
      sum[a] = r == null ? 0 : r[2];
      for (int s = 0; s < 1 << k; s++) {
        Long n = add(a, k, s);
        if (n == null) {
          return null;
        }
        sum[a] = Math.addExact(sum[a], n);
      }
    }
    return sum;
  }

  /**
   * The seconds of all lines used by {@link #total(int)} (wall time of each slice, added; an
   * all-asides rest run once, not once per aside).
   */
  long seconds(int k) {
    long[] t = {0};
    for (int s = 0; s < 1 << k; s++) {
      addSeconds(k, s, t);
    }
    // one all-asides rest run writes a line per aside: its time counts once
    java.util.Set<List<Long>> allRuns = new java.util.HashSet<>();
    for (long[] r : rest.values()) {
      if (r[4] == 0 || allRuns.add(List.of(r[0], r[1], r[3]))) {
        t[0] += r[3];
      }
    }
    return t[0];
  }

  /**
   * The slices of {@code 2^k} not yet covered for some aside, as "s/2^k" (a slice covered only in
   * part counts as missing).
   */
  List<String> missing(int k) {
    List<String> out = new ArrayList<>();
    for (int s = 0; s < 1 << k; s++) {
      for (int a = 0; a < QuantuminoPieces.COUNT; a++) {
        if (add(a, k, s) == null) {
          out.add(s + "/" + (1 << k));
          break;
        }
      }
    }
    return out;
  }

  /** How many slices of 2^K refining slice {@code s} of {@code 2^k} are in aside {@code a}'s rest family: -1 none, 1 all, 0 some. */
  private int inRest(int a, int k, int s) {
    long[] r = rest.get(a);
    if (r == null) {
      return -1;
    }
    int restK = (int) r[0];
    if (k >= restK) {
      return (r[1] >>> (s & ((1 << restK) - 1)) & 1) != 0 ? 1 : -1;
    }
    int in = 0;
    int parts = 1 << (restK - k);
    for (int j = 0; j < parts; j++) {
      in += (int) (r[1] >>> (s + (j << k)) & 1);
    }
    return in == 0 ? -1 : in == parts ? 1 : 0;
  }

  /** Aside {@code a}'s count in slice {@code s} of {@code 2^k} from the all-asides lines, 0 where its rest line has it; null if missing. */
  private Long add(int a, int k, int s) {
    int in = inRest(a, k, s);
    if (in == 1) {
      return 0L;
    }
    long[] own = bySlice.get(key(k, s));
    if (own != null && in == -1) {
      return own[a];
    }
    if (k >= MAX_K) {
      return null;
    }
    Long low = add(a, k + 1, s);
    Long high = low == null ? null : add(a, k + 1, s + (1 << k));
    return high == null ? null : Math.addExact(low, high);
  }

  private void addSeconds(int k, int s, long[] t) {
    Long own = seconds.get(key(k, s));
    if (own != null) {
      t[0] += own;
    } else if (k < MAX_K) {
      addSeconds(k + 1, s, t);
      addSeconds(k + 1, s + (1 << k), t);
    }
  }
}

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
 * Adds up the slice lines that {@link QuantuminoCount#main} appends to run files, per aside, and
 * says which slices are still missing.
 *
 * <p>A line is {@code aside slice K cut all count seconds}. Slice {@code s} of {@code 2^K} is the
 * packings whose pieces 0..K-1 anchored before the cut form the pattern {@code s} (bit {@code p} for
 * piece {@code p}); so slice {@code s} of {@code 2^K} is exactly slices {@code s} and
 * {@code s + 2^K} of {@code 2^(K+1)}, and a run may go on with finer slices where memory is short.
 * The sum takes, for each slice of the coarsest {@code K}, its own line if there is one, or else
 * the sum of its two halves, recursively — never both, so nothing is counted twice. A slice counted
 * with {@code ENDS_AFTER} (cut written {@code 40e}) stands for the same slice; counted both ways,
 * the two must agree line for line.
 */
public final class QuantuminoSlices {
  /** The finest slicing looked for: 2^8 slices. */
  static final int MAX_K = 8;

  private final Map<Long, long[]> bySlice = new HashMap<>(); // key (k << 32 | slice) -> count per aside
  private final Map<Long, Long> seconds = new HashMap<>();

  private static long key(int k, int slice) {
    return (long) k << 32 | slice;
  }

  /** The lines of run files (all asides at once, cut {@code cut}); other lines are refused. */
  public static QuantuminoSlices of(List<String> lines, int cut) {
    QuantuminoSlices s = new QuantuminoSlices();
    Map<Long, long[]> endsLines = new HashMap<>();
    for (String line : lines) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t");
      if (f.length != 7 || !f[4].equals("all")
          || !(f[3].equals(cut + "") || f[3].equals(cut + QuantuminoCount.ENDS))) {
        throw new BadInputException("not a slice line of an all-asides run cut at " + cut + ": " + line);
      }
      int aside = Integer.parseInt(f[0]);
      long k = key(Integer.parseInt(f[2]), Integer.parseInt(f[1]));
      boolean ends = f[3].endsWith(QuantuminoCount.ENDS);
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
  public static QuantuminoSlices read(int cut, Path... files) throws IOException {
    List<String> lines = new ArrayList<>();
    for (Path f : files) {
      lines.addAll(Files.readAllLines(f, StandardCharsets.UTF_8));
    }
    return of(lines, cut);
  }

  /**
   * The raw count per aside over the whole box, from the slices of {@code 2^k} (or their halves);
   * null if some part of the box is missing (see {@link #missing(int)}).
   */
  public long[] total(int k) {
    long[] sum = new long[QuantuminoPieces.COUNT];
    for (int s = 0; s < 1 << k; s++) {
      if (!add(k, s, sum)) {
        return null;
      }
    }
    return sum;
  }

  /** The seconds of all lines used by {@link #total(int)} (wall time of each slice, added). */
  public long seconds(int k) {
    long[] t = {0};
    for (int s = 0; s < 1 << k; s++) {
      addSeconds(k, s, t);
    }
    return t[0];
  }

  /** The slices of {@code 2^k} not yet covered, as "s/2^k" (a slice covered only in part counts as missing). */
  public List<String> missing(int k) {
    List<String> out = new ArrayList<>();
    for (int s = 0; s < 1 << k; s++) {
      if (!add(k, s, new long[QuantuminoPieces.COUNT])) {
        out.add(s + "/" + (1 << k));
      }
    }
    return out;
  }

  private boolean add(int k, int s, long[] sum) {
    long[] own = bySlice.get(key(k, s));
    if (own != null) {
      for (int a = 0; a < sum.length; a++) {
        sum[a] = Math.addExact(sum[a], own[a]);
      }
      return true;
    }
    if (k >= MAX_K) {
      return false;
    }
    long[] halves = new long[sum.length];
    if (!add(k + 1, s, halves) || !add(k + 1, s + (1 << k), halves)) {
      return false;
    }
    for (int a = 0; a < sum.length; a++) {
      sum[a] = Math.addExact(sum[a], halves[a]);
    }
    return true;
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

  /**
   * {@code java ... QuantuminoSlices K FILE...}: the raw count and the count up to the box's 4
   * rotations per aside, as the lines of {@code quantumino_counts.tsv}, or the slices still missing.
   */
  public static void main(String[] args) throws IOException {
    int k = Integer.parseInt(args[0]);
    Path[] files = new Path[args.length - 1];
    for (int i = 1; i < args.length; i++) {
      files[i - 1] = Path.of(args[i]);
    }
    QuantuminoSlices s = read(40, files);
    long[] total = s.total(k);
    if (total == null) {
      System.out.println("missing: " + s.missing(k));
      return;
    }
    for (int a = 0; a < total.length; a++) {
      System.out.println(a + "\t" + total[a] + "\t" + total[a] / 4);
    }
    System.out.println("# seconds of all slices: " + s.seconds(k));
  }
}

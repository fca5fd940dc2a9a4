package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Quantumino counts per aside through {@link FrontierCounter}, in the 5&times;8&times;2 box (or
 * another), for one aside (the 16 other pieces, all used) or for all 17 in one run (all 17 pieces
 * offered, 16 used: the piece missing from the final set is the one put aside).
 */
public final class QuantuminoCount {
  /** {@code aside} for all 17 asides in one run. */
  public static final int ALL = -1;

  /** Marks, after the cut in a run file's line, a slice counted with {@code ENDS_AFTER}: {@code 40e}. */
  public static final String ENDS = "e";

  private QuantuminoCount() {}

  /**
   * As {@link #count(int, int[], int, int, int, PrintWriter)} cut at the middle cell of the box
   * (half its cells), the cut of {@code dlx quantumino --count} and of the recorded slice runs
   * (cut 40 in the 5x8x2 box).
   */
  public static TreeMap<Integer, Long> count(int aside, int[] box, int k, int slice, PrintWriter progress) {
    return count(aside, box, middleCut(box), k, slice, progress);
  }

  /** The middle cell of {@code box}: half its cells. */
  public static int middleCut(int[] box) {
    long cells = 1;
    for (int size : box) {
      cells *= size;
    }
    return (int) (cells / 2);
  }

  /**
   * The raw counts (every orientation of a packing counted) per aside, of slice {@code slice} of
   * {@code 2^k} (the pattern of the first {@code k} pieces offered, see {@link FrontierCounter}) cut
   * at cell {@code cut}: a map aside &rarr; count (asides with no packing absent).
   */
  public static TreeMap<Integer, Long> count(int aside, int[] box, int cut, int k, int slice,
      PrintWriter progress) {
    return count(aside, box, cut, k, slice, slicing(box, cut, k, slice), progress);
  }

  /**
   * The slicing that frees fewer pieces before the cut ({@link FrontierCounter.Slicing}):
   * {@code ENDS_AFTER} for a pattern of more than half the {@code k} pieces when the cut is the
   * box's middle layer boundary (there the two slicings give the same counts), else
   * {@code STARTS_BEFORE}.
   */
  public static FrontierCounter.Slicing slicing(int[] box, int cut, int k, int slice) {
    int longest = Math.max(box[0], Math.max(box[1], box[2]));
    int cells = box[0] * box[1] * box[2];
    boolean middleLayer = 2 * cut == cells && cut % (cells / longest) == 0;
    return middleLayer && 2 * Integer.bitCount(slice) > k
        ? FrontierCounter.Slicing.ENDS_AFTER : FrontierCounter.Slicing.STARTS_BEFORE;
  }

  /** As {@link #count(int, int[], int, int, int, PrintWriter)} with the given slicing. */
  public static TreeMap<Integer, Long> count(int aside, int[] box, int cut, int k, int slice,
      FrontierCounter.Slicing slicing, PrintWriter progress) {
    List<Polyomino> pieces = new ArrayList<>(QuantuminoPieces.all());
    if (aside != ALL) {
      pieces.remove(aside);
    }
    Map<Long, Long> bySet = FrontierCounter.of(pieces, box).count(cut, (1L << k) - 1, slice, slicing, progress);
    TreeMap<Integer, Long> byAside = new TreeMap<>();
    long all = (1L << pieces.size()) - 1;
    for (Map.Entry<Long, Long> e : bySet.entrySet()) {
      if (aside != ALL) {
        if (e.getKey() == all) {
          byAside.put(aside, e.getValue());
        }
      } else if (Long.bitCount(e.getKey()) == QuantuminoPieces.COUNT - 1) {
        byAside.put(Long.numberOfTrailingZeros(~e.getKey()), e.getValue());
      }
    }
    return byAside;
  }

  /**
   * The raw count of aside {@code aside} (the 16 other pieces) over the slices of {@code 2^k} whose
   * bit is set in {@code family} (bit {@code s} for slice {@code s}, {@code k <= 6}): the packings
   * whose pieces among 0..k-1 (numbered as in {@link QuantuminoPieces#all()}, as the all-asides
   * slices are) anchored before cell {@code cut} are exactly one slice of the family. One sweep
   * counts them all ({@link FrontierCounter#count(int, long, long[], PrintWriter)}): before the cut
   * it holds all the aside's states (no piece is banned when the family has a slice with all k bits),
   * which fit where the all-asides states do not, and after it only those of the family's slices.
   */
  public static long countFamily(int aside, int[] box, int cut, int k, long family, PrintWriter progress) {
    if (aside < 0 || aside >= QuantuminoPieces.COUNT || k < 1 || k > 6) {
      throw new IllegalArgumentException("aside " + aside + ", 2^" + k + " slices");
    }
    List<Polyomino> pieces = new ArrayList<>(QuantuminoPieces.all());
    pieces.remove(aside);
    long sliced = renumber((1L << k) - 1, aside);
    List<Long> patterns = new ArrayList<>();
    for (int slice = 0; slice < 1 << k; slice++) {
      // a slice with the aside's own bit holds no packing of this aside: it is never placed
      if ((family >>> slice & 1) != 0 && (slice >>> aside & 1) == 0) {
        patterns.add(renumber(slice, aside));
      }
    }
    if (patterns.isEmpty()) {
      return 0;
    }
    long[] array = patterns.stream().mapToLong(Long::longValue).toArray();
    Map<Long, Long> bySet = FrontierCounter.of(pieces, box).count(cut, sliced, array, progress);
    return bySet.getOrDefault((1L << pieces.size()) - 1, 0L);
  }

  /** {@code set} (bit p for piece p of all 17) in the numbering of the 16 pieces without {@code aside}. */
  private static long renumber(long set, int aside) {
    long low = set & ((1L << aside) - 1);
    return low | (set >>> (aside + 1)) << aside;
  }

  /** The lines of every run file ({@code .tsv}) in the folder of {@code file}, which need not exist yet. */
  private static List<String> runLines(Path file) throws IOException {
    List<String> lines = new ArrayList<>();
    try (var files = Files.list(file.toAbsolutePath().getParent())) {
      for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".tsv")).sorted().toList()) {
        lines.addAll(Files.readAllLines(f, StandardCharsets.UTF_8));
      }
    }
    return lines;
  }

  /**
   * Whether slice {@code s} of {@code 2^k}, or a coarser slice holding it ({@code s mod 2^j} of
   * {@code 2^j}, j &lt; k), has a line in {@code file} or in a run file beside it.
   */
  private static boolean counted(Path file, int s, int k, int cut, String asides) throws IOException {
    List<String> lines = runLines(file);
    for (int j = 0; j <= k; j++) {
      for (String c : new String[] {cut + "", cut + ENDS}) {
        String key = "\t" + (s & ((1 << j) - 1)) + "\t" + j + "\t" + c + "\t" + asides + "\t";
        if (lines.stream().anyMatch(l -> l.contains(key))) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * {@code java ... QuantuminoCount rest ASIDE CUT K FILE}: counts, for aside ASIDE alone, the slices
   * of 2^K (K &lt;= 6) that no all-asides line of the run files beside FILE covers, in one sweep
   * ({@link #countFamily}), and appends one line {@code aside xFAMILY K cut aside count seconds}
   * ({@code FAMILY}: the slices as a hexadecimal bit mask) to FILE; nothing if the aside already
   * has such a line there. {@link QuantuminoSlices} adds it to the aside's all-asides slices.
   */
  private static void rest(int aside, int cut, int k, Path file) throws IOException {
    QuantuminoSlices done = QuantuminoSlices.of(runLines(file), cut);
    if (done.hasFamily(aside)) {
      return;
    }
    long family = 0;
    for (int slice = 0; slice < 1 << k; slice++) {
      if (!done.covered(k, slice)) {
        family |= 1L << slice;
      }
    }
    long t0 = System.nanoTime();
    long n = countFamily(aside, new int[] {5, 8, 2}, cut, k, family, new PrintWriter(System.err, true));
    String line = aside + "\tx" + Long.toHexString(family) + "\t" + k + "\t" + cut + "\t" + aside + "\t" + n
        + "\t" + String.format("%.0f", (System.nanoTime() - t0) / 1e9) + "\n";
    Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
  }

  /**
   * {@code java ... QuantuminoCount ASIDE|all CUT K FIRST LAST FILE}: counts slices FIRST..LAST (of
   * 2^K, cut at cell CUT) of the 5x8x2 box one after the other and appends one line per slice and
   * aside to FILE: {@code aside slice K cut ASIDE|all count seconds}, the cut written {@code 40e}
   * for a slice counted with {@code ENDS_AFTER} (see {@link #slicing}). A slice already counted (in
   * FILE or another .tsv file beside it, itself or a coarser slice holding it) is skipped, so the
   * same command resumes an interrupted run; a slice too big for the heap is reported and left to
   * its halves.
   */
  public static void main(String[] args) throws IOException {
    if (args[0].equals("rest")) {
      rest(Integer.parseInt(args[1]), Integer.parseInt(args[2]), Integer.parseInt(args[3]), Path.of(args[4]));
      return;
    }
    int aside = args[0].equals("all") ? ALL : Integer.parseInt(args[0]);
    int cut = Integer.parseInt(args[1]);
    int k = Integer.parseInt(args[2]);
    int first = Integer.parseInt(args[3]);
    int last = Integer.parseInt(args[4]);
    Path file = Path.of(args[5]);
    int[] box = {5, 8, 2};
    for (int s = first; s <= last; s++) {
      FrontierCounter.Slicing slicing = slicing(box, cut, k, s);
      String cutColumn = cut + (slicing == FrontierCounter.Slicing.ENDS_AFTER ? ENDS : "");
      String key = "\t" + s + "\t" + k + "\t" + cutColumn + "\t" + args[0] + "\t";
      if (counted(file, s, k, cut, args[0])) {
        continue;
      }
      long t0 = System.nanoTime();
      TreeMap<Integer, Long> r;
      try {
        r = count(aside, box, cut, k, s, slicing, new PrintWriter(System.err, true));
      } catch (io.github.dlxkit.core.memo.MemoBudgetException e) {
        // the others may fit: go on, and leave this one to its halves (s and s + 2^k of 2^(k+1))
        System.err.println("slice " + s + " of 2^" + k + " does not fit: " + e.getMessage()
            + "; count slices " + s + " and " + (s + (1 << k)) + " of 2^" + (k + 1) + " instead");
        continue;
      }
      double secs = (System.nanoTime() - t0) / 1e9;
      StringBuilder out = new StringBuilder();
      for (int a = 0; a < QuantuminoPieces.COUNT; a++) {
        if (aside == ALL || a == aside) {
          out.append(a).append(key).append(r.getOrDefault(a, 0L)).append('\t')
              .append(String.format("%.0f", secs)).append('\n');
        }
      }
      try {
        Files.writeString(file, out, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}

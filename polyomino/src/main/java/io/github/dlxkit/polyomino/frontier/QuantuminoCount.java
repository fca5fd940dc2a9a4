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
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * Quantumino counts per aside through {@link FrontierCounter}, in the 5&times;8&times;2 box (or
 * another), for one aside (the 16 other pieces, all used) or for all 17 in one run (all 17 pieces
 * offered, 16 used: the piece missing from the final set is the one put aside).
 */
public final class QuantuminoCount {
  /** {@code aside} for all 17 asides in one run. */
  public static final int ALL = -1;

  /** How often {@code rest} with a spill folder writes a checkpoint without stopping. */
  static final Duration CHECKPOINTS = Duration.ofMinutes(30);

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
    if (aside == ALL) {
      return byAside(bySet);
    }
    TreeMap<Integer, Long> byAside = new TreeMap<>();
    Long n = bySet.get((1L << pieces.size()) - 1);
    if (n != null) {
      byAside.put(aside, n);
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
    return countFamily(aside, box, cut, k, family, UnaryOperator.identity(), progress);
  }

  /**
   * As {@link #countFamily(int, int[], int, int, long, PrintWriter)} with the counter configured by
   * {@code setup} (budget, spill folder, threads, a stop: see {@link #countFamily(int[], int, int,
   * long, UnaryOperator, PrintWriter)}): null if it stopped at a checkpoint.
   */
  public static Long countFamily(int aside, int[] box, int cut, int k, long family,
      UnaryOperator<FrontierCounter> setup, PrintWriter progress) {
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
      return 0L;
    }
    long[] array = patterns.stream().mapToLong(Long::longValue).toArray();
    Map<Long, Long> bySet = setup.apply(FrontierCounter.of(pieces, box)).count(cut, sliced, array, progress);
    return bySet == null ? null : bySet.getOrDefault((1L << pieces.size()) - 1, 0L);
  }

  /**
   * The raw counts of all 17 asides at once over the slices of {@code 2^k} in {@code family} (as
   * in {@link #countFamily(int, int[], int, int, long, PrintWriter)}, all 17 pieces offered): a map
   * aside &rarr; count, or null if {@code setup} made the counter stop at a checkpoint
   * ({@link FrontierCounter#stoppingAfter}). {@code setup} configures the counter: budget, spill folder.
   */
  public static TreeMap<Integer, Long> countFamily(int[] box, int cut, int k, long family,
      UnaryOperator<FrontierCounter> setup, PrintWriter progress) {
    if (k < 1 || k > 6 || family == 0 || family >>> (1 << k) != 0 && k < 6) {
      throw new IllegalArgumentException("family " + Long.toHexString(family) + " of 2^" + k + " slices");
    }
    long[] patterns = new long[Long.bitCount(family)];
    for (int slice = 0, i = 0; slice < 1 << k; slice++) {
      if ((family >>> slice & 1) != 0) {
        patterns[i++] = slice;
      }
    }
    FrontierCounter counter = setup.apply(FrontierCounter.of(QuantuminoPieces.all(), box));
    Map<Long, Long> bySet = counter.count(cut, (1L << k) - 1, patterns, progress);
    return bySet == null ? null : byAside(bySet);
  }

  /** The counts per set of the 17 pieces used, per aside: the piece missing from a set of 16. */
  private static TreeMap<Integer, Long> byAside(Map<Long, Long> bySet) {
    TreeMap<Integer, Long> byAside = new TreeMap<>();
    for (Map.Entry<Long, Long> e : bySet.entrySet()) {
      if (Long.bitCount(e.getKey()) == QuantuminoPieces.COUNT - 1) {
        byAside.put(Long.numberOfTrailingZeros(~e.getKey()), e.getValue());
      }
    }
    return byAside;
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
   * {@code java ... QuantuminoCount rest ASIDE|all CUT K FILE [SPILL-DIR [MINUTES [THREADS]]]}: counts, for
   * aside ASIDE alone or for all 17 at once, the slices of 2^K (K &lt;= 6) that no all-asides line
   * of the run files beside FILE covers, in one sweep ({@link #countFamily}), and appends a line
   * {@code aside xFAMILY K cut ASIDE|all count seconds} per aside ({@code FAMILY}: the slices as a
   * hexadecimal bit mask; the seconds of every run of the count, those before a checkpoint taken up
   * included, as the checkpoint records them) to FILE; nothing if the aside (all: aside 0) already has such a line
   * there. {@link QuantuminoSlices} adds them to the all-asides slices. With SPILL-DIR the states
   * past the heap's budget go to files there ({@link FrontierCounter#withSpill}) and a checkpoint is
   * written there every {@link #CHECKPOINTS} (a run that dies goes on from it); with MINUTES the
   * count stops at a checkpoint after that long, and the same command goes on from it; THREADS
   * (1, 2, 4 or 8) share the sweep ({@link FrontierCounter#withThreads}).
   */
  private static void rest(String[] args) throws IOException {
    int aside = args[1].equals("all") ? ALL : Integer.parseInt(args[1]);
    int cut = Integer.parseInt(args[2]);
    int k = Integer.parseInt(args[3]);
    Path file = Path.of(args[4]);
    QuantuminoSlices done = QuantuminoSlices.of(runLines(file), cut);
    if (done.hasFamily(aside == ALL ? 0 : aside)) {
      return;
    }
    long family = 0;
    for (int slice = 0; slice < 1 << k; slice++) {
      if (!done.covered(k, slice)) {
        family |= 1L << slice;
      }
    }
    // a run going on from a checkpoint: the seconds of the runs before it count too
    double before = args.length > 5 ? SpillStore.savedSeconds(Path.of(args[5])) : 0;
    long t0 = System.nanoTime();
    int[] box = {5, 8, 2};
    PrintWriter progress = new PrintWriter(System.err, true);
    UnaryOperator<FrontierCounter> setup = c -> {
      FrontierCounter r = args.length > 5 ? c.withSpill(Path.of(args[5])).checkpointingEvery(CHECKPOINTS) : c;
      r = args.length > 6 ? r.stoppingAfter(Duration.ofMinutes(Long.parseLong(args[6]))) : r;
      return args.length > 7 ? r.withThreads(Integer.parseInt(args[7])) : r;
    };
    TreeMap<Integer, Long> counts;
    if (aside == ALL) {
      counts = countFamily(box, cut, k, family, setup, progress);
    } else {
      Long n = countFamily(aside, box, cut, k, family, setup, progress);
      counts = n == null ? null : new TreeMap<>(Map.of(aside, n));
    }
    if (counts == null) {
      return; // stopped at a checkpoint: the same command goes on from it
    }
    StringBuilder out = new StringBuilder();
    String secs = String.format("%.0f", before + (System.nanoTime() - t0) / 1e9);
    for (int a = 0; a < QuantuminoPieces.COUNT; a++) {
      if (aside == ALL || a == aside) {
        out.append(a).append("\tx").append(Long.toHexString(family)).append('\t').append(k).append('\t')
            .append(cut).append('\t').append(args[1]).append('\t').append(counts.getOrDefault(a, 0L)).append('\t')
            .append(secs).append('\n');
      }
    }
    Files.writeString(file, out, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
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
      rest(args);
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

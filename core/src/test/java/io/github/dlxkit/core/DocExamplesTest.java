package io.github.dlxkit.core;

import io.github.dlxkit.core.kernel.Matrices;
import io.github.dlxkit.core.search.Kernel;
import io.github.dlxkit.core.memo.MemoCounter;
import io.github.dlxkit.core.memo.MemoOrder;
import io.github.dlxkit.core.model.NecessaryConditions;
import io.github.dlxkit.core.CoreFixtures.QueensSearch;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.io.Utf8Reader;
import io.github.dlxkit.core.kernel.DancingLinks;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.memo.MemoCounter;
import io.github.dlxkit.core.memo.MemoResult;
import io.github.dlxkit.core.CoreFixtures.QueensSearch;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.model.SolutionChecker;
import io.github.dlxkit.core.preprocess.Preprocessed;
import io.github.dlxkit.core.preprocess.Preprocessor;
import io.github.dlxkit.core.search.CancellationToken;
import io.github.dlxkit.core.search.CostResult;
import io.github.dlxkit.core.search.Digest;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.Kernel;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.Cutter;
import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.PrefixSearch;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.core.search.CountSum;
import io.github.dlxkit.core.split.Checkpoint;
import io.github.dlxkit.core.util.CountSpillFile;
import io.github.dlxkit.core.util.Indices;
import io.github.dlxkit.core.util.PackedCountMap;
import io.github.dlxkit.core.testing.BruteForceExactCover;
import io.github.dlxkit.core.testing.Queens;
import java.io.BufferedReader;
import java.io.CharConversionException;
import java.io.StringReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the Java examples of core's Javadoc, of README.md ("The engine from Java") and of
 * docs/counting.md, each copied here word for word (cli's OrphanExamplesTest checks that), and
 * asserts what their comments say. Most run on the 8 queens problem: 92 solutions (OEIS A000170),
 * 4 of them with a queen on a1 (counted by {@link QueensSearch}, a backtrack independent of the
 * exact-cover engine).
 */
class DocExamplesTest {
  static final ExactCoverProblem PROBLEM = Queens.problem(8);

  /** The README's and ExactCoverProblem's three-item problem, built by hand. */
  static ExactCoverProblem colours() {
    return ExactCoverProblem.builder().primary("A", "B", "C").secondary("X", "Y").option("A", "B", "X:0", "Y:0")
        .option("A", "C", "X:1", "Y:1").option("B", "X:1").option("C", "Y:1").build();
  }

  /**
   * ExactCoverSolver's cheapest-cover examples, on a problem with three covers whose costs, summed by
   * hand (below) and by {@link BruteForceExactCover} with {@link Solution#cost()}, are 3, 8 and 9.
   */
  @Test
  void solverCheapest() {
    // covers: {C |1, A |2} = 3, {A B |3 |4, C |1} = 8, {A B C |9} = 9
    ExactCoverProblem problem = KnuthFormat.parse("A B C\nA B |3 |4\nC |1\nA |2\nB C |1\nA B C |9\n", "costs")
        .problem();
    assertEquals(List.of(3L, 8L, 9L), BruteForceExactCover.solutions(problem).stream()
        .map(ids -> new Solution(problem, ids).cost()).sorted().toList());

    CostResult r = ExactCoverSolver.of(problem).withLimits(SearchLimits.none().withTimeLimit(Duration.ofSeconds(5)))
        .runCheapest(3);
    r.solutions().forEach(s -> System.out.println(s.cost() + " " + s));
    assertTrue(r.isComplete());
    assertEquals(List.of(3L, 8L, 9L), r.solutions().stream().map(Solution::cost).toList());

    List<Solution> three = ExactCoverSolver.of(problem).best(3);
    long second = three.get(1).cost();
    assertEquals(8, second);

    long min = ExactCoverSolver.of(problem).minimumCost().orElseThrow();
    assertEquals(3, min);
  }

  /**
   * Preprocessor's example on the README's colour problem (DLX-PRE's documented colour example
   * without its option that has no primary item): DLX-PRE's documentation reduces it to
   * {@code A X:1 Y:1} and {@code B X:1}, options 1 and 2 of the original; one solution.
   */
  @Test
  void preprocessor() {
    ExactCoverProblem problem = colours();
    Preprocessed pre = Preprocessor.reduce(problem);
    ExactCoverSolver.of(pre.problem()).count();        // the same count as ExactCoverSolver.of(problem).count()
    int original = pre.originalOption(0);  // the option of problem that reduced option 0 came from

    assertEquals(1, ExactCoverSolver.of(pre.problem()).count());
    assertEquals(ExactCoverSolver.of(problem).count(), ExactCoverSolver.of(pre.problem()).count());
    assertEquals(1, original);
    assertEquals(2, pre.originalOption(1));
    assertEquals(2, pre.problem().optionCount());
  }

  /**
   * ExactCoverProblem.withFixedOptions on 8 queens: option 0 puts a queen on a1 (r0 c0); 4 of the
   * 92 solutions do, as {@link QueensSearch} (independent of the engine) counts.
   */
  @Test
  void problemWithFixedOptions() {
    ExactCoverProblem problem = PROBLEM;
    ExactCoverProblem fixed = problem.withFixedOptions(0);
    long n = ExactCoverSolver.of(fixed).count();   // == ExactCoverSolver.of(problem).withFixedOptions(0).count()

    assertEquals(ExactCoverSolver.of(problem).withFixedOptions(0).count(), n);
    assertEquals(4, n);
    assertEquals(List.of("r0", "c0"), problem.optionTokens(0).subList(0, 2));
  }

  /** Crc's Javadoc example; the checksum computed independently with Python's zlib.crc32. */
  @Test
  void crc() {
    String hex =
    io.github.dlxkit.core.util.Crc.hex("1:0,15,30,73 3 108 0")   // "7a554f6c"
    ;
    assertEquals("7a554f6c", hex);
  }

  @Test
  void packageSmallCase() {
    ExactCoverProblem toy = ExactCoverProblem.builder()
        .primary("a", "b", "c", "d", "e", "f", "g")
        .option("c", "e").option("a", "d", "g").option("b", "c", "f")
        .option("a", "d", "f").option("b", "g").option("d", "e", "g")
        .build();
    Solution s = ExactCoverSolver.of(toy).findFirst().orElseThrow();   // options 0, 3, 4: c e, a d f, b g
    ExactCoverSolver.of(toy).count();                                  // 1

    // TAOCP 7.2.2.1, (6) and the text after it: the unique cover; the brute force agrees
    assertArrayEquals(new int[] {0, 3, 4}, s.sortedOptionIds());
    assertEquals(1, ExactCoverSolver.of(toy).count());
    assertEquals(1, BruteForceExactCover.count(toy));
  }

  @Test
  void packageClassic() {
    int n = 8;
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    int ranks = b.addPrimaryItems("r", n), files = b.addPrimaryItems("f", n);
    int up = b.addSecondaryItems("u", 2 * n - 1), down = b.addSecondaryItems("d", 2 * n - 1);
    for (int r = 0; r < n; r++) {
      for (int f = 0; f < n; f++) b.addOption(ranks + r, files + f, up + r + f, down + n - 1 - r + f);
    }
    ExactCoverProblem queens = b.build();
    ExactCoverSolver.of(queens).count();                               // 92
    ExactCoverSolver.of(queens).count(2);                              // 92, on two threads

    assertEquals(92, ExactCoverSolver.of(queens).count()); // OEIS A000170
    assertEquals(92, ExactCoverSolver.of(queens).count(2));
    QueensSearch q = new QueensSearch(8); // the independent backtrack below
    q.reset();
    long m = 0;
    while (q.nextSolution()) {
      m++;
    }
    assertEquals(92, m);
  }

  @Test
  void packageHardOne() throws Exception {
    Path queens12 = Path.of("src/test/resources/xcc/queens12.dlx");
    ExactCoverProblem problem = KnuthFormat.read(queens12).problem();   // a Path, e.g. Path.of("queens12.dlx")
    ExactCoverSolver solver = ExactCoverSolver.of(problem);
    TreeSizeEstimate e = solver.estimateTreeSize(1_000, 1, 100_000);   // about how many nodes, how long
    SplittableSearch search = solver.splittable();
    List<Subproblem> parts = search.split(256);                         // each one line: toLine(), parse()
    CountSum sum = Runner.count(search, parts, Runner.Recorded.NOTHING, 2, (part, c) -> { }, 0);
    sum.count();                                                        // 14200

    assertEquals(BigInteger.valueOf(14200), sum.count()); // OEIS A000170
    assertTrue(e.nodes() > 0 && e.estimatedTime().compareTo(Duration.ZERO) > 0, e::toString);
    assertTrue(parts.size() >= 256, "at least the target: " + parts.size());
  }

  @Test
  void readme() {
    ExactCoverProblem problem = ExactCoverProblem.builder()
        .primary("A", "B", "C")                 // covered exactly once
        .secondary("X", "Y")                    // at most once, or shared with one colour
        .option("A", "B", "X:0", "Y:0")
        .option("A", "C", "X:1", "Y:1")
        .option("B", "X:1")
        .option("C", "Y:1")
        .build();
    long n = ExactCoverSolver.of(problem).count();                         // 1
    Solution s = ExactCoverSolver.of(problem).findFirst().orElseThrow();   // options 1 and 2
    ExactCoverSolver.of(problem).solutions().limit(10).forEach(System.out::println);   // lazy stream

    // by hand: option 0 (A B, X:0) leaves C to option 3 (Y:1), which clashes with Y:0; options 1
    // and 2 cover A C and B with X coloured 1 twice, which colours allow
    assertEquals(1, n);
    assertArrayEquals(new int[] {1, 2}, s.sortedOptionIds());
    assertEquals(1, BruteForceExactCover.count(problem));
  }

  @Test
  void exactCoverProblem() {
    ExactCoverProblem problem = ExactCoverProblem.builder()
        .primary("A", "B", "C")
        .secondary("X", "Y")
        .option("A", "B", "X:0", "Y:0")
        .option("A", "C", "X:1", "Y:1")
        .option("B", "X:1")
        .option("C", "Y:1")
        .build();
    long n = ExactCoverSolver.of(problem).count();                 // 1
    Solution s = ExactCoverSolver.of(problem).findFirst().get();   // options 1 and 2

    assertEquals(1, n);
    assertArrayEquals(new int[] {1, 2}, s.sortedOptionIds());
  }

  @Test
  void solution() {
    ExactCoverProblem problem = colours();
    Solution s = ExactCoverSolver.of(problem).findFirst().orElseThrow();
    for (List<String> option : s.optionTokens()) System.out.println(String.join(" ", option));

    assertEquals(List.of(List.of("A", "C", "X:1", "Y:1"), List.of("B", "X:1")), s.optionTokens());
  }

  @Test
  void solutionChecker() {
    ExactCoverProblem problem = PROBLEM;
    Solution solution = ExactCoverSolver.of(problem).findFirst().orElseThrow();
    Optional<String> problemFound = SolutionChecker.check(problem, solution.optionIds());
    assert problemFound.isEmpty();

    assertTrue(problemFound.isEmpty());
    assertFalse(SolutionChecker.check(problem, new int[] {0, 1}).isEmpty(), "two queens on rank 1");
  }

  @Test
  void kernelFastestFor() throws Exception {
    ExactCoverProblem langford = KnuthFormat.read(new StringReader(
        "v1 v2 v3 s1 s2 s3 s4 s5 s6\n"
            + "v1 s1 s3\nv1 s2 s4\nv1 s3 s5\nv1 s4 s6\n"
            + "v2 s1 s4\nv2 s2 s5\nv2 s3 s6\nv3 s1 s5\nv3 s2 s6\n"), "langford3").problem();
    Kernel kernel = Kernel.fastestFor(langford); // 9 items, 3 options each: 3 >= 9 / 3
    long count = ExactCoverSolver.of(langford).withKernel(kernel).count(); // 2: 312132 and 231213

    assertEquals(Kernel.DANCING_BITS, kernel);
    assertEquals(2, count); // Langford pairs for n = 3: 312132 and its mirror image (OEIS A014552: 1 up to mirror)
    // 8 queens: 16 primary items with 8 options each, 8 >= 16 / 3: bits
    assertEquals(Kernel.DANCING_BITS, Kernel.fastestFor(Queens.problem(8)));
    // a 9x9 Sudoku's 324 items with 9 options each: 9 < 108: cells
    ExactCoverProblem.Builder sudoku = ExactCoverProblem.builder();
    sudoku.addPrimaryItems("p", 81);
    sudoku.addPrimaryItems("r", 81);
    sudoku.addPrimaryItems("c", 81);
    sudoku.addPrimaryItems("b", 81);
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        for (int d = 0; d < 9; d++) {
          sudoku.addOption("p" + (9 * r + c), "r" + (9 * r + d), "c" + (9 * c + d), "b" + (9 * (r / 3 * 3 + c / 3) + d));
        }
      }
    }
    assertEquals(Kernel.DANCING_CELLS, Kernel.fastestFor(sudoku.build()));
  }

  @Test
  void knuthFormat() throws Exception {
    Path queens8 = Path.of("src/test/resources/xcc/queens8.dlx");
    DlxFile file = KnuthFormat.read(queens8);   // a Path, e.g. Path.of("queens8.dlx")
    long n = ExactCoverSolver.of(file.problem()).count();   // 92
    String text = KnuthFormat.toText(file.problem());

    assertEquals(92, n); // OEIS A000170
    assertEquals(92, ExactCoverSolver.of(KnuthFormat.parse(text, "again").problem()).count());
  }

  @Test
  void utf8Reader(@TempDir Path dir) throws Exception {
    Path path = dir.resolve("x.dlx");
    Files.write(path, "a b\na b\n".getBytes(StandardCharsets.UTF_8));
    long lines = 0;
    try (BufferedReader in = new BufferedReader(new Utf8Reader(Files.newInputStream(path), "x.dlx"))) {
      while (in.readLine() != null) lines++;   // or a CharConversionException naming x.dlx, line and byte
    }

    assertEquals(2, lines);
    Files.write(path, new byte[] {'a', '\n', 'b', (byte) 0xff, '\n'}); // 0xff is never UTF-8
    CharConversionException e = assertThrows(CharConversionException.class, () -> {
      try (BufferedReader in = new BufferedReader(new Utf8Reader(Files.newInputStream(path), "x.dlx"))) {
        while (in.readLine() != null) {
          continue;
        }
      }
    });
    assertTrue(e.getMessage().contains("x.dlx") && e.getMessage().contains("line 2"), e.getMessage());
  }

  @Test
  void memoCounter() {
    ExactCoverProblem problem = PROBLEM;
    MemoResult r = MemoCounter.of(problem).withBudget(256L << 20).count();
    BigInteger n = r.solutions();   // exact at any size

    assertEquals(BigInteger.valueOf(92), n); // OEIS A000170
  }

  @Test
  void cancellationToken() {
    ExactCoverProblem problem = Queens.problem(12); // more nodes than one poll interval
    CancellationToken token = new CancellationToken();
    ExactCoverSolver solver = ExactCoverSolver.of(problem).withLimits(SearchLimits.none().withCancellation(token));
    // elsewhere: token.cancel();

    token.cancel();
    SearchResult r = solver.run();
    assertEquals(StopReason.CANCELLED, r.stopReason());
    assertFalse(r.isComplete());
  }

  @Test
  void dancingLinks() {
    ExactCoverProblem problem = PROBLEM;
    int givenOption = 0; // a queen on a1
    DancingLinks dl = new DancingLinks(problem);
    dl.fix(givenOption);                     // like a Sudoku given
    long n = 0;
    while (dl.nextSolution()) n++;          // dl.solution(): the options of this one, the given first
    dl.reset();                              // back to the matrix as built, nothing fixed

    assertEquals(cornerSolutions(), n);
    assertEquals(4, n);
    long all = 0;
    while (dl.nextSolution()) {
      all++;
    }
    assertEquals(92, all);
  }

  /** The 8-queens solutions with a queen on a1 (option 0), by the backtrack below. */
  static long cornerSolutions() {
    QueensSearch q = new QueensSearch(8);
    q.reset();
    assertTrue(q.replay(new int[] {0}));
    long n = 0;
    while (q.nextSolution()) {
      n++;
    }
    return n;
  }

  @Test
  void searchMatrix() {
    ExactCoverProblem problem = PROBLEM;
    int given = 0;
    SearchMatrix m = Matrices.links(problem);
    m.fix(given);
    long n = m.countAll();
    m.reset();

    assertEquals(cornerSolutions(), n);
    assertEquals(92, m.countAll());
  }

  /** core.kernel is exported to sudoku only, so JavadocExamplesTest does not run its examples. */
  @Test
  void matrices() {
    ExactCoverProblem problem = PROBLEM;
    SearchMatrix m = Matrices.cells(problem);
    m.fix(0);
    long corner = m.countAll();   // 4: the 8-queens solutions with a queen in a corner square
    m.reset();
    long all = m.countAll();      // 92

    assertEquals(cornerSolutions(), corner);
    assertEquals(92, all);
    // the other kernels' factories: the same 92 (OEIS A000170, n = 8)
    assertEquals(92, Matrices.links(problem).countAll());
    assertEquals(92, Matrices.bits(problem).countAll());
  }

  @Test
  void exactCoverSolver() {
    ExactCoverProblem problem = PROBLEM;
    ExactCoverSolver solver = ExactCoverSolver.of(problem);
    long all = solver.count();                      // exact, single thread
    long same = solver.count(4);                    // exact, 4 threads
    Optional<Solution> first = solver.findFirst();
    solver.solutions().limit(10).forEach(System.out::println);   // lazy
    SearchResult r = solver.withLimits(SearchLimits.none().withTimeLimit(Duration.ofSeconds(1))).run();

    assertEquals(92, all);
    assertEquals(92, same);
    assertTrue(SolutionChecker.isSolution(problem, first.orElseThrow().optionIds()));
    assertTrue(r.isComplete());
    assertEquals(92, r.solutions());
  }

  @Test
  void splittableFromSolver() {
    ExactCoverProblem problem = PROBLEM;
    SplittableSearch s = ExactCoverSolver.of(problem).splittable();
    long total = 0;
    for (Subproblem p : s.split(100)) total += s.count(p).count();   // == ExactCoverSolver.of(problem).count()

    assertEquals(92, total);
  }

  @Test
  void splittableWithWeightedRoots() throws Exception {
    ExactCoverProblem problem = KnuthFormat.read(Path.of("src/test/resources/xcc/queens8.dlx")).problem();
    // problem: the 8 queens (as queens8.dlx); options 0-3 put row 0's queen in columns 0-3, options
    // 4-7 are their mirror images, and no solution is its own mirror image: each root counts twice
    SplittableSearch s = ExactCoverSolver.of(problem).splittable(new int[] {0, 1, 2, 3}, new long[] {2, 2, 2, 2});
    long total = 0;
    for (Subproblem p : s.split(16)) total += s.count(p, SearchLimits.none()).count();   // 92

    assertEquals(92, total); // OEIS A000170
    assertEquals("r0 c3 a3 b4", problem.optionText(3), "option 3 is row 0's queen in column 3");
  }

  @Test
  void estimateTreeSize() {
    ExactCoverSolver solver = ExactCoverSolver.of(PROBLEM);
    TreeSizeEstimate e = solver.estimateTreeSize(10_000, 42, 2_000_000);
    System.out.println(e.nodes() + " nodes, about " + e.estimatedTime());

    // Knuth's estimator is unbiased: the true size lies within a few standard errors
    // the estimate is of DLX2's tree, which the links kernel walks (the default kernel's is smaller)
    long nodes = solver.withKernel(Kernel.DANCING_LINKS).run().statistics().nodes();
    assertTrue(Math.abs(e.nodes() - nodes) <= 4 * e.nodesStandardError() + 1,
        () -> e + " against " + nodes + " nodes");
  }

  @Test
  void searchLimits() {
    ExactCoverProblem problem = PROBLEM;
    SearchLimits limits = SearchLimits.none().withMaxNodes(500).withTimeLimit(Duration.ofSeconds(5));
    SearchResult r = ExactCoverSolver.of(problem).withLimits(limits).run();
    if (!r.isComplete()) System.out.println("stopped: " + r.stopReason());

    assertEquals(StopReason.NODE_LIMIT, r.stopReason());
    assertEquals(500, r.statistics().nodes()); // a single thread stops at exactly the budget
  }

  @Test
  void solutionVisitor() {
    ExactCoverSolver solver = ExactCoverSolver.of(colours());
    solver.forEachSolution((ids, n) -> { System.out.println(Arrays.toString(Arrays.copyOf(ids, n))); return true; });

    int[] seen = new int[1];
    assertEquals(1, solver.forEachSolution((ids, n) -> {
      seen[0] += n;
      return true;
    }).solutions());
    assertEquals(2, seen[0]);
  }

  @Test
  void splittableSearch() {
    ExactCoverProblem problem = PROBLEM;
    SplittableSearch search = ExactCoverSolver.of(problem).splittable();
    List<Subproblem> parts = search.split(64);
    String line = parts.get(3).toLine();            // ship it
    PartCount c = search.count(Subproblem.parse(line), SearchLimits.none());

    assertEquals(search.count(parts.get(3), SearchLimits.none()).count(), c.count());
    assertEquals(parts.get(3), Subproblem.parse(line));
  }

  @Test
  void splitPackage() {
    ExactCoverProblem problem = PROBLEM;
    SplittableSearch search = ExactCoverSolver.of(problem).splittable();
    List<Subproblem> all = search.split(256);
    CountSum sum = new CountSum();
    for (Subproblem s : all) sum.add(search.count(s));
    BigInteger count = sum.count();      // equals ExactCoverSolver.of(problem).count()

    assertEquals(BigInteger.valueOf(92), count);
  }

  @Test
  void splitCounter(@TempDir Path dir) throws Exception {
    ExactCoverProblem problem = PROBLEM;
    Path file = dir.resolve("count.journal");
    SplittableSearch search = ExactCoverSolver.of(problem).splittable();
    List<Subproblem> split = search.split(16);
    CountSum sum;                                   // this run's subproblems only
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      sum = Runner.count(search, split, j, 2, j::record, 0);
    }

    assertEquals(BigInteger.valueOf(92), sum.count());
  }

  @Test
  void countingDoc(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("count.journal");
    countingDocBlock(PROBLEM, file);
    countingDocBlock(PROBLEM, file); // a second run finds every subproblem in the journal: no work

    SplittableSearch search = ExactCoverSolver.of(PROBLEM).splittable();
    try (Checkpoint checkpoint = Checkpoint.open(file, search.identity(), search.split(4096))) {
      CountSum total = new CountSum();
      checkpoint.finished().values().forEach(total::add);
      assertEquals(BigInteger.valueOf(92), total.count());
      assertEquals(search.split(4096).size(), checkpoint.finished().size());
    }
  }

  /** docs/counting.md's example, as it stands there. */
  static void countingDocBlock(ExactCoverProblem problem, Path file) throws Exception {
    SplittableSearch search = ExactCoverSolver.of(problem).splittable();
    List<Subproblem> split = search.split(4096);
    try (Checkpoint checkpoint = Checkpoint.open(file, search.identity(), split)) {
      Runner.count(search, split, checkpoint, 2, checkpoint::record, 0);
      CountSum total = new CountSum();
      checkpoint.finished().values().forEach(total::add);
      System.out.println(total.count());
    }
  }

  @Test
  void runner() throws Exception {
    // QueensSearch: a PrefixSearch that places one queen per rank (in core's examples test)
    Runner<QueensSearch> runner =
        new Runner<>(() -> new QueensSearch(8), SearchLimits.none(), null, null);
    SearchResult all = runner.run(4, null);                     // exact count, 4 threads: 92
    SplittableSearch parts = runner.splittable("queens:" + 8);  // for --part and --checkpoint
    CountSum sum = Runner.count(parts, parts.split(16), Runner.Recorded.NOTHING, 2,
        (s, c) -> {}, 0);                                       // 92 again, subproblem by subproblem

    // Cutter's example
    Cutter.Cut cut = Cutter.cut(new QueensSearch(8), 20,
        SearchControl.of(SearchLimits.none()).worker());        // 42 prefixes of 2 queens
    List<Subproblem> split = cut.subproblems();                 // 0:0,2  1:0,3  …

    assertEquals(BigInteger.valueOf(92), sum.count());
    assertEquals(parts.split(16).size(), sum.added());
    assertEquals("0:0,2 1:0,3", split.get(0).toLine() + " " + split.get(1).toLine());
    assertEquals(42, split.size());

    assertEquals(92, all.solutions());
    // two non-attacking queens on the first two ranks of 8x8: 8*8 - 8 - 2*7 = 42 pairs of files
    assertEquals(42, cut.prefixes().size());
    assertEquals(List.of(), cut.above());
    long below = 0;
    for (int[] prefix : cut.prefixes()) {
      QueensSearch q = new QueensSearch(8);
      q.watch(SearchControl.of(SearchLimits.none()).worker());
      q.replay(prefix);
      while (q.nextSolution()) {
        below++;
      }
    }
    assertEquals(92, below, "the subtrees below the cut hold every solution once");
    SearchResult parallel = runner.run(4, null);
    SearchResult single = runner.run(1, null);
    assertEquals(single.statistics().nodes(), parallel.statistics().nodes(), "a run counts one thread's nodes");
    long total = 0;
    for (Subproblem p : parts.split(50)) {
      total += parts.count(p, SearchLimits.none()).count();
    }
    assertEquals(92, total);
    Runner<QueensSearch> limited =
        new Runner<>(() -> new QueensSearch(8), SearchLimits.none().withMaxNodes(100), null, null);
    assertEquals(StopReason.NODE_LIMIT, limited.run(1, null).stopReason());
    assertEquals(StopReason.NODE_LIMIT, limited.run(2, null).stopReason(), "the limit holds over all threads");
  }

  /** {@link Cutter.Levels}: a tree listed level by level is cut by the same rule as a PrefixSearch. */
  @Test
  void runnerLevels() {
    // a full binary tree of depth 5, listed level by level: 2^d nodes at depth d
    Cutter.Levels binary = (depth, cap) -> {
      List<int[]> nodes = new ArrayList<>();
      for (int i = 0; i < 1 << depth && nodes.size() <= cap; i++) {
        int[] path = new int[depth];
        for (int d = 0; d < depth; d++) {
          path[d] = i >>> (depth - 1 - d) & 1;
        }
        nodes.add(path);
      }
      return Cutter.Cut.of(nodes, List.of());
    };
    Cutter.Cut cut = Cutter.cut(binary, 10);
    assertEquals(16, cut.prefixes().size(), "the shallowest depth with at least 10 nodes: 4");
    assertEquals(List.of(0, 1, 2, 3), cut.subproblems().subList(0, 4).stream().map(Subproblem::index).toList());
    assertArrayEquals(new int[] {1, 1, 1, 1}, cut.subproblems().get(15).prefix());
  }

  /** {@link SplittableSearch#otherSplit}, the Javadoc example. */
  @Test
  void otherSplit() {
    SplittableSearch.otherSplit("tantrix-loops:9f2c", "tantrix-loops:9f2c~cut2");   // true
    SplittableSearch.otherSplit("tantrix-loops:9f2c", "tantrix-loops:0a1b~cut2");   // false

    assertTrue(SplittableSearch.otherSplit("tantrix-loops:9f2c", "tantrix-loops:9f2c~cut2"));
    assertFalse(SplittableSearch.otherSplit("tantrix-loops:9f2c", "tantrix-loops:0a1b~cut2"));
    assertFalse(SplittableSearch.otherSplit("tantrix-loops:9f2c~cut2", "tantrix-loops:9f2c~cut2"));
    assertTrue(SplittableSearch.otherSplit("tantrix-loops:9f2c~cut2/part1of4", "tantrix-loops:9f2c/part1of4"));
  }

  /** PackedCountMap's class Javadoc. */
  @Test
  void packedCountMap() {
    PackedCountMap m = new PackedCountMap(40, 16);
    m.add(7, 3);
    m.add(7, 1L << 40);   // past the slot's 24 bits: kept in the overflow map
    m.get(7, 0);          // (1L << 40) + 3
    assertEquals((1L << 40) + 3, m.get(7, 0));
    assertEquals(1, m.size());
  }

  /** CountSpillFile's class Javadoc. */
  @Test
  void countSpillFile() throws java.io.IOException {
    java.nio.file.Path file = java.nio.file.Files.createTempFile("spill", ".bin");
    PackedCountMap m = new PackedCountMap(40, 16);
    m.add(7, 3);
    m.add(9, 1L << 40);
    CountSpillFile.write(m, file);
    PackedCountMap back = new PackedCountMap(40, 16);
    for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
      CountSpillFile.read(file, p, key -> true, back);
    }
    back.get(9, 0);   // 1L << 40
    assertEquals(1L << 40, back.get(9, 0));
    java.nio.file.Files.delete(file);
  }

  /** Indices' class Javadoc. */
  @Test
  void indicesExample() {
    int seat = Indices.checked("seat", 1, 2);   // 1: players 0 and 1
    String why = "";
    try {
      Indices.checked("seat", 2, 2);
    } catch (IllegalArgumentException e) {
      why = e.getMessage();   // "seat must be 0 to 1, got 2"
    }
    assertEquals(1, seat);
    assertEquals("seat must be 0 to 1, got 2", why);
  }

  @Test
  void digestExample() {
    String id = "xcc:" + Digest.of("P a\nP b\nO a b\n"); // 32 hex digits after the kind

    assertTrue(id.matches("xcc:[0-9a-f]{32}"), id);
    assertEquals(id, "xcc:" + Digest.of(new StringBuilder("P a\nP b\nO a b\n")));
    assertFalse(id.equals("xcc:" + Digest.of("P a\nP b\nO a\n")));
  }

  /** NecessaryConditions' example: three cells for dominoes (every option 2 cells) have no tiling. */
  @Test
  void necessaryConditions() {
    ExactCoverProblem problem = ExactCoverProblem.builder().primary("a", "b", "c").option("a", "b").option("b", "c").build();
    Optional<String> why = NecessaryConditions.violated(problem);
    long n = why.isPresent() ? 0 : ExactCoverSolver.of(problem).count();   // why.get() says which condition failed

    assertEquals(0, n);
    assertEquals("every option holds a multiple of 2 primary items, and 3 is not one", why.orElseThrow());
  }

  /** MemoOrder's example, on Langford pairs n = 8 (300 solutions, OEIS A014552 times 2). */
  @Test
  void memoOrder() throws Exception {
    ExactCoverProblem problem = io.github.dlxkit.core.io.KnuthFormat.read(
        java.nio.file.Path.of("src/test/resources/xcc/langford8.dlx")).problem();
    MemoOrder o = MemoOrder.choose(problem);
    MemoCounter.of(problem).withOrder(o.names()).count();
    System.err.println(o.description());   // which order, and its frontier width

    assertEquals(java.math.BigInteger.valueOf(300),
        MemoCounter.of(problem).withOrder(o.names()).count().solutions());
    assertEquals("memo order: reverse Cuthill-McKee, the 8 items one in every option last (frontier width 17;"
        + " the file's order: 16)", o.description());
  }

  /** The Javadoc example of {@link ExactCoverSolver#withBranchItems}, word for word. */
  @Test
  void exactCoverSolverWithBranchItems() {
    ExactCoverProblem p = ExactCoverProblem.builder()
        .primary("a", "b", "c")
        .option("a", "b").option("c").option("a").option("b", "c")
        .build();
    ExactCoverSolver s = ExactCoverSolver.of(p).withKernel(Kernel.DANCING_CELLS).withBranchItems(2);
    s.count();   // 2, as without branch items: {a b, c} and {a, b c}

    assertEquals(2, s.count());
    assertEquals(java.util.Set.of(java.util.List.of(0, 1), java.util.List.of(2, 3)),
        s.solutions().map(x -> java.util.Arrays.stream(x.optionIds()).sorted().boxed().toList())
            .collect(java.util.stream.Collectors.toSet()));
  }
}

package io.github.dlxkit.cli;

import io.github.dlxkit.cli.main.Dlx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SplittableSearch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code count --part K/N}, {@code count --checkpoint FILE} and {@code dlx sum}: parts add up to the
 * known counts, a resumed count is exact, and every bad checkpoint or part set is exit status 2 with
 * one line on stderr.
 */
class SplitCommandsTest {
  private static final String QUEENS10 = "core/src/test/resources/xcc/queens10.dlx";
  private static final String LANGFORD8 = "core/src/test/resources/xcc/langford8.dlx";

  @TempDir Path dir;

  private List<String> partFiles(String problem, int n) throws IOException {
    List<String> files = new ArrayList<>();
    for (int k = 1; k <= n; k++) {
      CliRun r = CliRun.of("count", "--part", k + "/" + n, problem);
      assertEquals(0, r.status(), r.err());
      Path f = dir.resolve(Path.of(problem).getFileName() + "-part" + k + "of" + n + ".json");
      Files.writeString(f, r.out());
      files.add(f.toString());
    }
    return files;
  }

  private static void assertBadInput(CliRun r, String expected) {
    assertEquals(2, r.status(), r.out() + r.err());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(r.err().contains(expected), r.err());
  }

  /**
   * Dlx.splittable (its Javadoc example): the search a command would split, with the identity its
   * --part lines name, counted here part by part to Wiest's 1,280 for Discovery 10; a command that
   * does not count is refused with a message.
   */
  @Test
  void theSearchOfACountingCommand() {
    io.github.dlxkit.core.search.SplittableSearch s =
        Dlx.splittable("tantrix", "solve", "discovery:10", "--count", "--distinct");
    CliRun part = CliRun.of("tantrix", "solve", "discovery:10", "--count", "--distinct", "--part", "1/3");
    assertTrue(part.out().contains("\"problem\":\"" + s.identity() + "\""), part.out() + s.identity());
    assertEquals(1280, sum(s), "Discovery 10 up to turns, Wiest's exhaustive solver");
    assertEquals(724, sum(Dlx.splittable("count", QUEENS10)), "10 queens, OEIS A000170");
    assertEquals(1280, sum(Dlx.splittable("tantrix", "loops", "discovery:10", "--count")),
        "the loop-first count (what Spark gets from a command): Wiest's 1,280 again");
    io.github.dlxkit.core.BadInputException e = org.junit.jupiter.api.Assertions.assertThrows(
        io.github.dlxkit.core.BadInputException.class, () -> Dlx.splittable("tantrix", "list"));
    assertTrue(e.getMessage().contains("not a count that can be split"), e.getMessage());
    e = org.junit.jupiter.api.Assertions.assertThrows(io.github.dlxkit.core.BadInputException.class,
        () -> Dlx.splittable("count", "no-such-file.dlx"));
    assertTrue(e.getMessage().contains("no-such-file.dlx"), e.getMessage());
  }

  private static long sum(io.github.dlxkit.core.search.SplittableSearch s) {
    long total = 0;
    for (io.github.dlxkit.core.search.Subproblem p : s.split(20)) {
      total += s.count(p).count();
    }
    return total;
  }

  @Test
  void partsAddUpToTheCount() throws IOException {
    for (int n : new int[] {1, 4, 7}) {
      List<String> args = new ArrayList<>(List.of("sum"));
      args.addAll(partFiles(QUEENS10, n));
      CliRun sum = CliRun.of(args.toArray(new String[0]));
      assertEquals(List.of("724"), sum.outLines(), "10 queens, OEIS A000170; N=" + n + " " + sum.err());
    }
  }

  @Test
  void sumRefusesMissingRepeatedForeignAndDamagedParts() throws IOException {
    List<String> q = partFiles(QUEENS10, 3);
    assertBadInput(CliRun.of("sum", q.get(0), q.get(2)), "missing part 2 of 3");
    assertBadInput(CliRun.of("sum", q.get(0), q.get(1), q.get(2), q.get(1)), "again");
    List<String> other = partFiles(LANGFORD8, 3);
    assertBadInput(CliRun.of("sum", q.get(0), q.get(1), other.get(2)), "does not belong");
    Path junk = dir.resolve("junk.json");
    Files.writeString(junk, "{\"part\":1}\n");
    assertBadInput(CliRun.of("sum", junk.toString()), "junk.json line 1");
    assertBadInput(CliRun.of("sum", dir.resolve("absent.json").toString()), "absent.json");
    Path latin1 = dir.resolve("latin1.json");
    Files.write(latin1, new byte[] {'{', (byte) 0xE9, '}', '\n'});
    assertBadInput(CliRun.of("sum", latin1.toString()), "not UTF-8 at line 1, byte 2");
  }

  /**
   * dlx sum reads part lines with a JSON parser (issue 32: a regular expression refused the same
   * lines re-serialised by a JSON tool): keys in any order and blanks anywhere are read; unknown,
   * missing or repeated keys, wrong types, parts of another N and numbers past the limit
   * ("of":2147483647 was exit 3 NegativeArraySizeException, "of":2000000000 "out of memory") are
   * exit 2 with one line naming the file and line.
   */
  @Test
  void sumParsesJsonStrictly() throws IOException {
    // PartLines' Javadoc example
    assertEquals(new io.github.dlxkit.core.split.PartResult(2, 3, java.math.BigInteger.valueOf(4),
        java.math.BigInteger.TEN, "xcc:1f"),
        PartLines.parse("{ \"problem\": \"xcc:1f\", \"of\": 3, \"part\": 2, \"nodes\": 10, \"count\": 4 }"));
    List<String> q = partFiles(QUEENS10, 3);
    List<String> respelled = new ArrayList<>(List.of("sum"));
    for (String f : q) {
      com.google.gson.JsonObject o = com.google.gson.JsonParser.parseString(Files.readString(Path.of(f)))
          .getAsJsonObject();
      StringBuilder line = new StringBuilder("{ ");
      List<String> keys = new ArrayList<>(o.keySet());
      java.util.Collections.reverse(keys);
      for (String k : keys) {
        line.append(line.length() > 2 ? " ,\t" : "").append('"').append(k).append("\" :  ").append(o.get(k));
      }
      Path g = dir.resolve("respelled-" + Path.of(f).getFileName());
      Files.writeString(g, "\n  " + line + " }  \n\n");
      respelled.add(g.toString());
    }
    CliRun sum = CliRun.of(respelled.toArray(new String[0]));
    assertEquals(List.of("724"), sum.outLines(), "10 queens, OEIS A000170: " + sum.err());

    String good = Files.readString(Path.of(q.get(0))).strip();
    String problem = com.google.gson.JsonParser.parseString(good).getAsJsonObject().get("problem").getAsString();
    String[][] cases = {
        {good.replace("}", ",\"extra\":1}"), "unknown key \"extra\""},
        {good.replaceFirst(",\"nodes\":\\d+", ""), "missing key \"nodes\""},
        {good.replace("{", "{\"count\":5,"), "key \"count\" twice"},
        {good.replaceFirst("\"part\":1", "\"part\":\"1\""), "\"part\" must be a number, got a string"},
        {good.replaceFirst("\"count\":\\d+", "\"count\":1.5"), "\"count\" must be a whole number"},
        {good.replaceFirst("\"count\":\\d+", "\"count\":-3"), "\"count\" must be a whole number"},
        {good.replaceFirst("\"of\":3", "\"of\":2147483647"), "\"of\" must be from 1 to 1000000, got 2147483647"},
        {good.replaceFirst("\"of\":3", "\"of\":2000000000"), "\"of\" must be from 1 to 1000000, got 2000000000"},
        {good.replaceFirst("\"part\":1", "\"part\":0"), "\"part\" must be from 1 to 1000000, got 0"},
        {good.replaceFirst("\"part\":1", "\"part\":5"), "part 5 of 3"},
        {good.replaceFirst("\"problem\":\"[^\"]*\"", "\"problem\":7"), "\"problem\" must be a string"},
        {good + " {}", "not JSON"},
        {good.substring(0, good.length() - 1), "not JSON"},
        // Gson's advice to its programmer said in the project's words (Messages.jsonSyntax, issue 52)
        {good.replaceFirst("\"part\"", "part"), "not JSON: malformed JSON at line 1 column 3"},
        {"[1,2]", "not a part line"},
        {good.replaceFirst("\"count\":(\\d+)", "\"count\":$1,\"counts\":[1,2]"), "part 1 of 3: the count"},
        {good.replaceFirst("\"count\":(\\d+)", "\"count\":$1,\"counts\":[$1]"), "a vector count has at least two counts"},
        {good.replaceFirst("\"count\":(\\d+)", "\"count\":$1,\"counts\":7"), "\"counts\" must be an array, got a number"},
        {good.replaceFirst("\"count\":(\\d+)", "\"count\":$1,\"counts\":[0,-1]"), "\"counts\" must be a whole number"},
    };
    for (String[] c : cases) {
      Path f = dir.resolve("bad.json");
      Files.writeString(f, "\n" + c[0] + "\n");
      assertBadInput(CliRun.of("sum", f.toString()), f + " line 2: " + c[1]);
    }
    Path otherN = dir.resolve("otherN.json");
    Files.writeString(otherN, good.replaceFirst("\"part\":1,\"of\":3", "\"part\":2,\"of\":4") + "\n");
    assertBadInput(CliRun.of("sum", q.get(0), otherN.toString()), otherN + " line 1: part 2 of 4 does not belong with");
    Path foreign = dir.resolve("foreign.json");
    Files.writeString(foreign, good.replace(problem, "xcc:0").replace("\"part\":1", "\"part\":2") + "\n");
    assertBadInput(CliRun.of("sum", q.get(0), foreign.toString()), foreign + " line 1: part 2 of 3 of problem xcc:0");
    // the same problem split another way (an identity with another split mark, as an earlier
    // dlxkit wrote the Tantrix searches' before core's cutter split them)
    Path oldSplit = dir.resolve("oldsplit.json");
    Files.writeString(oldSplit, good.replace(problem, problem + SplittableSearch.SPLIT_MARK + "2")
        .replace("\"part\":1", "\"part\":2") + "\n");
    assertBadInput(CliRun.of("sum", q.get(0), oldSplit.toString()),
        oldSplit + " line 1: part 2 of 3 comes from another split of the problem of");
    Path vector = dir.resolve("vector.json"); // the same problem's part with a vector: another kind of count
    Files.writeString(vector, good.replaceFirst("\"count\":(\\d+)", "\"count\":$1,\"counts\":[0,$1]")
        .replace("\"part\":1", "\"part\":2") + "\n");
    assertBadInput(CliRun.of("sum", q.get(0), vector.toString()), vector + " line 1: part 2 of 3 has 2 counts, ");
    Path many = dir.resolve("many.json");
    Files.writeString(many, good.replaceFirst("\"of\":3", "\"of\":1000000") + "\n");
    assertBadInput(CliRun.of("sum", many.toString()), "missing parts 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, ... of 1000000");
  }

  /** The empty 4x4 grid has 288 solutions (OEIS A107739: 1, 288, 6670903752021072936960). */
  @Test
  void sudokuCountTakesPartsAndCheckpoints() throws IOException {
    String empty = ".".repeat(16);
    List<String> args = new ArrayList<>(List.of("sum"));
    for (int k = 1; k <= 3; k++) {
      CliRun r = CliRun.of("sudoku", "count", "--part", k + "/3", empty);
      assertEquals(0, r.status(), r.err());
      Path f = dir.resolve("sudoku-part" + k + ".json");
      Files.writeString(f, r.out());
      args.add(f.toString());
    }
    assertEquals(List.of("288"), CliRun.of(args.toArray(new String[0])).outLines());
    Path checkpoint = dir.resolve("sudoku.checkpoint");
    assertEquals(List.of("288"), CliRun.of("sudoku", "count", "--checkpoint", checkpoint.toString(), "--threads", "2",
        empty).outLines());
    assertEquals(List.of("288"), CliRun.of("sudoku", "count", "--checkpoint", checkpoint.toString(), empty).outLines());
    assertBadInput(CliRun.of("sudoku", "count", "--part", "1/2", empty, empty), "one puzzle");
    assertBadInput(CliRun.of("sudoku", "count", "--part", "1/2", "--limit", "5", empty), "do not combine");
  }

  /** A fixed Tantrix board: the Blue Rainbow has 15 solutions, 5 up to its turns (docs/tantrix.md, checked by a twin search). */
  @Test
  void tantrixFixedBoardsTakePartsAndCheckpoints() throws IOException {
    for (String distinct : new String[] {"", "--distinct"}) {
      List<String> args = new ArrayList<>(List.of("sum"));
      for (int k = 1; k <= 3; k++) {
        List<String> run = new ArrayList<>(List.of("tantrix", "solve", "--count", "--part", k + "/3", "rainbow_blue"));
        if (!distinct.isEmpty()) {
          run.add(distinct);
        }
        CliRun r = CliRun.of(run.toArray(new String[0]));
        assertEquals(0, r.status(), r.err());
        Path f = dir.resolve("tantrix" + distinct + "-part" + k + ".json");
        Files.writeString(f, r.out());
        args.add(f.toString());
      }
      assertEquals(List.of(distinct.isEmpty() ? "15" : "5"), CliRun.of(args.toArray(new String[0])).outLines());
    }
    Path journal = dir.resolve("tantrix.journal");
    for (int run = 0; run < 2; run++) {
      assertEquals(List.of("15"), CliRun.of("tantrix", "solve", "--count", "--checkpoint", journal.toString(),
          "rainbow_blue").outLines());
    }
    // a free shape: subtrees of the growth search; parts add up to Wiest's 1280 for Discovery 10
    List<String> sum = new ArrayList<>(List.of("sum"));
    for (int k = 1; k <= 3; k++) {
      CliRun r = CliRun.of("tantrix", "solve", "--count", "--distinct", "--part", k + "/3", "discovery:10");
      assertEquals(0, r.status(), r.err());
      Path f = dir.resolve("discovery10-part" + k + ".json");
      Files.writeString(f, r.out());
      sum.add(f.toString());
    }
    assertEquals(List.of("1280"), CliRun.of(sum.toArray(new String[0])).outLines());
    Path free = dir.resolve("discovery10.checkpoint");
    for (int run = 0; run < 2; run++) {
      assertEquals(List.of("7680"), CliRun.of("tantrix", "solve", "--count", "--threads", "2", "--checkpoint",
          free.toString(), "discovery:10").outLines(), "6 turns of each of 1280, run " + run);
    }
    assertBadInput(CliRun.of("tantrix", "solve", "--part", "1/2", "rainbow_blue"), "go with --count");
  }

  /**
   * --refine-after: subproblems past the node budget are counted piece by piece, each piece a line
   * of the checkpoint whose prefix extends its subproblem's; the counts stay exact (10 queens 724,
   * OEIS A000170; Discovery 10, 1,280, Wiest), a rerun takes the checkpoint up, and a
   * --refine-after without --checkpoint or --part, or of 0 nodes, is exit 2.
   */
  @Test
  void refinedCountsRecordTheirPieces() throws IOException {
    // one part of one: few subproblems, each past 100 nodes
    Path f = dir.resolve("refined.checkpoint");
    CliRun r = CliRun.of("count", "--part", "1/1", "--checkpoint", f.toString(), "--refine-after", "100", QUEENS10);
    assertTrue(r.out().contains("\"count\":724,"), r.out() + r.err());
    List<String> records = Files.readAllLines(f).subList(1, Files.readAllLines(f).size());
    Path p = dir.resolve("plain.checkpoint");
    CliRun plain = CliRun.of("count", "--part", "1/1", "--checkpoint", p.toString(), QUEENS10);
    assertTrue(plain.out().contains("\"count\":724,"), plain.out());
    int subproblems = Files.readAllLines(p).size() - 1;
    assertTrue(records.size() > subproblems, records.size() + " pieces, " + subproblems + " subproblems");
    CliRun again = CliRun.of("count", "--part", "1/1", "--checkpoint", f.toString(), "--stats", QUEENS10);
    assertTrue(again.out().contains("\"count\":724,"), again.out() + again.err());
    assertTrue(again.err().contains("subproblems=" + records.size()), again.err());
    Path t = dir.resolve("d10.checkpoint");
    CliRun d10 = CliRun.of("tantrix", "solve", "discovery:10", "--count", "--distinct", "--checkpoint", t.toString(),
        "--refine-after", "200");
    assertEquals(List.of("1280"), d10.outLines(), d10.err());
    assertBadInput(CliRun.of("count", "--refine-after", "100", QUEENS10),
        "dlx count: --refine-after needs --checkpoint FILE or --part K/N");
    assertEquals(2, CliRun.of("count", "--checkpoint", f.toString(), "--refine-after", "0", QUEENS10).status());
  }

  @Test
  void badPartIsRefused() {
    assertBadInput(CliRun.of("count", "--part", "0/3", QUEENS10), "--part 0/3");
    assertBadInput(CliRun.of("count", "--part", "3", QUEENS10), "--part must be K/N");
  }

  @Test
  void checkpointResumesAndRefusesForeignOrDamagedCheckpoints() throws IOException {
    Path checkpoint = dir.resolve("q.checkpoint");
    CliRun first = CliRun.of("count", "--checkpoint", checkpoint.toString(), "--threads", "2", QUEENS10);
    assertEquals(List.of("724"), first.outLines(), first.err());
    // drop the second half of the records, as if the count had been killed, and resume
    List<String> lines = Files.readAllLines(checkpoint);
    Files.write(checkpoint, lines.subList(0, lines.size() / 2));
    assertEquals(List.of("724"), CliRun.of("count", "--checkpoint", checkpoint.toString(), QUEENS10).outLines());
    assertEquals(lines.size(), Files.readAllLines(checkpoint).size(), "the missing records were counted again");

    CliRun stats = CliRun.of("count", "--checkpoint", checkpoint.toString(), "--stats", QUEENS10);
    assertTrue(stats.err().strip().matches("nodes=[1-9]\\d* solutions=724 seconds=[0-9.]+ subproblems=[1-9]\\d*"),
        stats.err());
    assertBadInput(CliRun.of("count", "--checkpoint", checkpoint.toString(), LANGFORD8), "another problem");
    List<String> damaged = new ArrayList<>(lines);
    damaged.set(3, "3:1,2 x y z");
    Files.write(checkpoint, damaged);
    assertBadInput(CliRun.of("count", "--checkpoint", checkpoint.toString(), QUEENS10), "line 4");
  }

  /**
   * A checkpoint that cannot be a file is refused before the count, in one line naming the option
   * and the path: a directory, a device (/dev/full read zeros until "out of memory" after 10.9 s),
   * a file in a missing folder (created before; --svg refuses it, and so does --checkpoint now).
   * A record edited by hand (a count made 999) is refused by its checksum.
   */
  @Test
  void aCheckpointThatCannotBeAFileOrWasEditedIsRefused() throws IOException {
    assertBadInput(CliRun.of("count", "--checkpoint", dir.toString(), QUEENS10),
        "--checkpoint " + dir + ": it is a directory");
    if (Files.exists(Path.of("/dev/full"))) {
      assertBadInput(CliRun.of("count", "--checkpoint", "/dev/full", QUEENS10), "--checkpoint /dev/full: not a regular file");
    }
    Path nested = dir.resolve("no/such/x.checkpoint");
    assertBadInput(CliRun.of("count", "--checkpoint", nested.toString(), QUEENS10), "--checkpoint " + nested
        + ": no such directory");
    assertBadInput(CliRun.of("polyomino", "--set", "pentominoes", "--box", "3x20", "--count", "--svg",
        nested.toString().replace(".checkpoint", ".svg")), ": no such directory");
    assertTrue(!Files.exists(dir.resolve("no")), "no folder was created");

    Path checkpoint = dir.resolve("edited.checkpoint");
    assertEquals(List.of("724"), CliRun.of("count", "--checkpoint", checkpoint.toString(), QUEENS10).outLines());
    List<String> lines = new ArrayList<>(Files.readAllLines(checkpoint));
    int edited = -1;
    for (int i = 1; i < lines.size() && edited < 0; i++) {
      String[] f = lines.get(i).split(" ");
      if (!f[1].equals("0")) {
        f[1] = "999";
        lines.set(i, String.join(" ", f));
        edited = i;
      }
    }
    Files.write(checkpoint, lines);
    assertBadInput(CliRun.of("count", "--checkpoint", checkpoint.toString(), QUEENS10),
        checkpoint + " line " + (edited + 1) + ": checksum does not match");
  }

  @Test
  void polyominoCountTakesPartsToo() throws IOException {
    List<String> args = new ArrayList<>(List.of("sum"));
    for (int k = 1; k <= 2; k++) {
      CliRun r = CliRun.of("polyomino", "--set", "pentominoes", "--box", "3x20", "--count", "--part", k + "/2");
      assertEquals(0, r.status(), r.err());
      Path f = dir.resolve("pento" + k + ".json");
      Files.writeString(f, r.out());
      args.add(f.toString());
    }
    // 3x20: 2 packings up to symmetry (Knuth, Dancing Links, 2000), 8 with the 4 symmetries of the box
    assertEquals(List.of("8"), CliRun.of(args.toArray(new String[0])).outLines());
    assertBadInput(CliRun.of("polyomino", "--set", "pentominoes", "--box", "3x20", "--part", "1/2"),
        "only with --count");
  }

  @Test
  void steinerPlainCountTakesPartsToo() throws IOException {
    List<String> args = new ArrayList<>(List.of("sum"));
    for (int k = 1; k <= 3; k++) {
      CliRun r = CliRun.of("steiner", "2", "3", "9", "--count", "--plain", "--part", k + "/3");
      assertEquals(0, r.status(), r.err());
      Path f = dir.resolve("steiner" + k + ".json");
      Files.writeString(f, r.out());
      args.add(f.toString());
    }
    // the S(2,3,9) is the affine plane AG(2,3), unique up to isomorphism with automorphism group
    // AGL(2,3) of order 432: 9!/432 = 840 labelled systems
    assertEquals(List.of("840"), CliRun.of(args.toArray(new String[0])).outLines());
    assertBadInput(CliRun.of("steiner", "2", "3", "9", "--count", "--part", "1/3"), "--count --plain");
  }

  @Test
  void tanksCountTakesPartsAndCheckpoints() throws IOException {
    // 5x5 Tank Attack: 2 solutions, found by the exact-cover encoding and by the row scan
    // independently (docs/tanks.md); here each method's parts must add up to that count. Each
    // part of the exact-cover method on 5x5 takes about 10 s, so that method is split on 4x4, whose
    // one solution (every cell 2) TanksCommandTest prints and counts with the SAT cubes
    String[][] runs = {{"row-scan", "5", "2"}, {"propagation", "5", "2"}, {"exact-cover", "4", "1"}};
    for (String[] run : runs) {
      String method = run[0];
      List<String> args = new ArrayList<>(List.of("sum"));
      for (int k = 1; k <= 3; k++) {
        CliRun r = CliRun.of("tanks", "count", run[1], "--kernel", method, "--part", k + "/3");
        assertEquals(0, r.status(), r.err());
        Path f = dir.resolve("tanks-" + method + k + ".json");
        Files.writeString(f, r.out());
        args.add(f.toString());
      }
      assertEquals(List.of(run[2]), CliRun.of(args.toArray(new String[0])).outLines(), method);
    }
    String checkpoint = dir.resolve("tanks.checkpoint").toString();
    assertEquals(List.of("2"), CliRun.of("tanks", "count", "5", "--checkpoint", checkpoint).outLines());
    assertEquals(List.of("2"), CliRun.of("tanks", "count", "5", "--checkpoint", checkpoint).outLines());
    assertBadInput(CliRun.of("tanks", "count", "4", "--checkpoint", checkpoint), "another problem");
    assertBadInput(CliRun.of("tanks", "solve", "5", "--part", "1/2"), "--part");
  }

  /**
   * Files with bounds (Algorithm M, Knuth's DLX3 format) split like every count: the parts of
   * a001499-6, part 1 counted on bitsets (the default) and parts 2 and 3 on links, add up with
   * {@code dlx sum} to DLX3's 67,950 (run here, {@code dlx3 < file}; core's xcc/README.md); a
   * checkpointed count in two threads, its records cut in half as if it had been killed, resumes
   * to the same total and counts only what was lost; {@code --refine-after} cuts its subproblems
   * finer and still adds up. They were refused ("not supported yet") before.
   */
  @Test
  void problemsWithBoundsSplitLikeEveryCount() throws IOException {
    String a6 = "core/src/test/resources/xcc/a001499-6.dlx";
    List<String> args = new ArrayList<>(List.of("sum"));
    for (int k = 1; k <= 3; k++) {
      CliRun r = CliRun.of("count", "--part", k + "/3", "--kernel", k == 1 ? "auto" : "links", a6);
      assertEquals(0, r.status(), r.err());
      Path f = dir.resolve("a001499-6-part" + k + "of3.json");
      Files.writeString(f, r.out());
      args.add(f.toString());
    }
    CliRun sum = CliRun.of(args.toArray(new String[0]));
    assertEquals(List.of("67950"), sum.outLines(), "DLX3's count of a001499-6; " + sum.err());

    Path checkpoint = dir.resolve("a6.checkpoint");
    CliRun first = CliRun.of("count", "--checkpoint", checkpoint.toString(), "--threads", "2", a6);
    assertEquals(List.of("67950"), first.outLines(), first.err());
    List<String> lines = Files.readAllLines(checkpoint);
    Files.write(checkpoint, lines.subList(0, lines.size() / 2));
    CliRun resumed = CliRun.of("count", "--checkpoint", checkpoint.toString(), "--threads", "2", a6);
    assertEquals(List.of("67950"), resumed.outLines(), "DLX3's count of a001499-6; " + resumed.err());
    assertEquals(lines.size(), Files.readAllLines(checkpoint).size(), "the missing records were counted again");

    Path refined = dir.resolve("a6-refined.checkpoint");
    CliRun pieces = CliRun.of("count", "--checkpoint", refined.toString(), "--refine-after", "10", a6);
    assertEquals(List.of("67950"), pieces.outLines(), "DLX3's count of a001499-6; " + pieces.err());
    assertTrue(Files.readAllLines(refined).size() > lines.size(), "refined into more pieces than subproblems");
  }
}

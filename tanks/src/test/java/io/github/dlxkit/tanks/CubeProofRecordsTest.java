package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.cubes.CubeProofs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The committed 8×8 cube run (issue 38) against its committed proof checks: every cube a cube log
 * records as unsatisfiable has a {@code proof … verified} line, written by {@code dlx tanks
 * --check-proofs 0} (CaDiCaL's DRAT proof checked by {@code RupChecker}), and no line says
 * {@code FAILED}. So docs/tanks.md's "every decided cube checked" holds for the files as they are:
 * a cube added to a log without its proof check makes this fail.
 */
class CubeProofRecordsTest {

  @ParameterizedTest(name = "{0}: every unsatisfiable cube has a verified proof")
  @CsvSource({
      "runs/8x8-not-rot180.log, runs/8x8-not-rot180-proofs-all.txt",
      "runs/8x8-not-rot180-sample.log, runs/8x8-not-rot180-sample-proofs-all.txt",
  })
  void everyUnsatisfiableCubeHasAVerifiedProof(String log, String proofs) throws IOException {
    Set<String> unsatisfiable = CubeProofs.unsatisfiable(Path.of(log)).stream()
        .map(Subproblem::toString).collect(Collectors.toCollection(TreeSet::new));
    assertFalse(unsatisfiable.isEmpty(), "no unsatisfiable cube in " + log);
    List<String> lines = Files.readAllLines(Path.of(proofs));
    Set<String> verified = new TreeSet<>();
    for (String line : lines) {
      String[] t = line.split(" ");
      assertEquals("proof", t[0], proofs + ": " + line);
      assertEquals("verified", t[2], proofs + ": " + line);
      verified.add(Subproblem.parse(t[1]).toString());
    }
    assertEquals(lines.size(), verified.size(), proofs + " repeats a cube");
    Set<String> missing = new TreeSet<>(unsatisfiable);
    missing.removeAll(verified);
    assertTrue(missing.isEmpty(), "cubes with no verified proof: " + missing);
    Set<String> extra = new TreeSet<>(verified);
    extra.removeAll(unsatisfiable);
    assertTrue(extra.isEmpty(), "proofs of cubes the log does not record as unsatisfiable: " + extra);
  }
}

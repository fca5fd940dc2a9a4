package io.github.dlxkit.tanks.cubes;

import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.sat.Cadical;
import io.github.dlxkit.tanks.sat.RupChecker;
import io.github.dlxkit.tanks.sat.SatOutcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The independent check of a cube run's "unsatisfiable" answers: a cube is decided again by
 * CaDiCaL, now writing a DRAT proof, and the proof is checked by {@link RupChecker}, which shares no
 * code with CaDiCaL. A cube passes only if CaDiCaL says unsatisfiable and every lemma of its proof
 * is checked. (The formula itself is checked against {@code Grid.isSolution()} by the tests of
 * {@code CnfEncoding}; a satisfiable cube's solutions are checked by {@code Grid.isSolution()} as
 * they are found.)
 *
 * <pre>{@code
 * CubeProofs.Result r = new CubeProofs(cubes, new Cadical("cadical")).check(Subproblem.parse("0:1,1,2"));
 * r.verified();   // true if CaDiCaL's proof that the cube has no model checks
 * }</pre>
 */
public final class CubeProofs {
  private final CubeSearch cubes;
  private final Cadical solver;

  /**
   * Checks cubes of {@code cubes} with proofs from {@code solver}.
   *
   * @param cubes the cube search whose cubes are checked (its formula and cube cells)
   * @param solver the installed CaDiCaL that decides each cube again, writing a DRAT proof
   */
  public CubeProofs(CubeSearch cubes, Cadical solver) {
    this.cubes = cubes;
    this.solver = solver;
  }

  /**
   * One cube's check.
   *
   * @param cube the cube checked
   * @param verified whether CaDiCaL said unsatisfiable and every lemma of its proof checked
   * @param lemmas the proof's lemmas checked (0 when the solver did not say unsatisfiable)
   * @param conflicts CaDiCaL's conflicts on the cube
   * @param cpuSeconds CaDiCaL's CPU seconds on the cube (the proof check not included)
   * @param failure null if verified, else why not (satisfiable, or the proof's first bad line)
   */
  public record Result(Subproblem cube, boolean verified, long lemmas, long conflicts, double cpuSeconds, String failure) {
    /** {@return one line for a log: {@code proof INDEX:R1,… verified|FAILED lemmas L conflicts C cpu S [why]}} */
    public String toLine() {
      return String.format(Locale.ROOT, "proof %s %s lemmas %d conflicts %d cpu %.2f%s", cube.toLine(),
          verified ? "verified" : "FAILED", lemmas, conflicts, cpuSeconds, failure == null ? "" : " " + failure);
    }
  }

  /**
   * Decides {@code cube} with a proof and checks it. The proof goes to a temporary file, deleted
   * afterwards.
   *
   * @param cube a cube of this search, e.g. from {@link #unsatisfiable} or a split
   * @return whether the cube was verified unsatisfiable, with the proof's size and the solver's cost
   * @throws java.io.UncheckedIOException if the proof file cannot be written or read, or the solver
   *     cannot be run
   */
  public Result check(Subproblem cube) {
    Path proof = null;
    try {
      proof = Files.createTempFile("dlxkit-cube-", ".drat");
      List<int[]> clauses = cubes.clauses(cube);
      SatOutcome o = solver.solve(cubes.variables(), clauses, 0, proof);
      if (o.status() != SatOutcome.Status.UNSATISFIABLE) {
        return new Result(cube, false, 0, o.conflicts(), o.cpuSeconds(), "the solver says " + o.status());
      }
      RupChecker checker = new RupChecker(cubes.variables(), clauses);
      String failure = checker.check(proof);
      return new Result(cube, failure == null, checker.lemmas(), o.conflicts(), o.cpuSeconds(), failure);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      if (proof != null) {
        try {
          Files.deleteIfExists(proof);
        } catch (IOException e) {
          // a temporary file left behind
        }
      }
    }
  }

  /**
   * {@return the cubes a cube log ({@link CubeLog}) records as unsatisfiable at their first call (so with no
   * solution blocked), in log order}
   *
   * @param log a cube log written by {@link CubeLog}
   * @throws java.io.UncheckedIOException if the log cannot be read
   */
  public static List<Subproblem> unsatisfiable(Path log) {
    List<Subproblem> out = new ArrayList<>();
    java.util.Set<String> withSolutions = new java.util.HashSet<>();
    try {
      List<String> lines = Files.readAllLines(log);
      for (String line : lines) {
        String[] t = line.split(" ");
        if (t[0].equals("solution")) {
          withSolutions.add(t[1]);
        }
      }
      for (String line : lines) {
        String[] t = line.split(" ");
        if (t[0].equals("call") && t.length > 2 && t[2].equals("UNSATISFIABLE") && !withSolutions.contains(t[1])) {
          out.add(Subproblem.parse(t[1]));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the cube log " + log, e);
    }
    return out;
  }

  /**
   * {@return {@code k} of {@code cubes} chosen uniformly at random from {@code seed} (all of them if k is larger), in their order}
   *
   * @param cubes the cubes to choose from
   * @param k how many to choose, at least 0
   * @param seed the random seed (the same seed, the same choice)
   */
  public static List<Subproblem> sample(List<Subproblem> cubes, int k, long seed) {
    List<Subproblem> pool = new ArrayList<>(cubes);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = pool.size() - 1; i > 0; i--) {
      java.util.Collections.swap(pool, i, random.nextInt(i + 1));
    }
    List<Subproblem> chosen = pool.subList(0, Math.min(k, pool.size()));
    List<Subproblem> out = new ArrayList<>();
    for (Subproblem s : cubes) {
      if (chosen.contains(s)) {
        out.add(s);
      }
    }
    return out;
  }
}

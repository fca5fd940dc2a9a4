package io.github.dlxkit.tanks.sat;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * CaDiCaL (A. Biere's SAT solver; Debian package {@code cadical}) run as a process, one per call:
 * the formula goes to its standard input in DIMACS, the answer ({@code s …}, {@code v …}) and its
 * statistics ({@code c conflicts:}, {@code c total process time …}) come back on its standard
 * output. A process, not a library: CaDiCaL is far stronger than any SAT solver written in Java,
 * Debian packages it, and a process keeps its memory and crashes out of the JVM.
 *
 * <pre>{@code
 * SatSolver s = new Cadical("cadical");
 * SatOutcome o = s.solve(cnf.variables(), cnf.clauses(), 100_000);   // at most 10^5 conflicts
 * }</pre>
 */
public final class Cadical implements SatSolver {
  private final String executable;

  /**
   * Runs {@code executable} (a path, or a name looked up on the PATH). Nothing is run yet: a
   * missing solver shows at the first call ({@link #isInstalled} asks beforehand). Thread-safe:
   * each call starts its own process.
   *
   * @param executable the CaDiCaL program, e.g. {@code "cadical"}
   */
  public Cadical(String executable) {
    this.executable = executable;
  }

  /**
   * {@return whether {@code executable} runs and reports a version (for optional tests and messages)}
   * False also when the calling thread is interrupted while waiting (its interrupt flag is kept).
   *
   * @param executable a path, or a name looked up on the PATH
   */
  public static boolean isInstalled(String executable) {
    try {
      Process p = new ProcessBuilder(executable, "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  @Override
  public String name() {
    try {
      Process p = new ProcessBuilder(executable, "--version").redirectErrorStream(true).start();
      String v = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      p.waitFor();
      return "cadical " + v;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot run the SAT solver '" + executable + "'", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  @Override
  public SatOutcome solve(int variables, List<int[]> clauses, long conflictLimit) {
    return solve(variables, clauses, conflictLimit, null);
  }

  /**
   * As {@link #solve(int, List, long)}, and if {@code proof} is not null CaDiCaL writes its DRAT
   * proof there, as text ({@code --binary=false}), for {@link RupChecker} to check.
   *
   * @param variables the formula's variables, numbered 1..{@code variables}
   * @param clauses the clauses, as DIMACS literals
   * @param conflictLimit the conflicts after which CaDiCaL gives up (UNKNOWN); 0 for no limit
   * @param proof the file CaDiCaL writes its DRAT proof to (overwritten), or null for none
   * @return the answer, the model if satisfiable, CaDiCaL's conflicts and CPU seconds
   * @throws java.io.UncheckedIOException if the solver cannot be run or its answer read
   * @throws IllegalStateException if the solver fails (an exit status other than 0, 10 or 20, or
   *     no answer line), or the calling thread is interrupted (its interrupt flag is kept)
   */
  public SatOutcome solve(int variables, List<int[]> clauses, long conflictLimit, java.nio.file.Path proof) {
    List<String> command = new ArrayList<>(List.of(executable));
    if (conflictLimit > 0) {
      command.add("-c");
      command.add(Long.toString(conflictLimit));
    }
    if (proof != null) {
      command.addAll(List.of("--binary=false", "-", proof.toString()));
    }
    Process p;
    try {
      p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot run the SAT solver '" + executable + "'", e);
    }
    try {
      Thread writer = new Thread(() -> write(p, variables, clauses), "dlxkit-cnf-writer");
      writer.setDaemon(true);
      writer.start();
      SatOutcome o = read(p, variables);
      writer.join();
      int status = p.waitFor();
      if (status != 10 && status != 20 && status != 0) {
        throw new IllegalStateException("the SAT solver '" + executable + "' exited with status " + status);
      }
      return o;
    } catch (IOException e) {
      throw new UncheckedIOException("reading the answer of '" + executable + "'", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } finally {
      p.destroyForcibly();
    }
  }

  private static void write(Process p, int variables, List<int[]> clauses) {
    try (BufferedWriter w = new BufferedWriter(new OutputStreamWriter(p.getOutputStream(), StandardCharsets.US_ASCII))) {
      w.write("p cnf " + variables + " " + clauses.size() + "\n");
      StringBuilder line = new StringBuilder();
      for (int[] c : clauses) {
        line.setLength(0);
        for (int lit : c) {
          line.append(lit).append(' ');
        }
        w.append(line).append("0\n");
      }
    } catch (IOException e) {
      // the solver stopped reading (it failed): its exit status tells
    }
  }

  private static SatOutcome read(Process p, int variables) throws IOException {
    SatOutcome.Status status = null;
    boolean[] model = null;
    long conflicts = 0;
    double cpu = Double.NaN;
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII))) {
      String line;
      while ((line = r.readLine()) != null) {
        if (line.startsWith("s ")) {
          status = switch (line.substring(2).trim()) {
            case "SATISFIABLE" -> SatOutcome.Status.SATISFIABLE;
            case "UNSATISFIABLE" -> SatOutcome.Status.UNSATISFIABLE;
            default -> SatOutcome.Status.UNKNOWN;
          };
        } else if (line.startsWith("v ")) {
          if (model == null) {
            model = new boolean[variables + 1];
          }
          for (String t : line.substring(2).trim().split("\\s+")) {
            int lit = Integer.parseInt(t);
            if (lit > 0 && lit <= variables) {
              model[lit] = true;
            }
          }
        } else if (line.equals("c UNKNOWN")) { // what CaDiCaL 1.5 prints, with exit status 0, at a limit
          status = SatOutcome.Status.UNKNOWN;
        } else if (line.startsWith("c conflicts:")) {
          conflicts = Long.parseLong(line.substring(12).trim().split("\\s+")[0]);
        } else if (line.startsWith("c total process time since initialization:")) {
          cpu = Double.parseDouble(line.substring(43).trim().split("\\s+")[0]);
        }
      }
    }
    if (status == null) {
      throw new IllegalStateException("the SAT solver gave no answer line ('s ...')");
    }
    return new SatOutcome(status, status == SatOutcome.Status.SATISFIABLE ? model : null, conflicts, cpu);
  }
}

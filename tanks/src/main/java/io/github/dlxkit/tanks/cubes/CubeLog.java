package io.github.dlxkit.tanks.cubes;

import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.render.GridFormat;
import io.github.dlxkit.tanks.sat.SatOutcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

/**
 * An append-only text log of a cube run, beside core's checkpoint (which keeps counts, conflicts
 * and wall-clock times): one line per SAT call, with the solver's own CPU time, and one per
 * solution found, so that a solution is never lost and cube times can be measured on a loaded
 * machine.
 *
 * <pre>
 * call INDEX:R1,R2,… STATUS CONFLICTS CPU_SECONDS
 * solution INDEX:R1,R2,… {"n":N,"grid":[[…],…]}
 * probe INDEX:R1,R2,… calls K decided|truncated cpu_seconds … conflicts … sat_calls … solutions … own_cpu …
 * </pre>
 *
 * <pre>{@code
 * CubeLog log = new CubeLog(Path.of("cubes.log"));
 * }</pre>
 */
public final class CubeLog {
  private final Path file;

  /** Appends to {@code file} (created if missing). */
  public CubeLog(Path file) {
    this.file = file;
  }

  /** Records one SAT call on cube {@code s}. */
  public synchronized void call(Subproblem s, SatOutcome o) {
    append(String.format(Locale.ROOT, "call %s %s %d %.2f%n", s.toLine(), o.status(), o.conflicts(), o.cpuSeconds()));
  }

  /** Records a solution found in cube {@code s}. */
  public synchronized void solution(Subproblem s, Grid g) {
    append("solution " + s.toLine() + " " + GridFormat.json(g) + "\n");
  }

  /** Records one probe of the cube sampler ({@link CubeSample}): its last cube and its weighted values. */
  public synchronized void probe(CubeSample.Probe p) {
    append(p.toLine() + "\n");
  }

  private void append(String line) {
    try {
      Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND,
          StandardOpenOption.SYNC);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot append to " + file, e);
    }
  }
}

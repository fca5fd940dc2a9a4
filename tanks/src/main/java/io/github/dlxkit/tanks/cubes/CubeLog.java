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
import java.util.function.Consumer;

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
  private final Consumer<String> sink;

  /**
   * Appends to {@code file} (created if missing), each record synced to disk as it is written.
   * The file is opened per record; a record that cannot be written throws
   * {@link java.io.UncheckedIOException} from the method that records it.
   *
   * @param file the log file; earlier records in it are kept
   */
  public CubeLog(Path file) {
    this(line -> appendTo(file, line));
  }

  /**
   * Hands each record, one line ending in a newline, to {@code sink}, which must write it before it
   * returns (a solution is never lost): the CLI's keeps its rules for output files, such as a
   * silent exit when the file is a pipe whose reader left.
   *
   * @param sink receives each record, one call at a time (the log's methods are synchronized)
   */
  public CubeLog(Consumer<String> sink) {
    this.sink = sink;
  }

  /**
   * Records one SAT call on cube {@code s}: {@code call INDEX:R1,… STATUS CONFLICTS CPU_SECONDS}.
   *
   * @param s the cube decided
   * @param o the solver's answer and cost
   */
  public synchronized void call(Subproblem s, SatOutcome o) {
    sink.accept(String.format(Locale.ROOT, "call %s %s %d %.2f%n", s.toLine(), o.status(), o.conflicts(), o.cpuSeconds()));
  }

  /**
   * Records a solution found in cube {@code s}, the grid as one line of JSON.
   *
   * @param s the cube the solution lies in
   * @param g the solution
   */
  public synchronized void solution(Subproblem s, Grid g) {
    sink.accept("solution " + s.toLine() + " " + GridFormat.json(g) + "\n");
  }

  /**
   * Records one probe of the cube sampler ({@link CubeSample}): its last cube and its weighted values.
   *
   * @param p the probe, written as {@link CubeSample.Probe#toLine()}
   */
  public synchronized void probe(CubeSample.Probe p) {
    sink.accept(p.toLine() + "\n");
  }

  private static void appendTo(Path file, String line) {
    try {
      Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND,
          StandardOpenOption.SYNC);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot append to " + file, e);
    }
  }
}

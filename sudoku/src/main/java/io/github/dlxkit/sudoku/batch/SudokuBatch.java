package io.github.dlxkit.sudoku.batch;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Workers;
import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.io.PuzzleReader;
import io.github.dlxkit.sudoku.model.Givens;
import io.github.dlxkit.sudoku.io.PuzzleReader.Record;
import java.io.BufferedReader;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Solves or counts a stream of puzzles, one per line, possibly on several threads, delivering one
 * result per puzzle in input order.
 *
 * <pre>{@code
 * SudokuBatch batch = new SudokuBatch(SudokuBatch.Mode.SOLVE, SudokuKernel.BACKTRACK, 2, 2);
 * Summary summary = batch.run(reader, result -> System.out.println(result));
 * }</pre>
 *
 * <p><b>Lines.</b> Blank lines and lines starting with {@code #} are skipped. Puzzles come one per
 * line or one per block of rows, as {@link PuzzleReader} splits them, and are read by
 * {@link Sudoku#parse(String)}: the compact form (only its first field counts, so a rating or
 * comment may follow it) or numbers separated by spaces or commas. A line that is not a valid puzzle gives a
 * {@link Result} with its reason, and the batch goes on.
 *
 * <p><b>Threads.</b> With more than one thread, lines are solved in chunks of {@value #CHUNK} by
 * core's one pool ({@link Workers}), a bounded number of chunks ahead of the one being delivered;
 * results are still delivered in input order and one at a time, by the thread that solved the
 * chunk that completed the order.
 */
public final class SudokuBatch {
  /** Puzzles per unit of parallel work. */
  static final int CHUNK = 128;

  /** What to compute for each puzzle. */
  public enum Mode {
    /** The first solution, and whether it is unique (the search goes on to a second solution). */
    SOLVE,
    /** The number of solutions, up to the count limit. */
    COUNT
  }

  /**
   * The outcome for one puzzle line: exactly one of {@code error} (a bad line) or the solution and
   * count is meaningful.
   *
   * @param lineNumber the line's number in the input, from 1
   * @param puzzle the puzzle, empty for a bad line
   * @param solution the first solution (SOLVE mode only), empty if none
   * @param count the number of solutions found: in SOLVE mode 0, 1 or 2 (2 meaning "more than one"),
   *     in COUNT mode up to the limit
   * @param error the reason the line is not a puzzle, or null
   */
  public record Result(int lineNumber, Optional<Sudoku> puzzle, Optional<Sudoku> solution, long count,
      String error) {
    /** Whether the line was a valid puzzle. */
    public boolean isValid() {
      return error == null;
    }
  }

  /**
   * Totals of a run.
   *
   * @param puzzles lines that held a puzzle, bad ones included
   * @param solved puzzles with at least one solution
   * @param unique puzzles with exactly one solution
   * @param bad lines that were not valid puzzles
   * @param elapsed wall-clock time of the run
   */
  public record Summary(long puzzles, long solved, long unique, long bad, Duration elapsed) {
    /** Puzzles per second of wall-clock time. */
    public double puzzlesPerSecond() {
      double seconds = elapsed.toNanos() / 1e9;
      return seconds > 0 ? puzzles / seconds : 0;
    }
  }

  private final Mode mode;
  private final SudokuKernel kernel;
  private final int threads;
  private final long countLimit;

  /**
   * A batch.
   *
   * @param mode solve or count
   * @param kernel the solver
   * @param threads how many threads solve (at least 1)
   * @param countLimit in COUNT mode, stop counting a puzzle's solutions at this number (at least 1;
   *     {@code Long.MAX_VALUE} for no limit); ignored in SOLVE mode
   */
  public SudokuBatch(Mode mode, SudokuKernel kernel, int threads, long countLimit) {
    Workers.checkThreads(threads);
    if (countLimit < 1) {
      throw new BadInputException("the count limit must be at least 1, got " + countLimit);
    }
    this.mode = mode;
    this.kernel = kernel;
    this.threads = threads;
    this.countLimit = countLimit;
  }

  /**
   * Reads puzzles from {@code in} until its end and hands each result to {@code sink}, in input
   * order and one at a time (with one thread, on the calling thread).
   */
  public Summary run(BufferedReader in, Consumer<Result> sink) throws IOException {
    long start = System.nanoTime();
    long[] totals = new long[4]; // puzzles, solved, unique, bad
    Consumer<Result> counting = r -> {
      totals[0]++;
      if (!r.isValid()) {
        totals[3]++;
      } else if (r.count() > 0) {
        totals[1]++;
        if (r.count() == 1) {
          totals[2]++;
        }
      }
      sink.accept(r);
    };
    PuzzleReader reader = new PuzzleReader(in);
    if (threads == 1) {
      Record line;
      while ((line = reader.next()) != null) {
        counting.accept(solve(line));
      }
    } else {
      runParallel(reader, counting);
    }
    return new Summary(totals[0], totals[1], totals[2], totals[3], Duration.ofNanos(System.nanoTime() - start));
  }

  private void runParallel(PuzzleReader reader, Consumer<Result> sink) throws IOException {
    Deal deal = new Deal(reader, sink, 2 * threads);
    try {
      Workers.run("sudoku-batch", threads, () -> {
        deal.work();
        return null;
      });
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while solving", e);
    }
  }

  /**
   * The chunks of a parallel run, shared by the workers of core's one pool ({@link Workers}): each
   * worker reads the next chunk, solves it, and delivers every chunk that is then next in input
   * order, all under this object's lock, so that results reach the sink one at a time and in
   * order. At most {@code ahead} chunks are read and not yet delivered, so a slow chunk holds
   * back only that much memory.
   */
  private final class Deal {
    private final PuzzleReader reader;
    private final Consumer<Result> sink;
    private final int ahead;
    private final Map<Long, List<Result>> solved = new HashMap<>(); // chunk number -> its results
    private long read; // chunks read
    private long delivered; // chunks delivered: the next to deliver
    private boolean end; // the reader is exhausted

    Deal(PuzzleReader reader, Consumer<Result> sink, int ahead) {
      this.reader = reader;
      this.sink = sink;
      this.ahead = ahead;
    }

    void work() throws IOException, InterruptedException {
      while (true) {
        List<Record> chunk = new ArrayList<>(CHUNK);
        long k;
        synchronized (this) {
          while (!end && read - delivered >= ahead) {
            wait();
          }
          // end changes only under this lock, so it is tested once; an exhausted reader is not asked again
          if (!end) {
            Record line;
            while (chunk.size() < CHUNK && (line = reader.next()) != null) {
              chunk.add(line);
            }
          }
          if (chunk.isEmpty()) {
            end = true;
            notifyAll();
            return; // the chunks still being solved are delivered by their workers
          }
          k = read++;
        }
        List<Result> results = chunk.stream().map(SudokuBatch.this::solve).toList();
        synchronized (this) {
          solved.put(k, results);
          for (List<Result> next; (next = solved.remove(delivered)) != null; delivered++) {
            next.forEach(sink);
          }
          notifyAll();
        }
      }
    }
  }

  private Result solve(Record line) {
    Sudoku puzzle;
    try {
      // givens that repeat leave no solution, and a puzzle with a solution repeats none: so they
      // are checked only when there is none (the check was a twentieth of a 17-clue batch's time)
      puzzle = Sudoku.parse(line.text(), false);
    } catch (IllegalArgumentException e) {
      return bad(line, e.getMessage());
    }
    if (mode == Mode.COUNT) {
      long count = puzzle.countUpTo(countLimit, kernel);
      Optional<String> repeat = count == 0 ? repeat(puzzle) : Optional.empty();
      return repeat.isPresent() ? bad(line, repeat.get())
          : new Result(line.lineNumber(), Optional.of(puzzle), Optional.empty(), count, null);
    }
    List<Sudoku> found = puzzle.solutionsUpTo(2, kernel);
    if (found.isEmpty()) {
      Optional<String> repeat = repeat(puzzle);
      if (repeat.isPresent()) {
        return bad(line, repeat.get());
      }
    }
    Optional<Sudoku> first = found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    return new Result(line.lineNumber(), Optional.of(puzzle), first, found.size(), null);
  }

  /** The first repeated given of {@code puzzle}, as {@link Sudoku#parse(String)} reports it. */
  private static Optional<String> repeat(Sudoku puzzle) {
    return Givens.firstRepeat(puzzle.geometry(), puzzle.toArray());
  }

  private static Result bad(Record line, String error) {
    return new Result(line.lineNumber(), Optional.empty(), Optional.empty(), 0, error);
  }
}

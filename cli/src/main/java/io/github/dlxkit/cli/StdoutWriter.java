package io.github.dlxkit.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * The writer every command prints its results to, on {@link StandardOutput}. On a terminal it
 * writes each line at once, so that stdout and stderr keep their order on the screen. To a file or
 * a pipe it writes in blocks of {@value StandardOutput#BLOCK} bytes, as C's stdio does: a write per
 * line cost a fifth of a Sudoku batch's CPU, and every command that writes many lines ({@code dlx
 * solve}, {@code pre}, the puzzles' {@code --all}) paid the same. Yet nothing waits there long: a
 * thread writes what was held once {@link #DELAY} has passed since it came, so a pipe's reader
 * ({@code dlx solve | head -1}) sees a solution while the search goes on.
 *
 * <p>What is held is written when the command ends ({@link #end}, which {@code Dlx.run} calls),
 * before an error line ({@link Errors}) or the {@code --stats} line ({@link OutputForm}), and when
 * Ctrl-C or SIGTERM ends the JVM (a shutdown hook, which waits at most {@link #AT_EXIT} for a
 * stdout that does not take it). A failed write ends the command as before: the flush that
 * finds it throws {@link StandardOutput.Failed}, and so does every later write.
 *
 * <pre>{@code
 * ByteArrayOutputStream bytes = new ByteArrayOutputStream();   // dlx: new FileOutputStream(FileDescriptor.out)
 * StdoutWriter out = StdoutWriter.of(new StandardOutput(bytes), false);   // dlx: StdoutWriter.isTerminal()
 * out.println("92");   // held: not a terminal
 * out.end();   // written ("92" and a line end); may throw StandardOutput.Failed
 * }</pre>
 */
public final class StdoutWriter extends PrintWriter {
  /** How long a line waits at most before it is written, when stdout is not a terminal. */
  public static final Duration DELAY = Duration.ofMillis(100);

  /** How long the shutdown hook waits for stdout to take what was held. */
  static final Duration AT_EXIT = Duration.ofSeconds(1);

  private final StandardOutput stdout;
  private final boolean lineByLine;
  /** Whether something was written since the flusher last flushed; set after the write. */
  private volatile boolean pending;
  private volatile boolean ended;
  /** The thread that writes what waited {@link #DELAY}; started at the first write. */
  private Thread flusher;
  /** The shutdown hook, added with the flusher (null if the JVM was exiting then). */
  private Thread hook;

  private StdoutWriter(StandardOutput out, boolean lineByLine) {
    super(new OutputStreamWriter(out, StandardCharsets.UTF_8), lineByLine);
    this.stdout = out;
    this.lineByLine = lineByLine;
  }

  /**
   * The writer on {@code out}: a line at a time if {@code lineByLine} (stdout is a terminal,
   * {@link #isTerminal}), else in blocks.
   */
  public static StdoutWriter of(StandardOutput out, boolean lineByLine) {
    return new StdoutWriter(out, lineByLine);
  }

  /** Whether the process's stdout is a terminal (as {@link Terminal} finds it). */
  public static boolean isTerminal() {
    return Terminal.isStdout();
  }

  @Override
  public void write(int c) {
    super.write(c);
    written();
  }

  @Override
  public void write(char[] buf, int off, int len) {
    super.write(buf, off, len);
    written();
  }

  @Override
  public void write(String s, int off, int len) {
    super.write(s, off, len);
    written();
  }

  @Override
  public void println() {
    super.println(); // the line separator goes to the writer below, not through write
    written();
  }

  /**
   * Writes what is held, stops the thread that flushes and removes the shutdown hook: the end of
   * the command.
   *
   * @throws StandardOutput.Failed if a write failed, now or before
   */
  public void end() {
    ended = true;
    synchronized (this) {
      if (flusher != null) {
        LockSupport.unpark(flusher);
      }
      if (hook != null) {
        try {
          Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
          // the hook runs: it writes what is held too
        }
      }
    }
    flush();
  }

  /** After a write: the flusher is woken for the first write since it last flushed. */
  private void written() {
    if (!pending && !lineByLine && !ended) {
      pending = true;
      wake();
    }
  }

  private synchronized void wake() {
    if (ended) {
      return;
    }
    if (flusher == null) {
      flusher = new Thread(this::flushWhatWaited, "dlx-stdout");
      flusher.setDaemon(true);
      flusher.start();
      hook = new Thread(this::flushAtExit, "dlx-stdout-at-exit");
      try {
        Runtime.getRuntime().addShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // a first line written while the JVM exits (dlx solve --min-cost at Ctrl-C): the command
        // flushes it before Interrupts' grace ends
        hook = null;
      }
    } else {
      LockSupport.unpark(flusher);
    }
  }

  /** The flusher's loop: sleeps until something is written, lets {@link #DELAY} pass, flushes. */
  private void flushWhatWaited() {
    while (!ended) {
      if (!pending) {
        LockSupport.park(this);
        continue;
      }
      long until = System.nanoTime() + DELAY.toNanos();
      for (long left = DELAY.toNanos(); left > 0 && !ended; left = until - System.nanoTime()) {
        LockSupport.parkNanos(this, left);
      }
      if (ended) {
        return;
      }
      pending = false; // before the flush: what is written meanwhile is flushed now or next time
      try {
        flush();
      } catch (RuntimeException failed) {
        return; // StandardOutput keeps the failure: the command's next write or end() throws it
      }
    }
  }

  /**
   * The shutdown hook (Ctrl-C, SIGTERM, or an exit before {@link #end}): writes what is held, from
   * a thread of its own so that a stdout that takes nothing (a pipe nobody reads, a command
   * blocked in a write while it holds the writer) delays the exit by {@link #AT_EXIT} at most.
   * The command may go on printing until the JVM halts: from here on only a flush writes, between
   * two of its lines, so that the output ends with a whole line (a whole solution: OutputForm
   * prints each in one call), not with whatever a full block held.
   */
  void flushAtExit() {
    stdout.holdUntilFlush();
    Thread last = new Thread(() -> {
      try {
        flush();
      } catch (RuntimeException failed) {
        // the JVM is exiting: nothing to tell
      }
    }, "dlx-stdout-last");
    last.setDaemon(true);
    last.start();
    try {
      last.join(AT_EXIT.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}

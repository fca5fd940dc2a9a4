package io.github.dlxkit.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The CLI's stdout, whose failed writes are not lost: a {@link java.io.PrintWriter} (and a
 * {@link PrintStream}) swallow an {@link IOException} and only remember it, so a count written to a
 * full disk or a closed descriptor would end with exit status 0. This stream turns the first failed
 * write into a {@link Failed} exception that ends the command (the picocli handler in
 * {@link Errors} makes it one line and exit status {@value Errors#BAD_INPUT}); every later write
 * fails the same way, and {@link #failure()} tells {@code Dlx.run} that the output is incomplete.
 * A broken pipe ({@code dlx sum FILES | head -1}: the reader had what it wanted and left) is no
 * error to report: it ends the command silently with {@value Errors#BROKEN_PIPE}, the status a
 * shell gives a tool killed by SIGPIPE (the JVM ignores the signal and sees EPIPE instead). The
 * files that options name are written by {@link Outputs#write}, which keeps the same rule.
 *
 * <p>It holds what is written up to a block of {@value #BLOCK} bytes and writes it when the block is
 * full or at a flush: one write per block, not per line or per 512 bytes (the pieces the JDK's
 * encoder writes from JDK 21 on). {@link StdoutWriter} says when it flushes; a failure is seen at
 * the write of the block that was lost, which may be at exit.
 */
public final class StandardOutput extends OutputStream {
  /**
   * A write to stdout failed, or to a file an option named that is a pipe whose reader left
   * ({@link #readerLeft}); its message says why.
   */
  public static final class Failed extends RuntimeException {
    /** Whether the line on stderr is printed (by {@link Errors}). */
    volatile boolean reported;
    private final boolean brokenPipe;

    Failed(String reason, boolean brokenPipe) {
      this("<stdout>", reason, brokenPipe);
    }

    private Failed(String file, String reason, boolean brokenPipe) {
      super("cannot write " + file + ": " + reason, null, false, false);
      this.brokenPipe = brokenPipe;
    }

    /** Whether the reader of a pipe left (EPIPE): nothing to report, exit {@value Errors#BROKEN_PIPE}. */
    public boolean isBrokenPipe() {
      return brokenPipe;
    }

    /** Whether the line on stderr was printed (by {@link Errors}). */
    public boolean isReported() {
      return reported;
    }
  }

  /** The bytes held before a write: a block of 8 KB, as C's stdio and Java's buffered streams hold. */
  public static final int BLOCK = 8192;

  private final OutputStream out;
  private byte[] block = new byte[BLOCK];
  private int held;
  /** Whether the JVM exits: bytes go out only at a flush, never a full block cut mid-line. */
  private volatile boolean exiting;
  private volatile Failed failure;

  /** Stdout on {@code out}: the process's descriptor 1, or a test's stream. */
  public StandardOutput(OutputStream out) {
    this.out = out;
  }

  /** The first failure, or null while every write went through. */
  public Failed failure() {
    return failure;
  }

  @Override
  public synchronized void write(int b) {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public synchronized void write(byte[] b, int off, int len) {
    check();
    if (exiting) {
      if (len > block.length - held) {
        block = java.util.Arrays.copyOf(block, Math.max(2 * block.length, held + len));
      }
    } else if (len > BLOCK - held) {
      writeHeld();
      if (len >= BLOCK) {
        writeOut(b, off, len); // a block or more: held, it would only be copied
        return;
      }
    }
    System.arraycopy(b, off, block, held, len);
    held += len;
  }

  @Override
  public synchronized void flush() {
    check();
    writeHeld();
    try {
      out.flush();
    } catch (IOException e) {
      fail(e);
    }
    checkPrintStream();
  }

  /**
   * From now on, held bytes go out only at a flush: the JVM is exiting ({@link StdoutWriter}'s
   * shutdown hook), and a full block written by the command meanwhile would end the output
   * mid-line when the JVM halts; a flush comes between two of the writer's lines.
   */
  void holdUntilFlush() {
    // not under the lock: a command blocked in a write holds it, and the hook must not wait
    exiting = true;
  }

  private void writeHeld() {
    if (held > 0) {
      int n = held;
      held = 0; // a failed write loses them: every later write fails anyway
      writeOut(block, 0, n);
    }
  }

  private void writeOut(byte[] b, int off, int len) {
    ProgressPrinter.clearForOutput();
    try {
      out.write(b, off, len);
    } catch (IOException e) {
      fail(e);
    }
    checkPrintStream();
  }

  private void check() {
    if (failure != null) {
      throw failure;
    }
  }

  /** A PrintStream (System.out, a test's) hides its IOException; checkError flushes and tells. */
  private void checkPrintStream() {
    if (out instanceof PrintStream p && p.checkError()) {
      failure = new Failed("write error", false);
      throw failure;
    }
  }

  private void fail(IOException e) {
    failure = new Failed(e.getMessage() == null ? e.toString() : e.getMessage(), isBrokenPipe(e));
    throw failure;
  }

  /**
   * Whether {@code e} is EPIPE, a pipe's reader that left. Its message is the only sign of it: the
   * JDK's file streams and channels throw a plain {@link IOException}.
   */
  public static boolean isBrokenPipe(IOException e) {
    return "Broken pipe".equals(e.getMessage());
  }

  /**
   * The failure that ends a command silently with {@value Errors#BROKEN_PIPE} when the reader of
   * {@code file}, a pipe an option named ({@code --svg /dev/stdout | head}), left: the same rule
   * as for stdout.
   */
  public static Failed readerLeft(String file) {
    return new Failed(file, "Broken pipe", true);
  }
}

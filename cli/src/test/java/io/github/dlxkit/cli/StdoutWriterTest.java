package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * When the CLI's stdout writer writes what it holds ({@link StdoutWriter}): at once on a terminal;
 * in a file or a pipe once {@link StdoutWriter#DELAY} has passed, at the end, and from the shutdown
 * hook, which never waits long for a stdout that takes nothing.
 */
class StdoutWriterTest {
  /** A line the command does not flush reaches a pipe anyway, while the command goes on. */
  @Test
  void aLineHeldIsWrittenAfterTheDelay() throws InterruptedException {
    WriteCounter pipe = new WriteCounter();
    StdoutWriter out = StdoutWriter.of(new StandardOutput(pipe), false);
    out.println("1 2 3");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10); // however loaded the machine
    while (pipe.text().isEmpty() && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    assertEquals("1 2 3\n", pipe.text());
    out.println("4");
    out.end();
    assertEquals("1 2 3\n4\n", pipe.text());
    assertEquals(2, pipe.writes());
  }

  /** Many lines in a pipe: a write per block of 8 KB; on a terminal a write per line, at once. */
  @Test
  void blocksInAPipeLinesOnATerminal() {
    WriteCounter pipe = new WriteCounter();
    WriteCounter terminal = new WriteCounter();
    StdoutWriter toPipe = StdoutWriter.of(new StandardOutput(pipe), false);
    StdoutWriter toTerminal = StdoutWriter.of(new StandardOutput(terminal), true);
    String line = "R0 C0 A0 B19".repeat(7); // 84 bytes and a newline
    for (int i = 1; i <= 1000; i++) {
      toPipe.println(line);
      toTerminal.println(line);
      assertEquals(i, terminal.writes());
    }
    toPipe.end();
    toTerminal.end();
    assertEquals(pipe.text(), terminal.text());
    assertEquals(85_000, pipe.text().length());
    // 85,000 bytes are 11 blocks; the flusher may add a few if the machine stalls the loop
    assertTrue(pipe.writes() >= 11 && pipe.writes() < 40, pipe.writes() + " writes");
  }

  /** The shutdown hook (Ctrl-C, SIGTERM) writes what is held. */
  @Test
  void theHookWritesWhatIsHeld() {
    WriteCounter pipe = new WriteCounter();
    StdoutWriter out = StdoutWriter.of(new StandardOutput(pipe), false);
    out.print("no newline, no flush");
    out.flushAtExit();
    assertEquals("no newline, no flush", pipe.text());
    out.end();
  }

  /**
   * After the shutdown hook's flush the command may still print until the JVM halts: a full
   * block no longer goes out by itself (it would end the output mid-line), only a flush, which
   * comes between two of the writer's lines.
   */
  @Test
  void afterTheHookOnlyAFlushWrites() {
    WriteCounter pipe = new WriteCounter();
    StdoutWriter out = StdoutWriter.of(new StandardOutput(pipe), false);
    out.println("before");
    out.flushAtExit();
    assertEquals("before\n", pipe.text());
    String line = "x".repeat(99);
    for (int i = 0; i < 1000; i++) { // 100,000 bytes: twelve blocks
      out.println(line);
    }
    assertEquals("before\n", pipe.text(), "nothing cut mid-line");
    out.end();
    assertEquals(7 + 100_000, pipe.text().length());
  }

  /**
   * A stdout that takes nothing (a pipe nobody reads) while the command is blocked writing to it
   * delays the exit by {@link StdoutWriter#AT_EXIT} at most: the hook does not wait for the writer.
   */
  @Test
  @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a hook that waits would hang
  void theHookDoesNotWaitForAStdoutThatTakesNothing() throws InterruptedException {
    CountDownLatch readerBack = new CountDownLatch(1);
    OutputStream stuck = new OutputStream() {
      @Override
      public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] b, int off, int len) {
        try {
          readerBack.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    };
    StdoutWriter out = StdoutWriter.of(new StandardOutput(stuck), false);
    Thread command = new Thread(() -> {
      out.print("x".repeat(3 * StandardOutput.BLOCK)); // blocks in the write, holding the writer
      out.flush();
    });
    command.setDaemon(true);
    command.start();
    Thread.sleep(200);
    long start = System.nanoTime();
    out.flushAtExit();
    long waited = System.nanoTime() - start;
    readerBack.countDown();
    assertTrue(waited < StdoutWriter.AT_EXIT.toNanos() + TimeUnit.SECONDS.toNanos(2), waited / 1e9 + " s");
    command.join(10_000);
    out.end();
  }

  /** What is written after the writer ended goes out at the next flush; no flusher is left behind. */
  @Test
  void noFlusherAfterTheEnd() throws InterruptedException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    StdoutWriter out = StdoutWriter.of(new StandardOutput(bytes), false);
    out.println("a");
    out.end();
    Thread.sleep(3 * StdoutWriter.DELAY.toMillis());
    assertTrue(Thread.getAllStackTraces().keySet().stream().noneMatch(t -> t.getName().equals("dlx-stdout")
        && t.getState() != Thread.State.TERMINATED && t.isAlive() && isOurs(t, out)), "a flusher left running");
    assertEquals("a\n", bytes.toString(StandardCharsets.UTF_8));
  }

  private static boolean isOurs(Thread t, StdoutWriter out) {
    return java.util.concurrent.locks.LockSupport.getBlocker(t) == out;
  }
}

package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.core.BadInputException;
import java.io.IOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Output files named by options (e.g. {@code --svg}, {@code --cube-log}): checked before any search
 * starts, and written or appended to, with the rules of stdout (docs/cli.md): a failed write is one
 * line and exit status {@value Errors#BAD_INPUT}, a pipe whose reader left
 * ({@code --svg /dev/stdout | head}) ends the command silently with {@value Errors#BROKEN_PIPE}.
 */
public final class Outputs {
  private Outputs() {}

  /**
   * Checks that {@code file} can be written, so that a long search is not lost to a typo.
   *
   * @throws BadInputException naming the option, the file and the reason
   */
  public static void checkWritable(String option, Path file) {
    Path absolute = file.toAbsolutePath();
    Path dir = absolute.getParent();
    String name = option + " " + Messages.oneLine(file.toString());
    if (Files.isDirectory(absolute)) {
      throw new BadInputException("cannot write " + name + ": it is a directory");
    }
    if (dir == null || !Files.isDirectory(dir)) {
      throw new BadInputException("cannot write " + name + ": no such directory " + Messages.oneLine(String.valueOf(dir)));
    }
    if (Files.exists(absolute) ? !Files.isWritable(absolute) : !Files.isWritable(dir)) {
      throw new BadInputException("cannot write " + name + ": permission denied");
    }
    // isWritable asks access(2), which says yes to root everywhere and knows nothing of /proc or
    // a read-only mount: open an existing file as the write will; for a new one, make and remove a
    // file of another name beside it. The named file itself is never made here: the command makes
    // it, and a file that appeared and vanished again before the run would race with whoever
    // waits for it (a checkpoint's readers)
    try {
      if (Files.exists(absolute)) {
        FileChannel.open(absolute, StandardOpenOption.WRITE).close();
      } else {
        Files.delete(probe(dir, absolute));
      }
    } catch (IOException e) {
      throw new BadInputException("cannot write " + name + ": " + reason(e));
    }
  }

  /**
   * Makes a new empty file in {@code dir}, never {@code file}, and returns it. Named from the clock,
   * not as {@link Files#createTempFile} names one: its random names come from a
   * {@code SecureRandom}, whose first use loads the JDK's security providers, some ninety classes
   * before a checkpointed count starts (issue 54).
   */
  private static Path probe(Path dir, Path file) throws IOException {
    for (int attempt = 0; ; attempt++) {
      Path probe = dir.resolve(".dlx-check-" + Long.toHexString(System.nanoTime()) + "-" + attempt + ".tmp");
      if (probe.equals(file)) {
        continue;
      }
      try {
        return Files.createFile(probe);
      } catch (java.nio.file.FileAlreadyExistsException e) {
        if (attempt >= 100) {
          throw e;
        }
      }
    }
  }

  /**
   * Writes {@code text} to {@code file}, which {@code option} named.
   *
   * @throws BadInputException naming the option, the file and the reason, if the write fails
   * @throws StandardOutput.Failed a broken pipe, if {@code file} is a pipe whose reader left
   */
  public static void write(String option, Path file, String text) {
    writeString(option, file, text);
  }

  /** A document written piece by piece, too large to be one string (e.g. a picture of every solution). */
  @FunctionalInterface
  public interface Text {
    /**
     * Writes the document to {@code out}.
     *
     * @param out where it goes; flushed and closed by the caller
     * @throws IOException if writing fails
     */
    void writeTo(Writer out) throws IOException;
  }

  /**
   * Writes what {@code text} writes to {@code file}, which {@code option} named, as it comes (through
   * a buffer, never held whole), with the rules of {@link #write(String, Path, String)}.
   *
   * @throws BadInputException naming the option, the file and the reason, if the write fails
   * @throws StandardOutput.Failed a broken pipe, if {@code file} is a pipe whose reader left
   */
  public static void write(String option, Path file, Text text) {
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      text.writeTo(out);
    } catch (IOException e) {
      throw failed(option, file, e);
    }
  }

  /**
   * {@return the failure to report when writing {@code file}, which {@code option} named, met
   * {@code e}}: a {@link StandardOutput.Failed} broken pipe if the file is a pipe whose reader left,
   * else a {@link BadInputException} naming the option, the file and the reason
   *
   * @param option the option that named the file, e.g. {@code --svg}
   * @param file the file
   * @param e what writing it (or a scratch file on its way there) met
   */
  public static RuntimeException failed(String option, Path file, IOException e) {
    String name = option + " " + Messages.oneLine(file.toString());
    if (StandardOutput.isBrokenPipe(e)) {
      return StandardOutput.readerLeft(name);
    }
    return new BadInputException("cannot write " + name + ": " + reason(e));
  }

  /**
   * Appends {@code text} to {@code file} (created if missing), which {@code option} named, synced to
   * disk before it returns: for a log written as a long run goes ({@code --cube-log}), whose
   * records must outlive a crash.
   *
   * @throws BadInputException naming the option, the file and the reason, if the write fails
   * @throws StandardOutput.Failed a broken pipe, if {@code file} is a pipe whose reader left
   */
  public static void append(String option, Path file, String text) {
    writeString(option, file, text, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.SYNC);
  }

  private static void writeString(String option, Path file, String text, OpenOption... options) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8, options);
    } catch (IOException e) {
      throw failed(option, file, e);
    }
  }

  /**
   * Why writing a file failed, as the end of the one line that says so: the same words whichever of
   * {@link #checkWritable}, {@link #write} and {@link #append} met the failure.
   */
  static String reason(IOException e) {
    if (e instanceof NoSuchFileException) { // as in /proc: a directory where no file can be made
      return "a file cannot be created there";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException f) {
      // the JDK leaves the reason out where the class says it (FileAlreadyExistsException); the
      // message would then be the file's name alone, which the line already gives
      return Messages.oneLine(f.getReason() != null ? f.getReason()
          : "file system error (" + f.getClass().getSimpleName() + ")");
    }
    return Messages.oneLine(e.getMessage() != null ? e.getMessage() : e.toString());
  }
}

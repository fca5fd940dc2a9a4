package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.CheckpointException;
import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.core.util.CountSpillFile;
import io.github.dlxkit.core.util.Crc;
import io.github.dlxkit.core.util.PackedCountMap;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongPredicate;

/**
 * The states of a {@link FrontierCounter} sweep that left memory: per cell {@code f}, the files
 * ({@link CountSpillFile}) its state map was written to when the maps passed their budget. A
 * cell with files is processed one partition at a time: its files' entries of one partition
 * added into one map (equal states merge there), then expanded, then the next partition.
 *
 * <p>Files written before the sweep reached its cut hold states the cut's filter has not seen;
 * {@link #read} applies the filter to them. The folder also holds the {@value #CHECKPOINT} file,
 * written when a sweep stops at a cell boundary with every map spilled: the next cell, what the
 * sweep counts, and each file with its cell and whether it precedes the cut. Files a checkpoint
 * names are kept until a newer checkpoint replaces it, so a run that dies after it can always go on
 * from it; any other file in the folder is the dead run's and is deleted on resuming.
 *
 * <p>The checkpoint's last line is {@code crc} and the CRC-32 of the lines before it (8 hex digits),
 * and every spill file checks its own bytes ({@link CountSpillFile}): a checkpoint or file edited or
 * damaged is refused, never counted. A checkpoint without the line (older dlxkit) is refused too.
 * A sweep holds an exclusive lock on the folder's {@value #LOCK} file from {@link #resume} to
 * {@link #close}: a second count on the same folder is refused at once.
 *
 * <p>The threads of a sweep spill their own maps at once; {@link #spill} and {@link #bytes} are
 * synchronized, the rest is called between their tasks.
 */
final class SpillStore {
  /** The checkpoint's file name in the folder. */
  static final String CHECKPOINT = "checkpoint.txt";
  /** The file whose lock a sweep holds. */
  static final String LOCK = "lock";
  /** The last line's key: the CRC-32 of the lines before it. */
  private static final String CRC = "crc\t";

  private final Path dir;
  private final String what;
  private final List<List<Path>> files = new ArrayList<>();
  private final Set<Path> beforeCut = new HashSet<>();
  private final Set<Path> checkpointed = new HashSet<>();
  private long written;
  private long bytes;
  /** Seconds of sweeping before the checkpoint taken up (its line {@code seconds}). */
  private double seconds;
  /** The channel holding the folder's lock, from {@link #resume} to {@link #close}. */
  private java.nio.channels.FileChannel lock;
  /** Whether {@link #clear} ended the sweep. */
  private boolean cleared;

  /**
   * A store in {@code dir} (created if missing) for a sweep of {@code cells} cells described by
   * {@code what} (a checkpoint of another description is refused).
   */
  SpillStore(Path dir, int cells, String what) {
    this.dir = dir;
    this.what = what;
    for (int f = 0; f <= cells; f++) {
      files.add(new ArrayList<>());
    }
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes {@code map}, the states of cell {@code cell}, to a new file; {@code cutPassed}: the cut's filter has seen them. */
  synchronized void spill(int cell, PackedCountMap map, boolean cutPassed) {
    // at most 16 bytes an entry (8, and 8 more for a large count); stop before the disk is full,
    // with the checkpoint still whole, rather than fail in the middle of a file
    long need = 16L * map.size() + (256L << 20);
    long free;
    try {
      free = Files.getFileStore(dir).getUsableSpace();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (free < need) {
      throw new MemoBudgetException("frontier count: the disk of " + dir + " has " + (free >> 20)
          + " MiB free, a spill of " + map.size() + " states may need " + (need >> 20) + " MiB; free some"
          + " space or spill elsewhere, and run the count again (it goes on from its last checkpoint)");
    }
    Path file = dir.resolve("cell" + cell + "-" + written++ + ".spill");
    bytes += CountSpillFile.write(map, file);
    files.get(cell).add(file);
    if (!cutPassed) {
      beforeCut.add(file);
    }
  }

  /** Whether cell {@code cell} has states on disk. */
  boolean has(int cell) {
    return !files.get(cell).isEmpty();
  }

  /**
   * Adds the entries of partition {@code partition} of cell {@code cell}'s files to {@code into},
   * those of files written before the cut only if {@code cutKeep} accepts them; returns the entries read.
   */
  long read(int cell, int partition, LongPredicate cutKeep, PackedCountMap into) {
    long n = 0;
    for (Path file : files.get(cell)) {
      n += CountSpillFile.read(file, partition, beforeCut.contains(file) ? cutKeep : key -> true, into);
    }
    return n;
  }

  /** Forgets cell {@code cell}'s files, processed now; deletes those no checkpoint names. */
  void done(int cell) {
    for (Path file : files.get(cell)) {
      if (!checkpointed.contains(file)) {
        delete(file);
      }
      beforeCut.remove(file);
    }
    files.get(cell).clear();
  }

  /** The bytes of the files on disk now. */
  synchronized long bytes() {
    return bytes;
  }

  private void delete(Path file) {
    try {
      bytes -= Files.size(file);
      Files.delete(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Writes the checkpoint: the sweep goes on at cell {@code next} from the files now listed (every
   * map must be spilled), after {@code elapsed} seconds of sweeping in all the runs so far.
   * Replaces the previous checkpoint, whose files no longer listed are deleted.
   */
  void checkpoint(int next, double elapsed) {
    StringBuilder out = new StringBuilder("# dlxkit frontier checkpoint\n");
    out.append("what\t").append(what).append('\n').append("next\t").append(next).append('\n');
    out.append("seconds\t").append(String.format(java.util.Locale.ROOT, "%.1f", elapsed)).append('\n');
    Set<Path> now = new HashSet<>();
    for (int f = 0; f < files.size(); f++) {
      for (Path file : files.get(f)) {
        out.append("file\t").append(f).append('\t').append(file.getFileName())
            .append('\t').append(beforeCut.contains(file) ? "before-cut" : "after-cut").append('\n');
        now.add(file);
      }
    }
    String sum = Crc.hex(out); // of the lines before it, so computed before its own line is added
    out.append(CRC).append(sum).append('\n');
    try {
      Path tmp = dir.resolve(CHECKPOINT + ".tmp");
      Files.writeString(tmp, out, StandardCharsets.UTF_8);
      Files.move(tmp, dir.resolve(CHECKPOINT), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (Path old : checkpointed) {
      if (!now.contains(old) && Files.exists(old)) {
        delete(old);
      }
    }
    checkpointed.clear();
    checkpointed.addAll(now);
  }

  /**
   * Takes up the folder's checkpoint, if there is one: lists its files, deletes every other spill
   * file there (a later run's, which died), and returns the cell to go on at; -1 without one.
   *
   * @throws CheckpointException if the checkpoint is another sweep's or names a missing file
   */
  int resume() {
    lock();
    Path cp = dir.resolve(CHECKPOINT);
    Set<Path> listed = new HashSet<>();
    int next = -1;
    try {
      if (Files.exists(cp)) {
        List<String> lines = checkedLines(cp);
        for (int i = 0; i < lines.size(); i++) {
          String[] f = lines.get(i).split("\t");
          String where = cp + ":" + (i + 1) + ": ";
          if (f[0].equals("what") && !lines.get(i).substring(5).equals(what)) {
            throw new CheckpointException(where + "the checkpoint of another count (" + lines.get(i).substring(5)
                + "), not of " + what + "; use another folder");
          } else if (f[0].equals("next")) {
            next = Integer.parseInt(f[1]);
          } else if (f[0].equals("seconds")) {
            seconds = Double.parseDouble(f[1]);
          } else if (f[0].equals("file")) {
            Path file = dir.resolve(f[2]);
            if (!Files.exists(file)) {
              throw new CheckpointException(where + "the spill file " + file + " is missing");
            }
            files.get(Integer.parseInt(f[1])).add(file);
            if (f[3].equals("before-cut")) {
              beforeCut.add(file);
            }
            listed.add(file);
            bytes += Files.size(file);
          }
        }
        if (next < 0) {
          throw new CheckpointException(cp + ": no line 'next'; a damaged checkpoint");
        }
      }
      try (var all = Files.list(dir)) {
        for (Path file : all.filter(p -> p.getFileName().toString().endsWith(".spill")).toList()) {
          if (!listed.contains(file)) {
            Files.delete(file);
          } else {
            written = Math.max(written, 1 + Long.parseLong(file.getFileName().toString().replaceAll(".*-|\\.spill", "")));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    checkpointed.addAll(listed);
    return next;
  }

  /** Takes the folder's lock, or refuses: another count is using the folder. */
  void lock() {
    if (lock != null) {
      return;
    }
    java.nio.channels.FileChannel channel = null;
    try {
      channel = java.nio.channels.FileChannel.open(dir.resolve(LOCK), java.nio.file.StandardOpenOption.CREATE,
          java.nio.file.StandardOpenOption.WRITE);
      java.nio.channels.FileLock held;
      try {
        held = channel.tryLock();
      } catch (java.nio.channels.OverlappingFileLockException e) {
        held = null; // held in this JVM
      }
      if (held == null) {
        channel.close();
        throw new CheckpointException("spill folder " + dir + " is in use by another count (it holds "
            + dir.resolve(LOCK) + "); wait for it to end or use another folder");
      }
      lock = channel;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Releases the folder's lock (the sweep is over, or has stopped); a finished sweep's lock file goes too. */
  void close() {
    if (lock != null) {
      try {
        if (cleared) {
          Files.deleteIfExists(dir.resolve(LOCK)); // still held: no other count is between
        }
        lock.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } finally {
        lock = null;
      }
    }
  }

  /**
   * The lines of the checkpoint {@code cp} before its checksum line, which must match them.
   *
   * @throws CheckpointException if the checksum line is missing or does not match
   */
  private static List<String> checkedLines(Path cp) throws IOException {
    List<String> lines = Files.readAllLines(cp, StandardCharsets.UTF_8);
    int last = lines.size() - 1;
    if (last < 0 || !lines.get(last).startsWith(CRC)) {
      throw new CheckpointException(cp + ":" + (last + 1) + ": no checksum line (a checkpoint of an older dlxkit,"
          + " or cut short); use a new folder");
    }
    StringBuilder text = new StringBuilder();
    for (String line : lines.subList(0, last)) {
      text.append(line).append('\n');
    }
    if (!lines.get(last).substring(CRC.length()).equals(Crc.hex(text))) {
      throw new CheckpointException(cp + ":" + (last + 1) + ": the checksum does not match the lines before it"
          + " (checkpoint edited or damaged)");
    }
    return lines.subList(0, last);
  }

  /** The seconds of sweeping before the checkpoint taken up by {@link #resume} (0 without one). */
  double seconds() {
    return seconds;
  }

  /**
   * The seconds of sweeping recorded by the checkpoint in {@code dir}: 0 if there is none, or if
   * it predates the record (a line {@code seconds}).
   */
  static double savedSeconds(Path dir) throws IOException {
    Path cp = dir.resolve(CHECKPOINT);
    if (!Files.exists(cp)) {
      return 0;
    }
    for (String line : checkedLines(cp)) {
      if (line.startsWith("seconds\t")) {
        return Double.parseDouble(line.substring(8));
      }
    }
    return 0;
  }

  /** Deletes the checkpoint and every file: the sweep is over. */
  void clear() {
    cleared = true;
    for (List<Path> l : files) {
      for (Path file : l) {
        if (Files.exists(file)) {
          delete(file);
        }
      }
      l.clear();
    }
    try {
      for (Path old : checkpointed) {
        Files.deleteIfExists(old);
      }
      Files.deleteIfExists(dir.resolve(CHECKPOINT));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

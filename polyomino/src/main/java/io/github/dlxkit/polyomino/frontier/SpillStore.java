package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.CheckpointException;
import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.core.util.CountSpillFile;
import io.github.dlxkit.core.util.PackedCountMap;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongPredicate;

/**
 * The states of one {@link FrontierSweep} that left memory: per cell {@code f}, the files
 * ({@link CountSpillFile}, data, each checking its own bytes) its state map was written to when the
 * maps passed their budget. A cell with files is processed one partition at a time: its files'
 * entries of one partition added into one map (equal states merge there), then expanded, then the
 * next partition. Files written before the sweep reached its cut hold states the cut's filter has
 * not seen; {@link #read} applies the filter to them.
 *
 * <p>The files live as long as the sweep: a sweep that ends, fails or is stopped deletes them
 * ({@link #close}). A count that survives a stop is the runner's job (its checkpoint records whole
 * slices), not this store's. A store holds an exclusive lock on the folder's {@value #LOCK} file
 * while it is open: a second sweep on the same folder is refused at once, and spill files found
 * when it opens are a dead run's and are deleted.
 */
final class SpillStore implements AutoCloseable {
  /** The file whose lock a sweep holds. */
  static final String LOCK = "lock";

  private final Path dir;
  private final List<List<Path>> files = new ArrayList<>();
  private final Set<Path> beforeCut = new HashSet<>();
  private final FileChannel lock;
  private long written;
  private long bytes;

  /**
   * A store in {@code dir} (created if missing) for a sweep of {@code cells} cells: takes the
   * folder's lock and deletes any spill file left there.
   *
   * @throws CheckpointException if another sweep holds the folder
   */
  SpillStore(Path dir, int cells) {
    this.dir = dir;
    for (int f = 0; f <= cells; f++) {
      files.add(new ArrayList<>());
    }
    try {
      Files.createDirectories(dir);
      this.lock = lock(dir);
      try (var all = Files.list(dir)) {
        for (Path old : all.filter(p -> p.getFileName().toString().endsWith(".spill")).toList()) {
          Files.delete(old); // a dead run's: no sweep holds the folder
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static FileChannel lock(Path dir) throws IOException {
    FileChannel channel = FileChannel.open(dir.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    FileLock held;
    try {
      held = channel.tryLock();
    } catch (OverlappingFileLockException e) {
      held = null; // held in this JVM
    }
    if (held == null) {
      channel.close();
      throw new CheckpointException("spill folder " + dir + " is in use by another count (it holds "
          + dir.resolve(LOCK) + "); wait for it to end or use another folder");
    }
    return channel;
  }

  /** Writes {@code map}, the states of cell {@code cell}, to a new file; {@code cutPassed}: the cut's filter has seen them. */
  void spill(int cell, PackedCountMap map, boolean cutPassed) {
    // at most 16 bytes an entry (8, and 8 more for a large count); stop before the disk is full
    // rather than fail in the middle of a file
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
          + " space or spill elsewhere");
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

  /** Deletes cell {@code cell}'s files, processed now. */
  void done(int cell) {
    for (Path file : files.get(cell)) {
      delete(file);
      beforeCut.remove(file);
    }
    files.get(cell).clear();
  }

  /** The bytes of the files on disk now. */
  long bytes() {
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

  /** Deletes every file and the lock file, and releases the lock: the sweep is over, however it ended. */
  @Override
  public void close() {
    try (lock) {
      for (int f = 0; f < files.size(); f++) {
        done(f);
      }
      Files.deleteIfExists(dir.resolve(LOCK)); // still held: no other count is between
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

package io.github.dlxkit.core.split;

import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.CheckpointException;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.core.util.Crc;
import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Collections;
import java.util.concurrent.ConcurrentHashMap;
import java.util.List;
import java.util.Map;

/**
 * An append-only checkpoint of finished subproblems, so that a long count survives a crash
 * ({@code --checkpoint FILE}). Each finished subproblem is one line; re-opening the checkpoint tells
 * which are finished.
 *
 * <h2>When a record reaches the file</h2>
 * Records are handed to the operating system in batches, one write each, so that a small problem's
 * thousands of subproblems a second cost a few writes, not one each: a batch goes with the first
 * record made {@value #WRITE_INTERVAL_MILLIS} ms or more after the last write, or holding
 * {@value #BATCH_BYTES} bytes, and a record whose piece took {@value #WRITE_INTERVAL_MILLIS} ms or
 * more goes at once. So {@code kill -9} at any moment loses the subproblems in flight and at most
 * the short ones finished since the last write: twice {@value #WRITE_INTERVAL_MILLIS} ms of work per
 * counting thread. A JVM that exits otherwise (the end of the count, Ctrl-C, SIGTERM) writes the
 * last batch first, from {@link #close()} or a shutdown hook, and loses nothing recorded. What has
 * been written is forced onto the disk (against a power cut) at most once a second, and when the
 * checkpoint is closed.
 *
 * <h2>Format 2 (text, UTF-8, one record per line)</h2>
 * <pre>
 * dlxkit-checkpoint 2 IDENTITY SUBPROBLEMS CRC       header: the problem's identity and the split's size
 * INDEX:C1,C2,… COUNT NODES MILLIS CRC               one finished subproblem (its line, see {@link Subproblem})
 * INDEX:C1,C2,… COUNT NODES MILLIS N1,N2,… CRC       the same, for a search that counts a vector
 * </pre>
 * A search of {@link SplittableSearch#width()} above 1 records its vector count
 * ({@link PartCount#vector()}) after the time, its entries joined by commas; {@code COUNT} is
 * their sum. Every count of one number keeps the line of four fields.
 * {@code CRC} ends every line: the CRC-32 of the line's text before it (UTF-8), in 8 lowercase hex
 * digits, so that a record edited by hand or damaged on the disk is refused, not summed.
 * A record whose prefix extends that of subproblem INDEX is a piece of it, cut finer by
 * {@link SplittableSearch#refine} ({@link Runner}'s refining count): the subproblem is then
 * counted piece by piece and has no record of its own.
 * A last line without its newline is the trace of a crash in the middle of a write: it is dropped
 * (and cut off the file). Any other damage, another identity or another split is refused with a
 * {@link CheckpointException} naming the file and line: a checkpoint is never silently ignored.
 * Format 1 (dlxkit before checksums, header {@code dlxkit-checkpoint 1}) is refused too: the project
 * is before 1.0, and a file that cannot be checked is not read.
 *
 * <h2>One writer</h2>
 * An open checkpoint holds an exclusive lock on its file ({@link FileChannel#tryLock}) until it is
 * closed: a second count on the same file, in this JVM or another, is refused at once. The file is
 * read under the lock and written through a channel opened for appending, so a record never lands
 * anywhere but at the end.
 *
 * <pre>{@code
 * Path file = Files.createTempDirectory("count").resolve("queens.checkpoint");
 * SplittableSearch search = ExactCoverSolver.of(problem).splittable();
 * List<Subproblem> split = search.split(16);
 * try (Checkpoint c = Checkpoint.open(file, search.identity(), split)) {
 *   for (Subproblem s : split) {
 *     if (!c.isFinished(s)) c.record(s, search.count(s));   // after a crash, open again: done ones are kept
 *   }
 *   c.finished().size();   // == split.size()
 * }
 * }</pre>
 */
public final class Checkpoint implements Closeable, Runner.Recorded {
  private static final String MAGIC = "dlxkit-checkpoint 2 ";
  private static final String OLD_MAGIC = "dlxkit-checkpoint 1 ";

  private final Path file;
  /** Holds the lock (and read the file); closed last, since closing any channel drops the lock. */
  private final FileChannel locked;
  /** Opened for appending: every record goes to the end of the file. */
  private final FileChannel channel;
  private final List<Subproblem> split;
  private final Map<Integer, PartCount> finished;
  /**
   * Every record, whole subproblems and pieces, by its subproblem (equal prefixes, equal keys: no
   * line is built to look one up, thousands a second).
   */
  private final Map<Subproblem, PartCount> pieces;
  /** The pieces some record lies strictly below: those refined. */
  private final java.util.Set<Subproblem> refined;
  /**
   * Forcing the file onto the disk, against a power cut, is done at most this often, because a
   * forced write costs milliseconds and small problems finish thousands of subproblems a second.
   */
  private static final long FORCE_INTERVAL_NANOS = 1_000_000_000L;
  /** The longest a batch of records waits for the next record before it is written (see the class comment). */
  static final int WRITE_INTERVAL_MILLIS = 100;
  private static final long WRITE_INTERVAL_NANOS = WRITE_INTERVAL_MILLIS * 1_000_000L;
  /** The largest batch written at once: a few thousand records. */
  static final int BATCH_BYTES = 1 << 16;
  /**
   * The last time the file was forced: a new one's header waits for the first force, a second
   * later or at {@link #close()}, as any record does (a count of a second then forces once, not
   * three times before its first subproblem); a header lost to a power cut leaves an empty file,
   * which the next count takes for a new one.
   */
  private long lastForce = System.nanoTime();
  /** How many times the file was forced onto the disk (for tests: forcing costs milliseconds). */
  int forces;
  private long lastWrite = System.nanoTime();
  /** The records not yet handed to the operating system. */
  private final java.io.ByteArrayOutputStream batch = new java.io.ByteArrayOutputStream();
  /** {@link #appendRecord}'s buffer, reused from record to record. */
  private byte[] line = new byte[256];
  /** Hands the last batch over when the JVM exits before {@link #close()} (Ctrl-C, SIGTERM). */
  private final Thread atExit = new Thread(this::writeAtExit, "dlxkit-checkpoint-at-exit");

  private Checkpoint(Path file, FileChannel locked, FileChannel channel, List<Subproblem> split,
      Map<Integer, PartCount> finished, Map<Subproblem, PartCount> pieces, java.util.Set<Subproblem> refined) {
    this.file = file;
    this.split = split;
    this.locked = locked;
    this.channel = channel;
    this.finished = finished;
    this.pieces = pieces;
    this.refined = refined;
  }

  /**
   * Opens {@code file} for the count of {@code split} of the search named {@code identity}, and
   * locks it: creates it with its header if it does not exist (or holds only a torn header), or
   * reads the subproblems it has finished. Its folder must exist.
   *
   * @param file the checkpoint file, new or written by an earlier count of the same split
   * @param identity the search's {@link SplittableSearch#identity()}, written in the header and
   *     checked against it
   * @param split the split being counted ({@link SplittableSearch#split}); its size is checked
   *     against the header's, and records must name its subproblems
   * @return the open checkpoint, holding the file's lock until {@link #close()}
   * @throws CheckpointException if the file is another problem's or another split's, damaged, a
   *     record's checksum does not match, another count holds it, or it is not a regular file
   * @throws IOException if the file cannot be read or written
   */
  public static Checkpoint open(Path file, String identity, List<Subproblem> split) throws IOException {
    return open(file, identity, split, 1);
  }

  /**
   * As {@link #open(Path, String, List)} for a search whose counts have {@code width} numbers
   * ({@link SplittableSearch#width()}): a record of another width is refused as damaged.
   *
   * @param file the checkpoint file, new or written by an earlier count of the same split
   * @param identity the search's {@link SplittableSearch#identity()}
   * @param split the split being counted
   * @param width the numbers in each count, 1 or more ({@link SplittableSearch#width()})
   * @return the open checkpoint, holding the file's lock until {@link #close()}
   * @throws CheckpointException as {@link #open(Path, String, List)}, and for a record of another
   *     width
   * @throws IOException if the file cannot be read or written
   */
  public static Checkpoint open(Path file, String identity, List<Subproblem> split, int width) throws IOException {
    if (Files.exists(file) && !Files.isRegularFile(file)) {
      throw new CheckpointException("checkpoint " + file + ": not a regular file"
          + (Files.isDirectory(file) ? " but a directory" : "") + "; name a file");
    }
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null && !Files.isDirectory(parent)) {
      throw new CheckpointException("checkpoint " + file + ": no such directory " + parent);
    }
    FileChannel locked = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
        StandardOpenOption.WRITE);
    FileChannel channel = null;
    try {
      lock(file, locked);
      byte[] bytes = readAll(locked);
      int complete = bytes.length; // bytes up to and including the last newline
      while (complete > 0 && bytes[complete - 1] != '\n') {
        complete--;
      }
      // sized for the split: a map that grows as it fills copies itself over and over
      Map<Integer, PartCount> finished = new ConcurrentHashMap<>(split.size());
      Map<Subproblem, PartCount> pieces = new ConcurrentHashMap<>(split.size());
      java.util.Set<Subproblem> refined = ConcurrentHashMap.newKeySet();
      String header = withCrc(MAGIC + identity + " " + split.size());
      boolean fresh = complete == 0;
      if (fresh && !header.startsWith(new String(bytes, StandardCharsets.UTF_8))) {
        throw new CheckpointException("checkpoint " + file + " line 1: not a dlxkit checkpoint");
      }
      if (!fresh) {
        String[] lines = new String(bytes, 0, complete, StandardCharsets.UTF_8).split("\n", -1);
        checkHeader(file, lines[0], identity, split.size());
        for (int i = 1; i < lines.length - 1; i++) {
          read(file, i + 1, lines[i], split, width, finished, pieces, refined);
        }
      }
      boolean torn = complete < bytes.length;
      if (torn) {
        locked.truncate(complete); // drop a torn last line, for good before anything follows it
        locked.force(false);
      }
      channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
      Checkpoint checkpoint = new Checkpoint(file, locked, channel, split, finished, pieces, refined);
      checkpoint.forces = torn ? 1 : 0;
      if (fresh) {
        checkpoint.batch.writeBytes(header.getBytes(StandardCharsets.UTF_8));
        checkpoint.writeBatch(System.nanoTime());
      }
      Runtime.getRuntime().addShutdownHook(checkpoint.atExit);
      return checkpoint;
    } catch (IOException | RuntimeException ex) {
      if (channel != null) {
        channel.close();
      }
      locked.close();
      throw ex;
    }
  }

  /**
   * {@return the size of the split that {@code file}'s header records, or -1 if there is no such
   * header: no file, not a regular file, or a first line that is not a whole, checked header of
   * this format} Reads the first line only and takes no lock: for a caller that chooses which split
   * to {@link #open} the file with (a count whose split changed resumes a checkpoint of the earlier
   * split on that split); {@link #open} checks the whole file again, the header included.
   *
   * @param file a checkpoint file, or any path
   * @throws IOException if the file exists but cannot be read
   */
  public static int recordedSplitSize(Path file) throws IOException {
    if (!Files.isRegularFile(file)) {
      return -1;
    }
    byte[] head = new byte[1024]; // a header is a few dozen bytes: the magic, an identity, a size, a CRC
    int n = 0;
    try (java.io.InputStream in = Files.newInputStream(file)) {
      for (int r; n < head.length && (r = in.read(head, n, head.length - n)) > 0; ) {
        n += r;
      }
    }
    int end = 0;
    while (end < n && head[end] != '\n') {
      end++;
    }
    String text = end == n ? null : checked(new String(head, 0, end, StandardCharsets.UTF_8));
    if (text == null || !text.startsWith(MAGIC)) {
      return -1;
    }
    String[] f = text.substring(MAGIC.length()).split(" ", -1);
    return f.length == 2 && f[1].matches("\\d{1,9}") ? Integer.parseInt(f[1]) : -1;
  }

  /** Takes the exclusive lock on {@code channel}, or refuses: another count is writing the file. */
  private static void lock(Path file, FileChannel channel) throws IOException {
    java.nio.channels.FileLock lock;
    try {
      lock = channel.tryLock();
    } catch (java.nio.channels.OverlappingFileLockException ex) {
      lock = null; // held by this JVM
    }
    if (lock == null) {
      throw new CheckpointException("checkpoint " + file + " is in use by another count (it holds the file's"
          + " lock); wait for it to end or give another file");
    }
  }

  private static byte[] readAll(FileChannel channel) throws IOException {
    long size = channel.size();
    if (size > Integer.MAX_VALUE - 16) {
      throw new IOException("checkpoint of " + size + " bytes: too large to read");
    }
    ByteBuffer buffer = ByteBuffer.allocate((int) size);
    while (buffer.hasRemaining() && channel.read(buffer, buffer.position()) >= 0) {
      // read on until full or at the end
    }
    return java.util.Arrays.copyOf(buffer.array(), buffer.position());
  }

  /** {@code text} followed by a blank, its checksum and a newline: one line of the file. */
  static String withCrc(String text) {
    return text + " " + Crc.hex(text) + "\n";
  }

  /**
   * The text of {@code line} without its checksum, or null if the checksum is missing or does not
   * match the text.
   */
  private static String checked(String line) {
    int blank = line.lastIndexOf(' ');
    if (blank < 0 || line.length() - blank != 9) {
      return null;
    }
    String text = line.substring(0, blank);
    return Crc.hex(text).equals(line.substring(blank + 1)) ? text : null;
  }

  /** The record line of subproblem {@code s} with count {@code c}, newline included. */
  static String recordLine(Subproblem s, PartCount c) {
    byte[] line = new byte[maxRecordLength(s, c)];
    return new String(line, 0, encodeRecord(s, c, line), StandardCharsets.US_ASCII);
  }

  /** An upper bound of the bytes of {@code s}'s record with count {@code c}. */
  private static int maxRecordLength(Subproblem s, PartCount c) {
    return 12 * (1 + s.prefix().length) + 3 * 21 + (c.vector() == null ? 0 : 21 * c.vector().length) + 10;
  }

  /**
   * Writes the record line of {@code s} with count {@code c}, checksum and newline included, into
   * {@code into} from its start, which holds at least {@link #maxRecordLength} bytes; returns its
   * length. Byte by byte (a record's text is ASCII: digits, {@code :}, {@code ,} and blanks), no
   * string built: a checkpoint writes a record per subproblem, thousands a second.
   */
  private static int encodeRecord(Subproblem s, PartCount c, byte[] into) {
    int at = decimal(s.index(), into, 0);
    into[at++] = ':';
    int[] prefix = s.prefix();
    for (int i = 0; i < prefix.length; i++) {
      if (i > 0) {
        into[at++] = ',';
      }
      at = decimal(prefix[i], into, at);
    }
    into[at++] = ' ';
    at = decimal(c.count(), into, at);
    into[at++] = ' ';
    at = decimal(c.nodes(), into, at);
    into[at++] = ' ';
    at = decimal(c.elapsed().toMillis(), into, at);
    if (c.vector() != null) {
      for (int i = 0; i < c.vector().length; i++) {
        into[at++] = (byte) (i == 0 ? ' ' : ',');
        at = decimal(c.vector()[i], into, at);
      }
    }
    long crc = Crc.of(into, 0, at);
    into[at++] = ' ';
    Crc.hex(crc, into, at);
    at += 8;
    into[at++] = '\n';
    return at;
  }

  /** Writes {@code v} in decimal into {@code into} from {@code at}; returns the end. */
  private static int decimal(long v, byte[] into, int at) {
    if (v < 0) { // no count is negative; whatever a caller records is written as Long.toString does
      byte[] digits = Long.toString(v).getBytes(StandardCharsets.US_ASCII);
      System.arraycopy(digits, 0, into, at, digits.length);
      return at + digits.length;
    }
    int end = at;
    long rest = v;
    do {
      end++;
      rest /= 10;
    } while (rest != 0);
    for (int i = end - 1; i >= at; i--) {
      into[i] = (byte) ('0' + v % 10);
      v /= 10;
    }
    return end;
  }

  /** Appends {@link #recordLine}'s bytes to the batch, built in a buffer kept from record to record. */
  private void appendRecord(Subproblem s, PartCount c) {
    int max = maxRecordLength(s, c);
    if (line.length < max) {
      line = new byte[2 * max];
    }
    batch.write(line, 0, encodeRecord(s, c, line));
  }

  private static void checkHeader(Path file, String line, String identity, int size) {
    if (line.startsWith(OLD_MAGIC)) {
      throw new CheckpointException("checkpoint " + file + " line 1: format 1 (without checksums), which this"
          + " dlxkit no longer reads; finish that count with the dlxkit that began it, or give a new file");
    }
    if (!line.startsWith(MAGIC)) {
      throw new CheckpointException("checkpoint " + file + " line 1: not a dlxkit checkpoint");
    }
    String text = checked(line);
    if (text == null) {
      throw new CheckpointException("checkpoint " + file + " line 1: checksum does not match (header edited or"
          + " damaged) '" + abbreviate(line) + "'");
    }
    String[] f = text.substring(MAGIC.length()).split(" ", -1);
    if (f.length != 2) {
      throw new CheckpointException("checkpoint " + file + " line 1: damaged header '" + line + "'");
    }
    if (SplittableSearch.otherSplit(f[0], identity)) {
      throw new CheckpointException("checkpoint " + file + " records another split of this problem, which an"
          + " earlier dlxkit made (its subproblems are numbered otherwise); finish that count with the dlxkit"
          + " that began it, or give a new file");
    }
    if (!f[0].equals(identity)) {
      throw new CheckpointException("checkpoint " + file + " belongs to another problem (" + f[0]
          + "; this one is " + identity + ")");
    }
    if (!f[1].equals(Integer.toString(size))) {
      throw new CheckpointException("checkpoint " + file + " was made for a split into " + f[1]
          + " subproblems; this count has " + size + " (another --part or dlxkit version?)");
    }
  }

  private static void read(Path file, int lineNo, String line, List<Subproblem> split, int width,
      Map<Integer, PartCount> finished, Map<Subproblem, PartCount> pieces, java.util.Set<Subproblem> refined) {
    String where = "checkpoint " + file + " line " + lineNo + ": ";
    String text = checked(line);
    if (text == null) {
      throw new CheckpointException(where + "checksum does not match (record edited or damaged) '"
          + abbreviate(line) + "'");
    }
    String[] f = text.split(" ", -1);
    if (f.length != 4 && f.length != 5) {
      throw new CheckpointException(where + "damaged record '" + abbreviate(line) + "'");
    }
    Subproblem s;
    PartCount c;
    try {
      s = Subproblem.parse(f[0]);
      long[] vector = f.length == 4 ? null : java.util.Arrays.stream(f[4].split(",", -1)).mapToLong(Long::parseLong).toArray();
      c = new PartCount(Long.parseLong(f[1]), Long.parseLong(f[2]), Duration.ofMillis(Long.parseLong(f[3])), vector);
    } catch (IllegalArgumentException | ArithmeticException ex) {
      throw new CheckpointException(where + "damaged record '" + abbreviate(line) + "'");
    }
    if (c.width() != width) {
      throw new CheckpointException(where + "a count of " + c.width() + " numbers; this search counts " + width);
    }
    if (s.index() >= split.size()
        || !split.get(s.index()).equals(s) && !SplittableSearch.extendsPrefix(s, split.get(s.index()))) {
      throw new CheckpointException(where + "subproblem " + abbreviate(f[0]) + " is not in this problem's split");
    }
    PartCount before = pieces.putIfAbsent(s, c);
    if (before != null && before.count() != c.count()) {
      throw new CheckpointException(where + "subproblem " + abbreviate(f[0]) + " recorded twice with different counts");
    }
    if (wholeAndInPieces(s, split.get(s.index()), finished, refined)) {
      throw new CheckpointException(where + "subproblem " + s.index() + " is recorded both whole and in pieces");
    }
    note(s, split.get(s.index()), c, finished, refined);
  }

  /**
   * Whether recording {@code s} (of split entry {@code whole}) would record its subproblem both
   * whole and in pieces: a subproblem counted whole has no pieces, and one in pieces no whole count.
   */
  private static boolean wholeAndInPieces(Subproblem s, Subproblem whole, Map<Integer, PartCount> finished,
      java.util.Set<Subproblem> refined) {
    return s.equals(whole) ? refined.contains(whole) : finished.containsKey(s.index());
  }

  /** Files record {@code s} (of split entry {@code whole}) in the maps a lookup reads. */
  private static void note(Subproblem s, Subproblem whole, PartCount c, Map<Integer, PartCount> finished,
      java.util.Set<Subproblem> refined) {
    if (s.equals(whole)) {
      finished.putIfAbsent(s.index(), c);
      return;
    }
    for (int length = whole.prefix().length; length < s.prefix().length; length++) {
      refined.add(new Subproblem(s.index(), java.util.Arrays.copyOf(s.prefix(), length)));
    }
  }

  private static String abbreviate(String s) {
    return s.length() <= 60 ? s : s.substring(0, 57) + "...";
  }

  /** {@return the subproblems finished whole so far, by index (read-only view); pieces are in {@link #pieces()}} */
  public Map<Integer, PartCount> finished() {
    return Collections.unmodifiableMap(finished);
  }

  /** {@return every record so far, whole subproblems and pieces of refined ones, by line (a read-only copy)} */
  public Map<String, PartCount> pieces() {
    Map<String, PartCount> byLine = new java.util.HashMap<>();
    pieces.forEach((s, c) -> byLine.put(s.toLine(), c));
    return Collections.unmodifiableMap(byLine);
  }

  @Override
  public boolean isFinished(Subproblem piece) {
    return pieces.containsKey(piece);
  }

  @Override
  public boolean isRefined(Subproblem piece) {
    return refined.contains(piece);
  }

  /**
   * Records a finished subproblem, or a piece of one (a prefix that extends the subproblem's): at
   * once in this checkpoint's {@link #pieces()}, in the file with its batch (see the class comment).
   * Thread-safe.
   *
   * @param s a subproblem of the split, or a piece of one
   * @param c its count, of the checkpoint's width
   * @throws IOException if the record cannot be written
   * @throws IllegalStateException if the subproblem would then be recorded both whole and in
   *     pieces
   */
  public synchronized void record(Subproblem s, PartCount c) throws IOException {
    Subproblem whole = split.get(s.index());
    if (wholeAndInPieces(s, whole, finished, refined)) {
      throw new IllegalStateException("subproblem " + s.index() + " would be recorded both whole and in pieces"
          + " in " + file + " (a checkpoint with pieces is taken up by Runner's refining count)");
    }
    appendRecord(s, c);
    pieces.put(s, c);
    note(s, whole, c, finished, refined);
    long now = System.nanoTime();
    if (now - lastWrite >= WRITE_INTERVAL_NANOS || batch.size() >= BATCH_BYTES
        || c.elapsed().toNanos() >= WRITE_INTERVAL_NANOS) {
      writeBatch(now);
    }
  }

  /**
   * Hands the batch to the operating system; forces the file onto the disk if a second has passed.
   * A batch is written once: if the write fails, its records are not tried again (they would follow
   * the torn line it may have left), and the count that resumes counts them again.
   */
  private void writeBatch(long now) throws IOException {
    if (batch.size() > 0) {
      ByteBuffer buffer = ByteBuffer.wrap(batch.toByteArray());
      batch.reset();
      while (buffer.hasRemaining()) {
        channel.write(buffer);
      }
    }
    lastWrite = now;
    if (now - lastForce >= FORCE_INTERVAL_NANOS) {
      channel.force(false);
      forces++;
      lastForce = now;
    }
  }

  /** The shutdown hook: the batch to the operating system, if the file is still open. */
  private synchronized void writeAtExit() {
    try {
      if (channel.isOpen()) {
        writeBatch(System.nanoTime());
      }
    } catch (IOException ex) {
      // the JVM is exiting: the records of this batch are counted again when the count resumes
    }
  }

  /** {@return the checkpoint's file} */
  public Path file() {
    return file;
  }

  /** Writes the last batch, forces the file onto the disk and releases its lock. */
  @Override
  public synchronized void close() throws IOException {
    try {
      Runtime.getRuntime().removeShutdownHook(atExit);
    } catch (IllegalStateException exiting) {
      // the JVM is exiting: the hook writes the batch, or has written it
    }
    try (locked; channel) {
      if (channel.isOpen()) {
        lastForce = System.nanoTime() - FORCE_INTERVAL_NANOS; // force it now, whenever the last time was
        writeBatch(System.nanoTime());
      }
    }
  }
}

package io.github.dlxkit.core;

/**
 * A checkpoint that cannot be used: another problem's, another split's, or damaged other
 * than in its last line. The message names the file and line; the CLI prints it and exits with 2.
 *
 * <pre>{@code
 * Path file = Files.createTempFile("count", ".checkpoint");
 * Files.writeString(file, "not a checkpoint\n");
 * SplittableSearch search = ExactCoverSolver.of(problem).splittable();
 * try (Checkpoint c = Checkpoint.open(file, search.identity(), search.split(16))) {
 *   c.finished();
 * } catch (CheckpointException e) {
 *   e.getMessage();   // names the file and what in it is wrong
 * }
 * }</pre>
 */
public final class CheckpointException extends BadInputException {
  private static final long serialVersionUID = 1L;

  /**
   * An unusable checkpoint.
   *
   * @param message one line naming the checkpoint file and the bad part (a line, a field, a
   *     mismatched problem)
   */
  public CheckpointException(String message) {
    super(message);
  }
}

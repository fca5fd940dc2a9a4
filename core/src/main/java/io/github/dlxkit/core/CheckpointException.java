package io.github.dlxkit.core;

/**
 * A checkpoint that cannot be used: another problem's, another split's, or damaged other
 * than in its last line. The message names the file and line; the CLI prints it and exits with 2.
 */
public final class CheckpointException extends BadInputException {
  private static final long serialVersionUID = 1L;

  /** An unusable checkpoint, with a one-line message naming the file and the bad part. */
  public CheckpointException(String message) {
    super(message);
  }
}

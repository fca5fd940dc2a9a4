package io.github.dlxkit.cli;

/** Input the user must fix; the CLI prints its message as one line and exits with status 2. */
public final class BadInputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An error with a message that names the bad part of the input. */
  public BadInputException(String message) {
    super(message);
  }
}

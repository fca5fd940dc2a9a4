package io.github.dlxkit.core.memo;

/** Memoized counting needs more memory than its budget allows (thrown before or during the count, never an OutOfMemoryError). */
public final class MemoBudgetException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An exception with a one-line message naming the budget. */
  public MemoBudgetException(String message) {
    super(message);
  }
}

package io.github.dlxkit.core.memo;

/**
 * Memoized counting needs more memory than its budget allows (thrown before or during the count, never an OutOfMemoryError).
 *
 * <pre>{@code
 * try {
 *   MemoCounter.of(KnuthFormat.read(queens12).problem()).withBudget(64 << 10).count();   // 64 KiB
 * } catch (MemoBudgetException e) {
 *   e.getMessage();   // how much memory the count would need, and the budget
 * }
 * }</pre>
 */
public final class MemoBudgetException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * An exception with a one-line message naming the budget.
   *
   * @param message one line: the budget, and how much the count needs or the heap holds
   */
  public MemoBudgetException(String message) {
    super(message);
  }
}

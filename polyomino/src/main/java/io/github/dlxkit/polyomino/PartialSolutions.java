package io.github.dlxkit.polyomino;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * SageMath's two ways of showing the search between solutions, on solutions given as rows in the
 * order the search chose them (A, then B, with p = the length of their common prefix):
 * <ul>
 *   <li><b>common prefix</b>: A, A[0..p), B, ... &mdash; each solution followed by the part it
 *       shares with the next one;
 *   <li><b>incremental</b>: A, then A shortened one row at a time down to A[0..p+1), then
 *       B[0..p), B[0..p+1), ... up to B &mdash; one piece removed or added per step.
 * </ul>
 * For the stick of length 6 tiled by sticks of lengths 1, 2, 3, Sage's documentation lists the
 * solutions {@code [0,7,14] [0,12,10] ...}, the common-prefix sequence
 * {@code [0,7,14] [0] [0,12,10] [] [6,13,5] ...} and the incremental one
 * {@code [0,7,14] [0,7] [0] [0,12] [0,12,10] [0,12] [0] [] [6] ...}.
 */
final class PartialSolutions {
  private PartialSolutions() {}

  /** {@return the common-prefix sequence of {@code solutions}} */
  public static Iterator<int[]> commonPrefix(Iterator<int[]> solutions) {
    return new Stepper(solutions) {
      @Override
      void between(int[] a, int[] b, int p, Deque<int[]> out) {
        out.add(Arrays.copyOf(a, p));
      }
    };
  }

  /** {@return the incremental sequence of {@code solutions}} */
  public static Iterator<int[]> incremental(Iterator<int[]> solutions) {
    return new Stepper(solutions) {
      @Override
      void between(int[] a, int[] b, int p, Deque<int[]> out) {
        for (int i = 1; i < a.length - p; i++) {
          out.add(Arrays.copyOf(a, a.length - i));
        }
        for (int j = p; j < b.length; j++) {
          out.add(Arrays.copyOf(b, j));
        }
      }
    };
  }

  /** Yields each solution, and between two consecutive ones what {@link #between} adds. */
  private abstract static class Stepper implements Iterator<int[]> {
    private final Iterator<int[]> solutions;
    private final Deque<int[]> pending = new ArrayDeque<>();
    private int[] previous;

    Stepper(Iterator<int[]> solutions) {
      this.solutions = solutions;
    }

    abstract void between(int[] a, int[] b, int commonPrefix, Deque<int[]> out);

    @Override
    public boolean hasNext() {
      if (!pending.isEmpty()) {
        return true;
      }
      if (!solutions.hasNext()) {
        return false;
      }
      int[] next = solutions.next();
      if (previous != null) {
        int p = 0;
        while (p < previous.length && p < next.length && previous[p] == next[p]) {
          p++;
        }
        between(previous, next, p, pending);
      }
      pending.add(next);
      previous = next;
      return true;
    }

    @Override
    public int[] next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      return pending.poll();
    }
  }
}

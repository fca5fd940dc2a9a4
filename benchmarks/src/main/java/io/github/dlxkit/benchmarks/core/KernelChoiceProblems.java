package io.github.dlxkit.benchmarks.core;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

/**
 * Problems of different shapes for {@link KernelChoiceBenchmark}, built in code from a name:
 * {@code queensN}, {@code langfordN}, {@code sudokuB-G} (a Sudoku of B&times;B boxes with G of its
 * cells given, the rest to fill, every solution counted), {@code plantedN-E} (N items covered by
 * three random partitions into triples, plus E random triples) and {@code randomN-M-K} (M random
 * options of K of N items). They range from few items with many options each (where the bitset
 * kernel wins) to many items with few options each (where it loses). Seeds are fixed, so a name is
 * always the same problem.
 */
final class KernelChoiceProblems {
  private KernelChoiceProblems() {}

  static ExactCoverProblem of(String name) {
    String[] p = name.replaceAll("[a-z]+", "").split("-");
    int a = Integer.parseInt(p[0]);
    if (name.startsWith("queens")) {
      return queens(a);
    } else if (name.startsWith("langford")) {
      return langford(a);
    } else if (name.startsWith("sudoku")) {
      return sudoku(a, Integer.parseInt(p[1]));
    } else if (name.startsWith("planted")) {
      return planted(a, Integer.parseInt(p[1]));
    } else if (name.startsWith("random")) {
      return random(a, Integer.parseInt(p[1]), Integer.parseInt(p[2]));
    }
    throw new IllegalArgumentException("no generated problem " + name);
  }

  /** n queens: rows and columns primary, diagonals secondary. */
  static ExactCoverProblem queens(int n) {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    b.addPrimaryItems("r", n);
    b.addPrimaryItems("c", n);
    b.addSecondaryItems("a", 2 * n - 1);
    b.addSecondaryItems("b", 2 * n - 1);
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        b.addOption("r" + i, "c" + j, "a" + (i + j), "b" + (i - j + n - 1));
      }
    }
    return b.build();
  }

  /** Langford pairs for 1..n (both mirror images counted). */
  static ExactCoverProblem langford(int n) {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    b.addPrimaryItems("v", n);
    b.addPrimaryItems("s", 2 * n);
    for (int i = 1; i <= n; i++) {
      for (int j = 0; j + i + 1 < 2 * n; j++) {
        b.addOption("v" + (i - 1), "s" + j, "s" + (j + i + 1));
      }
    }
    return b.build();
  }

  /**
   * A Sudoku with boxes of {@code box}&times;{@code box} cells: cell, row-digit, column-digit and
   * box-digit items; {@code givens} cells of a pattern solution given (chosen with a fixed seed).
   */
  static ExactCoverProblem sudoku(int box, int givens) {
    int n = box * box;
    List<Integer> cells = new ArrayList<>();
    for (int i = 0; i < n * n; i++) {
      cells.add(i);
    }
    Collections.shuffle(cells, new Random(n * 1000L + givens));
    TreeSet<Integer> given = new TreeSet<>(cells.subList(0, givens));
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    b.addPrimaryItems("p", n * n);
    b.addPrimaryItems("r", n * n);
    b.addPrimaryItems("c", n * n);
    b.addPrimaryItems("b", n * n);
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        int solution = (box * (r % box) + r / box + c) % n;
        for (int d = 0; d < n; d++) {
          if (given.contains(r * n + c) && d != solution) {
            continue;
          }
          b.addOption("p" + (r * n + c), "r" + (r * n + d), "c" + (c * n + d),
              "b" + (((r / box) * box + c / box) * n + d));
        }
      }
    }
    return b.build();
  }

  /** {@code n} items (a multiple of 3), three random partitions into triples and {@code extra} random triples. */
  static ExactCoverProblem planted(int n, int extra) {
    Random random = new Random(n * 31L + extra);
    TreeSet<List<Integer>> options = new TreeSet<>(KernelChoiceProblems::compare);
    List<Integer> items = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      items.add(i);
    }
    for (int partition = 0; partition < 3; partition++) {
      Collections.shuffle(items, random);
      for (int i = 0; i < n; i += 3) {
        options.add(sorted(items.subList(i, i + 3)));
      }
    }
    int target = options.size() + extra;
    while (options.size() < target) {
      options.add(sample(n, 3, random));
    }
    return build(n, options);
  }

  /** {@code options} distinct random options of {@code k} of {@code n} items. */
  static ExactCoverProblem random(int n, int options, int k) {
    Random random = new Random(n * 31L + options * 7L + k);
    TreeSet<List<Integer>> set = new TreeSet<>(KernelChoiceProblems::compare);
    while (set.size() < options) {
      set.add(sample(n, k, random));
    }
    return build(n, set);
  }

  private static ExactCoverProblem build(int n, TreeSet<List<Integer>> options) {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    b.addPrimaryItems("i", n);
    for (List<Integer> o : options) {
      b.addOption(o.stream().map(i -> "i" + i).toArray(String[]::new));
    }
    return b.build();
  }

  private static List<Integer> sample(int n, int k, Random random) {
    TreeSet<Integer> s = new TreeSet<>();
    while (s.size() < k) {
      s.add(random.nextInt(n));
    }
    return new ArrayList<>(s);
  }

  private static List<Integer> sorted(List<Integer> l) {
    List<Integer> s = new ArrayList<>(l);
    Collections.sort(s);
    return s;
  }

  private static int compare(List<Integer> x, List<Integer> y) {
    for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
      int c = Integer.compare(x.get(i), y.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(x.size(), y.size());
  }
}

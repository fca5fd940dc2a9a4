package io.github.dlxkit.tanks.sat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Checks an unsatisfiability proof in the textual DRAT format (what {@code cadical --binary=false
 * FORMULA PROOF} writes) by <em>forward reverse unit propagation</em>: every added clause (lemma)
 * must be RUP with respect to the formula and the lemmas before it (assigning its literals false
 * and propagating gives a conflict), and the proof must end in a conflict at the top level (the
 * empty clause). Then each lemma, and so the empty clause, follows from the formula: the formula is
 * unsatisfiable. The code shares nothing with the solver that wrote the proof, so a bug there
 * cannot make a wrong "unsatisfiable" pass here.
 *
 * <ul>
 *   <li>Deletions ({@code d …}) are ignored: every clause kept follows from the formula, so keeping
 *       them is sound, only slower.
 *   <li>Only RUP lemmas are accepted, not the RAT ones of full DRAT: a RAT lemma (which CaDiCaL
 *       writes only for techniques that are off by default) fails the check; never a wrong pass.
 * </ul>
 * Data layout: literals as in DIMACS; {@code value[v]} is +1, −1 or 0; the watches of literal l
 * are at {@code 2v} (l = v) and {@code 2v + 1} (l = −v); each stored clause watches its first two
 * literals; top-level assignments are permanent, so clauses they satisfy are dropped and literals
 * they falsify removed when a clause is added.
 *
 * <pre>{@code
 * RupChecker c = new RupChecker(1, List.of(new int[] {1}, new int[] {-1}));
 * c.isRefuted();   // true: propagation alone refutes it
 * }</pre>
 */
public final class RupChecker {
  private final int[] value;
  private final int[] trail;
  private int trailSize;
  private int head;
  private final List<int[]> clauses = new ArrayList<>();
  private final int[][] watches;
  private final int[] watchCount;
  private boolean refuted;
  private long lemmas;

  /**
   * The formula over variables 1..{@code variables}, its unit clauses propagated at once. Not
   * thread-safe: one checker per proof.
   *
   * @param variables the number of variables
   * @param formula the clauses, as DIMACS literals in ±1..{@code variables} (not kept)
   * @throws IllegalArgumentException if a literal is 0 or beyond {@code variables}
   */
  public RupChecker(int variables, List<int[]> formula) {
    value = new int[variables + 1];
    trail = new int[variables + 1];
    watches = new int[2 * variables + 2][];
    watchCount = new int[2 * variables + 2];
    for (int[] c : formula) {
      add(c);
    }
  }

  /** {@return whether the formula and the lemmas so far are refuted by unit propagation} */
  public boolean isRefuted() {
    return refuted;
  }

  /** {@return the lemmas checked so far} */
  public long lemmas() {
    return lemmas;
  }

  /**
   * Checks {@code lemma} (RUP) and adds it; returns false if it is not RUP (the proof fails there).
   *
   * @param lemma the clause, as DIMACS literals without the closing 0; empty for the empty clause
   * @return whether the lemma is RUP (and was added)
   * @throws IllegalArgumentException if a literal is 0 or beyond the formula's variables
   */
  public boolean addLemma(int[] lemma) {
    if (refuted) {
      return true;
    }
    for (int lit : lemma) {
      checkLiteral(lit);
    }
    lemmas++;
    int mark = trailSize;
    boolean conflict = false;
    for (int lit : lemma) {
      int v = val(lit);
      if (v > 0) {
        conflict = true; // satisfied at the top level: implied
        break;
      }
      if (v == 0) {
        assign(-lit);
      }
    }
    if (!conflict) {
      conflict = !propagate();
    }
    undo(mark);
    if (!conflict) {
      return false;
    }
    add(lemma);
    return true;
  }

  /**
   * Checks the textual DRAT proof in {@code proof}: returns null if every lemma is RUP and the
   * formula is refuted at the end, else what failed (the line number and lemma, or "no empty clause").
   * Stops at the first lemma after which the formula is refuted.
   *
   * @param proof a textual DRAT proof of this formula's unsatisfiability
   * @return null if the proof checks, else one line saying where it fails
   * @throws java.io.UncheckedIOException if the proof cannot be read
   * @throws IllegalArgumentException naming the line of a lemma that does not end in 0 or holds
   *     something other than literals, or if a literal is beyond the formula's variables
   */
  public String check(Path proof) {
    try (BufferedReader r = Files.newBufferedReader(proof, StandardCharsets.US_ASCII)) {
      String line;
      long number = 0;
      while ((line = r.readLine()) != null) {
        number++;
        line = line.trim();
        if (line.isEmpty() || line.startsWith("c") || line.startsWith("d")) {
          continue;
        }
        int[] lemma = parse(line, proof, number);
        if (!addLemma(lemma)) {
          return proof + " line " + number + ": lemma '" + line + "' is not RUP";
        }
        if (refuted) {
          return null;
        }
      }
      return refuted ? null : proof + ": the proof does not derive the empty clause";
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the proof " + proof, e);
    }
  }

  private static int[] parse(String line, Path proof, long number) {
    String[] t = line.split("\\s+");
    if (!t[t.length - 1].equals("0")) {
      throw new IllegalArgumentException(proof + " line " + number + ": a lemma must end in 0, not '" + line + "'");
    }
    int[] lemma = new int[t.length - 1];
    for (int i = 0; i < lemma.length; i++) {
      try {
        lemma[i] = Integer.parseInt(t[i]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(proof + " line " + number + ": '" + t[i] + "' is not a literal");
      }
    }
    return lemma;
  }

  private void checkLiteral(int lit) {
    if (lit == 0 || Math.abs(lit) >= value.length) {
      throw new IllegalArgumentException("literal " + lit + " is not in ±1..±" + (value.length - 1));
    }
  }

  /** Adds a clause implied by what is stored (the formula's, or a checked lemma) at the top level. */
  private void add(int[] clause) {
    if (refuted) {
      return;
    }
    int[] c = Arrays.stream(clause).distinct().toArray();
    int kept = 0;
    for (int lit : c) {
      checkLiteral(lit);
      int v = val(lit);
      if (v > 0) {
        return; // satisfied for good
      }
      if (v == 0) {
        c[kept++] = lit;
      }
    }
    c = Arrays.copyOf(c, kept);
    for (int i = 0; i < c.length; i++) {
      for (int j = i + 1; j < c.length; j++) {
        if (c[i] == -c[j]) {
          return; // a tautology
        }
      }
    }
    if (c.length == 0) {
      refuted = true;
    } else if (c.length == 1) {
      assign(c[0]);
      if (!propagate()) {
        refuted = true;
      }
    } else {
      int id = clauses.size();
      clauses.add(c);
      watch(c[0], id);
      watch(c[1], id);
    }
  }

  private int val(int lit) {
    int v = value[Math.abs(lit)];
    return lit > 0 ? v : -v;
  }

  private void assign(int lit) {
    value[Math.abs(lit)] = lit > 0 ? 1 : -1;
    trail[trailSize++] = lit;
  }

  private void undo(int mark) {
    while (trailSize > mark) {
      value[Math.abs(trail[--trailSize])] = 0;
    }
    head = Math.min(head, mark);
  }

  private static int slot(int lit) {
    return lit > 0 ? 2 * lit : -2 * lit + 1;
  }

  private void watch(int lit, int id) {
    int s = slot(lit);
    if (watches[s] == null) {
      watches[s] = new int[4];
    } else if (watchCount[s] == watches[s].length) {
      watches[s] = Arrays.copyOf(watches[s], 2 * watchCount[s]);
    }
    watches[s][watchCount[s]++] = id;
  }

  /** Unit propagation from the trail's unprocessed literals; false on a conflict (the trail stays for undo). */
  private boolean propagate() {
    while (head < trailSize) {
      int falseLit = -trail[head++];
      int s = slot(falseLit);
      int[] ws = watches[s];
      int n = watchCount[s];
      int i = 0;
      int j = 0;
      boolean ok = true;
      while (i < n) {
        int id = ws[i++];
        int[] c = clauses.get(id);
        if (c[0] == falseLit) {
          c[0] = c[1];
          c[1] = falseLit;
        }
        if (val(c[0]) > 0) {
          ws[j++] = id;
          continue;
        }
        boolean moved = false;
        for (int k = 2; k < c.length; k++) {
          if (val(c[k]) >= 0) {
            c[1] = c[k];
            c[k] = falseLit;
            watch(c[1], id);
            moved = true;
            break;
          }
        }
        if (moved) {
          continue;
        }
        ws[j++] = id;
        if (val(c[0]) < 0) {
          ok = false;
          while (i < n) {
            ws[j++] = ws[i++];
          }
          break;
        }
        assign(c[0]);
      }
      if (ws != null) {
        watchCount[s] = j;
      }
      if (!ok) {
        return false;
      }
    }
    return true;
  }
}

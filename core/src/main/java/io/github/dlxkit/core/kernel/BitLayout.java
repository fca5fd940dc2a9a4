package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.Arrays;

/**
 * The fixed part of {@link DancingBits}: a problem's options, entries, masks and conflict lists as
 * flat arrays, built once (time and space about linear in the problem's size plus items times
 * words) and shared by every copy of the matrix. The search reads them; nothing here changes after
 * construction.
 *
 * <h2>Data layout</h2>
 * <ul>
 *   <li><b>Options</b> are renumbered {@code 0..O-1} without the dropped ones; option {@code o}'s
 *       entries are {@code entryStart[o] .. entryStart[o+1]-1}, entry {@code e} naming its item
 *       {@code entryItem[e]} (primary items {@code 0..P-1}, then the secondary ones) and option
 *       {@code entryOption[e]}. An entry is what the other kernels call a node.
 *   <li><b>Masks</b> are sparse bitsets over options: mask {@code m}'s nonzero words are
 *       {@code maskWord[k]}, {@code maskBits[k]} for {@code k} in
 *       {@code maskStart[m] .. maskStart[m+1]-1}. Mask {@code c < N} holds item {@code c}'s
 *       options; the masks from N on hold, per secondary item and colour, the item's options of
 *       that colour. An entry's option conflicts through its item with all the item's options,
 *       or, for a secondary item with a colour, with those not in its colour's mask
 *       ({@code entryKeep[e]}, -1 for none).
 *   <li><b>Conflicts</b>: option {@code o}'s conflicts through all its entries, merged into one
 *       sparse bitset ({@code conflictStart}, {@code conflictWord}, {@code conflictBits}, each
 *       word once), so that choosing it clears each word of {@code live} once; kept while their
 *       total stays under {@link #CONFLICT_BUDGET} words, else each entry clears its own mask.
 *   <li><b>Dense items</b>: with at most {@value #DENSE_WORDS} words of options, primary item
 *       {@code c}'s options also as all four words, {@code denseMask[4c .. 4c+3]}, and {@code
 *       live} padded to four words, so that counting an item's options is four popcounts in a row.
 * </ul>
 */
final class BitLayout {
  /** Problems of at most this many words of options get {@link #denseMask}. */
  static final int DENSE_WORDS = 4;
  /** The most words the merged conflict lists may take; beyond, each entry clears its own mask. */
  static final long CONFLICT_BUDGET = 1L << 22;

  final int primaryCount;
  final int itemCount;
  /** Options kept (not dropped), renumbered 0..options-1. */
  final int options;
  final int words;
  final int[] optionId;
  final int[] problemOption;
  final int[] entryStart;
  final int[] entryItem;
  final int[] entryOption;
  /** The same-colour mask of entry e (a secondary item with a colour: options it keeps), else -1. */
  final int[] entryKeep;
  final int[] maskStart;
  final int[] maskWord;
  final long[] maskBits;
  /**
   * maskEntries[maskRank[k] + j]: the entry of the j-th option (ascending) of word k of its mask
   * (for an item's mask, the entry on that item): an option's entry without a search.
   */
  final int[] maskRank;
  final int[] maskEntries;
  /** Mask m's entries are maskEntries[maskEntryStart[m] .. maskEntryStart[m+1]-1]. */
  final int[] maskEntryStart;
  /** The most words one choice or level can change: the room made on the trail beforehand. */
  final int maxTrail;
  /** For at most {@value #DENSE_WORDS} words: {@code denseMask[DENSE_WORDS * c + w]}; else null. */
  final long[] denseMask;
  /** Option o's merged conflicts: words {@code conflictWord[k]}, {@code conflictBits[k]}, k in conflictStart[o]..; or null. */
  final int[] conflictStart;
  final int[] conflictWord;
  final long[] conflictBits;
  /** Whether the search should count items' live options down (see {@link #countsPay(Conflicts)}). */
  final boolean countsPay;

  BitLayout(ExactCoverProblem problem) {
    int n = problem.itemCount();
    int p = problem.primaryCount();
    this.primaryCount = p;
    this.itemCount = n;
    int[] kernelItem = new int[n];
    for (int i = 0, np = 0, ns = p; i < n; i++) {
      kernelItem[i] = problem.isPrimary(i) ? np++ : ns++;
    }
    int count = 0;
    long entries = 0;
    for (int o = 0; o < problem.optionCount(); o++) {
      if (!problem.isDropped(o)) {
        count++;
        entries += problem.optionSize(o);
      }
    }
    int options = count;
    this.options = options;
    if (entries > Integer.MAX_VALUE / 4) {
      throw new BadInputException("problem too large for the engine: " + entries + " entries");
    }
    words = Math.max(1, (options + 63) >>> 6);
    optionId = new int[options];
    problemOption = new int[problem.optionCount()];
    entryStart = new int[options + 1];
    entryItem = new int[(int) entries];
    entryOption = new int[(int) entries];
    int[] entryColour = new int[(int) entries];
    int e = 0;
    for (int o = 0, ko = 0; o < problem.optionCount(); o++) {
      if (problem.isDropped(o)) {
        problemOption[o] = -1;
        continue;
      }
      problemOption[o] = ko;
      optionId[ko] = o;
      entryStart[ko] = e;
      for (int k = problem.optionStart(o); k < problem.optionStart(o + 1); k++) {
        entryItem[e] = kernelItem[problem.entryItem(k)];
        entryColour[e] = problem.entryColour(k);
        entryOption[e] = ko;
        e++;
      }
      ko++;
    }
    entryStart[options] = e;
    // masks: one per item (its options), then one per (secondary item, colour) met (the item's
    // options of that colour); each entry is in its item's mask and in at most one colour mask, so
    // the masks take space linear in the entries, whatever the number of words
    java.util.Map<Long, Integer> colourMask = new java.util.HashMap<>();
    entryKeep = new int[e];
    for (int x = 0; x < e; x++) {
      int c = entryItem[x];
      entryKeep[x] = c < p || entryColour[x] == 0 ? -1
          : colourMask.computeIfAbsent((long) c << 32 | entryColour[x], k -> n + colourMask.size());
    }
    int masks = n + colourMask.size();
    int[] byMaskStart = new int[masks + 1];
    for (int x = 0; x < e; x++) {
      byMaskStart[entryItem[x] + 1]++;
      if (entryKeep[x] >= 0) {
        byMaskStart[entryKeep[x] + 1]++;
      }
    }
    for (int m = 0; m < masks; m++) {
      byMaskStart[m + 1] += byMaskStart[m];
    }
    int[] byMask = new int[byMaskStart[masks]]; // entries of each mask, options ascending (entries are in option order)
    int[] fill = Arrays.copyOf(byMaskStart, masks);
    for (int x = 0; x < e; x++) {
      byMask[fill[entryItem[x]]++] = x;
      if (entryKeep[x] >= 0) {
        byMask[fill[entryKeep[x]]++] = x;
      }
    }
    maskEntries = byMask;
    maskEntryStart = byMaskStart;
    maskStart = new int[masks + 1];
    int nonzero = 0;
    for (int m = 0; m < masks; m++) {
      maskStart[m] = nonzero;
      for (int i = byMaskStart[m], lastWord = -1; i < byMaskStart[m + 1]; i++) {
        if (entryOption[byMask[i]] >>> 6 != lastWord) {
          lastWord = entryOption[byMask[i]] >>> 6;
          nonzero++;
        }
      }
    }
    maskStart[masks] = nonzero;
    maskWord = new int[nonzero];
    maskBits = new long[nonzero];
    maskRank = new int[nonzero];
    for (int m = 0, k = -1; m < masks; m++) {
      for (int i = byMaskStart[m], lastWord = -1; i < byMaskStart[m + 1]; i++) {
        int o = entryOption[byMask[i]];
        int w = o >>> 6;
        if (w != lastWord) {
          lastWord = w;
          maskWord[++k] = w;
          maskRank[k] = i;
        }
        maskBits[k] |= 1L << o;
      }
    }
    if (words <= DENSE_WORDS && p < 1 << 22) {
      denseMask = new long[DENSE_WORDS * p];
      for (int c = 0; c < p; c++) {
        for (int k = maskStart[c]; k < maskStart[c + 1]; k++) {
          denseMask[DENSE_WORDS * c + maskWord[k]] = maskBits[k];
        }
      }
    } else {
      denseMask = null;
    }
    Conflicts conflicts = Conflicts.of(options, words, entryStart, entryItem, entryKeep, maskStart, maskWord, maskBits);
    conflictStart = conflicts == null ? null : conflicts.start;
    conflictWord = conflicts == null ? null : conflicts.word;
    conflictBits = conflicts == null ? null : conflicts.bits;
    countsPay = denseMask == null && countsPay(conflicts);
    int longest = 0;
    for (int m = 0; m < n; m++) {
      longest = Math.max(longest, maskStart[m + 1] - maskStart[m]);
    }
    for (int o = 0; o < options; o++) {
      int w = 0;
      for (int x = entryStart[o]; x < entryStart[o + 1]; x++) {
        w += maskStart[entryItem[x] + 1] - maskStart[entryItem[x]];
      }
      longest = Math.max(longest, w);
    }
    maxTrail = longest;
  }

  /** The number of options of primary item {@code c}. */
  int optionsOf(int c) {
    return maskEntryStart[c + 1] - maskEntryStart[c];
  }

  /**
   * Whether counting items' live options down as options die should cost less than popcounting
   * every item at each choice: the entries of the options one choice kills (each option's
   * conflicts times the entries per option, on average), against the words of all primary items'
   * masks, with a margin. Sudoku (324 items over 12 words, a choice kills at most 28 options of 4
   * entries) counts; pentominoes (a choice kills a few hundred options of 6 entries) do not.
   */
  private boolean countsPay(Conflicts conflicts) {
    if (conflicts == null || options == 0) {
      return false;
    }
    long killed = 0;
    for (long bits : conflicts.bits) {
      killed += Long.bitCount(bits);
    }
    double dropCost = (double) killed / options * entryStart[options] / options;
    double scanCost = maskStart[primaryCount];
    return 4 * dropCost < scanCost;
  }

  /** The conflict lists ({@link #conflictStart}) of a problem; {@code of} builds them. */
  private record Conflicts(int[] start, int[] word, long[] bits) {
    /** The lists, or null when the sum of the entries' item masks passes the budget. */
    static Conflicts of(int options, int words, int[] entryStart, int[] entryItem, int[] entryKeep,
        int[] maskStart, int[] maskWord, long[] maskBits) {
      long bound = 0;
      for (int x = 0; x < entryStart[options]; x++) {
        bound += maskStart[entryItem[x] + 1] - maskStart[entryItem[x]];
      }
      if (bound > CONFLICT_BUDGET) {
        return null;
      }
      int[] start = new int[options + 1];
      int[] word = new int[(int) bound];
      long[] bits = new long[(int) bound];
      long[] union = new long[words];
      int[] touched = new int[words];
      int size = 0;
      for (int o = 0; o < options; o++) {
        start[o] = size;
        int n = 0;
        for (int x = entryStart[o]; x < entryStart[o + 1]; x++) {
          int keep = entryKeep[x];
          int j = keep < 0 ? 0 : maskStart[keep];
          int jEnd = keep < 0 ? 0 : maskStart[keep + 1];
          for (int k = maskStart[entryItem[x]]; k < maskStart[entryItem[x] + 1]; k++) {
            int w = maskWord[k];
            long b = maskBits[k];
            if (j < jEnd && maskWord[j] == w) {
              b &= ~maskBits[j++]; // a colour: the item's options of the same colour stay
            }
            if (union[w] == 0 && b != 0) {
              touched[n++] = w;
            }
            union[w] |= b;
          }
        }
        Arrays.sort(touched, 0, n);
        for (int i = 0; i < n; i++) {
          word[size] = touched[i];
          bits[size++] = union[touched[i]];
          union[touched[i]] = 0;
        }
      }
      start[options] = size;
      return new Conflicts(start, Arrays.copyOf(word, size), Arrays.copyOf(bits, size));
    }
  }
}

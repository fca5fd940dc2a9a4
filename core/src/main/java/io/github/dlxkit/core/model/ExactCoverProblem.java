package io.github.dlxkit.core.model;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.util.IntList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An exact-cover problem with colours (Knuth's "XCC" problem), immutable once built.
 *
 * <p>The problem has <em>items</em> and <em>options</em>. Each option is a set of items. A solution
 * is a set of options that contains every <em>primary</em> item exactly once and every
 * <em>secondary</em> item at most once &mdash; except that an option may give a secondary item a
 * <em>colour</em>, and any number of chosen options may share a secondary item if they all give it
 * the same colour.
 *
 * <p>Primary items may also carry bounds, as in Knuth's DLX3: {@code primary("C", 2, 3)} asks for
 * C in at least 2 and at most 3 chosen options ({@link #lowerBound}, {@link #upperBound}); such
 * problems are solved with Knuth's Algorithm M ({@link #hasMultiplicities()}).
 *
 * <p>Options may carry costs, as in Knuth's DLX5: {@code option(7, "A", "B")} costs 7, an option
 * added without a cost costs 0, and a solution costs the sum of its options' costs
 * ({@link Solution#cost()}). {@link io.github.dlxkit.core.search.ExactCoverSolver#best(int)} finds the cheapest solutions.
 *
 * <p>Items and options are numbered densely from 0 in the order they were added; those ids are
 * stable and are what solutions report. An option that contains no primary item could never be
 * chosen (it covers nothing that must be covered) and Knuth's DLX2 drops it; so does this class:
 * it keeps its id but it is listed in {@link #droppedOptions()} and never appears in a solution.
 *
 * <pre>{@code
 * ExactCoverProblem problem = ExactCoverProblem.builder()
 *     .primary("A", "B", "C")
 *     .secondary("X", "Y")
 *     .option("A", "B", "X:0", "Y:0")
 *     .option("A", "C", "X:1", "Y:1")
 *     .option("B", "X:1")
 *     .option("C", "Y:1")
 *     .build();
 * long n = ExactCoverSolver.of(problem).count();                 // 1
 * Solution s = ExactCoverSolver.of(problem).findFirst().get();   // options 1 and 2
 * }</pre>
 *
 * <h2>Layout</h2>
 * Options are stored as one flat array: the items of option {@code o} are
 * {@code optionItem[optionStart[o] .. optionStart[o+1])}, with the colour ids (0 = no colour) at the
 * same positions of {@code optionColour}. Colour ids start at 1 and name the colours in
 * {@link #colourName(int)}.
 *
 * <p>A built problem never changes and may be shared between threads (solvers only read it); its
 * {@link Builder} is for one thread. Methods that take an item, option, entry or colour id expect
 * one of this problem's ids and throw an {@link IndexOutOfBoundsException} for another, except
 * where they say otherwise.
 */
public final class ExactCoverProblem {
  private final String[] itemNames;
  private final boolean[] primary;
  private final int primaryCount;
  private final Map<String, Integer> itemIndex;
  private final int[] optionStart;
  private final int[] optionItem;
  private final int[] optionColour;
  private final String[] colourNames; // index 0 unused: colour 0 means "no colour"
  private final boolean[] dropped;
  private final int[] droppedOptions;
  /** Bounds [lower..upper] on how many chosen options contain each item; 1..1 except where set. */
  private final int[] lower;
  private final int[] upper;
  private final boolean multiplicities;
  /** optionCost[o]: the cost of option o, 0 unless given; nonnegative, no solution costing more than MAX_TOTAL_COST. */
  private final long[] optionCost;
  private final boolean costs;

  private ExactCoverProblem(Builder b) {
    this.itemNames = b.itemNames.toArray(new String[0]);
    this.primary = new boolean[itemNames.length];
    for (int i = 0; i < primary.length; i++) {
      primary[i] = b.primaryFlags.get(i) != 0;
    }
    int p = 0;
    for (boolean x : primary) {
      if (x) {
        p++;
      }
    }
    this.primaryCount = p;
    this.itemIndex = new HashMap<>(b.itemIndex);
    this.optionStart = b.optionStart.toArray();
    this.optionItem = b.optionItem.toArray();
    this.optionColour = b.optionColour.toArray();
    this.colourNames = b.colourNames.toArray(new String[0]);
    int options = optionStart.length - 1;
    this.dropped = new boolean[options];
    IntList drops = new IntList();
    for (int o = 0; o < options; o++) {
      boolean hasPrimary = false;
      for (int k = optionStart[o]; k < optionStart[o + 1]; k++) {
        hasPrimary |= primary[optionItem[k]];
      }
      if (!hasPrimary) {
        dropped[o] = true;
        drops.add(o);
      }
    }
    this.droppedOptions = drops.toArray();
    this.lower = b.lower.toArray();
    this.upper = b.upper.toArray();
    boolean any = false;
    for (int i = 0; i < lower.length; i++) {
      any |= primary[i] && (lower[i] != 1 || upper[i] != 1);
    }
    this.multiplicities = any;
    this.optionCost = Arrays.copyOf(b.costs, options);
    boolean anyCost = false;
    for (long c : optionCost) {
      anyCost |= c != 0;
    }
    this.costs = anyCost;
  }

  /**
   * The most a solution of a problem may cost (2^61 - 1; {@link Builder#costlyOption()} says how
   * that is checked): small enough that the search's sums of costs never overflow a {@code long},
   * with room for its "no bound yet".
   */
  public static final long MAX_TOTAL_COST = Long.MAX_VALUE / 4;

  /**
   * Starts a new problem.
   *
   * @return an empty builder, for one thread; declare the items before the options that use them
   */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return the number of items, primary and secondary} */
  public int itemCount() {
    return itemNames.length;
  }

  /** {@return the number of primary items} */
  public int primaryCount() {
    return primaryCount;
  }

  /**
   * {@return the name of item {@code item}}
   *
   * @param item an item id, 0 to {@code itemCount() - 1}
   */
  public String itemName(int item) {
    return itemNames[item];
  }

  /**
   * {@return whether item {@code item} is primary (must be covered exactly once)}
   *
   * @param item an item id, 0 to {@code itemCount() - 1}
   */
  public boolean isPrimary(int item) {
    return primary[item];
  }

  /**
   * {@return the least number of chosen options that must contain primary item {@code item} (1 unless set
   * with {@link Builder#primary(String, int, int)}; 0 for a secondary item)}
   *
   * @param item an item id, 0 to {@code itemCount() - 1}
   */
  public int lowerBound(int item) {
    return primary[item] ? lower[item] : 0;
  }

  /**
   * {@return the greatest number of chosen options that may contain primary item {@code item} (1 unless set
   * with {@link Builder#primary(String, int, int)}; 1 for a secondary item, which colours relax)}
   *
   * @param item an item id, 0 to {@code itemCount() - 1}
   */
  public int upperBound(int item) {
    return upper[item];
  }

  /**
   * {@return whether some primary item has bounds other than [1..1]: the problem is then one for Knuth's
   * Algorithm M (DLX3), which every kernel hands to {@code DancingMultiplicities}}
   */
  public boolean hasMultiplicities() {
    return multiplicities;
  }

  /**
   * {@return the id of the item called {@code name}}
   *
   * @param name an item name, as declared (case matters)
   * @throws IllegalArgumentException ({@link BadInputException}) if there is no such item
   */
  public int itemId(String name) {
    Integer id = itemIndex.get(name);
    if (id == null) {
      throw new BadInputException("unknown item '" + name + "'");
    }
    return id;
  }

  /** {@return all item names, in id order} */
  public List<String> itemNames() {
    return Collections.unmodifiableList(Arrays.asList(itemNames));
  }

  /** {@return the number of options, including dropped ones} */
  public int optionCount() {
    return optionStart.length - 1;
  }

  /**
   * {@return the number of items in option {@code option}}
   *
   * @param option an option id, 0 to {@code optionCount() - 1}
   */
  public int optionSize(int option) {
    return optionStart[option + 1] - optionStart[option];
  }

  /**
   * {@return the item ids of option {@code option}, in the order they were given; a new array
   * the caller may change}
   *
   * @param option an option id, 0 to {@code optionCount() - 1}
   */
  public int[] optionItems(int option) {
    return Arrays.copyOfRange(optionItem, optionStart[option], optionStart[option + 1]);
  }

  /**
   * {@return the colour ids of option {@code option}'s items, at the same positions as
   * {@link #optionItems(int)} (0 where an item has no colour); a new array}
   *
   * @param option an option id, 0 to {@code optionCount() - 1}
   */
  public int[] optionColours(int option) {
    return Arrays.copyOfRange(optionColour, optionStart[option], optionStart[option + 1]);
  }

  /**
   * {@return the option's items as Knuth writes them: {@code name} or {@code name:colour}, in the
   * order they were given; a new list}
   *
   * @param option an option id, 0 to {@code optionCount() - 1}
   */
  public List<String> optionTokens(int option) {
    List<String> tokens = new ArrayList<>(optionSize(option));
    for (int k = optionStart[option]; k < optionStart[option + 1]; k++) {
      String name = itemNames[optionItem[k]];
      tokens.add(optionColour[k] == 0 ? name : name + ":" + colourNames[optionColour[k]]);
    }
    return tokens;
  }

  /**
   * {@return the option as one line of Knuth's format, e.g. {@code "A C X:1 Y:1"} (without its
   * cost)}
   *
   * @param option an option id, 0 to {@code optionCount() - 1}
   */
  public String optionText(int option) {
    return String.join(" ", optionTokens(option));
  }

  /** {@return the number of distinct colours used (colour ids are 1..colourCount())} */
  public int colourCount() {
    return colourNames.length - 1;
  }

  /**
   * {@return the name of colour {@code colour}, as written after the {@code ':'}}
   *
   * @param colour a colour id, 1 to {@link #colourCount()} (0 means "no colour" and has no name)
   * @throws IllegalArgumentException if there is no colour with that id
   */
  public String colourName(int colour) {
    if (colour <= 0 || colour >= colourNames.length) {
      throw new IllegalArgumentException("no colour with id " + colour);
    }
    return colourNames[colour];
  }

  /**
   * {@return the cost of option {@code option}: 0 unless it was added with one (DLX5's
   * {@code |n}); 0 to {@link #MAX_TOTAL_COST}}
   *
   * @param option an option id, 0 to {@code optionCount() - 1}
   */
  public long optionCost(int option) {
    return optionCost[option];
  }

  /** {@return whether some option has a cost other than 0} */
  public boolean hasCosts() {
    return costs;
  }

  /**
   * {@return whether option {@code option} was dropped because it has no primary item}
   *
   * @param option an option id, 0 to {@code optionCount() - 1}
   */
  public boolean isDropped(int option) {
    return dropped[option];
  }

  /**
   * {@return the ids of the options dropped because they have no primary item, in increasing
   * order; a new array}
   */
  public int[] droppedOptions() {
    return droppedOptions.clone();
  }

  /** {@return the number of entries (item occurrences) over all options, dropped ones included} */
  public int entryCount() {
    return optionItem.length;
  }

  /**
   * {@return this problem with options {@code fixedOptionIds} fixed, as a problem of its own: every item, the
   * fixed options, and every other option compatible with all of them (no primary item in common, no
   * secondary item in common unless both give it the same colour), in their order} It has the
   * solutions of {@code ExactCoverSolver.of(problem).withFixedOptions(fixedOptionIds)}: each fixed option is then the only
   * option left for its primary items. For writing with {@link io.github.dlxkit.core.io.KnuthFormat}
   * the problem a puzzle with givens searches.
   *
   * <pre>{@code
   * ExactCoverProblem fixed = problem.withFixedOptions(0);
   * long n = ExactCoverSolver.of(fixed).count();   // == ExactCoverSolver.of(problem).withFixedOptions(0).count()
   * }</pre>
   *
   * @param fixedOptionIds the options to fix, ids 0 to {@code optionCount() - 1} (a repeated id
   *     counts once); none returns this problem itself; a dropped option among them leaves a
   *     problem without options, as the solver then finds no solution
   * @throws IllegalArgumentException if an id is not an option, or ({@link BadInputException}) if
   *     the problem has bounds and options are fixed (compatibility under bounds is not pairwise)
   */
  public ExactCoverProblem withFixedOptions(int... fixedOptionIds) {
    if (fixedOptionIds.length == 0) {
      return this;
    }
    if (multiplicities) {
      throw new BadInputException("fixing options of a problem with bounds (a:b|item) as a problem of its own"
          + " is not supported");
    }
    // taken[i]: 0 if no fixed option has item i, the colour c > 0 if they all give it c, -1 if
    // one has it uncoloured; clash[i]: two fixed options conflict on i
    int[] taken = new int[itemNames.length];
    boolean[] clash = new boolean[itemNames.length];
    boolean[] isFixed = new boolean[optionCount()];
    for (int f : fixedOptionIds) {
      if (f < 0 || f >= optionCount()) {
        throw new IllegalArgumentException("no option with id " + f);
      }
      if (isFixed[f]) {
        continue;
      }
      isFixed[f] = true;
      for (int k = optionStart[f]; k < optionStart[f + 1]; k++) {
        int item = optionItem[k];
        int x = optionColour[k];
        if (taken[item] == 0) {
          taken[item] = x != 0 ? x : -1;
        } else if (x == 0 || taken[item] != x) {
          taken[item] = -1;
          clash[item] = true;
        }
      }
    }
    Builder b = builder();
    for (int i = 0; i < itemNames.length; i++) {
      if (primary[i]) {
        b.addPrimary(itemNames[i]);
      } else {
        b.addSecondary(itemNames[i]);
      }
    }
    boolean fixedDropped = false;
    for (int f : fixedOptionIds) {
      fixedDropped |= dropped[f];
    }
    for (int o = 0; o < optionCount() && !fixedDropped; o++) {
      // (a dropped option fixed leaves no solution, as in the solver: then no option is kept)
      // a fixed option stays unless fixed options clash on one of its items (then nothing can
      // cover its primary items: no solution, as the solver finds); another must fit every fixed one
      boolean keep = true;
      for (int k = optionStart[o]; k < optionStart[o + 1] && keep; k++) {
        int t = taken[optionItem[k]];
        keep = isFixed[o] ? !clash[optionItem[k]] : t == 0 || (t > 0 && t == optionColour[k]);
      }
      if (keep) {
        int[] colours = optionColours(o);
        for (int j = 0; j < colours.length; j++) {
          colours[j] = colours[j] == 0 ? 0 : b.colour(colourNames[colours[j]]);
        }
        b.addOption(optionItems(o), colours, optionCost[o]);
      }
    }
    return b.build();
  }

  /**
   * {@return where option {@code option}'s entries start in the flat layout: its items are
   * {@code entryItem(optionStart(o))} up to, not including, {@code entryItem(optionStart(o + 1))}}
   * With {@link #entryItem} and {@link #entryColour} this reads the problem without copying.
   *
   * @param option an option id, 0 to {@code optionCount()}: {@code optionStart(optionCount())} is
   *     {@link #entryCount()}, the end of the last option
   */
  public int optionStart(int option) {
    return optionStart[option];
  }

  /**
   * {@return the item of entry {@code entry} of the flat layout (see {@link #optionStart})}
   *
   * @param entry an entry, 0 to {@code entryCount() - 1}
   */
  public int entryItem(int entry) {
    return optionItem[entry];
  }

  /**
   * {@return the colour id of entry {@code entry} (0 for none; see {@link #optionStart})}
   *
   * @param entry an entry, 0 to {@code entryCount() - 1}
   */
  public int entryColour(int entry) {
    return optionColour[entry];
  }

  /**
   * Two problems are equal when they have the same items (names, kinds, order) and the same options
   * (items and colour names, in order).
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof ExactCoverProblem)) {
      return false;
    }
    ExactCoverProblem that = (ExactCoverProblem) o;
    if (!Arrays.equals(itemNames, that.itemNames)
        || !Arrays.equals(primary, that.primary)
        || !Arrays.equals(optionStart, that.optionStart)
        || !Arrays.equals(optionItem, that.optionItem)
        || !Arrays.equals(lower, that.lower)
        || !Arrays.equals(upper, that.upper)
        || !Arrays.equals(optionCost, that.optionCost)) {
      return false;
    }
    for (int k = 0; k < optionColour.length; k++) {
      int a = optionColour[k];
      int b = that.optionColour[k];
      if ((a == 0) != (b == 0) || (a != 0 && !colourNames[a].equals(that.colourNames[b]))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    return 31 * (31 * Arrays.hashCode(itemNames) + Arrays.hashCode(primary))
        + Arrays.hashCode(optionItem);
  }

  @Override
  public String toString() {
    return "ExactCoverProblem[" + primaryCount + " primary + " + (itemNames.length - primaryCount)
        + " secondary items, " + optionCount() + " options, " + optionItem.length + " entries]";
  }

  /**
   * Collects items and options. Items may be declared in any order; their ids are their positions
   * in declaration order, and among primary items that order also breaks ties in the search's
   * "fewest options first" rule, as in Knuth's programs.
   *
   * <p>Item names must be non-empty and contain no white space, {@code ':'} or {@code '|'}, so that
   * every problem can be written in Knuth's format. Errors are {@link IllegalArgumentException}s
   * that name the offending item or option ({@link BadInputException}s where the caller's input is
   * at fault), and a null name or array is a {@link NullPointerException}. A builder is for one
   * thread and builds one problem.
   */
  public static final class Builder {
    private final List<String> itemNames = new ArrayList<>();
    private final IntList primaryFlags = new IntList(); // 1 = primary
    private final IntList lower = new IntList(); // per item, 1 unless set by primary(name, a, b)
    private final IntList upper = new IntList();
    private final Map<String, Integer> itemIndex = new HashMap<>();
    private final IntList optionStart = new IntList();
    private final IntList optionItem = new IntList();
    private final IntList optionColour = new IntList();
    private final List<String> colourNames = new ArrayList<>();
    private final Map<String, Integer> colourIndex = new HashMap<>();
    /** costs[o]: the cost of option o (grown as options are added). */
    private long[] costs = new long[16];
    /** stamp[item] = 1 + the last option that mentioned the item; finds repeats in O(1). */
    private int[] stamp = new int[16];
    private boolean built;

    private Builder() {
      optionStart.add(0);
      colourNames.add(null);
    }

    /**
     * Declares primary items (to be covered exactly once).
     *
     * @param names the items' names, each new to this builder, non-empty, without white space,
     *     {@code ':'} or {@code '|'}
     * @return this builder
     */
    public Builder primary(String... names) {
      Objects.requireNonNull(names, "names");
      for (String name : names) {
        addPrimary(name);
      }
      return this;
    }

    /**
     * Declares secondary items (to be covered at most once, or shared with one colour).
     *
     * @param names the items' names, each new to this builder, non-empty, without white space,
     *     {@code ':'} or {@code '|'}
     * @return this builder
     */
    public Builder secondary(String... names) {
      Objects.requireNonNull(names, "names");
      for (String name : names) {
        addSecondary(name);
      }
      return this;
    }

    /**
     * Declares a primary item that chosen options must contain at least {@code lower} and at most
     * {@code upper} times (DLX3's {@code lower:upper|name}); {@code 1, 1} is an ordinary primary item.
     *
     * @param name the item's name, new to this builder
     * @param lower the least number of chosen options with the item, 0 or more
     * @param upper the most chosen options with the item, at least {@code lower} and at least 1
     * @return this builder
     * @throws IllegalArgumentException unless {@code 0 <= lower <= upper} and {@code upper >= 1}
     */
    public Builder primary(String name, int lower, int upper) {
      addPrimary(name, lower, upper);
      return this;
    }

    /**
     * As {@link #primary(String, int, int)}, for callers that need the item's id.
     *
     * @param name the item's name, new to this builder
     * @param lower the least number of chosen options with the item, 0 or more
     * @param upper the most chosen options with the item, at least {@code lower} and at least 1
     * @return the item's id (the number of items declared before it)
     * @throws IllegalArgumentException unless {@code 0 <= lower <= upper} and {@code upper >= 1}
     */
    public int addPrimary(String name, int lower, int upper) {
      if (lower < 0 || upper < 1 || lower > upper) {
        throw new BadInputException("bounds " + lower + ":" + upper + " of item '" + name
            + "' are not 0 <= lower <= upper, upper >= 1");
      }
      int id = addItem(name, true);
      this.lower.set(id, lower);
      this.upper.set(id, upper);
      return id;
    }

    /**
     * Declares a primary item (to be covered exactly once).
     *
     * @param name the item's name, new to this builder, non-empty, without white space, {@code ':'}
     *     or {@code '|'}
     * @return the item's id (the number of items declared before it)
     */
    public int addPrimary(String name) {
      return addItem(name, true);
    }

    /**
     * Declares a secondary item (covered at most once, or shared by options of one colour).
     *
     * @param name the item's name, new to this builder, non-empty, without white space, {@code ':'}
     *     or {@code '|'}
     * @return the item's id (the number of items declared before it)
     */
    public int addSecondary(String name) {
      return addItem(name, false);
    }

    /**
     * Declares {@code count} primary items named {@code prefix + index} and returns the first id;
     * for problems built by number rather than by name.
     *
     * @param prefix the start of every name, e.g. {@code "c"} for {@code c0, c1, ...}
     * @param count how many items to declare, 0 or more
     * @return the id of the first item declared; the others follow it in order
     */
    public int addPrimaryItems(String prefix, int count) {
      int first = itemNames.size();
      for (int i = 0; i < count; i++) {
        addPrimary(prefix + i);
      }
      return first;
    }

    /**
     * As {@link #addPrimaryItems} for secondary items.
     *
     * @param prefix the start of every name, e.g. {@code "s"} for {@code s0, s1, ...}
     * @param count how many items to declare, 0 or more
     * @return the id of the first item declared; the others follow it in order
     */
    public int addSecondaryItems(String prefix, int count) {
      int first = itemNames.size();
      for (int i = 0; i < count; i++) {
        addSecondary(prefix + i);
      }
      return first;
    }

    private int addItem(String name, boolean isPrimary) {
      checkNotBuilt();
      checkName(name, "item name");
      Integer old = itemIndex.putIfAbsent(name, itemNames.size());
      if (old != null) {
        throw new BadInputException("duplicate item name '" + name + "'");
      }
      itemNames.add(name);
      primaryFlags.add(isPrimary ? 1 : 0);
      lower.add(1);
      upper.add(1);
      return itemNames.size() - 1;
    }

    /**
     * {@return the id of a colour name, creating it on first use; colour ids start at 1}
     *
     * @param name the colour as written after {@code ':'}, non-empty, without white space,
     *     {@code ':'} or {@code '|'}
     */
    public int colour(String name) {
      checkName(name, "colour");
      Integer id = colourIndex.get(name);
      if (id == null) {
        id = colourNames.size();
        colourNames.add(name);
        colourIndex.put(name, id);
      }
      return id;
    }

    /**
     * Adds an option given as Knuth writes it: item names, and {@code name:colour} for a coloured
     * secondary item.
     *
     * @param tokens at least one token, each naming a declared item, at most once per option;
     *     only secondary items may have a colour
     * @return this builder
     */
    public Builder option(String... tokens) {
      addOption(tokens);
      return this;
    }

    /**
     * Adds an option that costs {@code cost} (DLX5's {@code |cost}), given by item names as in
     * {@link #option(String...)}.
     *
     * @param cost the option's cost, 0 to {@link ExactCoverProblem#MAX_TOTAL_COST}
     * @param tokens the option's items, as for {@link #option(String...)}
     * @return this builder
     * @throws IllegalArgumentException if the cost is negative or more than
     *     {@link ExactCoverProblem#MAX_TOTAL_COST} (and {@link #build()} if a solution could cost
     *     more: {@link #costlyOption()})
     */
    public Builder option(long cost, String... tokens) {
      int option = addOption(tokens);
      setCost(option, cost);
      return this;
    }

    /**
     * Adds an option given by item ids and colour ids (as {@link #addOption(int[], int[])}) that
     * costs {@code cost}.
     *
     * @param items the ids of declared items, at least one, each at most once
     * @param colours a colour id per item, 0 for none; null for no colours
     * @param cost the option's cost, 0 to {@link ExactCoverProblem#MAX_TOTAL_COST}
     * @return the option's id (the number of options added before it)
     */
    public int addOption(int[] items, int[] colours, long cost) {
      checkCost(cost);
      int option = addOption(items, colours);
      setCost(option, cost);
      return option;
    }

    /**
     * Sets the cost of option {@code option}, added earlier (0 until set); for readers that learn an
     * option's cost after its items.
     *
     * @param option the id of an option added earlier
     * @param cost its cost, 0 to {@link ExactCoverProblem#MAX_TOTAL_COST}
     * @return this builder
     * @throws IllegalArgumentException if there is no such option or the cost is out of range
     */
    public Builder cost(int option, long cost) {
      if (option < 0 || option >= optionCount()) {
        throw new IllegalArgumentException("no option with id " + option);
      }
      setCost(option, cost);
      return this;
    }

    private void setCost(int option, long cost) {
      checkCost(cost);
      if (costs.length <= option) {
        costs = Arrays.copyOf(costs, Math.max(option + 1, 2 * costs.length));
      }
      costs[option] = cost;
    }

    /**
     * {@return the option whose cost lets a solution cost more than {@link ExactCoverProblem#MAX_TOTAL_COST},
     * or -1 if none does} A solution holds at most {@code upperBound} options with each primary
     * item (one without bounds), and every option it holds has a primary item, so what it can cost
     * is at most the sum over the primary items of the dearest option with the item times the
     * item's upper bound. The items are taken in order; the option returned is the dearest one of
     * the item at which that sum passes the limit (the sum stops there, so it cannot overflow).
     */
    public int costlyOption() {
      int item = costlyItem();
      return item < 0 ? -1 : dearestOptions()[item];
    }

    /**
     * {@return the cost of option {@code option}, added earlier (0 unless set)}
     *
     * @param option the id of an option added earlier
     * @throws IllegalArgumentException if there is no such option
     */
    public long optionCost(int option) {
      if (option < 0 || option >= optionCount()) {
        throw new IllegalArgumentException("no option with id " + option);
      }
      return option < costs.length ? costs[option] : 0;
    }

    /**
     * {@return why {@link #costlyOption()} is refused, without naming the option: one line, or the
     * empty string when no option is too costly}
     */
    public String costlyReason() {
      int item = costlyItem();
      return item < 0 ? "" : "would let a solution cost more than " + MAX_TOTAL_COST
          + " (the dearest option of each primary item adds up to more, here of item " + itemName(item) + ")";
    }

    /** The primary item at which the sum of {@link #costlyOption()} passes the limit, or -1. */
    private int costlyItem() {
      int[] dearest = dearestOptions();
      long bound = 0;
      for (int item = 0; item < dearest.length; item++) {
        long cost = dearest[item] < 0 ? 0 : costs[dearest[item]];
        if (cost == 0) {
          continue;
        }
        // cost * upper + bound > MAX, without overflow: cost, bound and MAX are below 2^62
        if (cost > (MAX_TOTAL_COST - bound) / upper.get(item)) {
          return item;
        }
        bound += cost * upper.get(item);
      }
      return -1;
    }

    /** For each primary item, an option of greatest cost among those with it (-1 if none). */
    private int[] dearestOptions() {
      int[] dearest = new int[itemNames.size()];
      Arrays.fill(dearest, -1);
      int options = Math.min(optionCount(), costs.length);
      for (int o = 0; o < options; o++) {
        for (int k = optionStart.get(o); k < optionStart.get(o + 1); k++) {
          int item = optionItem.get(k);
          if (isPrimary(item) && (dearest[item] < 0 || costs[o] > costs[dearest[item]])) {
            dearest[item] = o;
          }
        }
      }
      return dearest;
    }

    private static void checkCost(long cost) {
      if (cost < 0 || cost > MAX_TOTAL_COST) {
        throw new BadInputException("option cost " + cost + " is not in 0.." + MAX_TOTAL_COST);
      }
    }

    /**
     * Adds an option by item names (see {@link #option}).
     *
     * @param tokens at least one token, {@code name} or {@code name:colour}, each naming a declared
     *     item at most once
     * @return the option's id (the number of options added before it)
     */
    public int addOption(String... tokens) {
      Objects.requireNonNull(tokens, "tokens");
      return addOption(List.of(tokens));
    }

    /**
     * Adds an option by item names (see {@link #option}).
     *
     * @param tokens at least one token, {@code name} or {@code name:colour}, each naming a declared
     *     item at most once
     * @return the option's id (the number of options added before it)
     */
    public int addOption(List<String> tokens) {
      checkNotBuilt();
      int[] items = new int[tokens.size()];
      int[] colours = new int[tokens.size()];
      for (int i = 0; i < items.length; i++) {
        String token = tokens.get(i);
        int colon = token.indexOf(':');
        String name = colon < 0 ? token : token.substring(0, colon);
        Integer id = itemIndex.get(name);
        if (id == null) {
          throw new BadInputException(
              "unknown item '" + name + "' in option " + optionCount() + " (" + String.join(" ", tokens) + ")");
        }
        items[i] = id;
        if (colon >= 0) {
          colours[i] = colour(token.substring(colon + 1));
        }
      }
      return addOption(items, colours);
    }

    /**
     * Adds an option with uncoloured items given by id.
     *
     * @param items the ids of declared items, at least one, each at most once
     * @return the option's id (the number of options added before it)
     */
    public int addOption(int... items) {
      return addOption(items, null);
    }

    /**
     * Adds an option given by item ids and colour ids ({@code colours} may be null; 0 means no
     * colour).
     *
     * @param items the ids of declared items, at least one, each at most once
     * @param colours a colour id per item (from {@link #colour(String)}), 0 for none and only on
     *     secondary items; null for no colours
     * @return the option's id (the number of options added before it)
     * @throws IllegalArgumentException if the option is empty, repeats an item, colours a primary
     *     item, or names an item or colour that does not exist
     */
    public int addOption(int[] items, int[] colours) {
      checkNotBuilt();
      int option = optionCount();
      if (items.length == 0) {
        throw new BadInputException("option " + option + " is empty");
      }
      if (colours != null && colours.length != items.length) {
        throw new BadInputException("option " + option + ": " + items.length + " items but "
            + colours.length + " colours");
      }
      if (stamp.length < itemNames.size()) {
        stamp = Arrays.copyOf(stamp, Math.max(itemNames.size(), 2 * stamp.length));
      }
      for (int i = 0; i < items.length; i++) {
        int item = items[i];
        if (item < 0 || item >= itemNames.size()) {
          throw new IllegalArgumentException("option " + option + ": no item with id " + item);
        }
        if (stamp[item] == option + 1) {
          throw new BadInputException("item '" + itemNames.get(item)
              + "' appears twice in option " + option + " (" + describe(items) + ")");
        }
        stamp[item] = option + 1;
        int colour = colours == null ? 0 : colours[i];
        if (colour != 0) {
          if (primaryFlags.get(item) != 0) {
            throw new BadInputException("primary item '" + itemNames.get(item)
                + "' cannot have a colour (option " + option + ")");
          }
          if (colour < 0 || colour >= colourNames.size()) {
            throw new IllegalArgumentException("option " + option + ": no colour with id " + colour);
          }
        }
      }
      for (int i = 0; i < items.length; i++) {
        optionItem.add(items[i]);
        optionColour.add(colours == null ? 0 : colours[i]);
      }
      optionStart.add(optionItem.size());
      return option;
    }

    /** {@return the number of options added so far} */
    public int optionCount() {
      return optionStart.size() - 1;
    }

    /** {@return the number of items declared so far} */
    public int itemCount() {
      return itemNames.size();
    }

    /**
     * {@return the name of item {@code item}, declared earlier}
     *
     * @param item an item id, 0 to {@code itemCount() - 1}
     */
    public String itemName(int item) {
      return itemNames.get(item);
    }

    /**
     * {@return whether item {@code item}, declared earlier, is primary}
     *
     * @param item an item id, 0 to {@code itemCount() - 1}
     */
    public boolean isPrimary(int item) {
      return primaryFlags.get(item) != 0;
    }

    /**
     * Freezes the problem. The builder cannot be used afterwards.
     *
     * @return the problem, immutable
     * @throws IllegalArgumentException if a solution could cost more than
     *     {@link ExactCoverProblem#MAX_TOTAL_COST} (see {@link #costlyOption()})
     * @throws IllegalStateException if {@code build()} was already called
     */
    public ExactCoverProblem build() {
      checkNotBuilt();
      int costly = costlyOption();
      if (costly >= 0) {
        throw new BadInputException("option " + (costly + 1) + " (cost " + optionCost(costly) + ") " + costlyReason());
      }
      built = true;
      return new ExactCoverProblem(this);
    }

    private String describe(int[] items) {
      StringBuilder sb = new StringBuilder();
      for (int item : items) {
        if (sb.length() > 0) {
          sb.append(' ');
        }
        sb.append(item >= 0 && item < itemNames.size() ? itemNames.get(item) : "#" + item);
      }
      return sb.toString();
    }

    private void checkNotBuilt() {
      if (built) {
        throw new IllegalStateException("build() was already called on this builder");
      }
    }

    private static void checkName(String name, String what) {
      Objects.requireNonNull(name, what);
      if (name.isEmpty()) {
        throw new BadInputException("empty " + what);
      }
      for (int i = 0; i < name.length(); i++) {
        char c = name.charAt(i);
        if (Character.isWhitespace(c) || c == ':' || c == '|') {
          throw new BadInputException(what + " '" + name + "' contains '" + c
              + "' (white space, ':' and '|' are reserved by Knuth's format)");
        }
      }
    }
  }
}

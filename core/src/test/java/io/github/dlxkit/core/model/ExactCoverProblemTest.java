package io.github.dlxkit.core.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.ExactCoverSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExactCoverProblemTest {

  private static String error(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void buildsByNameAndById() {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    int a = b.addPrimary("A");
    int x = b.addSecondary("X");
    int bb = b.addPrimary("B"); // primary after secondary is allowed
    int red = b.colour("red");
    assertEquals(0, b.addOption(new int[] {a, x}, new int[] {0, red}));
    assertEquals(1, b.addOption("B", "X:red"));
    ExactCoverProblem p = b.build();
    assertEquals(3, p.itemCount());
    assertEquals(2, p.primaryCount());
    assertTrue(p.isPrimary(bb));
    assertFalse(p.isPrimary(x));
    assertEquals(List.of("A", "X:red"), p.optionTokens(0));
    assertEquals("B X:red", p.optionText(1));
    assertArrayEquals(new int[] {bb, x}, p.optionItems(1));
    assertArrayEquals(new int[] {0, red}, p.optionColours(0));
    assertEquals("red", p.colourName(red));
    assertEquals(bb, p.itemId("B"));
    assertEquals(1, ExactCoverSolver.of(p).count()); // {A X:red}, {B X:red} share X with the same colour
  }

  @Test
  void duplicateItemNameIsNamed() {
    assertEquals("duplicate item name 'A'", error(() -> ExactCoverProblem.builder().primary("A", "B", "A")));
  }

  @Test
  void unknownItemIsNamed() {
    String m = error(() -> ExactCoverProblem.builder().primary("A").option("A", "Q"));
    assertEquals("unknown item 'Q' in option 0 (A Q)", m);
  }

  @Test
  void repeatedItemInOptionIsNamed() {
    String m = error(() -> ExactCoverProblem.builder().primary("A", "B").option("A", "B", "A"));
    assertEquals("item 'A' appears twice in option 0 (A B A)", m);
  }

  @Test
  void emptyOptionIsAnError() {
    assertEquals("option 0 is empty", error(() -> ExactCoverProblem.builder().primary("A").option()));
  }

  @Test
  void primaryItemCannotHaveAColour() {
    String m = error(() -> ExactCoverProblem.builder().primary("A").option("A:1"));
    assertEquals("primary item 'A' cannot have a colour (option 0)", m);
  }

  @Test
  void badItemNamesAreRejectedWithTheCharacter() {
    assertEquals("item name 'a b' contains ' ' (white space, ':' and '|' are reserved by Knuth's format)",
        error(() -> ExactCoverProblem.builder().primary("a b")));
    assertTrue(error(() -> ExactCoverProblem.builder().secondary("x:y")).contains("contains ':'"));
    assertTrue(error(() -> ExactCoverProblem.builder().primary("|")).contains("contains '|'"));
    assertEquals("empty item name", error(() -> ExactCoverProblem.builder().primary("")));
  }

  @Test
  void badIdsAreNamed() {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    b.addPrimary("A");
    assertEquals("option 0: no item with id 7", error(() -> b.addOption(0, 7)));
    b.addSecondary("X");
    assertEquals("option 0: no colour with id 3", error(() -> b.addOption(new int[] {1, 0}, new int[] {3, 0})));
  }

  @Test
  void optionsWithoutPrimaryItemsAreDroppedButKeepTheirIds() {
    ExactCoverProblem p = ExactCoverProblem.builder().primary("A").secondary("X")
        .option("X").option("A").option("A", "X").build();
    assertArrayEquals(new int[] {0}, p.droppedOptions());
    assertTrue(p.isDropped(0));
    assertEquals(3, p.optionCount());
    assertEquals(2, ExactCoverSolver.of(p).count());
    assertTrue(ExactCoverSolver.of(p).solutions().allMatch(s -> s.optionId(0) != 0));
  }

  @Test
  void builderCannotBeReused() {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder().primary("A");
    b.build();
    assertThrows(IllegalStateException.class, () -> b.addPrimary("B"));
  }

  @Test
  void equalityIsStructural() {
    ExactCoverProblem p = ExactCoverProblem.builder().primary("A").secondary("X").option("A", "X:c").build();
    ExactCoverProblem q = ExactCoverProblem.builder().primary("A").secondary("X").option("A", "X:c").build();
    ExactCoverProblem r = ExactCoverProblem.builder().primary("A").secondary("X").option("A", "X:d").build();
    assertEquals(p, q);
    assertEquals(p.hashCode(), q.hashCode());
    assertFalse(p.equals(r));
  }

  @Test
  void checkerExplainsWhatIsWrong() {
    ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B").secondary("X")
        .option("A", "X:1").option("B", "X:2").option("A", "B").option("B").build();
    assertEquals("item 'X' is covered twice with different colours or without one",
        SolutionChecker.check(p, new int[] {0, 1}).orElseThrow());
    assertEquals("item 'B' is covered twice", SolutionChecker.check(p, new int[] {2, 3}).orElseThrow());
    assertEquals("primary item 'B' is not covered", SolutionChecker.check(p, new int[] {0}).orElseThrow());
    assertTrue(SolutionChecker.isSolution(p, new int[] {2}));
  }
}

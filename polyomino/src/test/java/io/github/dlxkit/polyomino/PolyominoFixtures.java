package io.github.dlxkit.polyomino;

import io.github.dlxkit.core.testing.JavadocExamples;
import io.github.dlxkit.polyomino.model.Region;
import java.nio.file.Path;

/** The names polyomino's Javadoc examples use without declaring them: a directory, a solver. */
public class PolyominoFixtures {
  protected Path dir = JavadocExamples.file("polyomino/README", "files the examples write").getParent();
  protected TilingSolver solver = TilingSolver.builder(PieceSets.pentominoes(), Region.box(6, 10)).build();

  /** One per example: each runs on fields of its own. */
  public PolyominoFixtures() {}

  /** Every example of polyomino runs. */
  public void before(String where) {}
}

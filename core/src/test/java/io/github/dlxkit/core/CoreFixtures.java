package io.github.dlxkit.core;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.testing.JavadocExamples;
import io.github.dlxkit.core.testing.Queens;
import java.nio.file.Path;

/**
 * The names core's Javadoc examples use without declaring them: the 8 queens problem (92
 * solutions, OEIS A000170) and files holding it and the 12 queens problem (14,200).
 */
public class CoreFixtures {
  protected ExactCoverProblem problem = Queens.problem(8);
  protected ExactCoverSolver solver = ExactCoverSolver.of(problem);
  protected Solution solution = solver.findFirst().orElseThrow();
  protected Path queens8 = JavadocExamples.file("queens8.dlx", KnuthFormat.toText(problem));
  protected Path queens12 = JavadocExamples.file("queens12.dlx", KnuthFormat.toText(Queens.problem(12)));
  protected Path path = queens8;

  /** One per example: each runs on fields of its own. */
  public CoreFixtures() {}

  /** Every example of core runs. */
  public void before(String where) {}
}

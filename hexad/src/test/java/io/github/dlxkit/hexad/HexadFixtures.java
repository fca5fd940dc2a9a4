package io.github.dlxkit.hexad;

import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.steiner.SteinerSystem;

/** The names hexad's Javadoc examples use without declaring them: a Fano plane. */
public class HexadFixtures {
  protected BlockDesign fano = SteinerSystem.exactCover(2, 3, 7).findFirst().orElseThrow();

  /** One per example: each runs on fields of its own. */
  public HexadFixtures() {}

  /** Every example of hexad runs. */
  public void before(String where) {}
}

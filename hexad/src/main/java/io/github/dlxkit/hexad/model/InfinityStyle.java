package io.github.dlxkit.hexad.model;

/**
 * How to write the point at infinity.
 *
 * <pre>{@code
 * Point.INFINITY.format(InfinityStyle.SAGE);   // "+Infinity"
 * InfinityStyle.SYMBOL.text();                 // "∞"
 * }</pre>
 */
public enum InfinityStyle {
  /** {@code ∞}. */
  SYMBOL("∞"),
  /** {@code inf}, for plain-ASCII output. */
  ASCII("inf"),
  /** {@code +Infinity}, as SageMath prints it. */
  SAGE("+Infinity");

  private final String text;

  InfinityStyle(String text) {
    this.text = text;
  }

  /** {@return how ∞ is written in this style: {@code ∞}, {@code inf} or {@code +Infinity}} */
  public String text() {
    return text;
  }
}

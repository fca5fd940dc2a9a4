package io.github.dlxkit.cli;

import java.nio.file.Path;

/** The child JVM of {@link OutputsTest}: checks that the file named by its argument can be written, nothing else. */
public final class OutputsChild {
  private OutputsChild() {}

  public static void main(String[] args) {
    Outputs.checkWritable("--checkpoint", Path.of(args[0]));
    System.out.println("checked");
  }
}

package io.github.dlxkit.cli;

import picocli.CommandLine;

/** The version from the jar's manifest ({@code Implementation-Version}, the pom's version). */
public final class Version implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() {
    String v = Version.class.getPackage().getImplementationVersion();
    return new String[] {"dlx (dlxkit) " + (v == null ? "development build" : v)};
  }
}

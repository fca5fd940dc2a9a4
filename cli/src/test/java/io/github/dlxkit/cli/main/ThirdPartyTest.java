package io.github.dlxkit.cli.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * THIRD-PARTY is made from the SBOM: every library of it (not dlxkit's own modules) with its name,
 * version, licences and home page as the SBOM gives them, and its copyright from the notices file;
 * a library with no notice, or a notice for no library, stops the build with one line naming it.
 * The SBOM below is a cut of the one cyclonedx-maven-plugin 2.9.3 wrote for the cli (the fields
 * ThirdParty reads, as they are there).
 */
class ThirdPartyTest {
  private static final String SBOM = """
      {"bomFormat": "CycloneDX", "specVersion": "1.6",
       "metadata": {"component": {"type": "application", "group": "io.github.dlxkit", "name": "dlxkit-cli"}},
       "components": [
        {"type": "library", "group": "io.github.dlxkit", "name": "dlxkit-core", "version": "0.1.0-SNAPSHOT",
         "licenses": [{"license": {"id": "Apache-2.0"}}]},
        {"type": "library", "group": "com.google.code.gson", "name": "gson", "version": "2.15.0",
         "licenses": [{"license": {"id": "Apache-2.0", "url": "https://www.apache.org/licenses/LICENSE-2.0"}}],
         "externalReferences": [{"type": "issue-tracker", "url": "https://github.com/google/gson/issues"},
                                {"type": "vcs", "url": "https://github.com/google/gson/"},
                                {"type": "website", "url": "https://github.com/google/gson"}]},
        {"type": "library", "group": "info.picocli", "name": "picocli", "version": "4.7.7",
         "licenses": [{"license": {"id": "Apache-2.0"}}],
         "externalReferences": [{"type": "vcs", "url": "https://github.com/remkop/picocli/tree/master"}]},
        {"type": "library", "group": "org.example", "name": "dual", "version": "1.0",
         "licenses": [{"license": {"name": "Example Licence"}}, {"expression": "MIT OR Apache-2.0"}]}
       ]}
      """;

  private static final String NOTICES = """
      # group:artifact  a line for THIRD-PARTY
      com.google.code.gson:gson   Copyright 2008 Google LLC
      info.picocli:picocli        Copyright 2017 Robert Popma (Remko Popma) and contributors
      org.example:dual            Copyright 2026 Example
      org.example:dual            NOTICE: a second line
      """;

  @Test
  void theLibrariesAreTheSbomsButDlxkitsOwnModules() {
    List<ThirdParty.Library> libraries = ThirdParty.libraries(SBOM);
    assertEquals(List.of("com.google.code.gson:gson", "info.picocli:picocli", "org.example:dual"),
        libraries.stream().map(ThirdParty.Library::key).toList());
    ThirdParty.Library gson = libraries.get(0);
    assertEquals("gson", gson.name());
    assertEquals("2.15.0", gson.version());
    assertEquals(List.of("Apache-2.0"), gson.licences());
    assertEquals("https://github.com/google/gson", gson.url(), "the website before the vcs");
    assertEquals("https://github.com/remkop/picocli/tree/master", libraries.get(1).url(), "no website: the vcs");
    assertEquals(List.of("Example Licence", "MIT OR Apache-2.0"), libraries.get(2).licences());
    assertEquals("", libraries.get(2).url());
  }

  @Test
  void eachLibraryIsWrittenWithItsNoticesWhereTheTemplateSaysSo() {
    String text = ThirdParty.render(ThirdParty.libraries(SBOM), ThirdParty.notices(NOTICES),
        "before\n" + ThirdParty.LIBRARIES + "\nafter\n");
    assertEquals("""
        before
          gson 2.15.0                 com.google.code.gson:gson
              Licence: Apache-2.0
              Copyright 2008 Google LLC
              https://github.com/google/gson
          picocli 4.7.7               info.picocli:picocli
              Licence: Apache-2.0
              Copyright 2017 Robert Popma (Remko Popma) and contributors
              https://github.com/remkop/picocli/tree/master
          dual 1.0                    org.example:dual
              Licences: Example Licence; MIT OR Apache-2.0
              Copyright 2026 Example
              NOTICE: a second line
        after
        """, text);
    // the line .ci/dist-check reads back (name, version, group:artifact)
    assertTrue(text.lines().filter(l -> l.matches("  [^ ]+ [0-9][^ ]* +[^ ]+:[^ ]+")).count() == 3, text);
  }

  @Test
  void aLibraryWithNoNoticeStopsTheBuildNamingIt() {
    Map<String, List<String>> notices = ThirdParty.notices(NOTICES.replace("info.picocli:picocli", "# "));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ThirdParty.render(ThirdParty.libraries(SBOM), notices, ThirdParty.LIBRARIES + "\n"));
    assertEquals("info.picocli:picocli 4.7.7 is in the SBOM, so lib/dlx.jar bundles it, but has no notice:"
        + " add its copyright line to the notices file", e.getMessage());
  }

  @Test
  void aNoticeForNoLibraryStopsTheBuildNamingIt() {
    Map<String, List<String>> notices = ThirdParty.notices(NOTICES + "org.example:gone  Copyright 1999\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ThirdParty.render(ThirdParty.libraries(SBOM), notices, ThirdParty.LIBRARIES + "\n"));
    assertEquals("the notices file has a notice for org.example:gone, which the SBOM does not list:"
        + " remove it", e.getMessage());
  }

  @Test
  void aBadNoticeLineOrTemplateIsNamed() {
    IllegalArgumentException line = assertThrows(IllegalArgumentException.class,
        () -> ThirdParty.notices("# fine\ngson Copyright 2008\n"));
    assertEquals("notices line 2: expected 'group:artifact notice', got 'gson Copyright 2008'", line.getMessage());
    IllegalArgumentException template = assertThrows(IllegalArgumentException.class,
        () -> ThirdParty.render(ThirdParty.libraries(SBOM), ThirdParty.notices(NOTICES), "no list here\n"));
    assertEquals("the template has no line " + ThirdParty.LIBRARIES + " for the libraries", template.getMessage());
  }

  @Test
  void aLibraryWithNoLicenceStopsTheBuild() {
    String sbom = """
        {"metadata": {"component": {"group": "io.github.dlxkit"}},
         "components": [{"type": "library", "group": "org.example", "name": "bare", "version": "2"}]}
        """;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ThirdParty.libraries(sbom));
    assertEquals("the SBOM gives no licence for org.example:bare 2", e.getMessage());
  }
}

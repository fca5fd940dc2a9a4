package io.github.dlxkit.cli.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.cli.CliRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code dlx tantrix solve --svg FILE} draws, byte for byte, the picture it drew when it kept every
 * solution shown and drew them all at the end (issue 54 made the drawing stream). The lengths and
 * SHA-256 sums are of the files the jar of 78829ad8 (main before the change) wrote for these very
 * commands, run here: one solution, fewer than four (three columns), exactly four, a row and a half,
 * 84 free shapes of different sizes (so the cell is the largest of them), two goal colours, repeated
 * tiles.
 */
class TantrixSvgBytesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "rainbow_blue                                      | 7406   | abcded5fab37898b440bd2f873e2242d333edc9c509d511d8a645330ae3a0d25",
      "--tiles 1-3 --shape 0,0;1,0;0,1 --loop Y --all    | 13617  | 21b5ae4ceeeb816630cf660d0330ccb118d78984456589bc48f46e338552f780",
      "discovery:7 --limit 3                             | 15372  | 7299e84218ac9753d1bd12fb82c610b5b3a6c685ec75960fd29547a80a713493",
      "rainbow_white --limit 4                           | 26568  | 51ce4d9a2a8b3e88fc73124fa17316b8370a9aaca068a31bf5d116d0e13b041b",
      "pyramid_2 --limit 5                               | 58822  | d07a2fc89bbd59dff0b39ce7e807a75b55d58bd61bbe50990ce356a89a788818",
      "discovery-pack:12 --limit 7                       | 60673  | a34851d0c5ee33582cf311577cbf43b66c1eeb19b8d7e2a7bd5d12ca3596dc39",
      "discovery:8 --all                                 | 483681 | 6f6d968a41642d16884a48284fdfdd36222e97aa8154d7a9dad639c5fcd72444",
  })
  void drawsTheSamePictureAsBefore(String command, long length, String sha256, @TempDir Path dir)
      throws IOException, NoSuchAlgorithmException {
    Path svg = dir.resolve("solutions.svg");
    List<String> args = new ArrayList<>(List.of("tantrix", "solve"));
    for (String a : command.split(" ")) {
      args.add(a.replace(';', ' ')); // the custom shape's cells are one argument
    }
    args.add("--svg");
    args.add(svg.toString());
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertEquals(0, run.status(), run.err());
    byte[] bytes = Files.readAllBytes(svg);
    assertEquals(length, bytes.length, command);
    assertEquals(sha256, HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes)), command);
  }
}

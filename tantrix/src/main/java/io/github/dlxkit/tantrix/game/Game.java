package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.core.util.Indices;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * A game of Tantrix for two to four players, by the rules of the Tantrix program's help file: the
 * 56 tiles shuffled into the bag, six to each hand (visible to all), the first tile in the middle;
 * each turn fills the forced spaces a tile in hand fits (any order, one tile drawn after each),
 * makes one free move, and fills forced spaces again; touching links match colour; while the bag
 * holds tiles, three restrictions hold (no forced space with three links of one colour, no fourth
 * tile around a forced space, no tile on a side controlled by a forced space). The game ends when
 * all tiles are played (or, very rarely, when no player can move). Each player scores their single
 * best line (a point a tile) or loop (two points a tile) in their colour.
 *
 * <pre>{@code
 * Game game = Game.start(GameSetup.of(7, 2));      // red against green, red starts
 * List<Placement> moves = game.legalMoves();       // 36: six tiles, six turns each, in the middle
 * game.play(moves.get(0));
 * game.current();                                  // 1: green's turn
 * game.bagSize();                                  // 43 = 56 - 12 - 1
 * }</pre>
 *
 * <p>A game is mutable and not thread-safe. {@link GameJson} saves it (the seed and the moves) and
 * writes its state for a web page.
 */
public final class Game {
  private final GameSetup setup;
  private final int[] order; // the shuffled bag: tile indices, hands dealt from the front
  private int next; // the index in order of the next tile to draw
  private Position position;
  private final List<Placement> moves = new ArrayList<>();
  private final List<Integer> movers = new ArrayList<>();
  private final List<Boolean> forcedMoves = new ArrayList<>();
  private int[] buffer;

  private Game(GameSetup setup) {
    this.setup = setup;
    this.order = shuffle(setup);
    reset();
  }

  /**
   * {@return a new game: the bag shuffled by the setup's seed and the hands dealt in turn order}
   *
   * @param setup the seed, the players' colours, the rules and the tiles known to come first; not null
   */
  public static Game start(GameSetup setup) {
    return new Game(setup);
  }

  /**
   * {@return the game of {@code setup} after {@code moves}, each checked against the rules}
   *
   * @param setup the setup the moves were played from; not null
   * @param moves the moves, in the order played; not null
   * @throws io.github.dlxkit.core.BadInputException naming the first illegal move, its number and rule
   */
  public static Game replay(GameSetup setup, List<Placement> moves) {
    Game g = start(setup);
    for (int i = 0; i < moves.size(); i++) {
      Optional<Rule> broken = g.broken(moves.get(i));
      if (broken.isPresent()) {
        throw new io.github.dlxkit.core.BadInputException("move " + (i + 1) + " (" + moves.get(i) + "): "
            + broken.get().words());
      }
      g.play(moves.get(i));
    }
    return g;
  }

  /**
   * The bag's order: the setup's drawn tiles first, then the others shuffled by the seed (with none
   * drawn, the same shuffle of all 56 as before drawn tiles existed, so old saves replay).
   */
  private static int[] shuffle(GameSetup setup) {
    int[] o = new int[Position.TILES];
    int k = 0;
    boolean[] placed = new boolean[Position.TILES];
    for (int t : setup.drawn()) {
      o[k++] = t - 1;
      placed[t - 1] = true;
    }
    int from = k;
    for (int t = 0; t < Position.TILES; t++) {
      if (!placed[t]) {
        o[k++] = t;
      }
    }
    Random random = new Random(setup.seed());
    for (int i = o.length - 1; i > from; i--) {
      int j = from + random.nextInt(i - from + 1);
      int x = o[i];
      o[i] = o[j];
      o[j] = x;
    }
    return o;
  }

  private void reset() {
    int players = setup.players();
    long[] hands = new long[players];
    next = 0;
    for (int p = 0; p < players; p++) {
      for (int k = 0; k < 6; k++) {
        hands[p] |= 1L << order[next++];
      }
    }
    int[] colours = new int[players];
    for (int p = 0; p < players; p++) {
      colours[p] = setup.colours().get(p).ordinal();
    }
    position = new Position(colours, hands, Position.TILES - next);
    moves.clear();
    movers.clear();
    forcedMoves.clear();
  }

  /**
   * {@return the numbers of the tiles that have come out of the bag, in order: the hands as dealt, then each
   * tile drawn} Every player has seen them (hands are face up); the tiles still in the bag and their
   * order are not among them.
   */
  public List<Integer> drawn() {
    List<Integer> out = new ArrayList<>(next);
    for (int i = 0; i < next; i++) {
      out.add(order[i] + 1);
    }
    return out;
  }

  /**
   * {@return this game with the tiles still in the bag shuffled again by {@code seed}: the same moves, hands
   * and board, and a bag whose order nobody who knew the old one can tell} A server does this when a
   * move taken back has put its drawn tile back (else the player would know the next tile), and
   * when it opens a saved game whose seed a player may know.
   *
   * @param seed the new shuffle's seed; this game is unchanged
   */
  public Game reshuffled(long seed) {
    Game g = new Game(new GameSetup(seed, setup.colours(), setup.competition(), drawn()));
    for (Placement p : moves) {
      g.playLegal(encode(p));
    }
    return g;
  }

  /** {@return the seed, the players' colours, the rules and the tiles known to come first} */
  public GameSetup setup() {
    return setup;
  }

  /** {@return the number of players} */
  public int players() {
    return setup.players();
  }

  /**
   * {@return the colour of the player in seat {@code seat} (0 starts)}
   *
   * @param seat 0 to {@link #players()} − 1
   * @throws IllegalArgumentException if there is no such seat
   */
  public Colour colour(int seat) {
    return setup.colours().get(checkSeat(seat));
  }

  /** {@return the seat of the player to move} */
  public int current() {
    return position.current;
  }

  /** {@return whether all tiles are played, or no player can move} */
  public boolean isOver() {
    return position.over;
  }

  /** {@return whether the player to move must fill a forced space (one that a tile in hand fits)} */
  public boolean mustFill() {
    return position.mustFill;
  }

  /** {@return whether the player to move has made this turn's free move} */
  public boolean freeMoveMade() {
    return position.freeMade;
  }

  /** {@return whether the three restrictions hold: while tiles remain in the bag} */
  public boolean restricted() {
    return position.restricted();
  }

  /** {@return the number of tiles in the bag} */
  public int bagSize() {
    return position.bag;
  }

  /**
   * {@return the tiles in the hand of seat {@code seat}, by number; a new list}
   *
   * @param seat 0 to {@link #players()} − 1
   * @throws IllegalArgumentException if there is no such seat
   */
  public List<Tile> hand(int seat) {
    List<Tile> out = new ArrayList<>();
    for (long m = position.hand[checkSeat(seat)]; m != 0; m &= m - 1) {
      out.add(TileTable.tile(Long.numberOfTrailingZeros(m)));
    }
    return out;
  }

  /** {@return the tiles neither played nor in a hand, by number: the bag's contents, not its order} */
  public List<Tile> unseen() {
    long seen = position.onBoard;
    for (long h : position.hand) {
      seen |= h;
    }
    List<Tile> out = new ArrayList<>();
    for (int t = 0; t < Position.TILES; t++) {
      if ((seen >> t & 1) == 0) {
        out.add(TileTable.tile(t));
      }
    }
    return out;
  }

  /** {@return every legal move of the player to move, ordered by cell (reading order), tile and rotation} */
  public List<Placement> legalMoves() {
    int[] buffer = new int[Position.MAX_MOVES];
    int n = position.generate(buffer, buffer.length);
    List<Placement> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(placement(buffer[i]));
    }
    out.sort((a, b) -> a.cell().compareTo(b.cell()) != 0 ? a.cell().compareTo(b.cell())
        : a.tile() != b.tile() ? Integer.compare(a.tile(), b.tile()) : Integer.compare(a.rotation(), b.rotation()));
    return out;
  }

  /**
   * {@return the number of legal moves of the player to move, counted on the fast path (no move objects
   * made; the buffer is the game's own, so this allocates nothing after the first call)}
   */
  public int legalMoveCount() {
    if (buffer == null) {
      buffer = new int[Position.MAX_MOVES];
    }
    return position.generate(buffer, buffer.length);
  }

  /**
   * {@return the rule {@code move} breaks now, if any (empty: it is legal for the player to move)}
   *
   * @param move the move to judge, not played; not null
   */
  public Optional<Rule> broken(Placement move) {
    return Optional.ofNullable(position.diagnose(encode(move)));
  }

  /**
   * Plays {@code move} for the player to move; the player draws a tile if the bag holds one.
   *
   * @param move the move, which must be legal now; not null
   * @throws IllegalMoveException naming the rule the move breaks (the game is then unchanged)
   */
  public void play(Placement move) {
    int m = encode(move);
    Rule rule = position.diagnose(m);
    if (rule != null) {
      throw new IllegalMoveException(move, rule);
    }
    playLegal(m);
  }

  /** Plays an encoded move already known to be legal (the computer players' path). */
  void playLegal(int m) {
    int drawn = position.bag > 0 ? order[next++] : -1;
    movers.add(position.current);
    forcedMoves.add(position.mustFill);
    moves.add(placement(m));
    position.apply(m, drawn);
  }

  /**
   * Takes back the last move (the game is replayed from its setup without it: the tile it drew goes
   * back to the front of the bag).
   *
   * @throws IllegalStateException under competition rules, or before the first move
   */
  public void undo() {
    if (setup.competition()) {
      throw new IllegalStateException("undo is off under competition rules");
    }
    if (moves.isEmpty()) {
      throw new IllegalStateException("no move to undo");
    }
    List<Placement> keep = new ArrayList<>(moves.subList(0, moves.size() - 1));
    reset();
    for (Placement p : keep) {
      playLegal(encode(p));
    }
  }

  /** {@return the moves played, in order} */
  public List<Placement> moves() {
    return Collections.unmodifiableList(moves);
  }

  /**
   * {@return the seat that played move {@code i} (0-based)}
   *
   * @param i the move's index in {@link #moves()}
   * @throws IllegalArgumentException if there is no such move
   */
  public int mover(int i) {
    return movers.get(Indices.checked("move", i, movers.size()));
  }

  /**
   * {@return whether move {@code i} (0-based) filled a forced space the player had to fill}
   *
   * @param i the move's index in {@link #moves()}
   * @throws IllegalArgumentException if there is no such move
   */
  public boolean wasForced(int i) {
    return forcedMoves.get(Indices.checked("move", i, forcedMoves.size()));
  }

  /** {@return the tiles played, in the order played} */
  public Tantrix tantrix() {
    Tantrix.Builder b = Tantrix.builder();
    for (Placement p : moves) {
      b.place(p.cell(), TileTable.tile(p.tile() - 1), p.rotation());
    }
    return b.build();
  }

  /** {@return the forced spaces: empty cells with three or more tiles around, in reading order} */
  public List<Hex> forcedSpaces() {
    List<Hex> out = new ArrayList<>();
    for (int i = 0; i < position.forcedCount; i++) {
      out.add(hex(position.forced[i]));
    }
    Collections.sort(out);
    return out;
  }

  /**
   * {@return the empty cells on sides controlled by forced spaces, in reading order} Restriction 3 keeps
   * tiles off them while the bag holds tiles.
   */
  public List<Hex> controlledCells() {
    List<Hex> out = new ArrayList<>();
    for (int i = 0; i < position.spaceCount; i++) { // a run's cells each touch its wall
      if (position.ctrl[position.space[i]] > 0) {
        out.add(hex(position.space[i]));
      }
    }
    Collections.sort(out);
    return out;
  }

  /**
   * {@return the score of seat {@code seat}: its best line's tiles, or twice its best loop's}
   *
   * @param seat 0 to {@link #players()} − 1
   * @throws IllegalArgumentException if there is no such seat
   */
  public int score(int seat) {
    return position.best[checkSeat(seat)];
  }

  private int checkSeat(int seat) {
    return Indices.checked("seat", seat, players());
  }

  /** {@return the scores by seat} */
  public List<Integer> scores() {
    List<Integer> out = new ArrayList<>();
    for (int s : position.best) {
      out.add(s);
    }
    return out;
  }

  /** The fast position, for the computer players (they search copies of it). */
  Position position() {
    return position;
  }

  static int encode(Placement p) {
    return Position.move(Position.cell(p.cell().q(), p.cell().r()), p.tile() - 1, p.rotation());
  }

  static Placement placement(int m) {
    int c = Position.moveCell(m);
    return new Placement(Position.moveTile(m) + 1, hex(c), Position.moveRot(m));
  }

  static Hex hex(int cell) {
    return Hex.of(Position.q(cell), Position.r(cell));
  }
}

/**
 * Puzzles made and graded: {@code Generator} (puzzles with one solution, reproducible from a seed, optionally minimal), {@code Difficulty}
 * (guesses a solver needs), {@code Hint} (the next cell and the technique that finds it) and the singles-only solver a human would run ({@code SinglesSolver}).
 */
package io.github.dlxkit.sudoku.generate;

/**
 * Splittable, resumable counting: a search tree cut into subproblems that are counted on their own
 * (by threads, by separate processes of a job array, by Spark tasks) and added up exactly.
 *
 * <p>A {@link io.github.dlxkit.core.search.SplittableSearch} cuts its tree into a deterministic list
 * of {@link io.github.dlxkit.core.search.Subproblem}s; each is written as one line of text so that
 * any process can count it; {@link io.github.dlxkit.core.search.PartCount} is the outcome of one
 * count. {@link io.github.dlxkit.core.split.Parts} groups subproblems into the parts of a job array,
 * {@link io.github.dlxkit.core.search.CountSum} adds counts beyond 2^63.
 *
 * <pre>{@code
 * SplittableSearch search = ExactCoverSolver.of(problem).splittable();
 * List<Subproblem> all = search.split(256);
 * CountSum sum = new CountSum();
 * for (Subproblem s : all) sum.add(search.count(s));
 * BigInteger count = sum.count();      // equals ExactCoverSolver.of(problem).count()
 * }</pre>
 *
 * <h2>Counts beyond 2^63</h2>
 * One subproblem's count is a {@code long}: a single search that visits its solutions one by one
 * cannot reach 2^63 (about 290 years at 10^9 solutions per second), and the engine detects an
 * overflow exactly ({@link java.lang.ArithmeticException}) rather than wrapping. Sums of many
 * subproblems or parts are {@link java.math.BigInteger}s.
 */
package io.github.dlxkit.core.split;

import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;

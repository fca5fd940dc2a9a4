/**
 * Counting by memoization (Knuth's DLX6, DXZ): the count of each remaining subproblem is remembered,
 * within a memory budget ({@code MemoCounter}, {@code MemoResult}, {@code MemoOrder} for the item
 * order, {@code MemoBudgetException} when the budget is spent).
 */
package io.github.dlxkit.core.memo;

// The CPU slowdown that makes this host behave like Lighthouse's reference
// mid-range phone, from the host's benchmarkIndex, by the mapping Lighthouse's
// throttling guide points to (its CPU throttling calculator): 150 → 1×,
// 800 → 2×, 1300 → 3×, then 1× more per 233 points (1766 → 5×, 2000 → 6×).
// A faster host needs more slowdown; the default 4× fits a benchmarkIndex of 1533.

/** The slowdown the guide maps `benchmarkIndex` to, to one decimal. */
export function slowdownFor(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233
    : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500
    : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.max(1, multiplier) * 10) / 10;
}

/** The middle of some readings (benchmarkIndex moves from run to run on a shared host). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** p-th percentile (nearest rank) of latencies in milliseconds. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const formatMs = (ms: number): string => `${ms.toFixed(3)} ms`;

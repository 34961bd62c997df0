/**
 * Runs `callback` when the browser is idle, at the latest after `timeoutMs` (a plain timer where
 * requestIdleCallback is missing, as in Safari). Returns the cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = globalThis.setTimeout(callback, Math.min(timeoutMs, 200));
  return () => globalThis.clearTimeout(timer);
}

/** Spec 1 §9's page-load progress bar constants. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_HIDE_DELAY_MS = 500;
/** The bar never claims to be done before the page is. */
export const PROGRESS_CEILING = 0.95;

/**
 * How far the bar has filled (0–1) after a navigation has run `elapsedMs`: nothing during the
 * 200 ms throttle (a fast navigation shows no bar), then a steady fill over the 5 s duration in
 * 100 ms ticks, held below full until the page arrives.
 */
export function progressAt(elapsedMs: number): number {
  if (!(elapsedMs >= PROGRESS_THROTTLE_MS)) return 0;
  const ticks = Math.floor((elapsedMs - PROGRESS_THROTTLE_MS) / PROGRESS_TICK_MS) + 1;
  return Math.min(PROGRESS_CEILING, (ticks * PROGRESS_TICK_MS) / PROGRESS_DURATION_MS);
}

import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS, PROGRESS_TICK_MS, progressAt } from './progress';

type BarState = { readonly phase: 'hidden' } | { readonly phase: 'loading'; readonly value: number } | { readonly phase: 'done' };

/**
 * The page-load progress bar (spec 1 §2, §9): it appears only when a navigation takes longer than
 * 200 ms, fills while the next page loads, completes and fades out 500 ms after it arrived.
 * Decorative: the page's own content change is what assistive technology follows.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [bar, setBar] = useState<BarState>({ phase: 'hidden' });

  useEffect(() => {
    if (!busy) return undefined;
    const started = performance.now();
    let interval: number | undefined;
    const delay = window.setTimeout(() => {
      const tick = () => setBar({ phase: 'loading', value: progressAt(performance.now() - started) });
      tick();
      interval = window.setInterval(tick, PROGRESS_TICK_MS);
    }, PROGRESS_THROTTLE_MS);
    return () => {
      window.clearTimeout(delay);
      if (interval !== undefined) window.clearInterval(interval);
      setBar((current) => (current.phase === 'loading' ? { phase: 'done' } : current));
    };
  }, [busy]);

  useEffect(() => {
    if (bar.phase !== 'done') return undefined;
    const timer = window.setTimeout(() => setBar({ phase: 'hidden' }), PROGRESS_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [bar.phase]);

  if (bar.phase === 'hidden') return null;
  const value = bar.phase === 'done' ? 1 : bar.value;
  return (
    <div className={`progress-bar${bar.phase === 'done' ? ' progress-bar--done' : ''}`} aria-hidden="true" data-testid="progress-bar">
      <div className="progress-bar__fill" style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}

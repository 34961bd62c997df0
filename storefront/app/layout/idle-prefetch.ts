import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { PrefetchBehavior } from 'react-router';
import { SERVER_RENDER } from '../ui/server-render';
import { prefetchAllowed, type ConnectionHints } from './connection';
import { whenIdle } from './when-idle';

/** Spec 1 §4: prefetching starts when the browser is idle, at the latest after 2000 ms. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

const idlePrefetchAtom = atom(false);

/**
 * How the chrome's links prefetch: not at all until the page is idle, then on intent (hover,
 * focus, touch), fetching the target's code and data just before the click. Never on 2g or with
 * data saver.
 */
export const useIdlePrefetch: () => PrefetchBehavior = SERVER_RENDER ? () => 'none' : useIdlePrefetchInBrowser;

// The gate opens in the browser only, so a server render (and the hydration after it) says 'none'
// without asking the atom store, once for each of the chrome's links.
function useIdlePrefetchInBrowser(): PrefetchBehavior {
  return useAtomValue(idlePrefetchAtom) ? 'intent' : 'none';
}

/** Opens the prefetch gate once per page load (mounted once, in the layout's behaviours). */
export function useIdlePrefetchGate(): void {
  const open = useSetAtom(idlePrefetchAtom);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (!prefetchAllowed(connection)) return undefined;
    return whenIdle(() => open(true), PREFETCH_IDLE_TIMEOUT_MS);
  }, [open]);
}

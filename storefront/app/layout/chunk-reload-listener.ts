import { CHUNK_RELOAD_STORAGE_KEY, decideChunkReload, isChunkLoadError, parseChunkReloadState } from './chunk-reload';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: no counter, so no reload either (it could loop)
  }
}

function reloadWithinLimits(): boolean {
  // Offline, a chunk fails for want of a network, not because a deployment replaced it: a reload
  // would only show the browser's offline page (the layout's notice says what is going on).
  if (!navigator.onLine) return false;
  const store = storage();
  if (!store) return false;
  const decision = decideChunkReload(parseChunkReloadState(store.getItem(CHUNK_RELOAD_STORAGE_KEY)), Date.now());
  if (decision.next) store.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify(decision.next));
  else store.removeItem(CHUNK_RELOAD_STORAGE_KEY);
  if (decision.reload) window.location.reload();
  return decision.reload;
}

/**
 * Listens for chunks that failed to load: Vite's `vite:preloadError` (a lazy import's
 * dependencies) and unhandled rejections of dynamic imports. (React Router reloads by itself when
 * a route module fails to import.) Returns the function that stops listening.
 */
export function listenForChunkErrors(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadWithinLimits()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadWithinLimits();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

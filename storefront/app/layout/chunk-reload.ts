/**
 * Spec 1 §4: a script chunk that fails to load (typically a new deployment replaced the hashed
 * files the open page refers to) reloads the page, at most once per 60 seconds and at most twice
 * in a row; then it stops and clears its counter, so a later failure may reload again.
 */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_MAX_IN_A_ROW = 2;
export const CHUNK_RELOAD_STORAGE_KEY = 'shop:chunk-reloads';

export interface ChunkReloadState {
  readonly count: number;
  readonly lastAt: number;
}

export interface ChunkReloadDecision {
  readonly reload: boolean;
  /** What to keep in sessionStorage afterwards; null clears it. */
  readonly next: ChunkReloadState | null;
}

export function decideChunkReload(state: ChunkReloadState | null, now: number): ChunkReloadDecision {
  if (state && now - state.lastAt < CHUNK_RELOAD_MIN_INTERVAL_MS) return { reload: false, next: state };
  if (state && state.count >= CHUNK_RELOAD_MAX_IN_A_ROW) return { reload: false, next: null };
  return { reload: true, next: { count: (state?.count ?? 0) + 1, lastAt: now } };
}

/** The stored counter, or null when absent or unreadable. */
export function parseChunkReloadState(raw: string | null): ChunkReloadState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ChunkReloadState>;
    return Number.isInteger(value.count) && Number.isFinite(value.lastAt) ? { count: value.count!, lastAt: value.lastAt! } : null;
  } catch {
    return null;
  }
}

/** The messages browsers give a dynamic import or module script that could not be fetched. */
const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export const isChunkLoadError = (reason: unknown): boolean => {
  const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR.test(message);
};

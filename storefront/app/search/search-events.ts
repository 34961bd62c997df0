/**
 * Spec 1 §3 "Search tracking" (userToken, index, objectIDs, searchTerm, positions): clicks on and
 * views of search results go to the backend's Insights endpoint, same origin. Fire and forget: a
 * failed report never stands in the shopper's way.
 */
export const SEARCH_EVENTS_PATH = '/api/search/1/events';

/** Insights' limit: at most 20 objects per event. */
export const MAX_EVENT_OBJECTS = 20;

const TOKEN_KEY = 'shop.searchUserToken';

/** An anonymous token per browser, kept in localStorage (a fresh one per page when storage is off). */
export function searchUserToken(): string {
  try {
    const stored = localStorage.getItem(TOKEN_KEY);
    if (stored && /^[a-zA-Z0-9_=/+-]{1,129}$/.test(stored)) return stored;
    const token = `anonymous-${crypto.randomUUID()}`;
    localStorage.setItem(TOKEN_KEY, token);
    return token;
  } catch {
    return `anonymous-${crypto.randomUUID()}`;
  }
}

export interface SearchClick {
  readonly index: string;
  readonly objectID: string;
  /** 1-based position in the results. */
  readonly position: number;
  readonly queryID?: string;
  readonly searchTerm: string;
  readonly eventName: string;
}

export interface SearchView {
  readonly index: string;
  readonly objectIDs: readonly string[];
  readonly searchTerm: string;
  readonly eventName: string;
}

function send(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  void fetch(SEARCH_EVENTS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events: [{ ...event, userToken: searchUserToken(), timestamp: Date.now() }] }),
    // The click usually leaves the page: keepalive lets the report finish.
    keepalive: true,
  }).catch(() => undefined);
}

export function reportSearchClick(click: SearchClick): void {
  send({
    eventType: 'click',
    eventName: click.eventName,
    index: click.index,
    objectIDs: [click.objectID],
    positions: [click.position],
    ...(click.queryID ? { queryID: click.queryID } : {}),
    ...(click.searchTerm ? { searchTerm: click.searchTerm } : {}),
  });
}

export function reportSearchView(view: SearchView): void {
  if (view.objectIDs.length === 0) return;
  send({
    eventType: 'view',
    eventName: view.eventName,
    index: view.index,
    objectIDs: view.objectIDs.slice(0, MAX_EVENT_OBJECTS),
    ...(view.searchTerm ? { searchTerm: view.searchTerm } : {}),
  });
}

/**
 * The internal answer headers by which the app talks to the server's guest page cache; the server
 * reads them and never sends them on. Shared by both sides (app/shop/guest-page.server.ts sets them).
 */
export const PAGE_CACHE_MARKS = {
  /** On a page document that is the same for every guest (its route's handle says so). */
  guestPage: 'x-guest-page',
  /** On an answer after which every cached page is stale (the content cache was invalidated). */
  dropAll: 'x-page-cache-drop',
} as const;

/** What the cache tells the client it did (the bench counts HITs). */
export const PAGE_CACHE_HEADER = 'x-page-cache';
export type PageCacheOutcome = 'HIT' | 'MISS' | 'BYPASS';

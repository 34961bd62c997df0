/** Listing page sizes 12, 24 (default), 36, 48 under the parameter hitsPerPage (spec 1 §2, §9). */
export const HITS_PER_PAGE_OPTIONS = [12, 24, 36, 48] as const;
export type HitsPerPage = (typeof HITS_PER_PAGE_OPTIONS)[number];

export const DEFAULT_HITS_PER_PAGE: HitsPerPage = 24;
export const HITS_PER_PAGE_PARAM = 'hitsPerPage';

export const isHitsPerPage = (value: unknown): value is HitsPerPage =>
  typeof value === 'number' && (HITS_PER_PAGE_OPTIONS as readonly number[]).includes(value);

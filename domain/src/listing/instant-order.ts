import { parseIsoInstant } from '../catalogue/iso-instant.js';

/**
 * Newest first; an unreadable date sorts after every readable one, so one bad record cannot
 * jump to the top of a "latest" list.
 */
export function compareNewestFirst(a: string | Date, b: string | Date): number {
  const left = parseIsoInstant(a);
  const right = parseIsoInstant(b);
  if (left === undefined || right === undefined) {
    return (left === undefined ? 1 : 0) - (right === undefined ? 1 : 0);
  }
  return Math.sign(right - left);
}

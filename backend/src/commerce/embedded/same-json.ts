/**
 * Whether two JSON values hold the same data: the same values under the same keys, in any key
 * order, a key whose value is undefined counting as absent (JSON leaves it out as well).
 *
 * Telling whether an update changed a document this way is cheaper than writing both out as JSON:
 * a recalculated cart shares most of its objects (each line's frozen product data above all) with
 * the stored one, identical references are equal without looking inside, and a changed value is
 * told apart at its first difference.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && sameArray(a, b);
  return sameRecord(a as Record<string, unknown>, b as Record<string, unknown>);
}

function sameArray(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (!sameJson(a[index], b[index])) return false;
  return true;
}

function sameRecord(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let defined = 0;
  for (const key in a) {
    const value = a[key];
    if (value === undefined) continue;
    if (!Object.hasOwn(b, key) || !sameJson(value, b[key])) return false;
    defined += 1;
  }
  // Every defined value of `a` is in `b`; `b` must have no other.
  for (const key in b) if (b[key] !== undefined) defined -= 1;
  return defined === 0;
}

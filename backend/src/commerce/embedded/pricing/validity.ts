/**
 * commercetools' validity window for prices, cart discounts and discount codes:
 * effective when validFrom <= now < validUntil; a missing bound is open.
 */
export function isWithinValidity(resource: { readonly validFrom?: string; readonly validUntil?: string }, now: Date): boolean {
  const time = now.getTime();
  if (resource.validFrom !== undefined && Date.parse(resource.validFrom) > time) return false;
  if (resource.validUntil !== undefined && Date.parse(resource.validUntil) <= time) return false;
  return true;
}

/**
 * The instants around `time` between which none of `resources` starts or stops being valid
 * (isWithinValidity): [from, until), so whatever was decided from their validity at `time` holds
 * for any instant in it. An unparsable bound never excludes a resource (isWithinValidity compares
 * with NaN), so it is no edge.
 */
export function validityUnchangedAround(
  resources: Iterable<{ readonly validFrom?: string; readonly validUntil?: string }>, time: number,
): { from: number; until: number } {
  let from = -Infinity;
  let until = Infinity;
  for (const resource of resources) {
    for (const bound of [resource.validFrom, resource.validUntil]) {
      if (bound === undefined) continue;
      const at = Date.parse(bound);
      if (Number.isNaN(at)) continue;
      if (at <= time) from = Math.max(from, at);
      else until = Math.min(until, at);
    }
  }
  return { from, until };
}

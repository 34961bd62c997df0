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

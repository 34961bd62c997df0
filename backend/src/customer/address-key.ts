/**
 * A saved address's key, from its postal code and the time it was saved (spec 2 §3), e.g.
 * '83101-1732200000000' for '831 01'. commercetools keys allow only letters, digits, '_' and '-',
 * so the postal code keeps just its letters and digits; an address without one gets 'address'.
 * Keys are unique per customer: a clash (two saves in the same millisecond) takes the next one.
 */
export function addressKey(postalCode: string | undefined, nowMs: number, taken: readonly (string | undefined)[]): string {
  const compact = (postalCode ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 32) || 'address';
  let time = nowMs;
  while (taken.includes(`${compact}-${time}`)) time += 1;
  return `${compact}-${time}`;
}

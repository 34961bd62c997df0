/**
 * What counts as "no value" for the rules: undefined, null, a string of only whitespace, an
 * empty array. Reading chosen: whitespace-only is empty, so '   ' fails `required` and skips
 * the other rules. `false` and 0 are values (see `isPresent` for `required`).
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * What `required` (and `rating`, spec 1 §5 "same as required") accept. Reading chosen: an
 * unticked checkbox (`false`) fails required; the number 0 is a value and passes.
 */
export const isPresent = (value: unknown): boolean => !isEmptyValue(value) && value !== false;

/** What the comparison table shows for a missing attribute value (spec 1 §3, spec 2 §9). */
export const COMPARISON_MISSING_VALUE = '-';

export type ComparisonAttributeValue = string | number | readonly string[] | null | undefined;

/**
 * The text of one comparison cell. Reading chosen: "missing" covers absent, null, blank text,
 * a non-finite number and a list with no non-blank entry; lists are joined with ", ".
 */
export function comparisonValue(value: ComparisonAttributeValue): string {
  if (value === null || value === undefined) return COMPARISON_MISSING_VALUE;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : COMPARISON_MISSING_VALUE;
  const text = typeof value === 'string'
    ? value.trim()
    : value.map((entry) => entry.trim()).filter((entry) => entry !== '').join(', ');
  return text === '' ? COMPARISON_MISSING_VALUE : text;
}

/** The shipping method's DeliveryTime custom field, in days (spec 1 §3, spec 2 §3: 'N-M'). */
export interface DeliveryTimeRange {
  readonly minDays: number;
  readonly maxDays: number;
}

// Strict on purpose: surrounding blanks are forgiven, anything else ('2 - 4', '2–4', '2-4 days')
// is not a range we can promise a date from. A single number 'N' reads as 'N-N': its upper
// number is itself. Three digits are plenty for a delivery time and keep the arithmetic small.
const RANGE = /^(\d{1,3})(?:-(\d{1,3}))?$/;

/**
 * 'N-M' → { minDays: N, maxDays: M }; anything malformed (not a string, N > M, an upper bound of
 * 0) → undefined, so a badly edited field hides the estimate instead of failing the page.
 */
export function parseDeliveryTimeRange(text: unknown): DeliveryTimeRange | undefined {
  if (typeof text !== 'string') return undefined;
  const match = RANGE.exec(text.trim());
  if (!match) return undefined;
  const minDays = Number(match[1]);
  const maxDays = match[2] === undefined ? minDays : Number(match[2]);
  if (minDays > maxDays || maxDays === 0) return undefined;
  return { minDays, maxDays };
}

/**
 * The DeliveryTime value for a locale ('de-AT'); a value keyed by the bare language ('de') is the
 * fallback, as commercetools localized strings may be keyed either way.
 */
export function deliveryTimeForLocale(
  field: Readonly<Record<string, string | undefined>> | undefined,
  locale: string,
): string | undefined {
  if (!field) return undefined;
  const dash = locale.indexOf('-');
  const language = dash === -1 ? locale : locale.slice(0, dash);
  return field[locale] ?? field[language];
}

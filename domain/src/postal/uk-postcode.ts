/**
 * The UK government's postcode pattern (Bulk Data Transfer standard): outward code A9, A99, AA9,
 * AA99, A9A or AA9A, then the inward code 9AA, plus the special Girobank code GIR 0AA.
 * The second letter of a two-letter area excludes I and Z (hence `[A-HJ-Y]`).
 *
 * Deviations from the published regex, on purpose:
 * - The published one is `^GIR 0AA|...$`, which anchors each alternative at one end only
 *   ('GIR 0AAxyz' passes); here the whole alternation is anchored.
 * - It allows any whitespace (`\s?`); the brief says one optional space, so a tab or two spaces fail.
 * - The optional space applies to GIR 0AA too ('GIR0AA' passes), as for every other postcode.
 * - Lower case is accepted (flag `i`): shoppers type 'sw1a 1aa' and the postcode is the same one.
 *   The flag is `i` without `u`: with `u`, Unicode case folding would let the Kelvin sign (U+212A)
 *   match K and the long s (U+017F) match S.
 */
export const UK_POSTCODE_PATTERN =
  /^(?:GIR ?0AA|(?:[A-Z][0-9]{1,2}|[A-Z][A-HJ-Y][0-9]{1,2}|[A-Z][0-9][A-Z]|[A-Z][A-HJ-Y][0-9][A-Z]) ?[0-9][A-Z]{2})$/i;

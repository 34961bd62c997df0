import type { CountryCode } from '../market/codes.js';
import { hasOnlyAllowedVatIdCharacters, VAT_ID_RULES, type VatIdRule } from './id-rules.js';

/** Spec 2 §5: "VAT ID input: minimum length 2", read as the length after clean-up. */
export const VAT_ID_MIN_LENGTH = 2;

export type VatIdRejection = 'empty' | 'too-short' | 'invalid-characters';

export type VatIdCheck =
  | {
      readonly ok: true;
      /** The number without prefix, as stored and shown. */
      readonly number: string;
      /** Prefix + number: what is sent as UstId_2 and what the validation state is keyed by. */
      readonly requestId: string;
    }
  | { readonly ok: false; readonly reason: VatIdRejection };

// Shoppers copy numbers as printed on invoices: "DE 123 456 789", "CHE-123.456.789", "12345678-2-41".
const SEPARATORS = /[\s.\-]/g;

// Only ASCII letters are uppercased: String#toUpperCase would turn 'ß' into 'SS' or 'ı' into 'I'
// and let characters through that no VAT ID contains.
const uppercaseAscii = (value: string): string => value.replace(/[a-z]/g, (letter) => letter.toUpperCase());

function stripPrefix(value: string, rule: VatIdRule): string {
  const prefixes = [rule.prefix, ...(rule.alsoStripped ?? [])].sort((a, b) => b.length - a.length);
  // Stripped once only. Known limit: a French number whose key is "FR", typed without the
  // country prefix, loses its key; the validator then answers invalid and the shopper can retype.
  const found = prefixes.find((prefix) => value.startsWith(prefix));
  return found === undefined ? value : value.slice(found.length);
}

function stripLabelSuffix(value: string, rule: VatIdRule): string {
  const found = (rule.labelSuffixes ?? []).find((suffix) => value.endsWith(suffix));
  return found === undefined ? value : value.slice(0, value.length - found.length);
}

/**
 * Clean-up then check of a shopper's VAT ID (spec 2 §5). Order: separators and case, prefix,
 * label suffix, Hungary's cut to 8, then length and characters. The cut comes after separator
 * removal so that "1234 5678-2-41" still keeps all eight digits of the tax number.
 * 'empty' means the shopper gave nothing (blank or separators only); a bare prefix such as "DE"
 * is 'too-short', since the shopper did type something that is not a number.
 */
export function normaliseVatId(country: CountryCode, input: string | null | undefined): VatIdCheck {
  const rule = VAT_ID_RULES[country];
  const compact = uppercaseAscii((input ?? '').replace(SEPARATORS, ''));
  if (compact === '') return { ok: false, reason: 'empty' };

  const withoutLabels = stripLabelSuffix(stripPrefix(compact, rule), rule);
  const number = rule.keepFirst === undefined ? withoutLabels : withoutLabels.slice(0, rule.keepFirst);

  if (number.length < VAT_ID_MIN_LENGTH) return { ok: false, reason: 'too-short' };
  if (!hasOnlyAllowedVatIdCharacters(number, rule.characters)) return { ok: false, reason: 'invalid-characters' };
  return { ok: true, number, requestId: `${rule.prefix}${number}` };
}

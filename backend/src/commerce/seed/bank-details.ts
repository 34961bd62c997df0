import type { CountryCode } from '@shop/domain';
import { randomFor } from './prng.js';

/** The bank-transfer data a store shows (spec 2 §3 payment data, from store custom fields). */
export interface BankDetails {
  readonly bic: string;
  readonly accountOwner: string;
  readonly institute: string;
  readonly iban: string;
}

/*
 * Demo bank details that look right to a validator but belong to nobody:
 * - the BIC's bank code is DEMO and its location code ends in 0, which marks a test BIC;
 * - the IBAN has the country's length and BBAN layout (letters where the registry has a bank
 *   code of letters: BG, GB, IE, NL, RO; IT's CIN letter), the bank code DEMO or digits from a
 *   seeded stream, and correct ISO 13616 check digits. Belgium's and France's national check
 *   digits are computed too, since common validators test them.
 * Layout per country: [letters prefix, digit count] of the BBAN (IBAN registry).
 */
const BBAN_LAYOUT: Readonly<Record<CountryCode, readonly [letters: string, digits: number]>> = {
  AT: ['', 16], BE: ['', 12], BG: ['DEMO', 14], CH: ['', 17], CZ: ['', 20], DE: ['', 18], DK: ['', 14],
  ES: ['', 20], FI: ['', 14], FR: ['', 23], GB: ['DEMO', 14], GR: ['', 23], HR: ['', 17], HU: ['', 24],
  IE: ['DEMO', 14], IT: ['X', 22], LT: ['', 16], NL: ['DEMO', 10], NO: ['', 11], PL: ['', 24], PT: ['', 21],
  RO: ['DEMO', 16], SE: ['', 20], SI: ['', 15], SK: ['', 20],
};

/** The company behind every market; the shop is run from Slovakia, its default market. */
export const DEMO_ACCOUNT_OWNER = 'ProEquip Europe s.r.o.';

/** n mod 97 of a long digit string, in chunks so no number exceeds the safe-integer range. */
export function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  return remainder;
}

const lettersToDigits = (text: string): string =>
  Array.from(text, (c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');

/** ISO 13616: the IBAN is valid when its rearranged numeric form is 1 mod 97. */
export const isValidIban = (iban: string): boolean =>
  /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(iban) && mod97(lettersToDigits(`${iban.slice(4)}${iban.slice(0, 4)}`)) === 1;

export function ibanFromBban(country: string, bban: string): string {
  const check = 98 - mod97(lettersToDigits(`${bban}${country}00`));
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

function nationalBban(country: CountryCode): string {
  const [letters, count] = BBAN_LAYOUT[country];
  const random = randomFor('iban', country);
  let digits = Array.from({ length: count }, () => String(random.int(0, 9))).join('');
  if (country === 'BE') {
    // Last two digits: the first ten mod 97, 97 instead of 0.
    const head = digits.slice(0, 10);
    digits = `${head}${String(mod97(head) || 97).padStart(2, '0')}`;
  }
  if (country === 'FR') {
    // RIB key over bank (5), branch (5) and account (11) digits.
    const [bank, branch, account] = [digits.slice(0, 5), digits.slice(5, 10), digits.slice(10, 21)].map(Number) as [number, number, number];
    const key = 97 - ((89 * bank + 15 * branch + 3 * account) % 97);
    digits = `${digits.slice(0, 21)}${String(key).padStart(2, '0')}`;
  }
  return `${letters}${digits}`;
}

export function bankDetailsFor(country: CountryCode, countryLabel: string): BankDetails {
  return {
    bic: `DEMO${country}20`,
    accountOwner: DEMO_ACCOUNT_OWNER,
    institute: `Demo Bank ${countryLabel}`,
    iban: ibanFromBban(country, nationalBban(country)),
  };
}

import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES } from '@shop/domain';
import { bankDetailsFor, ibanFromBban, isValidIban, mod97 } from './bank-details.js';

/** IBAN lengths of the SWIFT IBAN registry, written independently of the generator's layout table. */
const IBAN_LENGTH: Record<string, number> = {
  AT: 20, BE: 16, BG: 22, CH: 21, CZ: 24, DE: 22, DK: 18, ES: 24, FI: 18, FR: 27, GB: 22, GR: 27, HR: 21,
  HU: 28, IE: 22, IT: 27, LT: 20, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24,
};

describe('demo bank details', () => {
  it('accepts the registry’s example IBANs and rejects a changed digit', () => {
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(mod97('3214282912345698765432161182')).toBe(1);
  });

  it('computes check digits from a BBAN', () => {
    expect(ibanFromBban('DE', '370400440532013000')).toBe('DE89370400440532013000');
  });

  it.each([...COUNTRY_CODES])('%s: a valid IBAN of the country’s length, a test BIC, the same every time', (country) => {
    const details = bankDetailsFor(country, 'Label');
    expect(details.iban.startsWith(country)).toBe(true);
    expect(details.iban).toHaveLength(IBAN_LENGTH[country] ?? 0);
    expect(isValidIban(details.iban)).toBe(true);
    expect(details.bic).toMatch(new RegExp(`^[A-Z]{4}${country}[A-Z0-9]0$`));
    expect(details.institute).toBe('Demo Bank Label');
    expect(bankDetailsFor(country, 'Label')).toEqual(details);
  });

  it('keeps Belgium’s and France’s national check digits right', () => {
    const be = bankDetailsFor('BE', 'België').iban.slice(4);
    expect(Number(be.slice(10)) === (Number(be.slice(0, 10)) % 97 || 97)).toBe(true);
    const fr = bankDetailsFor('FR', 'France').iban.slice(4);
    const [bank, branch, account, key] = [fr.slice(0, 5), fr.slice(5, 10), fr.slice(10, 21), fr.slice(21)].map(Number) as [number, number, number, number];
    expect((89 * bank + 15 * branch + 3 * account + key) % 97).toBe(0);
  });
});

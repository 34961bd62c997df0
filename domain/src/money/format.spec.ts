import { describe, expect, it } from '@jest/globals';
import { money } from './money.js';
import { formatMoney } from './format.js';

// Intl inserts narrow no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('locale-aware money formatting', () => {
  it.each([
    [money(123450, 'EUR'), 'sk-SK', '1 234,50 €'],
    [money(5200, 'GBP'), 'en-GB', '£52.00'],
    [money(139900, 'CZK'), 'cs-CZ', '1 399,00 Kč'],
    [money(5900, 'CHF'), 'de-CH', 'CHF 59.00'],
    [money(195, 'EUR'), 'de-DE', '1,95 €'],
  ] as const)('formats %j in %s as %s', (value, locale, expected) => {
    expect(plain(formatMoney(value, locale))).toBe(expected);
  });
});

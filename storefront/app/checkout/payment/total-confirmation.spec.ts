import { describe, expect, it } from '@jest/globals';
import { cart, eur, line } from './fixtures';
import { placeDecision } from './total-confirmation';

const before = cart([line('EX1', 1, 10000)]);
const withFee = { ...before, totalPrice: eur(10290), taxedPrice: { totalGross: eur(10290) } };

describe('placing the order after attaching the method', () => {
  it('places it when attaching left the total as shown', () => {
    expect(placeDecision(before, cart([line('EX1', 1, 10000)], { version: 9 }))).toBe('place');
  });

  it('asks to confirm when attaching added a fee (or took one off)', () => {
    expect(placeDecision(before, withFee)).toBe('confirm');
    expect(placeDecision(withFee, before)).toBe('confirm');
  });

  it('asks to confirm when only the gross total moved, or the currency differs', () => {
    expect(placeDecision(before, { ...before, taxedPrice: { totalGross: eur(10001) } })).toBe('confirm');
    expect(placeDecision(before, { ...before, totalPrice: { ...eur(10000), currencyCode: 'CZK' } })).toBe('confirm');
  });
});

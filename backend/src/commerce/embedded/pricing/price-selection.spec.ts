import { describe, expect, it } from '@jest/globals';
import type { Price } from '@commercetools/platform-sdk';
import { effectiveUnitValue, selectPrice, type PriceScope } from './price-selection.js';
import { cents, NOW, price } from './pricing.fixture.js';

const scope = (fields: Partial<PriceScope> = {}): PriceScope => ({ currency: 'EUR', country: 'DE', now: NOW, ...fields });
const ids = (prices: readonly Price[]) => (selected: Price | undefined) => selected && prices.indexOf(selected);

describe('line item price selection (currency, then the most specific scope)', () => {
  const countryless = price(5290, 'EUR');
  const germany = price(4790, 'EUR', 'DE');
  const czech = price(124900, 'CZK', 'CZ');
  const prices = [countryless, germany, czech];

  it('prefers the country-specific price over the countryless one, whatever their order', () => {
    expect(selectPrice(prices, scope())).toBe(germany);
    expect(selectPrice([germany, countryless], scope())).toBe(germany);
  });

  it('falls back to the countryless price for another country and for a cart without country', () => {
    expect(selectPrice(prices, scope({ country: 'AT' }))).toBe(countryless);
    expect(selectPrice(prices, scope({ country: undefined }))).toBe(countryless);
  });

  it('never crosses currencies: no price → undefined (the cart raises MatchingPriceNotFound)', () => {
    expect(selectPrice(prices, scope({ currency: 'CZK', country: 'CZ' }))).toBe(czech);
    expect(selectPrice(prices, scope({ currency: 'CZK', country: 'SK' }))).toBeUndefined();
    expect(selectPrice(prices, scope({ currency: 'HUF' }))).toBeUndefined();
    expect(selectPrice([], scope())).toBeUndefined();
  });

  it('honours validFrom <= now < validUntil, and a valid time-limited price beats the open-ended one', () => {
    const promo = price(3990, 'EUR', 'DE', { validFrom: '2026-03-01T00:00:00.000Z', validUntil: '2026-04-01T00:00:00.000Z' });
    const ended = price(2990, 'EUR', 'DE', { validUntil: NOW.toISOString() });
    const upcoming = price(1990, 'EUR', 'DE', { validFrom: '2026-03-15T10:00:00.001Z' });
    const all = [germany, ended, upcoming, promo];
    expect(ids(all)(selectPrice(all, scope()))).toBe(3);
    expect(selectPrice(all, scope({ now: new Date('2026-04-01T00:00:00.000Z') }))).toBe(upcoming);
    expect(selectPrice([germany, ended], scope())).toBe(germany);
  });

  it('uses customer-group and channel prices only for that group/channel, and prefers them', () => {
    const b2b = price(3990, 'EUR', undefined, { customerGroup: { typeId: 'customer-group', id: 'b2b' } });
    const shop = price(4490, 'EUR', 'DE', { channel: { typeId: 'channel', id: 'ex-de' } });
    const all = [germany, b2b, shop];
    expect(selectPrice(all, scope())).toBe(germany);
    expect(selectPrice(all, scope({ channelId: 'ex-de' }))).toBe(shop);
    expect(selectPrice(all, scope({ channelId: 'ex-de', customerGroupId: 'b2b' }))).toBe(b2b);
  });

  it('ignores recurring-order prices', () => {
    const recurring = price(100, 'EUR', 'DE', { recurrencePolicy: { typeId: 'recurrence-policy', id: 'monthly' } });
    expect(selectPrice([recurring, countryless], scope())).toBe(countryless);
  });
});

describe('the unit price charged', () => {
  const tiers = [{ minimumQuantity: 10, value: cents(900, 'EUR') }, { minimumQuantity: 5, value: cents(950, 'EUR') }];

  it('takes the product-discounted value when present (tiers are then ignored)', () => {
    const discounted = price(1000, 'EUR', 'DE', { tiers, discounted: { value: cents(800, 'EUR'), discount: { typeId: 'product-discount', id: 'd' } } });
    expect(effectiveUnitValue(discounted, 20)).toEqual(cents(800, 'EUR'));
  });

  it.each([[1, 1000], [4, 1000], [5, 950], [9, 950], [10, 900], [1000, 900]])('quantity %i → %i via price tiers', (quantity, expected) => {
    expect(effectiveUnitValue(price(1000, 'EUR', 'DE', { tiers }), quantity).centAmount).toBe(expected);
  });
});

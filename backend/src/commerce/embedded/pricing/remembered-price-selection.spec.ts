import { describe, expect, it } from '@jest/globals';
import type { Price } from '@commercetools/platform-sdk';
import { selectPrice, type PriceScope } from './price-selection.js';
import { selectRememberedPrice } from './remembered-price-selection.js';
import { price } from './pricing.fixture.js';

const at = (iso: string) => new Date(iso);
const SK = (now: Date): PriceScope => ({ currency: 'EUR', country: 'SK', now });

describe('remembered price selection', () => {
  it('answers what selectPrice answers, before, at and after every validity edge', () => {
    const prices: Price[] = [
      price(1000, 'EUR'),
      price(900, 'EUR', 'SK'),
      price(800, 'EUR', 'SK', { validFrom: '2026-03-01T00:00:00.000Z', validUntil: '2026-03-10T00:00:00.000Z' }),
      price(700, 'EUR', undefined, { validFrom: '2026-03-05T00:00:00.000Z' }),
      price(600, 'EUR', 'SK', { validFrom: 'not a date' }),
    ];
    // In and out of windows, back and forth, so that a remembered answer is asked outside its window.
    const instants = [
      '2026-02-28T23:59:59.999Z', '2026-03-01T00:00:00.000Z', '2026-03-04T12:00:00.000Z', '2026-02-01T00:00:00.000Z',
      '2026-03-05T00:00:00.000Z', '2026-03-09T23:59:59.999Z', '2026-03-10T00:00:00.000Z', '2026-03-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z',
    ].map(at);
    for (const now of instants) {
      expect(selectRememberedPrice(prices, SK(now))).toBe(selectPrice(prices, SK(now)));
      expect(selectRememberedPrice(prices, { ...SK(now), country: 'DE' })).toBe(selectPrice(prices, { ...SK(now), country: 'DE' }));
    }
  });

  it('keeps scopes apart: country, customer group and channel, set or not', () => {
    const prices: Price[] = [
      price(1000, 'EUR'),
      price(900, 'EUR', 'SK'),
      price(800, 'EUR', 'SK', { customerGroup: { typeId: 'customer-group', id: 'b2b' } }),
      price(700, 'EUR', undefined, { channel: { typeId: 'channel', id: 'shop' } }),
    ];
    const now = at('2026-03-15T10:00:00.000Z');
    const scopes: PriceScope[] = [
      { currency: 'EUR', now }, { currency: 'EUR', country: 'SK', now }, { currency: 'EUR', country: 'SK', customerGroupId: 'b2b', now },
      { currency: 'EUR', channelId: 'shop', now }, { currency: 'EUR', country: '', now }, { currency: 'CZK', country: 'SK', now },
    ];
    for (const scope of [...scopes, ...scopes]) expect(selectRememberedPrice(prices, scope)).toBe(selectPrice(prices, scope));
  });
});

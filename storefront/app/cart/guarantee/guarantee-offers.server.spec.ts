import { describe, expect, it } from '@jest/globals';
import type { BackendClient } from '../../shop/backend.server';
import { guaranteeOffers } from './guarantee-offers.server';

const guarantee = (sku: string, rate: number, locales: string[]) => ({
  id: sku,
  published: true,
  name: { sk: `Záruka ${sku}` },
  slug: { sk: sku },
  masterVariant: { sku, attributes: [{ name: 'ratePercent', value: rate }, { name: 'enabledOnMarket', value: locales }] },
});

/** A backend that answers getProduct with the guarantees and counts the calls. */
function fakeBackend(answers: (() => unknown)[]) {
  const calls: unknown[][] = [];
  const backend = {
    call: async (method: string, payload: unknown[]) => {
      calls.push([method, payload]);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    },
  } as unknown as BackendClient;
  return { backend, calls };
}

const cart = {
  lineItems: [{ id: 'l1', quantity: 2, price: { value: { centAmount: 20000, currencyCode: 'EUR', fractionDigits: 2 } }, variant: { sku: 'EX10000001', attributes: [] } }],
};

describe('guaranteeOffers (the cart loader’s call)', () => {
  it('loads the guarantee list once per store and locale and prices each line', async () => {
    const { backend, calls } = fakeBackend([() => ({ products: [guarantee('4100010', 5, ['sk-SK']), guarantee('4100020', 8, ['de-DE'])] })]);
    const shop = { backend, storeKey: 'test-store-once', locale: 'sk-SK', language: 'sk' } as const;
    const first = await guaranteeOffers(shop, cart);
    const second = await guaranteeOffers(shop, cart);
    expect(first).toEqual({ l1: [{ sku: '4100010', name: 'Záruka 4100010', unitPrice: { centAmount: 1000, currencyCode: 'EUR', fractionDigits: 2 } }] });
    expect(second).toEqual(first);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe('getProduct');
    expect((calls[0]?.[1] as { query: string }[])[0]?.query).toBe('tagManager');
  });

  it('offers nothing when the list cannot be loaded, and asks again next time', async () => {
    const { backend, calls } = fakeBackend([
      () => {
        throw new Error('backend away');
      },
      () => ({ products: [guarantee('4100010', 5, ['sk-SK'])] }),
    ]);
    const shop = { backend, storeKey: 'test-store-failure', locale: 'sk-SK', language: 'sk' } as const;
    expect(await guaranteeOffers(shop, cart)).toEqual({});
    expect(Object.keys(await guaranteeOffers(shop, cart))).toEqual(['l1']);
    expect(calls).toHaveLength(2);
  });

  it('asks nothing for an empty cart or on the payment page', async () => {
    const { backend, calls } = fakeBackend([]);
    const shop = { backend, storeKey: 'test-store-none', locale: 'sk-SK', language: 'sk' } as const;
    expect(await guaranteeOffers(shop, null)).toEqual({});
    expect(await guaranteeOffers(shop, cart, { isPaymentPage: true })).toEqual({});
    expect(calls).toHaveLength(0);
  });
});

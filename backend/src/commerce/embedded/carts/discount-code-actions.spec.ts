import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Cart, CartDiscountDraft, DiscountCode, DiscountCodeDraft } from '@commercetools/platform-sdk';
import { MINI_SEED } from '../catalogue/mini-seed.fixture.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../embedded-commerce.js';

const NOW = '2026-03-01T10:00:00.000Z';
const discount = (key: string, sortOrder: string, extra: Partial<CartDiscountDraft> = {}): CartDiscountDraft => ({
  key, name: { en: key }, value: { type: 'relative', permyriad: 1000 }, cartPredicate: '1 = 1',
  target: { type: 'lineItems', predicate: '1 = 1' }, sortOrder, requiresDiscountCode: true, ...extra,
});
const code = (value: string, discountKey: string, extra: Partial<DiscountCodeDraft> = {}): DiscountCodeDraft =>
  ({ code: value, cartDiscounts: [{ typeId: 'cart-discount', key: discountKey }], ...extra });

/** Codes around the engine's clock (NOW): ended, not started, with a lapsed or switched-off discount, switched off itself. */
const SEED = {
  ...MINI_SEED,
  cartDiscounts: [
    ...MINI_SEED.cartDiscounts,
    discount('open', '0.81'),
    discount('lapsed', '0.82', { validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2026-02-01T00:00:00.000Z' }),
    discount('off', '0.83', { isActive: false }),
  ],
  discountCodes: [
    ...MINI_SEED.discountCodes,
    code('ENDED', 'open', { validFrom: '2026-01-01T00:00:00.000Z', validUntil: NOW }),
    code('NOT-YET', 'open', { validFrom: '2026-03-01T10:00:00.001Z' }),
    code('LAPSED', 'lapsed'),
    code('DISCOUNT-OFF', 'off'),
    code('CODE-OFF', 'open', { isActive: false }),
  ],
};

/** Adding a discount code as commercetools does (discount-code-actions.ts cites its documentation). */
describe('addDiscountCode: codes outside their validity or without an active, valid discount are refused', () => {
  let engine: EmbeddedCommerce;
  beforeAll(() => {
    engine = embeddedCommerce({ file: ':memory:', seed: () => SEED, clock: () => new Date(NOW) });
  });
  afterAll(async () => engine.close());

  const newCart = () => engine.carts.create({ currency: 'EUR', country: 'SK', lineItems: [{ sku: 'EX10012345' }] }, 'ex-sk');
  const idOf = (value: string) => engine.store.find<DiscountCode>(RESOURCE.discountCode, 'code', value)[0]?.id;
  const refusal = (cart: Cart, value: string) =>
    engine.carts.update(cart.id, cart.version, [{ action: 'addDiscountCode', code: value }], 'ex-sk').then(() => undefined, (error: unknown) => error);

  it.each([
    ['whose validity ended (validUntil is exclusive)', 'ENDED', { validFrom: '2026-01-01T00:00:00.000Z', validUntil: NOW }],
    ['whose validity has not begun', 'NOT-YET', { validFrom: '2026-03-01T10:00:00.001Z' }],
    ["whose cart discounts' validity ended", 'LAPSED', {}],
  ])('refuses a code %s: 400 DiscountCodeNonApplicable, TimeRangeNonApplicable, checked at the call\'s time', async (_label, value, window) => {
    const cart = await newCart();
    const error = await refusal(cart, value);
    expect(error).toMatchObject({ statusCode: 400, message: `The discountCode ${idOf(value)} cannot be applied to the cart.` });
    expect((error as { errors: unknown[] }).errors).toEqual([{
      code: 'DiscountCodeNonApplicable', message: `The discountCode ${idOf(value)} cannot be applied to the cart.`,
      discountCode: value, discountCodeId: idOf(value), reason: 'TimeRangeNonApplicable', ...window, validityCheckTime: NOW,
    }]);
    expect(await engine.carts.get(cart.id, 'ex-sk')).toMatchObject({ version: cart.version, discountCodes: [] });
  });

  it('refuses a code whose cart discounts are all switched off', async () => {
    const error = await refusal(await newCart(), 'DISCOUNT-OFF');
    expect((error as { errors: unknown[] }).errors).toEqual([{
      code: 'DiscountCodeNonApplicable', message: `The discountCode ${idOf('DISCOUNT-OFF')} cannot be applied to the cart.`,
      discountCode: 'DISCOUNT-OFF', discountCodeId: idOf('DISCOUNT-OFF'),
    }]);
  });

  it('refuses an expired code in a cart draft too', async () => {
    const error = await engine.carts.create({ currency: 'EUR', country: 'SK', discountCodes: ['ENDED'] }, 'ex-sk').then(() => undefined, (e: unknown) => e);
    expect((error as { errors: unknown[] }).errors).toMatchObject([{ code: 'DiscountCodeNonApplicable', reason: 'TimeRangeNonApplicable' }]);
  });

  it('adds a code that is itself switched off (the documentation does not refuse it), which then shows NotActive; a valid one matches', async () => {
    const cart = await newCart();
    const coded = await engine.carts.update(cart.id, cart.version, [{ action: 'addDiscountCode', code: 'CODE-OFF' }, { action: 'addDiscountCode', code: 'BIG50' }], 'ex-sk');
    expect(coded.discountCodes.map((info) => [info.discountCode.obj?.code, info.state])).toEqual([['CODE-OFF', 'NotActive'], ['BIG50', 'MatchesCart']]);
  });
});

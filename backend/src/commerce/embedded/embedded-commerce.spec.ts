import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { CommerceError } from '../port/commerce-error.js';
import { MINI_SEED } from './catalogue/mini-seed.fixture.js';
import { embeddedCommerce, type EmbeddedCommerce } from './embedded-commerce.js';

const SK = { country: 'SK', firstName: 'Ján', lastName: 'Novák', postalCode: '81101', city: 'Bratislava', streetName: 'Hlavná', streetNumber: '1' };

describe('the embedded engine end to end (mini seed)', () => {
  let dir: string;
  let engine: EmbeddedCommerce;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'engine-'));
    engine = embeddedCommerce({ file: join(dir, 'shop.sqlite'), seed: () => MINI_SEED });
  });
  afterEach(async () => {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const newCart = () => engine.carts.create({ currency: 'EUR', country: 'SK', shippingAddress: SK, shippingMethod: { typeId: 'shipping-method', key: 'parcel' } }, 'ex-sk');
  const update = (cart: Cart, actions: CartUpdateAction[]) => engine.carts.update(cart.id, cart.version, actions, 'ex-sk');
  const failure = (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error as CommerceError);

  it('seeds an empty database once', () => {
    expect(engine.seeded).toBe(true);
  });

  it('prices a cart to the cent: 23 % VAT included, free parcel shipping above 59 EUR', async () => {
    const cart = await update(await newCart(), [{ action: 'addLineItem', sku: 'EX10012345', quantity: 1 }]);
    // 349.00 gross; net = round(34900 / 1.23) = 28374 (28373.98); tax = 6526; 349.00 >= 59.00 → shipping 0.
    expect(cart.totalPrice.centAmount).toBe(34900);
    expect(cart.taxedPrice?.totalNet.centAmount).toBe(28374);
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(34900);
    expect(cart.shippingInfo?.price.centAmount).toBe(0);
    expect(cart.lineItems[0]?.price.value.centAmount).toBe(34900);
  });

  it('applies the 5 % volume tier at 3 units', async () => {
    const cart = await update(await newCart(), [{ action: 'addLineItem', sku: 'EX10012345', quantity: 3 }]);
    // 349.00 × 0.95 = 331.55 per unit; × 3 = 994.65.
    expect(cart.lineItems[0]?.totalPrice.centAmount).toBe(99465);
    expect(cart.totalPrice.centAmount).toBe(99465);
  });

  it('adds quantity to the same SKU and removes the line at quantity 0', async () => {
    let cart = await update(await newCart(), [{ action: 'addLineItem', sku: 'EX10012345', quantity: 1 }]);
    cart = await update(cart, [{ action: 'addLineItem', sku: 'EX10012345', quantity: 1 }]);
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]?.quantity).toBe(2);
    cart = await update(cart, [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 0 }]);
    expect(cart.lineItems).toHaveLength(0);
    // The parcel method stays on the emptied cart: 0.00 is below 59.00, so the 1.95 fee remains.
    expect(cart.totalPrice.centAmount).toBe(195);
  });

  it.each([
    [{ action: 'addLineItem', sku: 'EX99999999', quantity: 1 }, 'InvalidInput', 'EX99999999'],
    [{ action: 'addLineItem', sku: 'EX10012345', quantity: 0 }, 'InvalidField', 'quantity'],
    [{ action: 'addLineItem', sku: 'EX10012345', quantity: -2 }, 'InvalidField', 'quantity'],
    [{ action: 'addLineItem', sku: 'EX10012345', quantity: 1.5 }, 'InvalidField', 'quantity'],
    [{ action: 'addLineItem', sku: 'EX20012345', quantity: 1 }, 'InvalidOperation', 'not published'],
    [{ action: 'frobnicate' }, 'InvalidJsonInput', 'frobnicate'],
    [{ action: 'toString' }, 'InvalidJsonInput', 'toString'],
    [{ action: 'setShippingAddress', address: { country: 'US' } }, 'InvalidField', 'US'],
  ])('refuses %j with %s and changes nothing of the batch', async (bad, code, text) => {
    const cart = await newCart();
    const error = await failure(update(cart, [{ action: 'setCustomerEmail', email: 'a@example.com' }, bad as CartUpdateAction]));
    expect(error).toBeInstanceOf(CommerceError);
    expect(error?.statusCode).toBe(400);
    expect(error?.code).toBe(code);
    expect(error?.message.toLowerCase()).toContain(text.toLowerCase());
    const unchanged = await engine.carts.get(cart.id);
    expect(unchanged?.version).toBe(cart.version);
    expect(unchanged?.customerEmail).toBeUndefined();
  });

  it('refuses an unknown currency at creation', async () => {
    const error = await failure(engine.carts.create({ currency: 'XYZ' }));
    expect(error?.code).toBe('InvalidField');
  });

  it('refuses a stale version with ConcurrentModification and the current version', async () => {
    const cart = await newCart();
    const updated = await update(cart, [{ action: 'setCustomerEmail', email: 'a@example.com' }]);
    const error = await failure(update(cart, [{ action: 'setCustomerEmail', email: 'b@example.com' }]));
    expect(error?.code).toBe('ConcurrentModification');
    expect(error?.currentVersion).toBe(updated.version);
  });

  it('does not serve a cart in another store', async () => {
    const cart = await newCart();
    expect(await engine.carts.get(cart.id, 'ex-de')).toBeUndefined();
    const error = await failure(engine.carts.update(cart.id, cart.version, [{ action: 'setCustomerEmail', email: 'a@example.com' }], 'ex-de'));
    expect(error?.message).toContain('was not found in store');
  });

  it('creates one order from a cart, exactly once', async () => {
    const cart = await update(await newCart(), [
      { action: 'addLineItem', sku: 'EX10012345', quantity: 1 },
      { action: 'setCustomerEmail', email: 'a@example.com' },
    ]);
    const order = await engine.orders.createFromCart({ cart: { typeId: 'cart', id: cart.id }, version: cart.version, orderNumber: 'SK-1' }, 'ex-sk');
    expect(order.totalPrice.centAmount).toBe(34900);
    expect((await engine.carts.get(cart.id))?.cartState).toBe('Ordered');
    const again = await failure(engine.orders.createFromCart({ cart: { typeId: 'cart', id: cart.id }, version: cart.version + 1, orderNumber: 'SK-2' }, 'ex-sk'));
    expect(again).toBeInstanceOf(CommerceError);
    expect(await engine.orders.byOrderNumber('SK-2')).toBeUndefined();
  });

  describe('stock on order creation, by the cart inventory mode (the mini seed stocks 12 drills)', () => {
    const orderWith = async (inventoryMode: 'TrackOnly' | 'ReserveOnOrder' | 'None', quantity: number, orderNumber: string) => {
      const created = await engine.carts.create({ currency: 'EUR', country: 'SK', shippingAddress: SK, inventoryMode }, 'ex-sk');
      const cart = await update(created, [{ action: 'addLineItem', sku: 'EX10012345', quantity }]);
      return engine.orders.createFromCart({ cart: { typeId: 'cart', id: cart.id }, version: cart.version, orderNumber }, 'ex-sk');
    };
    const stock = async () => (await engine.catalogue.inventoryBySkus(['EX10012345']))[0]?.availableQuantity;

    it('TrackOnly decrements stock, below zero if need be, and product availability follows', async () => {
      await orderWith('TrackOnly', 2, 'T-1');
      expect(await stock()).toBe(10);
      await orderWith('TrackOnly', 11, 'T-2');
      expect(await stock()).toBe(-1);
      const context = { country: 'SK' as const, currency: 'EUR' as const, storeKey: 'ex-sk', languages: ['en' as const] };
      expect((await engine.catalogue.productsBySkus(['EX10012345'], context))[0]?.masterVariant.availability?.isOnStock).toBe(false);
    });

    it('ReserveOnOrder refuses an order larger than the stock, and nothing changes', async () => {
      const error = await failure(orderWith('ReserveOnOrder', 13, 'R-1'));
      expect(error?.code).toBe('OutOfStock');
      expect(await stock()).toBe(12);
      expect(await engine.orders.byOrderNumber('R-1')).toBeUndefined();
      await orderWith('ReserveOnOrder', 12, 'R-2');
      expect(await stock()).toBe(0);
    });

    it('None leaves stock alone', async () => {
      await orderWith('None', 3, 'N-1');
      expect(await stock()).toBe(12);
    });
  });

  it('keeps carts across a restart and does not seed twice', async () => {
    const cart = await update(await newCart(), [{ action: 'addLineItem', sku: 'EX10012345', quantity: 2 }]);
    await engine.close();
    engine = embeddedCommerce({ file: join(dir, 'shop.sqlite'), seed: () => MINI_SEED });
    expect(engine.seeded).toBe(false);
    expect((await engine.carts.get(cart.id))?.lineItems[0]?.quantity).toBe(2);
  });

  it('reads the catalogue with price selection, locale projection and stock', async () => {
    const context = { country: 'SK' as const, currency: 'EUR' as const, storeKey: 'ex-sk', languages: ['en' as const] };
    const [product] = await engine.catalogue.productsBySkus(['EX10012345', 'EX20012345'], context);
    expect(product?.masterVariant.price?.value.centAmount).toBe(34900);
    expect(product?.masterVariant.availability).toEqual({ isOnStock: true, availableQuantity: 12 });
    expect(Object.keys(product?.name ?? {})).toEqual(['en']);
    expect((await engine.catalogue.productBySlug('bench-drill-dp-16-10012345', context))?.id).toBe(product?.id);
    expect(await engine.catalogue.productBySlug('bench-drill-dp-16-b-stock-20012345', context)).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Cart } from '@commercetools/platform-sdk';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { createTestApp } from '../../test/test-app.js';
import { cartApi } from './cart-api.fixture.js';
import { cartSkus, type CartSkus } from './cart-seed.fixture.js';
import { guaranteeSkus, type GuaranteeSkus } from './guarantee-seed.fixture.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

/** An in-stock parcel product whose SK price is under the 59 EUR free-shipping threshold. */
function cheapParcel(seed: SeedData): string {
  const stocked = new Set(seed.inventory.filter((entry) => !entry.supplyChannel && entry.quantityOnStock > 2).map((entry) => entry.sku));
  const found = seed.products.find((product) => product.publish === true && stocked.has(product.masterVariant?.sku ?? '') &&
    (product.masterVariant?.sku ?? '').startsWith('EX10') &&
    !product.masterVariant?.attributes?.some((attribute) => attribute.name === 'isPackageTypeFreight' && attribute.value === true) &&
    (product.masterVariant?.prices?.find((price) => price.country === 'SK')?.value.centAmount ?? Infinity) < 4_000);
  if (!found) throw new Error('the demo seed has no in-stock parcel product under 40 EUR');
  return found.masterVariant!.sku!;
}

/**
 * What a cart may hold whichever call changes it: no extra guarantee without the line it covers,
 * no shipping fee on an empty cart, the store's channels on a line, and one update per shopper
 * action (the cart's version counts the platform's updates: one per update request).
 */
describe('cart integrity across the cart calls (real Nest app, full demo seed)', () => {
  let app: INestApplication;
  let skus: CartSkus;
  let g: GuaranteeSkus;
  let underFreeShipping: string;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = cartSkus(seed);
    underFreeShipping = cheapParcel(seed);
    g = guaranteeSkus(seed);
    app = await createTestApp(seed);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { shopper, call, ref, add, update, lineOf } = cartApi(() => app);
  const guaranteeAction = (sku: string, parentSku: string) => ({
    action: 'addLineItem', sku, custom: { type: { typeId: 'type', key: 'line-item-fields' }, fields: { parentSku } },
  });
  const mine = async (agent: ReturnType<typeof shopper>) => (await call(agent, 'getMyCart', []).expect(200)).body.cart as Cart | null;

  describe('an extra guarantee only comes with the line it covers', () => {
    it.each([
      ['the first add', '4100040', 1],
      ['1001 of them', '4100010', 1001],
    ])('addToCart refuses a guarantee SKU (%s) and creates no cart', async (_, sku, quantity) => {
      const agent = shopper();
      const refused = await call(agent, 'addToCart', [{}, { sku, quantity }]).expect(400);
      expect(refused.body.message).toBe(`'${sku}' is an extra guarantee: add it with custom.fields.parentSku naming the SKU it covers`);
      expect(await mine(agent)).toBeNull();
    });

    it('addToCart refuses it into an existing cart too, which stays as it was', async () => {
      const agent = shopper();
      const cart = await add(agent, g.ownBrand, 1);
      await call(agent, 'addToCart', [ref(cart), { sku: '4100040', quantity: 1 }]).expect(400);
      const after = (await mine(agent))!;
      expect(after.version).toBe(cart.version);
      expect(after.lineItems.map((line) => line.variant.sku)).toEqual([g.ownBrand]);
    });

    it('a virtual SKU line without a parent (written behind the shop, e.g. older data) goes with the next change', async () => {
      const agent = shopper();
      const cart = await add(agent, g.ownBrand, 1);
      const port = app.get<CommercePort>(COMMERCE_PORT);
      await port.carts.update(cart.id, cart.version, [{ action: 'addLineItem', sku: '4100040', quantity: 3 }], 'ex-sk');
      const next = await add(agent, skus.other, 1, (await mine(agent))!);
      expect(next.lineItems.map((line) => line.variant.sku).sort()).toEqual([g.ownBrand, skus.other].sort());
      expect(next.lineItems.every((line) => line.price.value.centAmount > 0)).toBe(true);
    });

    it("the guarantee follows its line's quantity set through updateCartQuantity, in the same update", async () => {
      const agent = shopper();
      const guarded = await update(agent, await add(agent, g.ownBrand, 1), [guaranteeAction(g.oneYear.sku, g.ownBrand)]);
      const raised = (await call(agent, 'updateCartQuantity', [ref(guarded), { sku: g.ownBrand, quantity: 3 }]).expect(200)).body.cart as Cart;
      expect(lineOf(raised, g.oneYear.sku)?.quantity).toBe(3);
      expect(raised.version).toBe(guarded.version + 1);
      const removed = (await call(agent, 'removeFromCart', [ref(raised), { sku: g.ownBrand }]).expect(200)).body.cart as Cart;
      expect(removed.lineItems).toEqual([]);
      expect(removed.version).toBe(raised.version + 1);
    });
  });

  describe('an empty cart costs nothing', () => {
    it('a new cart has no shipping method and totals 0', async () => {
      const created = (await call(shopper(), 'createCart', [{ country: 'SK' }]).expect(200)).body.cart as Cart;
      expect(created.lineItems).toEqual([]);
      expect(created.shippingInfo).toBeUndefined();
      expect(created.totalPrice.centAmount).toBe(0);
    });

    it('the last line set to 0 leaves a total of 0 and no shipping; the next line brings the default method back', async () => {
      const agent = shopper();
      const cart = await add(agent, underFreeShipping, 1);
      expect(cart.shippingInfo?.price.centAmount).toBe(195); // spec 2 §9: EUR parcel fee 1.95 under 59
      const emptied = (await call(agent, 'updateCartQuantity', [ref(cart), { sku: underFreeShipping, quantity: 0 }]).expect(200)).body.cart as Cart;
      expect(emptied.lineItems).toEqual([]);
      expect(emptied.shippingInfo).toBeUndefined();
      expect(emptied.totalPrice.centAmount).toBe(0);
      expect(emptied.taxedPrice?.totalGross.centAmount ?? 0).toBe(0);
      const again = await add(agent, underFreeShipping, 1, emptied);
      expect(again.shippingInfo).toMatchObject({ shippingMethodName: 'Parcel', shippingMethodState: 'MatchesCart' });
      expect(again.totalPrice.centAmount).toBe(cart.totalPrice.centAmount);
    });
  });

  describe('one shopper action is one update', () => {
    it('the first add creates the cart and adds the line with its shipping method in one more update', async () => {
      const first = await add(shopper(), skus.parcel, 1);
      expect(first.version).toBe(2); // created at 1, then one update
      expect(first.shippingInfo).toMatchObject({ shippingMethodName: 'Parcel' });
    });

    it('an add that switches the cart to freight, and the removal that switches it back, are one update each', async () => {
      const agent = shopper();
      const parcel = await add(agent, skus.parcel, 1);
      const freight = await add(agent, skus.freight, 1, parcel);
      expect(freight.shippingInfo).toMatchObject({ shippingMethodName: 'Freight', shippingMethodState: 'MatchesCart' });
      expect(freight.version).toBe(parcel.version + 1);
      const back = (await call(agent, 'removeFromCart', [ref(freight), { sku: skus.freight }]).expect(200)).body.cart as Cart;
      expect(back.shippingInfo).toMatchObject({ shippingMethodName: 'Parcel', shippingMethodState: 'MatchesCart' });
      expect(back.version).toBe(freight.version + 1);
    });
  });

  describe("addToCart's channels (spec 2 §7: product, quantity, supplyChannel, distributionChannel)", () => {
    it("sets the store's channels on the line, by key or id", async () => {
      const agent = shopper();
      const cart = (await call(agent, 'addToCart', [{}, {
        sku: skus.parcel, quantity: 1, supplyChannel: { typeId: 'channel', key: 'channel-ex-sk' }, distributionChannel: { key: 'channel-ex-sk' },
      }]).expect(200)).body.cart as Cart;
      const line = lineOf(cart, skus.parcel)!;
      expect(line.supplyChannel?.id).toEqual(expect.any(String));
      expect(line.distributionChannel?.id).toBe(line.supplyChannel?.id);
      const byId = (await call(agent, 'addToCart', [ref(cart), {
        sku: skus.parcel, quantity: 2, supplyChannel: { id: line.supplyChannel!.id }, distributionChannel: { id: line.supplyChannel!.id },
      }]).expect(200)).body.cart as Cart;
      expect(byId.lineItems).toHaveLength(1);
      expect(lineOf(byId, skus.parcel)?.quantity).toBe(3);
    });

    it('takes null channels as none', async () => {
      const cart = (await call(shopper(), 'addToCart', [{}, { sku: skus.parcel, quantity: 1, supplyChannel: null, distributionChannel: null }])
        .expect(200)).body.cart as Cart;
      expect(lineOf(cart, skus.parcel)?.supplyChannel).toBeUndefined();
      expect(lineOf(cart, skus.parcel)?.distributionChannel).toBeUndefined();
    });

    it("refuses another store's channel, and a channel named by both key and id", async () => {
      const agent = shopper();
      const refused = await call(agent, 'addToCart', [{}, { sku: skus.parcel, quantity: 1, supplyChannel: { key: 'channel-ex-de' } }]).expect(400);
      expect(refused.body.message).toContain("is not one of the supply channels of store 'ex-sk'");
      const both = await call(agent, 'addToCart', [{}, { sku: skus.parcel, quantity: 1, supplyChannel: { key: 'channel-ex-sk', id: 'x' } }]).expect(400);
      expect(both.body.message).toContain('payload[1].supplyChannel must have exactly one of key, id');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Cart } from '@commercetools/platform-sdk';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import type { CommercePort } from '../commerce/port/commerce-port.js';
import { shopTestApp } from '../../test/shop-test-app.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';
import { cartApi } from './cart-api.fixture.js';

const SKU = 'EX10012345'; // the mini seed's product: 12 in stock
const STOCK = 12;

/**
 * Two tabs of one shopper change the cart at once. The real engine serves the app; the only
 * thing added is a deterministic interleaving: `between` runs another tab's real change right
 * after this call read the cart and right before its write reaches the engine, which is when a
 * race costs correctness. No timing is involved.
 */
describe('cart changes that race another tab (caps planned again from the current cart)', () => {
  let app: INestApplication;
  let engine: EmbeddedCommerce;
  let between: ((cartId: string) => Promise<void>) | undefined;

  beforeAll(async () => {
    engine = embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED });
    const carts: CommercePort['carts'] = {
      get: (id, storeKey) => engine.carts.get(id, storeKey),
      create: (draft, storeKey) => engine.carts.create(draft, storeKey),
      delete: (id, version, storeKey) => engine.carts.delete(id, version, storeKey),
      update: async (id, version, actions, storeKey) => {
        const other = between;
        between = undefined;
        if (other) await other(id);
        return engine.carts.update(id, version, actions, storeKey);
      },
    };
    const port: CommercePort = Object.assign(Object.create(engine) as CommercePort, { carts });
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(ACTIVE_COMMERCE)
      .useFactory({ factory: () => ({ kind: 'embedded', port }) })
      .compile();
    app = await shopTestApp(moduleRef);
  }, FULL_CATALOGUE_TIMEOUT_MS); // the mini seed is quick; an app boot on a loaded machine is not
  afterAll(async () => app?.close());

  const { shopper, call, ref, add } = cartApi(() => app);
  const quantityOf = (cart: Cart | null | undefined) => cart?.lineItems.find((line) => line.variant.sku === SKU)?.quantity ?? 0;
  /** The other tab: adds `quantity` of the SKU through the engine at the cart's current version. */
  const otherTabAdds = (quantity: number) => async (cartId: string) => {
    const cart = (await engine.carts.get(cartId, 'ex-sk'))!;
    await engine.carts.update(cartId, cart.version, [{ action: 'addLineItem', sku: SKU, quantity }], 'ex-sk');
  };

  it('refuses an add the other tab has already filled the stock for, instead of adding it twice', async () => {
    const agent = shopper();
    const cart = await add(agent, SKU, 1);
    between = otherTabAdds(STOCK - 1);
    const refused = await call(agent, 'addToCart', [ref(cart), { sku: SKU, quantity: STOCK - 1 }]).expect(400);
    expect(refused.body.message).toBe('You have reached the maximum quantity');
    const mine = (await call(agent, 'getMyCart', []).expect(200)).body.cart as Cart;
    expect(quantityOf(mine)).toBe(STOCK);
  });

  it('adds only what is left when the other tab took part of it', async () => {
    const agent = shopper();
    const cart = await add(agent, SKU, 2);
    between = otherTabAdds(5);
    const added = (await call(agent, 'addToCart', [ref(cart), { sku: SKU, quantity: 10 }]).expect(200)).body.cart as Cart;
    expect(quantityOf(added)).toBe(STOCK);
  });

  it('caps a raised quantity by what the cart holds after the other tab, through updateCart as well', async () => {
    const agent = shopper();
    const cart = await add(agent, SKU, 1);
    between = otherTabAdds(4); // the line now holds 5
    const lineItemId = cart.lineItems[0]!.id;
    const raised = (await call(agent, 'updateCart', [ref(cart), {
      actions: [{ action: 'changeLineItemQuantity', lineItemId, quantity: 40 }],
    }]).expect(200)).body.cart as Cart;
    expect(quantityOf(raised)).toBe(STOCK);
  });
});

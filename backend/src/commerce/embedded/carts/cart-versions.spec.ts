import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { MINI_SEED } from '../catalogue/mini-seed.fixture.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../embedded-commerce.js';

const SK = { country: 'SK', postalCode: '81101', city: 'Bratislava' };

/** commercetools keeps a cart's version when a batch changes nothing, and only then. */
describe('cart versions', () => {
  let dir: string;
  let engines: EmbeddedCommerce[];
  const open = () => {
    const engine = embeddedCommerce({ file: join(dir, 'shop.sqlite'), seed: () => MINI_SEED });
    engines.push(engine);
    return engine;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'engine-versions-'));
    engines = [];
  });
  afterEach(async () => {
    for (const engine of engines) await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const update = (engine: EmbeddedCommerce, cart: Cart, actions: CartUpdateAction[]) => engine.carts.update(cart.id, cart.version, actions, 'ex-sk');

  it('keeps the version for a batch that changes nothing, also when the cart is read back from the database', async () => {
    const first = open();
    const created = await first.carts.create({ currency: 'EUR', country: 'SK', shippingAddress: SK, customerEmail: 'a@example.com' }, 'ex-sk');
    const cart = await update(first, created, [{ action: 'addLineItem', sku: 'EX10012345', quantity: 3 }]);
    expect(await update(first, cart, [{ action: 'recalculate' }])).toBe(cart);
    // Another engine on the same file has never seen the cart: it reads and decodes the stored row.
    const second = open();
    const read = await update(second, cart, [{ action: 'setCustomerEmail', email: 'a@example.com' }, { action: 'recalculate' }]);
    expect(read.version).toBe(cart.version);
    expect(read).toEqual(cart);
  });

  it('moves the version on for a batch that changes something, and every reader sees the change', async () => {
    const first = open();
    const created = await first.carts.create({ currency: 'EUR', country: 'SK', shippingAddress: SK }, 'ex-sk');
    const cart = await update(first, created, [{ action: 'addLineItem', sku: 'EX10012345', quantity: 1 }]);
    const more = await update(first, cart, [{ action: 'addLineItem', sku: 'EX10012345', quantity: 2 }]);
    expect(more.version).toBe(cart.version + 1);
    // 3 × 349.00 take the 5 % tier: 331.55 a unit
    expect(more.lineItems[0]).toMatchObject({ quantity: 3, totalPrice: { centAmount: 99465 } });
    expect(await open().carts.get(cart.id)).toEqual(more);
  });
});

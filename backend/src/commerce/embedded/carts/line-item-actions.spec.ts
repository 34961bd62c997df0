import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Cart, CartUpdateAction, Channel } from '@commercetools/platform-sdk';
import { CommerceError } from '../../port/commerce-error.js';
import { MINI_SEED } from '../catalogue/mini-seed.fixture.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import { embeddedCommerce, type EmbeddedCommerce } from '../embedded-commerce.js';

const SK = { country: 'SK', postalCode: '81101', city: 'Bratislava' };
const SKU = 'EX10012345';

/** The line item actions the shop's generic cart update and updateCartItemChannel rely on (mini seed). */
describe('embedded cart: channels, external prices and recalculate on line items', () => {
  let engine: EmbeddedCommerce;
  let storeChannel: Channel;
  beforeAll(() => {
    engine = embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED });
    storeChannel = engine.store.getByKey<Channel>(RESOURCE.channel, 'channel-ex-sk')!;
    const now = new Date().toISOString();
    const channel = (key: string, roles: Channel['roles']) =>
      engine.store.insert(RESOURCE.channel, { id: `id-${key}`, key, version: 1, createdAt: now, lastModifiedAt: now, roles } as Channel);
    channel('warehouse-only', ['InventorySupply']);
    channel('other-prices', ['ProductDistribution']);
  });
  afterAll(async () => engine.close());

  const cartWithLine = async (): Promise<Cart> => {
    const cart = await engine.carts.create({ currency: 'EUR', country: 'SK', shippingAddress: SK }, 'ex-sk');
    return update(cart, [{ action: 'addLineItem', sku: SKU, quantity: 2 }]);
  };
  const update = (cart: Cart, actions: CartUpdateAction[]) => engine.carts.update(cart.id, cart.version, actions, 'ex-sk');
  const failure = (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error as CommerceError);

  it('sets a supply channel by key or id, stored by id, and removes it without one', async () => {
    const cart = await cartWithLine();
    const lineItemId = cart.lineItems[0]!.id;
    const byKey = await update(cart, [{ action: 'setLineItemSupplyChannel', lineItemId, supplyChannel: { typeId: 'channel', key: 'warehouse-only' } }]);
    expect(byKey.lineItems[0]!.supplyChannel).toEqual({ typeId: 'channel', id: 'id-warehouse-only' });
    const byId = await update(byKey, [{ action: 'setLineItemSupplyChannel', lineItemId, supplyChannel: { typeId: 'channel', id: storeChannel.id } }]);
    expect(byId.lineItems[0]!.supplyChannel).toEqual({ typeId: 'channel', id: storeChannel.id });
    const removed = await update(byId, [{ action: 'setLineItemSupplyChannel', lineItemId }]);
    expect(removed.lineItems[0]!.supplyChannel).toBeUndefined();
  });

  it('sets a distribution channel of the store; the price without channel still applies', async () => {
    const cart = await cartWithLine();
    const lineItemId = cart.lineItems[0]!.id;
    const set = await update(cart, [{ action: 'setLineItemDistributionChannel', lineItemId, distributionChannel: { typeId: 'channel', key: 'channel-ex-sk' } }]);
    expect(set.lineItems[0]!.distributionChannel).toEqual({ typeId: 'channel', id: storeChannel.id });
    expect(set.totalPrice.centAmount).toBe(cart.totalPrice.centAmount);
  });

  it.each([
    ['an unknown channel', { action: 'setLineItemSupplyChannel', supplyChannel: { typeId: 'channel', key: 'nowhere' } }, 'ReferencedResourceNotFound',
      "The referenced object of type 'channel' with key 'nowhere' was not found."],
    ['a channel without the role', { action: 'setLineItemDistributionChannel', distributionChannel: { typeId: 'channel', key: 'warehouse-only' } },
      'MissingRoleOnChannel', "Given channel with key 'warehouse-only' does not have the required role ProductDistribution."],
    ['a distribution channel the store does not list', { action: 'setLineItemDistributionChannel', distributionChannel: { typeId: 'channel', key: 'other-prices' } },
      'InvalidInput', "The channel with key 'other-prices' is not one of the distribution channels of store 'ex-sk'."],
  ])('refuses %s with a 400 and leaves the cart as it was', async (_label, action, code, message) => {
    const cart = await cartWithLine();
    const error = await failure(update(cart, [{ ...action, lineItemId: cart.lineItems[0]!.id } as CartUpdateAction]));
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ statusCode: 400, code });
    expect(error?.message).toContain(message);
    expect((await engine.carts.get(cart.id))?.version).toBe(cart.version);
  });

  it('refuses a channel on addLineItem the same way, and merges lines only with the same resolved channel', async () => {
    const cart = await cartWithLine();
    expect(await failure(update(cart, [{ action: 'addLineItem', sku: SKU, supplyChannel: { typeId: 'channel', key: 'nowhere' } }])))
      .toMatchObject({ statusCode: 400, code: 'ReferencedResourceNotFound' });
    const supplied = await update(cart, [{ action: 'addLineItem', sku: SKU, quantity: 1, supplyChannel: { typeId: 'channel', key: 'warehouse-only' } }]);
    expect(supplied.lineItems.map((line) => [line.quantity, line.supplyChannel?.id])).toEqual([[2, undefined], [1, 'id-warehouse-only']]);
    const merged = await update(supplied, [{ action: 'addLineItem', sku: SKU, quantity: 1, supplyChannel: { typeId: 'channel', id: 'id-warehouse-only' } }]);
    expect(merged.lineItems.map((line) => line.quantity)).toEqual([2, 2]);
  });

  it('adds a line with an external price as a new line, priced as given', async () => {
    const cart = await cartWithLine();
    const added = await update(cart, [{ action: 'addLineItem', sku: SKU, quantity: 1, externalPrice: { currencyCode: 'EUR', centAmount: 1745 } }]);
    expect(added.lineItems).toHaveLength(2);
    const external = added.lineItems[1]!;
    expect(external).toMatchObject({ priceMode: 'ExternalPrice', quantity: 1, price: { value: { centAmount: 1745, currencyCode: 'EUR' } }, totalPrice: { centAmount: 1745 } });
    expect(added.totalPrice.centAmount).toBe(cart.totalPrice.centAmount + 1745);
    const again = await update(added, [{ action: 'addLineItem', sku: SKU, quantity: 1, externalPrice: { currencyCode: 'EUR', centAmount: 1745 } }]);
    expect(again.lineItems).toHaveLength(3);
  });

  it('refuses an external price in another currency or not in whole cents', async () => {
    const cart = await cartWithLine();
    expect(await failure(update(cart, [{ action: 'addLineItem', sku: SKU, externalPrice: { currencyCode: 'CZK', centAmount: 100 } }])))
      .toMatchObject({ statusCode: 400, code: 'InvalidField' });
    expect(await failure(update(cart, [{ action: 'addLineItem', sku: SKU, externalPrice: { currencyCode: 'EUR', centAmount: 1.5 } }])))
      .toMatchObject({ statusCode: 400, code: 'InvalidField' });
  });

  it('sets a line price (ExternalPrice) and goes back to the platform price without one', async () => {
    const cart = await cartWithLine();
    const lineItemId = cart.lineItems[0]!.id;
    const external = await update(cart, [{ action: 'setLineItemPrice', lineItemId, externalPrice: { currencyCode: 'EUR', centAmount: 1000 } }]);
    expect(external.lineItems[0]).toMatchObject({ priceMode: 'ExternalPrice', price: { value: { centAmount: 1000 } }, totalPrice: { centAmount: 2000 } });
    const platform = await update(external, [{ action: 'setLineItemPrice', lineItemId }]);
    expect(platform.lineItems[0]).toMatchObject({ priceMode: 'Platform', price: { value: { centAmount: 34900 } } });
  });

  it('recalculate with updateProductData keeps an up-to-date cart unchanged (same version)', async () => {
    const cart = await cartWithLine();
    const same = await update(cart, [{ action: 'recalculate', updateProductData: true }]);
    expect(same.version).toBe(cart.version);
    expect(same.lineItems[0]!.variant.sku).toBe(SKU);
  });
});

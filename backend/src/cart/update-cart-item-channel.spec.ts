import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { createTestApp } from '../../test/test-app.js';
import { cartApi } from './cart-api.fixture.js';
import { cartSkus, type CartSkus } from './cart-seed.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe("updateCartItemChannel: a line's supply and distribution channel (full demo seed)", () => {
  let app: INestApplication;
  let skus: CartSkus;
  let storeChannelId: string;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = cartSkus(seed);
    app = await createTestApp(seed);
    const [store] = await app.get<CommercePort>(COMMERCE_PORT).catalogue.stores({ keys: ['ex-sk'] });
    storeChannelId = store!.supplyChannels[0]!.id;
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { shopper, call, ref, add, lineOf } = cartApi(() => app);
  const channelCall = (agent: ReturnType<typeof shopper>, body: unknown[]) => call(agent, 'updateCartItemChannel', body);

  it("sets the store's channel by key (SKU) or id (line item id), keeps the price, and removes it with null", async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const bySku = (await channelCall(agent, [ref(cart), { sku: skus.parcel, supplyChannel: { key: 'channel-ex-sk' }, distributionChannel: { typeId: 'channel', key: 'channel-ex-sk' } }]).expect(200)).body.cart;
    expect(lineOf(bySku, skus.parcel)).toMatchObject({
      supplyChannel: { typeId: 'channel', id: storeChannelId }, distributionChannel: { typeId: 'channel', id: storeChannelId },
    });
    expect(bySku.totalPrice).toEqual(cart.totalPrice);
    expect(bySku.shippingInfo).toMatchObject({ shippingMethodName: 'Parcel', shippingMethodState: 'MatchesCart' });

    const lineItemId = lineOf(bySku, skus.parcel)!.id;
    const removed = (await channelCall(agent, [ref(bySku), { lineItemId, supplyChannel: null }]).expect(200)).body.cart;
    expect(lineOf(removed, skus.parcel)?.supplyChannel).toBeUndefined();
    expect(lineOf(removed, skus.parcel)?.distributionChannel).toEqual({ typeId: 'channel', id: storeChannelId });
    const byId = (await channelCall(agent, [ref(removed), { lineItemId, supplyChannel: { id: storeChannelId } }]).expect(200)).body.cart;
    expect(lineOf(byId, skus.parcel)?.supplyChannel).toEqual({ typeId: 'channel', id: storeChannelId });
  });

  it("refuses an unknown channel and another store's channel with the platform's 400", async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const unknown = await channelCall(agent, [ref(cart), { sku: skus.parcel, supplyChannel: { key: 'channel-nowhere' } }]).expect(400);
    expect(unknown.body).toMatchObject({ code: 'ReferencedResourceNotFound' });
    expect(unknown.body.message).toContain("The referenced object of type 'channel' with key 'channel-nowhere' was not found.");
    const foreign = await channelCall(agent, [ref(cart), { sku: skus.parcel, distributionChannel: { key: 'channel-ex-cz' } }]).expect(400);
    expect(foreign.body.message).toContain("is not one of the distribution channels of store 'ex-sk'");
    expect((await call(agent, 'getMyCart', []).expect(200)).body.cart.version).toBe(cart.version);
  });

  it('refuses a SKU or line the cart does not have', async () => {
    const agent = shopper();
    const cart = await add(agent, skus.parcel, 1);
    const sku = await channelCall(agent, [ref(cart), { sku: skus.other, supplyChannel: { key: 'channel-ex-sk' } }]).expect(400);
    expect(sku.body.message).toBe(`The cart has no line with SKU '${skus.other}'`);
    const line = await channelCall(agent, [ref(cart), { lineItemId: 'nope', supplyChannel: { key: 'channel-ex-sk' } }]).expect(400);
    expect(line.body.message).toBe("The cart has no line item 'nope'");
  });

  it('retries a stale version once', async () => {
    const agent = shopper();
    const first = await add(agent, skus.parcel, 1);
    const second = await add(agent, skus.parcel, 1, first);
    const updated = (await channelCall(agent, [ref(first), { sku: skus.parcel, supplyChannel: { key: 'channel-ex-sk' } }]).expect(200)).body.cart;
    expect(updated.version).toBeGreaterThan(second.version);
    expect(lineOf(updated, skus.parcel)).toMatchObject({ quantity: 2, supplyChannel: { id: storeChannelId } });
  });

  it.each([
    [[{ id: 'c', version: 1 }, { supplyChannel: { key: 'k' } }], 'payload[1] must have exactly one of sku, lineItemId; none was given'],
    [[{ id: 'c', version: 1 }, { sku: 'EX10000001', lineItemId: 'l', supplyChannel: { key: 'k' } }], 'payload[1] must have exactly one of sku, lineItemId; got sku and lineItemId'],
    [[{ id: 'c', version: 1 }, { sku: 'EX10000001' }], 'payload[1] must have a supplyChannel or a distributionChannel (null removes one)'],
    [[{ id: 'c', version: 1 }, { sku: 'EX10000001', supplyChannel: {} }], 'payload[1].supplyChannel must have exactly one of key, id'],
    [[{ id: 'c', version: 1 }, { sku: 'EX10000001', supplyChannel: { key: 'k', id: 'i' } }], 'payload[1].supplyChannel must have exactly one of key, id'],
    [[{ id: 'c', version: 1 }, { sku: 'EX10000001', supplyChannel: { key: null } }], 'payload[1].supplyChannel must have exactly one of key, id, none of them null'],
    [[{ id: 'c', version: 1 }, { sku: null, supplyChannel: { key: 'k' } }], 'payload[1].sku must not be null; give exactly one of sku, lineItemId'],
    [[{ id: 'c', version: 1 }, { sku: 'EX10000001', distributionChannel: 'channel-ex-sk' }], 'payload[1].distributionChannel'],
    [[{ id: 'c', version: 1 }, { sku: 'EX10000001', supplyChannel: { key: 'k', typeId: 'store' } }], 'payload[1].supplyChannel.typeId must be one of the following values: channel'],
    [[{ id: 'c', version: 1 }, { sku: 1, supplyChannel: { key: 'k' } }], 'payload[1].sku must be a string'],
    [[{ id: 'c', version: 1 }], 'payload[1] is required'],
  ])('%j → 400 %s', async (body, message) => {
    const response = await call(shopper(), 'updateCartItemChannel', body).expect(400);
    expect(response.body.message).toContain(message);
  });
});

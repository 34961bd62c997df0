import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Cart, LineItem } from '@commercetools/platform-sdk';
import { extraGuaranteePrice, money } from '@shop/domain';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { createTestApp } from '../../test/test-app.js';
import { cartApi, type Agent } from './cart-api.fixture.js';
import { guaranteeSkus, withGuaranteeDisabledOn, type GuaranteeSkus } from './guarantee-seed.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

/** The guarantee line's expected unit price: domain's rate of the covered line's unit price. */
const guaranteePrice = (parent: LineItem, ratePercent: number): number => {
  const unit = parent.price.discounted?.value ?? parent.price.value;
  return extraGuaranteePrice(money(unit.centAmount, 'EUR', unit.fractionDigits), ratePercent).centAmount;
};

describe('updateCart: extra guarantees (full demo seed; 4100020 not enabled on sk-SK)', () => {
  let app: INestApplication;
  let g: GuaranteeSkus;
  const twoYears = '4100020';
  beforeAll(async () => {
    const seed = generateSeed();
    g = guaranteeSkus(seed);
    app = await createTestApp(withGuaranteeDisabledOn(seed, twoYears, 'sk-SK'));
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { shopper, call, ref, add, update, lineOf } = cartApi(() => app);
  const guaranteeAction = (sku: string, parentSku: string, quantity?: number) => ({
    action: 'addLineItem', sku, ...(quantity !== undefined ? { quantity } : {}),
    custom: { type: { typeId: 'type', key: 'line-item-fields' }, fields: { parentSku } },
  });
  const refusal = async (agent: Agent, cart: Cart, actions: unknown[]): Promise<string> =>
    (await call(agent, 'updateCart', [ref(cart), { actions }]).expect(400)).body.message as string;
  const guaranteeLine = (cart: Cart) => cart.lineItems.find((line) => line.custom?.fields['parentSku'] !== undefined);

  it("adds a guarantee for a line: the parent SKU in its custom field, the parent's quantity, domain's price", async () => {
    const agent = shopper();
    const cart = await add(agent, g.ownBrand, 2);
    const updated = await update(agent, cart, [guaranteeAction(g.oneYear.sku, g.ownBrand, 7)]);
    const parent = lineOf(updated, g.ownBrand)!;
    const line = guaranteeLine(updated)!;
    const price = guaranteePrice(parent, g.oneYear.ratePercent);
    expect(price).toBeGreaterThan(0);
    expect(line).toMatchObject({
      variant: { sku: g.oneYear.sku }, quantity: 2, priceMode: 'ExternalPrice',
      price: { value: { centAmount: price, currencyCode: 'EUR' } },
      custom: { fields: { parentSku: g.ownBrand } },
    });
    expect(line.totalPrice.centAmount).toBe(2 * price);
  });

  it("puts the guarantee's price back in step with its line after any change (here: a price set behind the shop's back)", async () => {
    const agent = shopper();
    const cart = await update(agent, await add(agent, g.ownBrand, 1), [guaranteeAction(g.oneYear.sku, g.ownBrand)]);
    const line = guaranteeLine(cart)!;
    const port = app.get<CommercePort>(COMMERCE_PORT);
    const tampered = await port.carts.update(cart.id, cart.version, [
      { action: 'setLineItemPrice', lineItemId: line.id, externalPrice: { currencyCode: 'EUR', centAmount: 1 } },
    ], 'ex-sk');
    expect(guaranteeLine(tampered)?.price.value.centAmount).toBe(1);
    const synced = await update(agent, tampered, [{ action: 'recalculate' }]);
    expect(guaranteeLine(synced)?.price.value.centAmount).toBe(line.price.value.centAmount);
  });

  it('covers a line added earlier in the same batch', async () => {
    const agent = shopper();
    const cart = await add(agent, g.thirdParty, 1);
    const updated = await update(agent, cart, [{ action: 'addLineItem', sku: g.ownBrand, quantity: 3 }, guaranteeAction(g.threeYears, g.ownBrand)]);
    expect(guaranteeLine(updated)).toMatchObject({ variant: { sku: g.threeYears }, quantity: 3, custom: { fields: { parentSku: g.ownBrand } } });
  });

  it('keeps the guarantee in step with its line: quantity follows, and it goes with the line (every cart call)', async () => {
    const agent = shopper();
    const cart = await update(agent, await add(agent, g.ownBrand, 2), [guaranteeAction(g.oneYear.sku, g.ownBrand)]);
    const parent = lineOf(cart, g.ownBrand)!;
    const raised = await update(agent, cart, [{ action: 'changeLineItemQuantity', lineItemId: parent.id, quantity: 4 }]);
    expect(guaranteeLine(raised)?.quantity).toBe(4);
    const viaOldCall = (await call(agent, 'updateCartQuantity', [ref(raised), { sku: g.ownBrand, quantity: 1 }]).expect(200)).body.cart as Cart;
    expect(guaranteeLine(viaOldCall)?.quantity).toBe(1);
    const added = await add(agent, g.ownBrand, 2, viaOldCall);
    expect(guaranteeLine(added)?.quantity).toBe(3);
    const removed = await update(agent, added, [{ action: 'removeLineItem', lineItemId: parent.id }]);
    expect(removed.lineItems).toEqual([]);

    const again = await update(agent, await add(agent, g.ownBrand, 1, removed), [guaranteeAction(g.oneYear.sku, g.ownBrand)]);
    const gone = (await call(agent, 'removeFromCart', [ref(again), { sku: g.ownBrand }]).expect(200)).body.cart as Cart;
    expect(gone.lineItems).toEqual([]);
  });

  it("refuses to change a guarantee's quantity, but removes it on request", async () => {
    const agent = shopper();
    const cart = await update(agent, await add(agent, g.ownBrand, 2), [guaranteeAction(g.oneYear.sku, g.ownBrand)]);
    const line = guaranteeLine(cart)!;
    expect(await refusal(agent, cart, [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 5 }]))
      .toBe("payload[1].actions[0]: An extra guarantee's quantity follows the line it covers; it can only be removed");
    const removed = await update(agent, cart, [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 0 }]);
    expect(removed.lineItems.map((item) => item.variant.sku)).toEqual([g.ownBrand]);
  });

  it.each([
    ['the parent is not in the cart', () => [guaranteeAction(g.oneYear.sku, g.thirdParty)], () => `The cart has no line with SKU '${g.thirdParty}' for the guarantee to cover`],
    ['the parent is virtual', () => [guaranteeAction(g.oneYear.sku, '4100010')], () => "An extra guarantee cannot cover the virtual SKU '4100010'"],
    ['the SKU is no guarantee', () => [guaranteeAction(g.thirdParty, g.ownBrand)], () => `'${g.thirdParty}' is not an extra guarantee sold in this market`],
    ['the guarantee is not enabled on the market', () => [guaranteeAction(twoYears, g.ownBrand)], () => `The extra guarantee '${twoYears}' is not offered in this market`],
    ['the brand is excluded', () => [{ action: 'addLineItem', sku: g.thirdParty }, guaranteeAction(g.threeYears, g.thirdParty)],
      () => `The extra guarantee '${g.threeYears}' does not cover SKU '${g.thirdParty}' (excluded by SKU, brand or relation)`],
    ['the SKU is excluded', () => [{ action: 'addLineItem', sku: g.bware }, guaranteeAction(g.accidental, g.bware)],
      () => `The extra guarantee '${g.accidental}' does not cover SKU '${g.bware}' (excluded by SKU, brand or relation)`],
    ['the SKU is already guaranteed', () => [guaranteeAction(g.oneYear.sku, g.ownBrand), guaranteeAction(g.accidental, g.ownBrand)],
      () => `The SKU '${g.ownBrand}' already has an extra guarantee`],
  ])('refuses a guarantee when %s, and changes nothing', async (_label, actions, message) => {
    const agent = shopper();
    const cart = await add(agent, g.ownBrand, 1);
    const refused = await refusal(agent, cart, actions());
    expect(refused).toContain(message());
    expect(refused).toMatch(/^payload\[1\]\.actions\[\d\]: /);
    const mine = (await call(agent, 'getMyCart', []).expect(200)).body.cart as Cart;
    expect(mine.version).toBe(cart.version);
  });

  it('offers a guarantee not enabled on sk-SK in another market where it is', async () => {
    const agent = shopper();
    const cart = await add(agent, g.ownBrand, 1, undefined, 'cz.localhost');
    const updated = await update(agent, cart, [guaranteeAction(twoYears, g.ownBrand)], 'cz.localhost');
    const parent = lineOf(updated, g.ownBrand)!;
    const unit = parent.price.discounted?.value ?? parent.price.value;
    expect(guaranteeLine(updated)).toMatchObject({
      variant: { sku: twoYears },
      price: { value: { currencyCode: 'CZK', centAmount: extraGuaranteePrice(money(unit.centAmount, 'CZK'), 8).centAmount } },
    });
  });
});

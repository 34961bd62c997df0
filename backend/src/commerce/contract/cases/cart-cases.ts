import { expect } from '@jest/globals';
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { DISCOUNT_CODES } from '../../seed/index.js';
import { PRODUCT_TYPE_KEYS } from '../../schema/index.js';
import type { ContractContext } from '../contract-context.js';
import { ADDRESSES, cartWith, failure, MARKETS, quantities } from '../contract-helpers.js';

const SK_STORE = MARKETS.SK.storeKey;

export function cartCases(c: ContractContext): void {
  const update = (cart: Cart, actions: CartUpdateAction[]) => c.port().carts.update(cart.id, cart.version, actions, SK_STORE);

  c.case('carts/create-in-store', async () => {
    const cart = await c.port().carts.create({ currency: 'EUR', country: 'SK', shippingAddress: ADDRESSES.SK }, SK_STORE);
    expect(cart).toMatchObject({
      cartState: 'Active', country: 'SK', lineItems: [], store: { typeId: 'store', key: SK_STORE },
      totalPrice: expect.objectContaining({ currencyCode: 'EUR', centAmount: 0 }),
      shippingAddress: expect.objectContaining({ country: 'SK', city: ADDRESSES.SK.city, postalCode: ADDRESSES.SK.postalCode }),
    });
    expect(cart.version).toBeGreaterThanOrEqual(1);
    expect(await c.port().carts.get(cart.id, SK_STORE)).toMatchObject({ id: cart.id, version: cart.version });
    expect(await c.port().carts.get(cart.id)).toMatchObject({ id: cart.id });
  });

  c.case('carts/add-by-sku', async () => {
    const { priced } = c.products();
    const empty = await cartWith(c.port(), {});
    const cart = await update(empty, [{ action: 'addLineItem', sku: priced.sku, quantity: 1 }]);
    expect(cart.version).toBeGreaterThan(empty.version);
    expect(cart.lineItems).toHaveLength(1);
    const [line] = cart.lineItems;
    expect(line?.variant.sku).toBe(priced.sku);
    expect(line?.quantity).toBe(1);
    expect(line?.price.value).toMatchObject({ centAmount: priced.price('SK').centAmount, currencyCode: 'EUR' });
    expect(line?.totalPrice.centAmount).toBe(priced.price('SK').centAmount);
  });

  c.case('carts/same-sku-adds-quantity', async () => {
    const { priced } = c.products();
    const once = await cartWith(c.port(), { [priced.sku]: 1 });
    const cart = await update(once, [{ action: 'addLineItem', sku: priced.sku, quantity: 2 }]);
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]?.id).toBe(once.lineItems[0]?.id);
    expect(cart.lineItems[0]?.quantity).toBe(3);
  });

  c.case('carts/change-quantity', async () => {
    const { priced, other } = c.products();
    const cart = await cartWith(c.port(), { [priced.sku]: 1, [other.sku]: 1 });
    const line = cart.lineItems.find((candidate) => candidate.variant.sku === other.sku)!;
    const changed = await update(cart, [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 2 }]);
    expect(quantities(changed)).toEqual({ [priced.sku]: 1, [other.sku]: 2 });
  });

  c.case('carts/quantity-zero-removes', async () => {
    const { priced, other } = c.products();
    const cart = await cartWith(c.port(), { [priced.sku]: 1, [other.sku]: 1 });
    const line = cart.lineItems.find((candidate) => candidate.variant.sku === priced.sku)!;
    const changed = await update(cart, [{ action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 0 }]);
    expect(quantities(changed)).toEqual({ [other.sku]: 1 });
    expect(changed.totalPrice.centAmount).toBe(other.price('SK').centAmount);
  });

  c.case('carts/remove-line', async () => {
    const { priced, other } = c.products();
    const cart = await cartWith(c.port(), { [priced.sku]: 1, [other.sku]: 1 });
    const line = cart.lineItems.find((candidate) => candidate.variant.sku === other.sku)!;
    const changed = await update(cart, [{ action: 'removeLineItem', lineItemId: line.id }]);
    expect(quantities(changed)).toEqual({ [priced.sku]: 1 });
    expect(changed.totalPrice.centAmount).toBe(priced.price('SK').centAmount);
  });

  c.case('carts/set-address-and-email', async () => {
    const cart = await c.port().carts.create({ currency: 'EUR', country: 'SK' }, SK_STORE);
    const address = { ...ADDRESSES.SK, streetName: 'Obchodná', streetNumber: '5', email: 'ship@example.sk' };
    const changed = await update(cart, [
      { action: 'setShippingAddress', address },
      { action: 'setCustomerEmail', email: 'buyer@example.sk' },
    ]);
    expect(changed.customerEmail).toBe('buyer@example.sk');
    expect(changed.shippingAddress).toMatchObject(address);
    expect(await c.port().carts.get(cart.id, SK_STORE)).toMatchObject({ version: changed.version, customerEmail: 'buyer@example.sk' });
  });

  c.case('carts/stale-version', async () => {
    const cart = await cartWith(c.port(), {});
    const updated = await update(cart, [{ action: 'setCustomerEmail', email: 'first@example.sk' }]);
    const error = await failure(update(cart, [{ action: 'setCustomerEmail', email: 'second@example.sk' }]));
    expect(error.statusCode).toBe(409);
    expect(error.code).toBe('ConcurrentModification');
    expect(error.currentVersion).toBe(updated.version);
    expect((await c.port().carts.get(cart.id, SK_STORE))?.customerEmail).toBe('first@example.sk');
  });

  c.case('carts/unknown-sku', async () => {
    const { priced } = c.products();
    const cart = await cartWith(c.port(), { [priced.sku]: 1 });
    const error = await failure(update(cart, [
      { action: 'setCustomerEmail', email: 'a@example.sk' },
      { action: 'addLineItem', sku: 'EX99999999', quantity: 1 },
    ]));
    expect(error.statusCode).toBe(400);
    const unchanged = await c.port().carts.get(cart.id, SK_STORE);
    expect(unchanged?.version).toBe(cart.version);
    expect(unchanged?.customerEmail).toBeUndefined();
    expect(quantities(unchanged)).toEqual({ [priced.sku]: 1 });
  });

  c.case('carts/other-store', async () => {
    const cart = await cartWith(c.port(), {});
    const elsewhere = MARKETS.CZ.storeKey;
    expect(await c.port().carts.get(cart.id, elsewhere)).toBeUndefined();
    const error = await failure(c.port().carts.update(cart.id, cart.version, [{ action: 'setCustomerEmail', email: 'a@example.sk' }], elsewhere));
    expect(error.statusCode).toBe(404);
    expect((await c.port().carts.get(cart.id, SK_STORE))?.version).toBe(cart.version);
  });

  c.case('carts/delete', async () => {
    const cart = await cartWith(c.port(), { [c.products().priced.sku]: 1 });
    const deleted = await c.port().carts.delete(cart.id, cart.version, SK_STORE);
    expect(deleted.id).toBe(cart.id);
    expect(await c.port().carts.get(cart.id, SK_STORE)).toBeUndefined();
    expect(await c.port().carts.get(cart.id)).toBeUndefined();
  });

  // The port's promise (cart-port.ts): the answer's code text and product-type keys come from these.
  c.case('carts/discount-code-expanded', async () => {
    const cart = await cartWith(c.port(), { [c.products().priced.sku]: 1 });
    const coded = await update(cart, [{ action: 'addDiscountCode', code: DISCOUNT_CODES.valid }]);
    const expanded = (found: Cart | undefined) => found?.discountCodes.map(({ discountCode }) => ({
      id: discountCode.id, code: discountCode.obj?.id === discountCode.id ? discountCode.obj.code : undefined,
      cartDiscounts: discountCode.obj?.cartDiscounts.length,
    }));
    const id = coded.discountCodes[0]?.discountCode.id;
    expect(expanded(coded)).toEqual([{ id, code: DISCOUNT_CODES.valid, cartDiscounts: 1 }]);
    expect(expanded(await c.port().carts.get(cart.id, SK_STORE))).toEqual([{ id, code: DISCOUNT_CODES.valid, cartDiscounts: 1 }]);
    expect(expanded(await c.port().carts.delete(cart.id, coded.version, SK_STORE))).toEqual([{ id, code: DISCOUNT_CODES.valid, cartDiscounts: 1 }]);
  });

  c.case('carts/line-product-type-expanded', async () => {
    const { priced } = c.products();
    const accessory = c.seed().products.find((draft) => draft.productType.key === PRODUCT_TYPE_KEYS.accessory && draft.publish === true &&
      draft.masterVariant?.prices?.some((price) => price.country === 'SK' && price.value.currencyCode === 'EUR'))?.masterVariant?.sku;
    if (!accessory) throw new Error('the kept seed has no accessory sold in SK');
    const cart = await cartWith(c.port(), { [priced.sku]: 1, [accessory]: 1 });
    const keys = (found: Cart | undefined) => Object.fromEntries((found?.lineItems ?? []).map((line) =>
      [line.variant.sku, line.productType.obj?.id === line.productType.id ? line.productType.obj.key : undefined]));
    const expected = { [priced.sku]: PRODUCT_TYPE_KEYS.standardProduct, [accessory]: PRODUCT_TYPE_KEYS.accessory };
    expect(keys(cart)).toEqual(expected);
    expect(keys(await c.port().carts.get(cart.id, SK_STORE))).toEqual(expected);
  });
}

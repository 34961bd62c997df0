import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ByProjectKeyRequestBuilder, Cart } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { CtCarts } from './ct-carts.js';
import { CtProductTypes } from './ct-product-types.js';
import { startEmulator } from './emulator.fixture.js';

/*
 * The cart reads' expansions against the public commercetools emulator over HTTP: discount codes
 * through `expand`, product types through the cached lookup (ct-product-types.ts), whose clock is
 * the test's where time matters.
 */
describe('commercetools carts: expanded discount codes, line product types from the cached lookup', () => {
  let mock: CommercetoolsMock;
  let api: ByProjectKeyRequestBuilder;
  let carts: CtCarts;
  let typeQueries = 0;

  beforeAll(async () => {
    ({ mock, api } = await startEmulator('types'));
    // Counts the lookup's queries: the point of the cache is how few there are.
    const counted = {
      productTypes: () => {
        const builder = api.productTypes();
        return { get: (args: Parameters<typeof builder.get>[0]) => { typeQueries += 1; return builder.get(args); } };
      },
    } as unknown as ByProjectKeyRequestBuilder;
    carts = new CtCarts(api, new CtProductTypes(counted));
  });
  afterAll(async () => mock.app.close());

  /** A published product of a new product type, with an SK price. */
  async function productOfNewType(key: string): Promise<string> {
    const type = (await api.productTypes().post({ body: { key, name: key, description: key, attributes: [] } }).execute()).body;
    const sku = `SKU-${key}`;
    await api.products().post({
      body: {
        key: `product-${key}`, name: { en: key }, slug: { en: key }, productType: { typeId: 'product-type', id: type.id }, publish: true,
        masterVariant: { sku, prices: [{ value: { currencyCode: 'EUR', centAmount: 1000 }, country: 'SK' }] },
      },
    }).execute();
    return sku;
  }
  const keysOf = (cart: Cart) => cart.lineItems.map((line) => line.productType.obj?.key);
  const add = (cart: Cart, sku: string) => carts.update(cart.id, cart.version, [{ action: 'addLineItem', sku, quantity: 1 }]);

  it('reads the product types once for many cart reads, and again for a type created since', async () => {
    const standard = await productOfNewType('standard_product');
    const cart = await add(await carts.create({ currency: 'EUR', country: 'SK' }), standard);
    expect(keysOf(cart)).toEqual(['standard_product']);
    expect(keysOf((await carts.get(cart.id))!)).toEqual(['standard_product']);
    expect(typeQueries).toBe(1);

    const accessory = await productOfNewType('accessory');
    const both = await add(cart, accessory);
    expect(keysOf(both)).toEqual(['standard_product', 'accessory']);
    expect(keysOf((await carts.get(cart.id))!)).toEqual(['standard_product', 'accessory']);
    expect(typeQueries).toBe(2);
  });

  it('asks again for an id no reload found only after a minute', async () => {
    let queries = 0;
    const counting = {
      productTypes: () => {
        const builder = api.productTypes();
        return { get: (args: Parameters<typeof builder.get>[0]) => { queries += 1; return builder.get(args); } };
      },
    } as unknown as ByProjectKeyRequestBuilder;
    let clock = 0;
    const lookup = new CtProductTypes(counting, () => clock);
    expect((await lookup.byIds(['deleted-type'])).has('deleted-type')).toBe(false);
    await lookup.byIds(['deleted-type']);
    clock += 59_999;
    await lookup.byIds(['deleted-type']);
    expect(queries).toBe(1);
    clock += 1;
    await lookup.byIds(['deleted-type']);
    expect(queries).toBe(2);
  });

  it('expands the discount codes on every cart request', async () => {
    const discount = (await api.cartDiscounts().post({
      body: {
        name: { en: 'Ten' }, value: { type: 'relative', permyriad: 1000 }, cartPredicate: 'true', target: { type: 'lineItems', predicate: 'true' },
        sortOrder: '0.9', requiresDiscountCode: true, isActive: true,
      },
    }).execute()).body;
    await api.discountCodes().post({ body: { code: 'TEN', cartDiscounts: [{ typeId: 'cart-discount', id: discount.id }] } }).execute();
    const cart = await carts.create({ currency: 'EUR', country: 'SK', discountCodes: ['TEN'] });
    const expanded = (found: Cart | undefined) => found?.discountCodes.map((info) => [info.discountCode.obj?.code, info.discountCode.obj?.cartDiscounts[0]?.id]);
    expect(expanded(cart)).toEqual([['TEN', discount.id]]);
    expect(expanded(await carts.get(cart.id))).toEqual([['TEN', discount.id]]);
    const updated = await carts.update(cart.id, cart.version, [{ action: 'setCustomerEmail', email: 'a@example.com' }]);
    expect(expanded(updated)).toEqual([['TEN', discount.id]]);
    expect(expanded(await carts.delete(cart.id, updated.version))).toEqual([['TEN', discount.id]]);
  });
});

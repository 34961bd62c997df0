import { describe, expect, it } from '@jest/globals';
import type { Cart } from '@commercetools/platform-sdk';
import { RESOURCE } from '../catalogue/resource-types.js';
import { expandCart } from '../carts/cart-expansion.js';
import { BENCH_SKU, customersEngine, DRILL_SKU, failure, quantities, STORE } from './customers.fixture.js';

const PASSWORD = 'Dielna2025';
const EMAIL = 'jana@example.sk';

/** An engine with one customer of the Slovak store. */
async function signedUp() {
  const engine = customersEngine();
  const { customer } = await engine.customers.signUp({ email: EMAIL, password: PASSWORD }, STORE);
  engine.advance();
  const signIn = (extra: Record<string, unknown> = {}) => engine.customers.signIn({ email: EMAIL, password: PASSWORD, ...extra }, STORE);
  // What is stored, expanded as the port hands carts out (cart-expansion.ts), to compare with what the port returned.
  const cart = (id: string) => {
    const stored = engine.store.get<Cart>(RESOURCE.cart, id);
    return stored && expandCart(stored, engine.snapshot);
  };
  return { ...engine, customer, signIn, cart };
}

describe('sign-up with an anonymous cart', () => {
  it('makes the named anonymous cart the new customer\'s and returns it', async () => {
    const { customers, cartWith } = customersEngine();
    const anonymous = await cartWith({ [DRILL_SKU]: 2 }, { anonymousId: 'session-1' });
    const { customer, cart } = await customers.signUp({ email: EMAIL, password: PASSWORD, anonymousCart: { typeId: 'cart', id: anonymous.id } }, STORE);
    expect(cart).toMatchObject({ id: anonymous.id, customerId: customer.id, cartState: 'Active', version: anonymous.version + 1 });
    expect(quantities(cart)).toEqual({ [DRILL_SKU]: 2 });
  });

  it('finds the anonymous cart by the deprecated anonymousCartId, or by anonymousId alone', async () => {
    const first = customersEngine();
    const byId = await first.cartWith({ [DRILL_SKU]: 1 });
    expect((await first.customers.signUp({ email: EMAIL, password: PASSWORD, anonymousCartId: byId.id }, STORE)).cart?.id).toBe(byId.id);

    const second = customersEngine();
    await second.cartWith({ [DRILL_SKU]: 1 }, { anonymousId: 'session-2' });
    const latest = await second.cartWith({ [BENCH_SKU]: 1 }, { anonymousId: 'session-2' });
    expect((await second.customers.signUp({ email: EMAIL, password: PASSWORD, anonymousId: 'session-2' }, STORE)).cart?.id).toBe(latest.id);
  });

  it('fails as a whole (no customer) when the named cart belongs to another customer', async () => {
    const { customers, cartWith } = customersEngine();
    const owned = await cartWith({ [DRILL_SKU]: 1 }, { customerId: 'someone-else' });
    const error = await failure(() => customers.signUp({ email: EMAIL, password: PASSWORD, anonymousCartId: owned.id }, STORE));
    expect(error).toMatchObject({ statusCode: 400, code: 'InvalidOperation' });
    expect(await failure(() => customers.signIn({ email: EMAIL, password: PASSWORD }, STORE))).toMatchObject({ code: 'InvalidCredentials' });
  });
});

describe('sign-in with MergeWithExistingCustomerCart (the default)', () => {
  it('merges the anonymous lines into the active customer cart, repriced, and marks the anonymous cart Merged', async () => {
    const { customer, cartWith, signIn, cart } = await signedUp();
    const own = await cartWith({ [DRILL_SKU]: 1 }, { customerId: customer.id });
    const anonymous = await cartWith({ [DRILL_SKU]: 3, [BENCH_SKU]: 2 }, { anonymousId: 'session-1' });

    const result = await signIn({ anonymousCart: { typeId: 'cart', id: anonymous.id } });

    expect(result.cart?.id).toBe(own.id);
    expect(result.cart?.version).toBeGreaterThan(own.version);
    // Same product and variant: commercetools keeps the larger quantity (3), it does not add (4).
    expect(quantities(result.cart)).toEqual({ [DRILL_SKU]: 3, [BENCH_SKU]: 2 });
    // Repriced by the carts' update: drill 349.00 × 3 with the 5 % volume tier (331.55), bench 2 × 129.00.
    expect(result.cart?.totalPrice.centAmount).toBe(3 * 33155 + 2 * 12900);
    expect(cart(anonymous.id)).toMatchObject({ cartState: 'Merged', customerId: customer.id, version: anonymous.version + 1 });
    expect(cart(own.id)).toEqual(result.cart);
  });

  it('leaves a larger customer quantity as it is', async () => {
    const { customer, cartWith, signIn } = await signedUp();
    await cartWith({ [DRILL_SKU]: 5 }, { customerId: customer.id });
    const anonymous = await cartWith({ [DRILL_SKU]: 2 }, { anonymousId: 'session-1' });
    expect(quantities((await signIn({ anonymousCartId: anonymous.id })).cart)).toEqual({ [DRILL_SKU]: 5 });
  });

  it('merges into the most recently modified active cart of the customer', async () => {
    const { customer, cartWith, signIn, cart } = await signedUp();
    const older = await cartWith({ [DRILL_SKU]: 1 }, { customerId: customer.id });
    const newer = await cartWith({ [BENCH_SKU]: 1 }, { customerId: customer.id });
    const anonymous = await cartWith({ [DRILL_SKU]: 2 }, { anonymousId: 'session-1' });
    const result = await signIn({ anonymousCartId: anonymous.id });
    expect(result.cart?.id).toBe(newer.id);
    expect(quantities(result.cart)).toEqual({ [BENCH_SKU]: 1, [DRILL_SKU]: 2 });
    expect(cart(older.id)).toEqual(older);
  });

  it('assigns the anonymous cart when the customer has no active cart', async () => {
    const { customer, cartWith, signIn } = await signedUp();
    const anonymous = await cartWith({ [BENCH_SKU]: 1 }, { anonymousId: 'session-1' });
    const result = await signIn({ anonymousId: 'session-1' });
    expect(result.cart).toMatchObject({ id: anonymous.id, customerId: customer.id, cartState: 'Active' });
  });

  it('drops lines the carts no longer accept (product gone) and merges the rest', async () => {
    const { customer, cartWith, carts, signIn } = await signedUp();
    const own = await cartWith({ [DRILL_SKU]: 1 }, { customerId: customer.id });
    const anonymous = await cartWith({ [DRILL_SKU]: 3, [BENCH_SKU]: 1 }, { anonymousId: 'session-1' });
    const [, bench] = anonymous.lineItems;
    // The bench line now points at a product that no longer exists.
    carts.replace({ ...anonymous, version: anonymous.version + 1, lineItems: [anonymous.lineItems[0]!, { ...bench!, productId: 'deleted-product' }] }, anonymous.version);

    const result = await signIn({ anonymousCartId: anonymous.id });
    expect(result.cart?.id).toBe(own.id);
    expect(quantities(result.cart)).toEqual({ [DRILL_SKU]: 3 });
  });

  it('does not merge a Merged cart twice: signing in again ignores it and returns the active cart', async () => {
    const { customer, cartWith, signIn } = await signedUp();
    const own = await cartWith({ [DRILL_SKU]: 1 }, { customerId: customer.id });
    const anonymous = await cartWith({ [BENCH_SKU]: 1 }, { anonymousId: 'session-1' });
    await signIn({ anonymousCartId: anonymous.id });
    const again = await signIn({ anonymousCartId: anonymous.id });
    expect(again.cart?.id).toBe(own.id);
    expect(quantities(again.cart)).toEqual({ [DRILL_SKU]: 1, [BENCH_SKU]: 1 });
  });

  it('never merges carts of another store', async () => {
    const { customer, cartWith, carts, signIn, advance } = await signedUp();
    advance();
    const elsewhere = await carts.create({ currency: 'EUR', country: 'SK', customerId: customer.id, lineItems: [{ sku: DRILL_SKU }] });
    const anonymous = await cartWith({ [BENCH_SKU]: 1 }, { anonymousId: 'session-1' });
    const result = await signIn({ anonymousCartId: anonymous.id });
    expect(result.cart?.id).toBe(anonymous.id);
    expect(quantities(await carts.get(elsewhere.id))).toEqual({ [DRILL_SKU]: 1 });
  });
});

describe('sign-in with UseAsNewActiveCustomerCart', () => {
  it('makes the anonymous cart the active customer cart without merging; the old cart stays as it was', async () => {
    const { customer, cartWith, signIn, cart, advance } = await signedUp();
    const own = await cartWith({ [DRILL_SKU]: 1 }, { customerId: customer.id });
    const anonymous = await cartWith({ [BENCH_SKU]: 2 }, { anonymousId: 'session-1' });
    const result = await signIn({ anonymousCartId: anonymous.id, anonymousCartSignInMode: 'UseAsNewActiveCustomerCart' });
    expect(result.cart).toMatchObject({ id: anonymous.id, customerId: customer.id, cartState: 'Active' });
    expect(quantities(result.cart)).toEqual({ [BENCH_SKU]: 2 });
    expect(cart(own.id)).toEqual(own);
    advance();
    // It is now the most recently modified active cart, the one a later sign-in returns.
    expect((await signIn()).cart?.id).toBe(anonymous.id);
  });
});

describe('sign-in without an anonymous cart', () => {
  it('returns the customer\'s active cart, recalculated (same version when its prices are still current)', async () => {
    const { customer, cartWith, signIn } = await signedUp();
    const own = await cartWith({ [DRILL_SKU]: 3 }, { customerId: customer.id });
    const result = await signIn();
    expect(result.cart).toMatchObject({ id: own.id, version: own.version, totalPrice: { centAmount: 3 * 33155 } });
  });

  it('ignores a named cart that is gone or already ordered', async () => {
    const { customer, cartWith, carts, signIn } = await signedUp();
    const own = await cartWith({ [DRILL_SKU]: 1 }, { customerId: customer.id });
    const ordered = await cartWith({ [BENCH_SKU]: 1 }, { anonymousId: 'session-1' });
    carts.replace({ ...ordered, cartState: 'Ordered', version: ordered.version + 1 }, ordered.version);
    expect((await signIn({ anonymousCartId: ordered.id })).cart?.id).toBe(own.id);
    expect((await signIn({ anonymousCartId: 'no-such-cart' })).cart?.id).toBe(own.id);
  });

  it('refuses a cart of another customer and an anonymousId that does not match the cart', async () => {
    const { cartWith, signIn } = await signedUp();
    const foreign = await cartWith({ [DRILL_SKU]: 1 }, { customerId: 'someone-else' });
    expect(await failure(() => signIn({ anonymousCartId: foreign.id }))).toMatchObject({ statusCode: 400, code: 'InvalidOperation' });
    const anonymous = await cartWith({ [DRILL_SKU]: 1 }, { anonymousId: 'session-1' });
    expect(await failure(() => signIn({ anonymousCartId: anonymous.id, anonymousId: 'session-2' }))).toMatchObject({ code: 'InvalidOperation' });
  });

  it('checks the password before touching any cart', async () => {
    const { customer, cartWith, customers, cart } = await signedUp();
    await cartWith({ [DRILL_SKU]: 1 }, { customerId: customer.id });
    const anonymous = await cartWith({ [BENCH_SKU]: 1 }, { anonymousId: 'session-1' });
    await failure(() => customers.signIn({ email: EMAIL, password: 'wrong-1', anonymousCartId: anonymous.id }, STORE));
    expect(cart(anonymous.id)).toEqual(anonymous);
  });
});

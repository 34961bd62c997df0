import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Cart, Payment } from '@commercetools/platform-sdk';
import { createTestApp } from '../../test/test-app.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';
import { RESOURCE } from '../commerce/embedded/catalogue/resource-types.js';
import type { EmbeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { COMMERCE_PORT } from '../commerce/port/commerce-port.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { checkoutSkus, fillContactDetails, Shopper, type CheckoutSkus } from './checkout-shop.fixture.js';

/**
 * Issue 11 item 10: one payment per cart and method. 20 concurrent createCodPayment made 20
 * payments of which one stayed on the cart. The payments the shopper holds are counted in the
 * engine's own store (by the anonymous session they belong to), not from the answers, so a
 * payment made and then dropped would be counted too.
 */
describe('createCodPayment / createBankPayment make one payment per cart and method (real Nest app, embedded engine, demo seed)', () => {
  let app: INestApplication;
  let engine: EmbeddedCommerce;
  let skus: CheckoutSkus;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = checkoutSkus(seed);
    app = await createTestApp(seed);
    engine = app.get<EmbeddedCommerce>(COMMERCE_PORT);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const ref = (cart: Cart) => ({ id: cart.id, version: cart.version });
  /** A guest with a cart of one cheap product, e-mail and addresses filled in. */
  const guestWithCart = async () => {
    const shopper = new Shopper(app);
    const added = (await shopper.call('addToCart', [{}, { sku: skus.cheap, quantity: 1 }])).body.cart as Cart;
    return { shopper, cart: await fillContactDetails(app, added) };
  };
  /** Every payment the engine holds for the guest's anonymous session. */
  const paymentsOf = (cart: Cart): Payment[] =>
    engine.store.findIds(RESOURCE.payment, 'anonymous', cart.anonymousId!).map((id) => engine.store.get<Payment>(RESOURCE.payment, id)!);
  const myCart = async (shopper: Shopper) => (await shopper.call('getMyCart', [])).body.cart as Cart;
  const gross = (cart: Cart) => (cart.taxedPrice?.totalGross ?? cart.totalPrice).centAmount;

  it('20 concurrent calls for one cart leave exactly one COD payment, the one on the cart, and every call answers it', async () => {
    const { shopper, cart } = await guestWithCart();
    const answers = await Promise.all(Array.from({ length: 20 }, () => shopper.call('createCodPayment', [ref(cart)])));
    const held = paymentsOf(cart);
    expect(held).toHaveLength(1);
    expect(held[0]!.paymentMethodInfo.method).toBe('cod');
    expect(new Set(answers.map((answer) => (answer.body.payment as Payment).id))).toEqual(new Set([held[0]!.id]));
    const current = await myCart(shopper);
    expect(current.paymentInfo?.payments.map((payment) => payment.id)).toEqual([held[0]!.id]);
    expect(current.customLineItems).toHaveLength(1);
    expect(held[0]!.amountPlanned.centAmount).toBe(gross(current));
  });

  it('a repeat answers the same payment and leaves the cart as it was (no new version)', async () => {
    const { shopper, cart } = await guestWithCart();
    const first = (await shopper.call('createCodPayment', [ref(cart)])).body as { payment: Payment; cart: Cart };
    const again = (await shopper.call('createCodPayment', [ref(first.cart)])).body as { payment: Payment; cart: Cart };
    expect(again.payment.id).toBe(first.payment.id);
    expect(again.cart.version).toBe(first.cart.version);
    expect(paymentsOf(cart)).toHaveLength(1);
  });

  // Reading chosen (OwnPayments): the cart's payment of a method is reused for the cart's life,
  // its amountPlanned set to the cart's current total; one switched away from stays off the cart.
  it('COD → bank transfer → COD takes the first COD payment back: two payments in all, the cart holds the current one', async () => {
    const { shopper, cart } = await guestWithCart();
    const cod = (await shopper.call('createCodPayment', [ref(cart)])).body as { payment: Payment; cart: Cart };
    const bank = (await shopper.call('createBankPayment', [ref(cod.cart)])).body as { payment: Payment; cart: Cart };
    expect(bank.payment.id).not.toBe(cod.payment.id);
    expect(bank.cart.paymentInfo?.payments.map((payment) => payment.id)).toEqual([bank.payment.id]);
    expect(bank.cart.customLineItems).toEqual([]);
    const codAgain = (await shopper.call('createCodPayment', [ref(bank.cart)])).body as { payment: Payment; cart: Cart };
    expect(codAgain.payment.id).toBe(cod.payment.id);
    expect(codAgain.cart.paymentInfo?.payments.map((payment) => payment.id)).toEqual([cod.payment.id]);
    expect(codAgain.payment.amountPlanned.centAmount).toBe(gross(codAgain.cart));
    expect(paymentsOf(cart).map((payment) => payment.paymentMethodInfo.method).sort()).toEqual(['bank_transfer', 'cod']);
  });

  it('after the cart changed, COD again answers the same payment with amountPlanned set to the new total', async () => {
    const { shopper, cart } = await guestWithCart();
    const cod = (await shopper.call('createCodPayment', [ref(cart)])).body as { payment: Payment; cart: Cart };
    const bigger = (await shopper.call('addToCart', [ref(cod.cart), { sku: skus.accessory, quantity: 1 }])).body.cart as Cart;
    expect(gross(bigger)).toBeGreaterThan(cod.payment.amountPlanned.centAmount);
    const codAgain = (await shopper.call('createCodPayment', [ref(bigger)])).body as { payment: Payment; cart: Cart };
    expect(codAgain.payment.id).toBe(cod.payment.id);
    expect(codAgain.payment.amountPlanned.centAmount).toBe(gross(codAgain.cart));
    expect(paymentsOf(cart)).toHaveLength(1);
    expect(paymentsOf(cart)[0]!.amountPlanned.centAmount).toBe(gross(codAgain.cart));
  });

  it("a guest who signs up keeps the cart's COD payment, now the customer's", async () => {
    const { shopper, cart } = await guestWithCart();
    const cod = (await shopper.call('createCodPayment', [ref(cart)])).body as { payment: Payment; cart: Cart };
    const email = `cod.${cart.id}@example.sk`;
    const signedUp = (await shopper.call('signUp', [{ email, password: 'Dielna2025', firstName: 'Ján', lastName: 'Novák', customerType: 'PRIVATE' }])).body as { customer: { id: string }; cart: Cart };
    expect(signedUp.cart.id).toBe(cart.id);
    const again = (await shopper.call('createCodPayment', [ref(signedUp.cart)])).body as { payment: Payment; cart: Cart };
    expect(again.payment.id).toBe(cod.payment.id);
    expect(again.payment.customer).toEqual({ typeId: 'customer', id: signedUp.customer.id });
    expect(again.cart.paymentInfo?.payments.map((payment) => payment.id)).toEqual([cod.payment.id]);
  });
});

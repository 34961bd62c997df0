import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger, type INestApplication } from '@nestjs/common';
import type { Cart, Order } from '@commercetools/platform-sdk';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { createTestApp } from '../../test/test-app.js';
import { checkoutSkus, fillContactDetails, SK_ADDRESS, Shopper, type CheckoutSkus } from './checkout-shop.fixture.js';
import { DEMO_COD_FEE_CENTS } from '../commerce/seed/cod-fees.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

type OrdersPage = { results: Order[]; total: number; count: number; offset: number; limit: number };

describe('createOrder and getOrders (real Nest app, embedded engine, full demo seed)', () => {
  let app: INestApplication;
  let commerce: CommercePort;
  let skus: CheckoutSkus;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = checkoutSkus(seed);
    app = await createTestApp(seed);
    commerce = app.get<CommercePort>(COMMERCE_PORT);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const ref = (cart: Cart) => ({ id: cart.id, version: cart.version });
  const ordersOf = async (shopper: Shopper, query: object, status = 200): Promise<OrdersPage> =>
    (await shopper.call('getOrders', [query], status)).body.me?.orders as OrdersPage;

  /** A shopper whose cart has a line, their e-mail and addresses (unless told otherwise) and a COD payment. */
  const readyToOrder = async (options: { shopper?: Shopper; details?: Parameters<typeof fillContactDetails>[2]; pay?: boolean } = {}) => {
    const shopper = options.shopper ?? new Shopper(app);
    const added = (await shopper.call('addToCart', [{}, { sku: skus.cheap, quantity: 1 }])).body.cart as Cart;
    const filled = await fillContactDetails(app, added, options.details);
    if (options.pay === false) return { shopper, cart: filled };
    const paid = (await shopper.call('createCodPayment', [ref(filled)])).body.cart as Cart;
    return { shopper, cart: paid };
  };

  it("places the order, forgets the cart and shows the order on the thank-you page by id and by number", async () => {
    const { shopper, cart } = await readyToOrder();
    const { order } = (await shopper.call('createOrder', [ref(cart)])).body as { order: Order };
    expect(order).toMatchObject({
      cart: { typeId: 'cart', id: cart.id }, customerEmail: SK_ADDRESS.email, orderState: 'Open', paymentState: 'Pending',
      store: { key: 'ex-sk' }, totalPrice: cart.totalPrice, anonymousId: cart.anonymousId,
      paymentInfo: { payments: [{ typeId: 'payment', id: cart.paymentInfo?.payments[0]?.id }] },
      custom: { fields: { calculatedCodFee: { centAmount: DEMO_COD_FEE_CENTS.EUR, currencyCode: 'EUR' } } },
    });
    expect(order.paymentInfo?.payments[0]?.obj?.paymentMethodInfo).toEqual({ paymentInterface: 'cod', method: 'cod', name: { en: 'Cash on delivery' } });
    expect(order.orderNumber).toMatch(/^SK-[0-9A-HJKMNP-TV-Z]{12}$/);
    expect((await shopper.call('getMyCart', [])).body).toEqual({ cart: null });
    expect((await commerce.carts.get(cart.id, 'ex-sk'))?.cartState).toBe('Ordered');

    const byId = await ordersOf(shopper, { id: order.id });
    expect(byId).toEqual({ results: [order], total: 1, count: 1, offset: 0, limit: 1 });
    expect((await ordersOf(shopper, { orderNumber: order.orderNumber! })).results.map((o) => o.id)).toEqual([order.id]);
  });

  it('orders the COD fee as a line: the order total is the amount planned and the cart total, and getOrders shows the line', async () => {
    const { shopper, cart } = await readyToOrder();
    const feeLine = cart.customLineItems[0]!;
    expect(cart.customLineItems).toHaveLength(1);
    const { order } = (await shopper.call('createOrder', [ref(cart)])).body as { order: Order };
    const planned = order.paymentInfo?.payments[0]?.obj?.amountPlanned;
    expect(planned?.centAmount).toBe(order.totalPrice.centAmount);
    expect(order.totalPrice).toEqual(cart.totalPrice);
    expect(order.taxedPrice?.totalGross.centAmount).toBe(order.totalPrice.centAmount);
    // The goods and shipping plus the 2.90 EUR fee line.
    const goodsAndShipping = cart.lineItems.reduce((total, line) => total + line.totalPrice.centAmount, 0) + (cart.shippingInfo?.price.centAmount ?? 0);
    expect(order.totalPrice.centAmount).toBe(goodsAndShipping + DEMO_COD_FEE_CENTS.EUR);
    expect(order.customLineItems).toEqual([expect.objectContaining({
      id: feeLine.id, name: feeLine.name, slug: 'cod-fee', quantity: 1,
      totalPrice: { type: 'centPrecision', centAmount: DEMO_COD_FEE_CENTS.EUR, currencyCode: 'EUR', fractionDigits: 2 },
      taxedPrice: expect.objectContaining({ totalGross: expect.objectContaining({ centAmount: DEMO_COD_FEE_CENTS.EUR }) }),
    })]);
    const shown = (await ordersOf(shopper, { id: order.id })).results[0];
    expect(shown?.customLineItems.map((item) => [item.id, item.slug, item.quantity, item.totalPrice.centAmount]))
      .toEqual([[feeLine.id, 'cod-fee', 1, DEMO_COD_FEE_CENTS.EUR]]);
  });

  it('orders a bank-transfer cart without a fee line, for the amount planned', async () => {
    const { shopper, cart } = await readyToOrder({ pay: false });
    const paid = (await shopper.call('createBankPayment', [ref(cart)])).body as { cart: Cart; payment: { amountPlanned: { centAmount: number } } };
    const { order } = (await shopper.call('createOrder', [ref(paid.cart)])).body as { order: Order };
    expect(order.customLineItems).toEqual([]);
    expect(order.totalPrice).toEqual(cart.totalPrice);
    expect(order.paymentInfo?.payments[0]?.obj?.amountPlanned.centAmount).toBe(order.totalPrice.centAmount);
  });

  it('answers the same order to a repeated request, and starts a new cart afterwards', async () => {
    const { shopper, cart } = await readyToOrder();
    const first = (await shopper.call('createOrder', [ref(cart)])).body.order as Order;
    const again = (await shopper.call('createOrder', [ref(cart)])).body.order as Order;
    expect(again.id).toBe(first.id);
    const next = (await shopper.call('addToCart', [{}, { sku: skus.cheap, quantity: 1 }])).body.cart as Cart;
    expect(next.id).not.toBe(cart.id);
    // With a new cart in the session, the ordered one still answers its order.
    expect((await shopper.call('createOrder', [ref(cart)])).body.order.id).toBe(first.id);
  });

  it('creates one order for five concurrent requests for the same cart', async () => {
    const { shopper, cart } = await readyToOrder();
    const responses = await Promise.all(Array.from({ length: 5 }, () => shopper.call('createOrder', [ref(cart)])));
    const ids = new Set(responses.map((response) => (response.body.order as Order).id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect((await commerce.orders.byCart(cart.id, 'ex-sk'))?.id).toBe(id);
  });

  it('creates one order when five requests all pass the checks before any of them orders', async () => {
    const { shopper, cart } = await readyToOrder();
    // The engine answers synchronously, so left alone the first request finishes before the others
    // read the cart; holding every request at its last check makes all five race to create.
    const read = commerce.payments.get.bind(commerce.payments);
    jest.spyOn(commerce.payments, 'get').mockImplementation(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return read(id);
    });
    const creates = jest.spyOn(commerce.orders, 'createFromCart');
    const responses = await Promise.all(Array.from({ length: 5 }, () => shopper.call('createOrder', [ref(cart)])));
    expect(creates).toHaveBeenCalledTimes(5);
    const settled = await Promise.allSettled(creates.mock.results.map((result) => result.value));
    expect(settled.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(responses.map((response) => (response.body.order as Order).id)).size).toBe(1);
  });

  it("refuses without the e-mail, billing first name or billing e-mail, and logs the order without e-mail", async () => {
    const logged = jest.spyOn(Logger.prototype, 'warn');
    const { firstName: _firstName, email: _email, ...bare } = SK_ADDRESS;
    const { shopper, cart } = await readyToOrder({ details: { email: '', billing: bare } });
    const response = await shopper.call('createOrder', [ref(cart)], 400);
    expect(response.body).toEqual({
      statusCode: 400, message: 'Email or address details are missing',
      errors: ['customerEmail', 'billingAddress.firstName', 'billingAddress.email'],
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`order-without-email: cart ${cart.id}`));
    expect((await shopper.call('getMyCart', [])).body.cart.id).toBe(cart.id);
    expect(await commerce.orders.byCart(cart.id, 'ex-sk')).toBeUndefined();
  });

  it('refuses a billing address without its own e-mail even when the cart has one', async () => {
    const { email: _email, ...withoutEmail } = SK_ADDRESS;
    const { shopper, cart } = await readyToOrder({ details: { billing: withoutEmail } });
    const response = await shopper.call('createOrder', [ref(cart)], 400);
    expect(response.body.errors).toEqual(['billingAddress.email']);
  });

  it('refuses a postal code that does not fit the country', async () => {
    const { shopper, cart } = await readyToOrder({ details: { billing: { ...SK_ADDRESS, postalCode: '1234' } } });
    const response = await shopper.call('createOrder', [ref(cart)], 400);
    expect(response.body.message).toContain('Postal code is incorrect in billing address');
    expect(response.body.message).toContain('Postal code is incorrect in shipping address: {');
  });

  it('refuses a cart without a payment, and one changed after the payment was chosen', async () => {
    const unpaid = await readyToOrder({ pay: false });
    expect((await unpaid.shopper.call('createOrder', [ref(unpaid.cart)], 400)).body.message).toBe('Choose a payment method before placing the order');

    const { shopper, cart } = await readyToOrder();
    const grown = (await shopper.call('addToCart', [ref(cart), { sku: skus.accessory, quantity: 1 }])).body.cart as Cart;
    const response = await shopper.call('createOrder', [ref(grown)], 400);
    expect(response.body.message).toBe('The cart has changed since the payment method was chosen; choose it again');
    const repaid = (await shopper.call('createCodPayment', [ref(grown)])).body.cart as Cart;
    const emptied = (await shopper.call('updateCartQuantity', [ref(repaid), { sku: skus.cheap, quantity: 0 }])).body.cart as Cart;
    const alone = (await shopper.call('updateCartQuantity', [ref(emptied), { sku: skus.accessory, quantity: 0 }])).body.cart as Cart;
    expect((await shopper.call('createOrder', [ref(alone)], 400)).body.message).toBe('The cart has no items to order');
  });

  it("never orders or shows another shopper's cart or order", async () => {
    const { shopper, cart } = await readyToOrder();
    const stranger = new Shopper(app);
    expect((await stranger.call('createOrder', [ref(cart)], 404)).body.code).toBe('ResourceNotFound');
    const order = (await shopper.call('createOrder', [ref(cart)])).body.order as Order;
    expect((await stranger.call('createOrder', [ref(cart)], 404)).body.code).toBe('ResourceNotFound');
    const empty = { results: [], total: 0, count: 0, offset: 0, limit: 1 };
    expect(await ordersOf(stranger, { id: order.id })).toEqual(empty);
    expect(await ordersOf(stranger, { orderNumber: order.orderNumber! })).toEqual(empty);
    expect(await ordersOf(shopper, { id: '00000000-0000-4000-8000-000000000000' })).toEqual(empty);
    // An order of another market is not found through this one, even by its shopper.
    expect(await ordersOf(shopper, { id: order.id }, 200)).toMatchObject({ total: 1 });
    expect((await shopper.call('getOrders', [{ id: order.id }], 200, 'de.localhost')).body.me.orders.total).toBe(0);
  });

  it("lists a signed-in customer's orders, paged and sorted, and only theirs", async () => {
    const email = `orders-${Date.now()}@example.sk`;
    const { customer } = await commerce.customers.signUp({ email, password: 'Dielna2025' }, 'ex-sk');
    const customerShopper = new Shopper(app);
    await customerShopper.call('signIn', [{ email, password: 'Dielna2025' }]);
    const placed: Order[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { cart } = await readyToOrder({ shopper: customerShopper });
      expect(cart.customerId).toBe(customer.id);
      placed.push((await customerShopper.call('createOrder', [ref(cart)])).body.order as Order);
    }
    const guest = await readyToOrder();
    await guest.shopper.call('createOrder', [ref(guest.cart)]);

    const firstPage = await ordersOf(customerShopper, {});
    expect(firstPage).toMatchObject({ total: 3, count: 3, offset: 0, limit: 20 });
    expect(firstPage.results.map((o) => o.id)).toEqual(placed.map((o) => o.id).reverse());
    const oldestSecond = await ordersOf(customerShopper, { limit: 1, offset: 1, sort: 'createdAt asc' });
    expect(oldestSecond).toMatchObject({ total: 3, count: 1, offset: 1, limit: 1 });
    expect(oldestSecond.results.map((o) => o.id)).toEqual([placed[1]!.id]);
    const byNumber = await ordersOf(customerShopper, { sort: 'orderNumber asc' });
    const numbers = byNumber.results.map((o) => o.orderNumber!);
    expect(numbers).toEqual([...numbers].sort());

    expect((await ordersOf(customerShopper, { id: placed[0]!.id })).total).toBe(1);
    expect((await ordersOf(guest.shopper, { id: placed[0]!.id })).total).toBe(0);
    expect((await guest.shopper.call('getOrders', [{}], 401)).body.message).toBe('Sign in to see your orders');
  });

  it.each([
    ['createOrder', [], 'payload[0] is required'],
    ['createOrder', [{ id: 'c', version: '3' }], 'payload[0].version must be an integer number'],
    ['createOrder', [{ id: '', version: 3 }], 'payload[0].id should not be empty'],
    ['getOrders', [], 'payload[0] is required'],
    ['getOrders', [{ limit: 0 }], 'payload[0].limit must not be less than 1'],
    ['getOrders', [{ limit: 101 }], 'payload[0].limit must not be greater than 100'],
    ['getOrders', [{ offset: -1 }], 'payload[0].offset must not be less than 0'],
    ['getOrders', [{ offset: '1' }], 'payload[0].offset must be an integer number'],
    ['getOrders', [{ sort: 'totalPrice desc' }], 'payload[0].sort must be one of the following values'],
    ['getOrders', [{ id: 7 }], 'payload[0].id must be a string'],
    ['getOrders', [{ id: 'a', orderNumber: 'b' }], 'payload[0] must have at most one of id, orderNumber'],
    ['getOrders', [{ orderNumber: 'b', limit: 5 }], 'payload[0].orderNumber looks up one order and cannot be combined with payload[0].limit'],
    ['getOrders', [{ where: 'customerId is defined' }], 'property payload[0].where should not exist'],
  ])('%s answers 400 naming the field for %j', async (method, body, message) => {
    const response = await new Shopper(app).call(method, body, 400);
    expect(response.body.message).toContain(message);
  });
});

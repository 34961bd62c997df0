import { expect } from '@jest/globals';
import type { Cart, Order } from '@commercetools/platform-sdk';
import type { ContractContext } from '../contract-context.js';
import { COD_FEE_LINE, failure, MARKETS, quantities } from '../contract-helpers.js';
import { checkoutCart as sharedCheckoutCart, orderFromCart } from './checkout-order.js';

const SK_STORE = MARKETS.SK.storeKey;

export function orderCases(c: ContractContext): void {
  const order = (cart: Cart, orderNumber: string): Promise<Order> => orderFromCart(c, cart, orderNumber);
  const checkoutCart = (customerId?: string) => sharedCheckoutCart(c, customerId);

  c.case('orders/create-from-cart', async () => {
    const cart = await checkoutCart();
    const orderNumber = c.unique('SK');
    const created = await order(cart, orderNumber);
    expect(created).toMatchObject({
      orderNumber, orderState: 'Open', customerEmail: 'buyer@example.sk', store: { typeId: 'store', key: SK_STORE },
      cart: { typeId: 'cart', id: cart.id },
    });
    expect(created.totalPrice).toEqual(cart.totalPrice);
    expect(created.taxedPrice).toEqual(cart.taxedPrice);
    expect(created.shippingInfo?.price).toEqual(cart.shippingInfo?.price);
    expect(quantities(created)).toEqual(quantities(cart));
    expect(created.lineItems.map((line) => line.totalPrice)).toEqual(cart.lineItems.map((line) => line.totalPrice));
    expect((await c.port().orders.byId(created.id, SK_STORE))?.orderNumber).toBe(orderNumber);
  });

  c.case('orders/custom-line-item', async () => {
    const cart = await checkoutCart();
    const withFee = await c.port().carts.update(cart.id, cart.version, [COD_FEE_LINE], SK_STORE);
    const created = await order(withFee, c.unique('SK'));
    const [fee] = withFee.customLineItems;
    expect(created.customLineItems).toHaveLength(1);
    expect(created.customLineItems[0]).toMatchObject({
      id: fee?.id, name: fee?.name, slug: 'cod-fee', quantity: 1, totalPrice: fee?.totalPrice, taxedPrice: fee?.taxedPrice,
    });
    expect(created.totalPrice).toEqual(withFee.totalPrice);
    expect(created.totalPrice.centAmount).toBe(cart.totalPrice.centAmount + 290);
    expect((await c.port().orders.byId(created.id, SK_STORE))?.customLineItems.map((item) => item.id)).toEqual([fee?.id]);
  });

  c.case('orders/cart-ordered', async () => {
    const cart = await checkoutCart();
    expect(cart.cartState).toBe('Active');
    await order(cart, c.unique('SK'));
    expect((await c.port().carts.get(cart.id, SK_STORE))?.cartState).toBe('Ordered');
  });

  c.case('orders/refuse-second-order', async () => {
    const cart = await checkoutCart();
    const first = await order(cart, c.unique('SK'));
    const ordered = (await c.port().carts.get(cart.id, SK_STORE))!;
    const secondNumber = c.unique('SK');
    const error = await failure(order(ordered, secondNumber));
    expect(error.statusCode).toBeGreaterThanOrEqual(400);
    expect(error.statusCode).toBeLessThan(500);
    expect(await c.port().orders.byOrderNumber(secondNumber, SK_STORE)).toBeUndefined();
    expect(await c.port().orders.byOrderNumber(secondNumber)).toBeUndefined();
    expect((await c.port().orders.byId(first.id))?.cart?.id).toBe(cart.id);
  });

  c.case('orders/by-order-number', async () => {
    const orderNumber = c.unique('SK');
    const created = await order(await checkoutCart(), orderNumber);
    expect((await c.port().orders.byOrderNumber(orderNumber, SK_STORE))?.id).toBe(created.id);
    expect((await c.port().orders.byOrderNumber(orderNumber))?.id).toBe(created.id);
    expect(await c.port().orders.byOrderNumber(c.unique('SK'), SK_STORE)).toBeUndefined();
  });

  c.case('orders/by-cart', async () => {
    const cart = await checkoutCart();
    const unordered = await checkoutCart();
    const created = await order(cart, c.unique('SK'));
    expect((await c.port().orders.byCart(cart.id, SK_STORE))?.id).toBe(created.id);
    expect((await c.port().orders.byCart(cart.id))?.id).toBe(created.id);
    expect(await c.port().orders.byCart(unordered.id, SK_STORE)).toBeUndefined();
  });

  c.case('orders/by-cart-other-store', async () => {
    const cart = await checkoutCart();
    await order(cart, c.unique('SK'));
    expect(await c.port().orders.byCart(cart.id, MARKETS.CZ.storeKey)).toBeUndefined();
  });

  /** A new customer with three orders numbered `${prefix}-1` to `-3`, created in that order. */
  const customerWithOrders = async () => {
    const { customer } = await c.port().customers.signUp({ email: `${c.unique('orders')}@example.sk`, password: 'Dielna2025' });
    const prefix = c.unique('SK');
    const numbers = [`${prefix}-1`, `${prefix}-2`, `${prefix}-3`];
    const created: Order[] = [];
    for (const orderNumber of numbers) created.push(await order(await checkoutCart(customer.id), orderNumber));
    return { customerId: customer.id, numbers, ids: created.map((o) => o.id) };
  };

  c.case('orders/by-customer-paging', async () => {
    const { customerId, ids } = await customerWithOrders();
    await order(await checkoutCart(), c.unique('SK'));
    const page = (offset: number) => c.port().orders.byCustomer(customerId, { limit: 2, offset }, SK_STORE);
    const pages = [await page(0), await page(2)];
    expect(pages.map((result) => [result.limit, result.offset, result.count, result.total])).toEqual([[2, 0, 2, 3], [2, 2, 1, 3]]);
    const listed = pages.flatMap((result) => result.results);
    expect(listed.map((o) => o.id).sort()).toEqual([...ids].sort());
    expect(listed.every((o) => o.customerId === customerId)).toBe(true);
    expect((await c.port().orders.byCustomer(customerId, { limit: 2, offset: 4 }, SK_STORE)).results).toEqual([]);
  });

  c.case('orders/by-customer-sort', async () => {
    const { customerId, numbers } = await customerWithOrders();
    const page = (offset: number, sort: string) => c.port().orders.byCustomer(customerId, { limit: 2, offset, sort }, SK_STORE);
    const ascending = [await page(0, 'orderNumber asc'), await page(2, 'orderNumber asc')];
    expect(ascending.flatMap((result) => result.results.map((o) => o.orderNumber))).toEqual(numbers);
    expect((await page(0, 'orderNumber desc')).results.map((o) => o.orderNumber)).toEqual([numbers[2], numbers[1]]);
    const newestFirst = await c.port().orders.byCustomer(customerId, { limit: 10, offset: 0, sort: 'createdAt desc' }, SK_STORE);
    const times = newestFirst.results.map((o) => o.createdAt);
    expect(times).toHaveLength(3);
    expect(times).toEqual([...times].sort().reverse());
  });
}

import type { OrderPort } from '../commerce/port/order-port.js';
import { MAX_PAGE_LIMIT } from './catalogue-limits.js';

/** commercetools' largest query page: a customer's whole order history in as few requests as possible. */
const ORDER_PAGE = MAX_PAGE_LIMIT;

/** What a review is checked against: a line of the product, or of exactly this SKU when one was named. */
export interface PurchaseSubject {
  readonly productId: string;
  readonly sku?: string;
}

/** Whether any order of the customer (in any store) has a line of the subject. */
export async function hasPurchased(orders: OrderPort, customerId: string, subject: PurchaseSubject): Promise<boolean> {
  for (let offset = 0; ; offset += ORDER_PAGE) {
    const page = await orders.byCustomer(customerId, { limit: ORDER_PAGE, offset });
    const bought = page.results.some((order) => order.lineItems.some((line) =>
      subject.sku === undefined ? line.productId === subject.productId : line.variant.sku === subject.sku));
    if (bought) return true;
    if (page.results.length === 0 || offset + page.results.length >= page.total) return false;
  }
}

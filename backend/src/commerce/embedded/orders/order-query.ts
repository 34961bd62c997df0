import type { Order } from '@commercetools/platform-sdk';
import { invalidInput } from '../../port/commerce-error.js';
import type { Page } from '../../port/price-context.js';

type SortField = 'createdAt' | 'orderNumber';
type Direction = 'asc' | 'desc';

export interface OrderSort {
  readonly field: SortField;
  readonly direction: Direction;
}

/** "My orders" are newest first unless the caller sorts otherwise. */
export const DEFAULT_ORDER_SORT = 'createdAt desc';

/** commercetools' query limits: at most 500 per page, offset at most 10 000. */
export const MAX_LIMIT = 500;
export const MAX_OFFSET = 10_000;

/**
 * The sort expressions the shop's order list uses: `createdAt` or `orderNumber`, `asc` or `desc`
 * (direction case-insensitive, as the platform accepts it). Anything else is refused by name
 * rather than ignored, so a caller never gets an order it did not ask for.
 */
export function parseOrderSort(sort: string = DEFAULT_ORDER_SORT): OrderSort {
  const match = /^(createdAt|orderNumber) +(asc|desc)$/i.exec(sort.trim());
  const field = match?.[1];
  if (!match || (field !== 'createdAt' && field !== 'orderNumber')) {
    throw invalidInput(`The sort expression '${sort}' is not supported for orders; use createdAt or orderNumber with asc or desc.`);
  }
  return { field, direction: match[2]!.toLowerCase() as Direction };
}

export function requirePage(page: { limit: number; offset: number }): Page {
  if (!Number.isSafeInteger(page.limit) || page.limit < 0 || page.limit > MAX_LIMIT) {
    throw invalidInput(`The limit '${page.limit}' is not valid: it must be a whole number from 0 to ${MAX_LIMIT}.`);
  }
  if (!Number.isSafeInteger(page.offset) || page.offset < 0 || page.offset > MAX_OFFSET) {
    throw invalidInput(`The offset '${page.offset}' is not valid: it must be a whole number from 0 to ${MAX_OFFSET}.`);
  }
  return { limit: page.limit, offset: page.offset };
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A total order: the sort field, then the id, so pages never overlap or skip an order when two
 * share a value. An order without orderNumber sorts below every number (first ascending, last
 * descending). createdAt is ISO 8601 UTC with milliseconds, so text order is time order.
 */
export function compareOrders({ field, direction }: OrderSort): (a: Order, b: Order) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const byField = field === 'createdAt'
      ? compareText(a.createdAt, b.createdAt)
      : a.orderNumber === b.orderNumber ? 0
        : a.orderNumber === undefined ? -1
          : b.orderNumber === undefined ? 1
            : compareText(a.orderNumber, b.orderNumber);
    return sign * (byField !== 0 ? byField : compareText(a.id, b.id));
  };
}

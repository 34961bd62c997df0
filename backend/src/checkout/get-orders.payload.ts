import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PagePayload } from '../catalogue/page.payload.js';

/** "My orders" page sizes: a page of 20 unless asked, never more than 100 in one call. */
export const DEFAULT_ORDERS_LIMIT = 20;
const MAX_ORDERS_LIMIT = 100;

/** The sorts the order list offers; anything else is refused, never passed to the platform. */
const ORDER_SORTS = ['createdAt desc', 'createdAt asc', 'orderNumber desc', 'orderNumber asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/**
 * Part 0 of getOrders (spec 2 §7): the signed-in customer's orders by `limit`, `offset`, `sort`,
 * or one order by `id` or `orderNumber` (the thank-you page). `{}` is the first page.
 */
export class GetOrdersPayload extends PagePayload {
  // PagePayload's offset; the limit with the order list's own smaller page (class-validator
  // replaces, not adds to, a redeclared property's rules).
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ORDERS_LIMIT)
  override limit?: number = undefined;

  @IsOptional()
  @IsIn(ORDER_SORTS)
  sort?: OrderSort;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  id?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  orderNumber?: string;
}

/**
 * The payload asks for one order or for a page, not both: a mixed payload is refused naming the
 * fields, rather than one half silently winning.
 */
export function getOrdersPayloadFailure(query: GetOrdersPayload): string | undefined {
  const references = (['id', 'orderNumber'] as const).filter((field) => query[field] !== undefined);
  if (references.length > 1) return 'payload[0] must have at most one of id, orderNumber; got id and orderNumber';
  const paging = (['limit', 'offset', 'sort'] as const).filter((field) => query[field] !== undefined);
  if (references.length === 1 && paging.length > 0) {
    return `payload[0].${references[0]} looks up one order and cannot be combined with ${paging.map((field) => `payload[0].${field}`).join(', ')}`;
  }
  return undefined;
}

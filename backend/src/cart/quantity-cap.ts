import { BadRequestException } from '@nestjs/common';
import type { InventoryEntry } from '@commercetools/platform-sdk';
import { addableQuantity, MAX_QUANTITY_MESSAGE } from '@shop/domain';

/** The stock the storefront shows: the entry without a supply channel; none is no stock. */
export function stockOf(entries: readonly InventoryEntry[], sku: string): number {
  const entry = entries.find((candidate) => candidate.sku === sku && !candidate.supplyChannel);
  return entry?.availableQuantity ?? 0;
}

/** Refused when nothing more can go in: the spec's message at the cap. */
export const maximumReached = (): BadRequestException => new BadRequestException(MAX_QUANTITY_MESSAGE);

/**
 * How many of `requested` may be added on top of `inCart` (domain's addable quantity: cart
 * maximum and stock); throws the cap message when that is none.
 */
export function cappedAddition(requested: number, stock: number, inCart: number): number {
  const addable = Math.min(requested, addableQuantity({ stock, inCart }));
  if (addable <= 0) throw maximumReached();
  return addable;
}

/**
 * The quantity a line may be set to: lowering is always allowed; raising is capped by stock and
 * the cart maximum over every line of the SKU (`others`: the SKU's quantity on other lines, e.g.
 * a line of another channel), and refused with the cap message when the line is already at the cap.
 */
export function cappedLineQuantity(requested: number, current: number, stock: number, others = 0): number {
  if (requested <= current) return requested;
  const allowed = Math.min(requested, addableQuantity({ stock, inCart: others }));
  if (allowed <= current) throw maximumReached();
  return allowed;
}

import type { ProductProjection, ProductVariant } from '@commercetools/platform-sdk';
import type { MarketContext } from '../../api/call-context.js';
import type { PlanState } from './plan-state.js';

/** A product sold in the market, with the variant of the SKU asked for (its price selected for the market). */
export interface SoldVariant {
  readonly product: ProductProjection;
  readonly variant: ProductVariant;
}

/**
 * How a refusal names the action it refuses: updateCart's by its place in the payload
 * (`payload[1].actions[2]: …`), addToCart's plainly, as the storefront shows it.
 */
export type Refuse = (index: number, message: string) => Error;

/** What planning an action may consult: the lines so far, the market, and the batch's products and stock (fetched once). */
export interface PlanContext {
  readonly state: PlanState;
  readonly market: MarketContext;
  readonly refuse: Refuse;
  product(sku: string): SoldVariant | undefined;
  stock(sku: string): number;
}

import type { PricedDocument } from '../../cart/summary/priced-document';

/** The amounts a summary shows as the total: the gross total (taxed documents) and the total price. */
type Totals = Pick<PricedDocument, 'totalPrice' | 'taxedPrice'>;

const same = (a: { centAmount: number; currencyCode: string } | undefined, b: { centAmount: number; currencyCode: string } | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.centAmount === b.centAmount && a.currencyCode === b.currencyCode);

/**
 * What placing the order does after the chosen method was attached (spec 2 §4: the shopper agrees
 * to pay the total shown). `before` is the cart the page showed, `after` the cart with the method
 * attached. Unchanged totals: the order is placed. Changed (the COD fee line was added or taken
 * off): no order; the page shows the new total to be confirmed by placing again.
 */
export function placeDecision(before: Totals, after: Totals): 'place' | 'confirm' {
  const unchanged = same(before.totalPrice, after.totalPrice) && same(before.taxedPrice?.totalGross, after.taxedPrice?.totalGross);
  return unchanged ? 'place' : 'confirm';
}

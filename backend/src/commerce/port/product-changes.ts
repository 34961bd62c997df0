/**
 * What changed in the catalogue since a mark, written by any process (another backend replica on
 * the same database, an order in another process, a merchant in commercetools): what is kept in
 * memory from products and their stock (the search indexes) reads it to stay current.
 */
export interface ProductChanges {
  /** Where the catalogue stands now: pass it to the next call; equal marks mean the same catalogue. */
  readonly mark: string;
  /** Products written (inserted, changed, unpublished or deleted) since the mark. */
  readonly productIds: readonly string[];
  /** SKUs whose stock was written since the mark. */
  readonly stockSkus: readonly string[];
  /**
   * Something every product's record depends on changed (categories, product discounts), or the
   * mark is unknown: everything derived from the catalogue must be read again.
   */
  readonly everything: boolean;
  /**
   * How long asking again would only cost: 0 where asking is a local query, a few seconds where
   * every question is a request to a remote service.
   */
  readonly askAgainAfterMs: number;
}

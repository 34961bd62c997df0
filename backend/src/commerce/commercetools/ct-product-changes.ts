import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import type { ProductChanges } from '../port/product-changes.js';
import { literal, MAX_LIMIT } from './predicates.js';
import { body } from './sdk-error.js';

/**
 * commercetools offers a replica no change log it can read without a message queue
 * (Subscriptions), so changes are polled by lastModifiedAt: four small queries, asked at most
 * this often by a reader that follows askAgainAfterMs.
 */
export const CT_CHANGES_POLL_MS = 2000;

interface Modified {
  readonly lastModifiedAt: string;
}

/**
 * The products and stock entries modified since `mark` (all without one) in `order`, `limit` of
 * each; and the latest modified category and product discount (any one changed reaches every record).
 */
async function modified(api: ByProjectKeyRequestBuilder, mark: string | undefined, order: 'asc' | 'desc', limit: number) {
  const queryArgs = { ...(mark ? { where: `lastModifiedAt >= ${literal(mark)}` } : {}), sort: `lastModifiedAt ${order}`, limit, withTotal: false };
  const [products, entries, categories, discounts] = await Promise.all([
    body(api.products().get({ queryArgs }).execute()),
    body(api.inventory().get({ queryArgs }).execute()),
    body(api.categories().get({ queryArgs: { ...queryArgs, sort: 'lastModifiedAt desc', limit: 1 } }).execute()),
    body(api.productDiscounts().get({ queryArgs: { ...queryArgs, sort: 'lastModifiedAt desc', limit: 1 } }).execute()),
  ]);
  return { products: products.results, entries: entries.results, categories: categories.results, discounts: discounts.results };
}

const latestOf = (lists: readonly (readonly Modified[])[], start: string): string =>
  lists.flat().reduce((latest, item) => (item.lastModifiedAt > latest ? item.lastModifiedAt : latest), start);

/**
 * The changes since `mark` (an ISO instant: the latest lastModifiedAt seen). Reading chosen: the
 * resources modified at the mark's instant itself are reported again (>=), because another write
 * in the same millisecond may have been committed after the last look; a repeat only costs a
 * re-read of that product.
 */
export async function ctProductChanges(api: ByProjectKeyRequestBuilder, mark: string | undefined): Promise<ProductChanges> {
  const base = { productIds: [], stockSkus: [], everything: false, askAgainAfterMs: CT_CHANGES_POLL_MS };
  if (mark === undefined || Number.isNaN(Date.parse(mark))) {
    const latest = await modified(api, undefined, 'desc', 1);
    return { ...base, mark: latestOf(Object.values(latest), new Date(0).toISOString()), everything: mark !== undefined };
  }
  const { products, entries, categories, discounts } = await modified(api, mark, 'asc', MAX_LIMIT);
  // A full page may hide more: the mark moves only to the last one read, the rest comes next time.
  const full = [products, entries].filter((list) => list.length === MAX_LIMIT);
  const next = full.length > 0
    ? full.map((list) => list.at(-1)!.lastModifiedAt).sort()[0]!
    : latestOf([products, entries, categories, discounts], mark);
  return {
    ...base,
    mark: next,
    productIds: [...new Set(products.map((product) => product.id))],
    stockSkus: [...new Set(entries.map((entry) => entry.sku))],
    everything: [...categories, ...discounts].some((item) => item.lastModifiedAt > mark),
  };
}

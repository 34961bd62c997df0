import { DEFAULT_REVIEW_PAGE_LIMIT } from '@shop/domain';
import { once, reviewsOf, rootCategories, search, writtenAt, type SearchHit } from './backend';
import { mostRecent, topReviews } from './review-order';
import { categoryPath, productPath, searchIndex, type Shopper } from './shoppers';

/** The page size the journey picks in the toolbar, so that a filtered listing still has a page 2. */
export const JOURNEY_PAGE_SIZE = 12;

/** What a shopper's journey will see, worked out from the backend's catalogue before it starts. */
export interface JourneyPlan {
  readonly category: { readonly name: string; readonly path: string };
  readonly brand: string;
  /** Whole currency units, as the URL's `[range][price]=low:high` carries them (the index holds cents: ×100). */
  readonly price: { readonly low: number; readonly high: number };
  /** Each page's prices in cents, lowest first: what 'price, low to high' must show. */
  readonly pages: readonly (readonly number[])[];
  /** A product on page 2, in stock, with reviews whose newest-first order differs from best-first. */
  readonly product: { readonly name: string; readonly path: string };
  /** Its review ids (all on the first page) as 'Most recent' must list them. */
  readonly mostRecent: readonly string[];
}

const byPrice = (a: SearchHit, b: SearchHit): number => a.price - b.price;

/** Review ids as 'Most recent' lists them, or undefined when the product does not show a switch of order plainly. */
async function newestFirstIfTelling(shopper: Shopper, hit: SearchHit): Promise<string[] | undefined> {
  const reviews = await reviewsOf(shopper.country, hit.productId);
  const dates = new Set(reviews.map(writtenAt));
  // All of them on the first page, in either order, each with its own date (else ties are arbitrary).
  if (reviews.length < 2 || reviews.length > DEFAULT_REVIEW_PAGE_LIMIT || dates.size !== reviews.length) return undefined;
  // Both orders put the shopper's language first; switching must be visible, so 'Top reviews' must differ.
  const newest = mostRecent(reviews, shopper.language);
  return newest.join() !== topReviews(reviews, shopper.language).join() ? newest : undefined;
}

async function findPlan(shopper: Shopper): Promise<JourneyPlan> {
  const index = searchIndex(shopper);
  for (const root of await rootCategories(shopper.country)) {
    const categoryName = root.name[shopper.language]!;
    const inCategory = [`categories.lvl0:${categoryName}`];
    const brands = (await search({ indexName: index, hitsPerPage: 0, facets: ['brand'], facetFilters: [inCategory] })).facets?.['brand'] ?? {};
    for (const [brand, count] of Object.entries(brands).sort(([, a], [, b]) => b - a)) {
      if (count <= JOURNEY_PAGE_SIZE + 2) break;
      const ofBrand = (await search({ indexName: index, hitsPerPage: 48, facetFilters: [inCategory, [`brand:${brand}`]] })).hits.sort(byPrice);
      // A range that leaves out the cheapest and the dearest, in whole units around their neighbours.
      const low = Math.floor(ofBrand[1]!.price / 100);
      const high = Math.ceil(ofBrand.at(-2)!.price / 100);
      const inRange = ofBrand.filter((hit) => hit.price >= low * 100 && hit.price <= high * 100);
      if (inRange.length <= JOURNEY_PAGE_SIZE) continue;
      const secondPage = inRange.slice(JOURNEY_PAGE_SIZE);
      for (const hit of secondPage) {
        // A price shared with another product could put it on either page.
        const uniquePrice = inRange.filter((other) => other.price === hit.price).length === 1;
        if (!hit.inStock || !uniquePrice || (hit.reviewCount ?? 0) < 2) continue;
        const mostRecent = await newestFirstIfTelling(shopper, hit);
        if (!mostRecent) continue;
        return {
          category: { name: categoryName, path: categoryPath(shopper, root.slug[shopper.language]!) },
          brand,
          price: { low, high },
          pages: [inRange.slice(0, JOURNEY_PAGE_SIZE).map((hit) => hit.price), secondPage.map((hit) => hit.price)],
          product: { name: hit.name, path: productPath(shopper, hit.url) },
          mostRecent,
        };
      }
    }
  }
  throw new Error(`${shopper.name}: no category with a brand, a price range and a page-2 product with reviews to browse`);
}

export const journeyPlan = (shopper: Shopper): Promise<JourneyPlan> => once(`journey-plan:${shopper.country}:${shopper.locale}`, () => findPlan(shopper));

import type { ProductTileData } from '../../catalogue/product-tile';
import type { ShopRequest } from '../../shop/shop-context';
import { groupPath, walkBlocks } from '../blocks/block-tree';
import { PRODUCT_BLOCK_TYPES } from '../blocks/block-types';
import { list, record } from '../blocks/props';
import type { ContentBlock } from '../content-document';
import { readBlockQuery, searchRequestOf, type BlockQuery } from './block-query';
import { tileOfHit } from './hit-tile';
import { laterRowsUrl, type BlockProducts, type BlockProductsByPath, type LaterRow } from './later-rows';

export type { BlockProducts, BlockProductsByPath } from './later-rows';

/** Blocks at the top of a page (their top-level index below this) are on the first screen. */
export const FIRST_SCREEN_BLOCKS = 2;

/** Every query a document's product blocks ask, by the path its renderer looks it up under. */
export function productQueries(blocks: readonly ContentBlock[]): Map<string, BlockQuery> {
  const queries = new Map<string, BlockQuery>();
  walkBlocks(blocks, (block, path) => {
    if (!(PRODUCT_BLOCK_TYPES as readonly string[]).includes(block.type)) return;
    if (block.type === 'product-groups-slider') {
      list(block['groups'], record).forEach((group, index) => queries.set(groupPath(path, index), readBlockQuery(group['query'])));
    } else {
      queries.set(path, readBlockQuery(block['query']));
    }
  });
  return queries;
}

interface SearchAnswer {
  readonly results?: readonly { readonly hits?: readonly unknown[]; readonly nbHits?: number }[];
}

/** One multi-query search for these product blocks (the search caches 120 s); a failing search costs the rows, never the page. */
export function searchBlockProducts(shop: ShopRequest, queries: ReadonlyMap<string, BlockQuery>): Record<string, Promise<BlockProducts>> {
  if (queries.size === 0) return {};
  const paths = [...queries.keys()];
  const requests = [...queries.values()].map((query) => searchRequestOf(query, shop.locale));
  const market = { languagePrefix: shop.languagePrefix, nativeRouting: shop.nativeRouting };
  const all: Promise<BlockProducts[]> = shop.backend.search<SearchAnswer>({ requests }).then(
    (answer) =>
      paths.map((_, index): BlockProducts => {
        const result = answer.results?.[index];
        if (!result) return { status: 'unavailable' };
        const products = list(result.hits, (hit) => tileOfHit(hit, shop.currency, market));
        return { status: 'ok', products, total: typeof result.nbHits === 'number' ? result.nbHits : products.length };
      }),
    (error: unknown) => {
      console.warn(`Product blocks unavailable: ${(error as Error).message}`);
      return paths.map((): BlockProducts => ({ status: 'unavailable' }));
    },
  );
  return Object.fromEntries(paths.map((path, index) => [path, all.then((results) => results[index] ?? { status: 'unavailable' })]));
}

const onFirstScreen = (path: string): boolean => Number(path.split('.')[0]) < FIRST_SCREEN_BLOCKS;

/**
 * The products of the blocks of CMS page `page` (its slug). Rows on the first screen are awaited,
 * so they arrive with the page (no placeholder, no layout shift, readable without JavaScript).
 * Rows further down are left to the browser, which asks for them once the page is drawn
 * (routes/block-products.ts): their section and "see all" link are in place meanwhile, and
 * without JavaScript (which never drew them) the link is the way to the products. As data in the
 * document they were ~8 KB of home's.
 */
export async function loadBlockProducts(shop: ShopRequest, blocks: readonly ContentBlock[], page: string): Promise<BlockProductsByPath> {
  const queries = productQueries(blocks);
  const later = [...queries.keys()].filter((path) => !onFirstScreen(path));
  const now = searchBlockProducts(shop, new Map([...queries].filter(([path]) => onFirstScreen(path))));
  const row: LaterRow = { status: 'later', from: laterRowsUrl(page, shop.locale, later) };
  const entries = await Promise.all(Object.entries(now).map(async ([path, promise]) => [path, await promise] as const));
  return Object.fromEntries([...entries, ...later.map((path) => [path, row] as const)]);
}

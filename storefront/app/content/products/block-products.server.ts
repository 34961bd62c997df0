import type { ProductTileData } from '../../catalogue/product-tile';
import type { ShopRequest } from '../../shop/shop-context';
import { groupPath, walkBlocks } from '../blocks/block-tree';
import { PRODUCT_BLOCK_TYPES } from '../blocks/block-types';
import { list, record } from '../blocks/props';
import type { ContentBlock } from '../content-document';
import { readBlockQuery, searchRequestOf, type BlockQuery } from './block-query';
import { tileOfHit } from './hit-tile';

/** What a product block shows: its products, or that the search could not answer. */
export type BlockProducts =
  | { readonly status: 'ok'; readonly products: readonly ProductTileData[]; readonly total: number }
  | { readonly status: 'unavailable' };

/**
 * Products by block path (a group of a product-groups-slider is `{path}.g{index}`): a value when
 * the page waited for them, a promise the page streams otherwise.
 */
export type BlockProductsByPath = Readonly<Record<string, BlockProducts | Promise<BlockProducts>>>;

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

/** One multi-query search for all product blocks of a page (the search caches 120 s); a failing search costs the rows, never the page. */
function startBlockProducts(shop: ShopRequest, blocks: readonly ContentBlock[]): Record<string, Promise<BlockProducts>> {
  const queries = productQueries(blocks);
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


/**
 * The products of a page's blocks. Rows on the first screen are awaited, so they arrive with the
 * page (no placeholder, no layout shift, readable without JavaScript); rows further down stream
 * in after the first screen has rendered, their section and "see all" link already in place.
 */
export async function loadBlockProducts(shop: ShopRequest, blocks: readonly ContentBlock[]): Promise<BlockProductsByPath> {
  const started = startBlockProducts(shop, blocks);
  const entries = await Promise.all(
    Object.entries(started).map(async ([path, promise]) => [path, Number(path.split('.')[0]) < FIRST_SCREEN_BLOCKS ? await promise : promise] as const),
  );
  return Object.fromEntries(entries);
}
